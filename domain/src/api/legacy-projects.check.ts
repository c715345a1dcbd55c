// Compile-time checks that the legacy project schemas and the domain's hand-written LegacyProjectData agree.
import type { z } from 'zod';

import type * as contracts from '../contracts/legacy-projects.js';
import type { LegacyProjectData } from '../legacy/legacy-project.js';

/**
 * The domain keeps its own, stricter {@link LegacyProjectData} (numbers, not `null`; no unknown fields), so the
 * answers and bodies of ./legacy-projects.ts use it; these checks fail typecheck when it drifts from the schema:
 * every value of the domain's type must pass the schema (a field the schema requires that the type lacks, or a type
 * it refuses, fails), and every field the type names must be one the schema knows.
 */
type Assignable<From, To> = [From] extends [To] ? true : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
/** `T` without its index signature (a loose schema's `[key: string]: unknown`, which no interface has). */
type Named<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

type Row = LegacyProjectData['trajectory'][number];
type SchemaData = Named<z.input<typeof contracts.LegacyProjectData>>;
type SchemaRow = Named<z.input<typeof contracts.LegacyRow>>;

export type LegacyChecks = [
  Expect<Assignable<Row, SchemaRow>>,
  Expect<Same<keyof Row, keyof SchemaRow>>,
  Expect<Assignable<Omit<LegacyProjectData, 'trajectory'>, Omit<SchemaData, 'trajectory'>>>,
  Expect<Same<keyof LegacyProjectData, keyof SchemaData>>,
];
