// The contract of the simulation (POST /simulator/calculate): its request body, the answer's documented shape, its route.
import type { CalculateRequest, CalculateResponse as EngineResponse } from '@cla/engine';
import { z } from 'zod';

import { Exceeded } from './answer-fields.js';
import { STATUSES } from './engine-values.js';
import { jsonObject, mustBe } from './fields.js';
import type { Route } from './route.js';

/**
 * `POST /simulator/calculate` (docs/simulation-api.md): `{ findMaxDistance?, fullResolution?, data }`. The meaning of the fields inside
 * `data` is the engine's to validate (it answers `notStarted` with one `E_INVALID_PARAMS` message per problem);
 * this schema and the simulation's body limits (the server's `REQUEST_LIMITS`: depth 12, arrays of 10 000, strings
 * of 1000, NUL, prototype keys, finite numbers) make sure no hostile body reaches an engine worker.
 */
export const CalculateRequestBody = z
  .looseObject({
    findMaxDistance: z.boolean({ error: mustBe('what.boolean') }).optional(),
    fullResolution: z
      .boolean({ error: mustBe('what.boolean') })
      .optional()
      .describe('every profile and progress sample; by default the curves are thinned to about 2000 points keeping every extreme'),
    data: jsonObject('what.simulationInputs').describe('layingMethod, cable, stretches, trajectory…: see docs/simulation-api.md'),
  })
  .transform((body) => body as unknown as CalculateRequest);

/**
 * The answer of `POST /simulator/calculate` as the OpenAPI document describes it: the engine's `CalculateResponse`
 * (docs/simulation-api.md#response), of which only the head is written here; the engine's type is the whole answer.
 */
export const CalculateResponse = z
  .looseObject({
    status: z.enum(STATUSES),
    started: z.boolean().describe('false: the cable never moved; distance is then its starting position and the machine force the force needed to start'),
    exceeded: Exceeded.describe('every limit exceeded: which, where, by how much; with one, a head that reached its target has status exceeded, not success'),
    distance: z.number().nullable(),
    messages: z.array(z.record(z.string(), z.unknown())),
  })
  .describe('docs/simulation-api.md#response: status, distance, messages and the curves');

/**
 * The simulation's route (see routes.ts). The table types it by the engine, whose types the schemas above only
 * outline: a client sends a {@link CalculateRequest} (the schema's `data` is any object, for the engine to judge) and
 * receives the engine's whole `CalculateResponse` (the answer schema documents its head). These are the very schema
 * objects (the server's tests find them in the OpenAPI document); simulation.check.ts in ../api holds the engine's
 * types to them.
 */
export const SIMULATION_ROUTES = {
  'POST /simulator/calculate': {
    body: CalculateRequestBody as unknown as z.ZodType<CalculateRequest, CalculateRequest>,
    answer: CalculateResponse as unknown as z.ZodType<EngineResponse>,
  },
} as const satisfies Record<string, Route>;
