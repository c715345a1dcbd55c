// Compile-time checks that the engine's request and response types agree with the simulation's schemas.
import type { CalculateRequest, CalculateResponse, ExceededLimit } from '@cla/engine';
import type { z } from 'zod';

import type * as contracts from '../contracts/simulation.js';

/**
 * The route table types `POST /simulator/calculate` by the engine (contracts/simulation.ts); these checks fail
 * typecheck when the engine's types drift from the schemas: every field the schemas name must be one the engine's
 * type has, with a type the schema accepts (the engine's `data` and messages are objects the schemas do not detail).
 */
type Assignable<From, To> = [From] extends [To] ? true : false;
type Expect<T extends true> = T;
/** `T` without its index signature (a loose schema's `[key: string]: unknown`, which no interface has). */
type Named<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** Every field the schema names is one of the type's. */
type Covers<Type, Schema> = [Exclude<keyof Named<Schema>, keyof Type>] extends [never] ? true : false;

type Body = Named<z.input<typeof contracts.CalculateRequestBody>>;
type Answer = Named<z.output<typeof contracts.CalculateResponse>>;

export type SimulationChecks = [
  Expect<Covers<CalculateRequest, Body>>,
  Expect<Assignable<Omit<CalculateRequest, 'data'>, Omit<Body, 'data'>>>,
  Expect<Assignable<CalculateRequest['data'], object>>,
  Expect<Covers<CalculateResponse, Answer>>,
  Expect<Assignable<Pick<CalculateResponse, 'status' | 'started' | 'distance'>, Pick<Answer, 'status' | 'started' | 'distance'>>>,
  Expect<Assignable<ExceededLimit, Named<Answer['exceeded'][number]>>>,
  Expect<Covers<ExceededLimit, Answer['exceeded'][number]>>,
  Expect<Assignable<CalculateResponse['messages'][number], object>>,
];
