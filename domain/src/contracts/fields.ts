// The building blocks of every request schema, each with the message a person reads in details.issues.
import { z } from 'zod';

import { issue, type IssueText, msg } from './messages.js';

/**
 * The building blocks of every request schema of the contracts, each with the message a person reads in
 * `details.issues`: a catalogue message (`issue(key, params)`, see messages.ts), answered by the server in the
 * user's language. JSON numbers are finite (zod 4's `z.number()` refuses Infinity and NaN: JSON's `1e999` parses to Infinity), strings hold no NUL (PostgreSQL cannot store it in text), and integers that reach an
 * `integer` column stay within 32 bits.
 */

/** A UUID in its canonical text form (any version), as our ids are. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The longest name of a folder, project, section or preset. */
export const MAX_NAME_LENGTH = 200;

/** The largest value of a PostgreSQL `integer` column (a section's `version`). */
export const MAX_INT32 = 2_147_483_647;

/** A catalogue key of what a field must be (`what.object`: `an object`). */
export type WhatKey = `what.${string}`;

/** `must be {what}` (`issue.mustBe`), `what` a catalogue key or a text with its parameters. */
export function mustBe(what: WhatKey | IssueText): () => string {
  return issue('issue.mustBe', { what: typeof what === 'string' ? msg(what) : what });
}

/** `one of a, b, c` (the values stay as they are). */
export function oneOf(values: readonly string[]): IssueText {
  return msg('what.oneOf', { values: values.join(', ') });
}

/** The message of a wrong type: `is required` when the field is missing, else `must be …` (see {@link mustBe}). */
export function must(what: WhatKey | IssueText): (issue: { input?: unknown }) => string {
  const required = issue('issue.required');
  const wrong = mustBe(what);
  return (zodIssue) => (zodIssue.input === undefined ? required() : wrong());
}

/** No NUL character (U+0000): PostgreSQL cannot store it in text. */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this refuses
const NO_NUL = /^[^\u0000]*$/;

/** A string without NUL characters. */
export function text(what: WhatKey = 'what.string'): z.ZodString {
  return z.string({ error: must(what) }).regex(NO_NUL, { error: issue('issue.noNul') });
}

/** An id (UUID, any version), lower-cased. */
export const id = () =>
  z
    .string({ error: must('what.id') })
    .regex(UUID, { error: mustBe('what.id') })
    .toLowerCase()
    .meta({ format: 'uuid' });

/** An id or `null`, or absent. */
export const nullableId = () =>
  z
    .string({ error: must('what.idOrNull') })
    .regex(UUID, { error: mustBe('what.idOrNull') })
    .toLowerCase()
    .meta({ format: 'uuid' })
    .nullable()
    .optional();

/** A trimmed name of at most `max` characters; empty allowed only with `allowEmpty`. */
export function name({ allowEmpty = false, max = MAX_NAME_LENGTH } = {}): z.ZodString {
  const trimmed = text().trim().max(max, { error: issue('issue.maxCharacters', { max }) });
  return allowEmpty ? trimmed : trimmed.min(1, { error: issue('issue.notEmpty') });
}

/** A finite JSON number. */
export const finite = () => z.number({ error: must('what.finite') });

/** A number field of section data: a finite number or `null` (empty), or absent. */
export const numberField = () => z.number({ error: must('what.finiteOrNull') }).nullable().optional();

/** A text field of section data: a string or `null`, or absent. */
export const textField = () => text('what.stringOrNull').nullable().optional();

/** A yes/no field of section data: `true`, `false` or `null`, or absent. */
export const flagField = () => z.boolean({ error: must('what.booleanOrNull') }).nullable().optional();

/** One of `values`, or `null`, or absent. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: must(msg('what.oneOfOrNull', { values: values.join(', ') })) }).nullable().optional();
}

/** One of `values`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: must(oneOf(values)) });
}

/** An integer ≥ 0 that fits a 32-bit column. */
export const count = () =>
  z.int({ error: must('what.integerAtLeast0') }).min(0, { error: mustBe('what.integerAtLeast0') }).max(MAX_INT32, { error: issue('issue.atMost', { max: MAX_INT32 }) });

/**
 * Any JSON object (free-form data: a preset's, the engine request's `data`). Its values are checked only by the
 * body limits (`BODY_LIMITS`: depth, lengths, NUL, prototype keys, finite numbers), which every body passes first.
 */
export const jsonObject = (what: WhatKey = 'what.object') =>
  z.record(z.string(), z.unknown(), { error: must(what) }).meta({ type: 'object', additionalProperties: true });

/** Read-only fields a client sends back with a whole resource: accepted, documented and dropped. */
export function ignored(fields: readonly string[]): Record<string, z.ZodOptional<z.ZodUnknown>> {
  return Object.fromEntries(fields.map((field) => [field, z.unknown().optional().describe('read-only: accepted and ignored')]));
}

/** `value` without the keys in `fields`. */
export function omitKeys<T extends object>(value: T, fields: readonly string[]): T {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !fields.includes(key))) as T;
}

/** The `offset` query parameter of the paged lists (the server's `database/byte-pages.ts`): an integer ≥ 0, default 0. */
export const ListOffset = z.coerce
  .number({ error: must('what.integerAtLeast0') })
  .int({ error: must('what.integerAtLeast0') })
  .min(0, { error: must('what.integerAtLeast0') })
  .max(MAX_INT32, { error: issue('issue.atMost', { max: MAX_INT32 }) })
  .optional()
  .describe('where the page starts: the number of items of the pages before (see the Link header)');
