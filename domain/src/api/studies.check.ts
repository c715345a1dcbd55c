// Compile-time checks that the study answer schemas and the domain's hand-written study results agree.
import type { z } from 'zod';

import type * as results from '../contracts/study-results.js';
import type { SharedStudy, Study, StudyResults } from './studies.js';

/**
 * The domain keeps its own, stricter result of each kind ({@link StudyResults}: the studies' own types, by kind), so
 * ./studies.ts answers {@link Study} with them; these checks fail typecheck when they drift from the answer schemas:
 * every value of the domain's type must pass the schema (a field the schema requires that the type lacks, or a type
 * it refuses, fails), and every field the schema names must be one the type has.
 */
type Assignable<From, To> = [From] extends [To] ? true : false;
type Expect<T extends true> = T;
/** `T` without its index signature (a loose schema's `[key: string]: unknown`, which no interface has). */
type Named<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/**
 * A schema's output without the index signatures of its loose objects, at every depth; a record (only an index
 * signature) keeps it, with its values so stripped.
 */
type Plain<T> = T extends readonly (infer E)[]
  ? Plain<E>[]
  : T extends object
    ? [keyof Named<T>] extends [never]
      ? { [key: string]: Plain<T[keyof T]> }
      : { [K in keyof Named<T>]: Plain<Named<T>[K]> }
    : T;
/** Every field the schema names is one of the type's. */
type Covers<Type, Schema> = [Exclude<keyof Named<Schema>, keyof Type>] extends [never] ? true : false;

type Out<S extends z.ZodType> = Plain<z.output<S>>;

export type StudyChecks = [
  Expect<Assignable<StudyResults['methods'], Out<typeof results.MethodsStudyResult>>>,
  Expect<Covers<StudyResults['methods'], Out<typeof results.MethodsStudyResult>>>,
  Expect<Assignable<StudyResults['pushers'], Out<typeof results.PushersStudyResult>>>,
  Expect<Covers<StudyResults['pushers'], Out<typeof results.PushersStudyResult>>>,
  Expect<Assignable<StudyResults['cof'], Out<typeof results.CofStudyResult>>>,
  Expect<Covers<StudyResults['cof'], Out<typeof results.CofStudyResult>>>,
  Expect<Assignable<StudyResults['equipment'], Out<typeof results.EquipmentStudyResult>>>,
  Expect<Covers<StudyResults['equipment'], Out<typeof results.EquipmentStudyResult>>>,
  Expect<Assignable<StudyResults['calibration'], Out<typeof results.CalibrationStudyResult>>>,
  Expect<Covers<StudyResults['calibration'], Out<typeof results.CalibrationStudyResult>>>,
  Expect<Assignable<Study, Out<typeof results.Study>>>,
  Expect<Covers<Study, Out<typeof results.Study>>>,
  Expect<Assignable<SharedStudy, Out<typeof results.SharedStudy>>>,
  Expect<Covers<SharedStudy, Out<typeof results.SharedStudy>>>,
];
