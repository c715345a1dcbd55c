// The request schema of POST /simulator/calculate.
import type { CalculateRequest } from '@cla/engine';
import { z } from 'zod';
import { jsonObject, mustBe } from '@cla/domain/contracts';

import { REQUEST_LIMITS } from '../../http/schema/body-limits.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';

/**
 * `POST /simulator/calculate` (docs/simulation-api.md): `{ findMaxDistance?, fullResolution?, data }`. The meaning of the fields inside
 * `data` is the engine's to validate (it answers `notStarted` with one `E_INVALID_PARAMS` message per problem);
 * this schema and the simulation's body limits (`REQUEST_LIMITS`: depth 12, arrays of 10 000, strings of 1000,
 * NUL, prototype keys, finite numbers) make sure no hostile body reaches an engine worker.
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

/** The pipe of the calculate body: the simulation's limits, then {@link CalculateRequestBody}. */
export class CalculateRequestPipe extends SchemaPipe<typeof CalculateRequestBody> {
  constructor() {
    super(CalculateRequestBody, REQUEST_LIMITS);
  }
}
