// Compile-time checks that the section schemas and the domain's hand-written section data, results and answers agree.
import type { ExceededLimit } from '@cla/engine';
import type { z } from 'zod';

import type * as data from '../contracts/section-data.js';
import type * as contracts from '../contracts/sections.js';
import type { ValidationIssueSchema } from '../contracts/errors.js';
import type { Variant } from '../section/scenarios.js';
import type { Favourite, ResultsData, SectionData } from '../section/types.js';
import type { ValidationIssue } from '../validation/issue.js';
import type { Section, SharedSection } from './sections.js';

/**
 * The domain keeps its own, stricter section model ({@link SectionData}: every group present, choices typed;
 * {@link ResultsData}, {@link Favourite}, {@link ValidationIssue}), so the answers and bodies of ./sections.ts use it;
 * these checks fail typecheck when it drifts from the schemas: every value of the domain's type must pass the schema
 * (a field the schema requires that the type lacks, or a type it refuses, fails), and each group, row and answer
 * must name the same fields as its schema (the data schemas drop a field they do not know, so one missing there
 * would be lost on save).
 */
type Assignable<From, To> = [From] extends [To] ? true : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
/** The type passes the schema and both name the same fields. */
type Holds<Type, Schema> = [Assignable<Type, Schema>, Same<keyof Type, keyof Schema>] extends [true, true] ? true : false;

type In<S extends z.ZodType> = NonNullable<z.input<S>>;
type Out<S extends z.ZodType> = NonNullable<z.output<S>>;
type Data = In<typeof data.SectionDataSchema>;
type Group<K extends keyof Data> = NonNullable<Data[K]>;
type Rows<T> = T extends { rows?: infer R } ? NonNullable<R> extends readonly (infer E)[] ? E : never : never;
type Results = In<typeof data.ResultsDataSchema>;

export type SectionChecks = [
  Expect<Holds<SectionData, Data>>,
  Expect<Holds<SectionData['general'], Group<'general'>>>,
  Expect<Holds<SectionData['equipment'], Group<'equipment'>>>,
  Expect<Holds<SectionData['equipment']['compressor'], NonNullable<Group<'equipment'>['compressor']>>>,
  Expect<Holds<SectionData['equipment']['waterPump'], NonNullable<Group<'equipment'>['waterPump']>>>,
  Expect<Holds<SectionData['cable'], Group<'cable'>>>,
  Expect<Holds<SectionData['stretches'], Group<'stretches'>>>,
  Expect<Holds<SectionData['stretches']['rows'][number], Rows<Group<'stretches'>>>>,
  Expect<Holds<SectionData['trajectory'], Group<'trajectory'>>>,
  Expect<Holds<SectionData['trajectory']['rows'][number], Rows<Group<'trajectory'>>>>,
  Expect<Holds<SectionData['settings'], Group<'settings'>>>,
  Expect<Holds<ResultsData, Results>>,
  Expect<Holds<ResultsData['messages'][number], NonNullable<Results['messages']>[number]>>,
  Expect<Holds<ExceededLimit, NonNullable<Results['exceeded']>[number]>>,
  Expect<Assignable<Favourite, In<typeof contracts.FavouriteSchema>>>,
  Expect<Holds<Variant, In<typeof contracts.FavouriteSchema>>>,
  Expect<Holds<ValidationIssue, Out<typeof ValidationIssueSchema>>>,
  // `stale` is optional in the domain's Section (see ./sections.ts), always answered
  Expect<Holds<Omit<Section, 'stale'>, Omit<Out<typeof contracts.Section>, 'stale'>>>,
  Expect<Same<keyof Section, keyof Out<typeof contracts.Section>>>,
  // its studies are checked by studies.check.ts (the domain's results against the loose answer schemas)
  Expect<Holds<Omit<SharedSection, 'studies'>, Omit<Out<typeof contracts.SharedSection>, 'studies'>>>,
  Expect<Same<keyof SharedSection, keyof Out<typeof contracts.SharedSection>>>,
];
