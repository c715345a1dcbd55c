// The contract of sections (/api/section…): bodies, query, the If-Match header, answers and routes.
import { z } from 'zod';

import type { Favourite, ResultsData } from '../section/types.js';
import { dateTimeText, nameText, ShareTokenResponse, uuidText } from './answer-fields.js';
import { ValidationIssueSchema } from './errors.js';
import { choice, id, ignored, ListOffset, MAX_INT32, must, mustBe, name, omitKeys, text } from './fields.js';
import { issue } from './messages.js';
import type { Route } from './route.js';
import { ResultsDataSchema, SectionDataSchema } from './section-data.js';
import { SharedStudy } from './study-results.js';

/** The read-only fields of a section that a client may send back with it; they are ignored. */
const READ_ONLY = ['id', 'shareToken', 'warnings', 'incomplete', 'createdAt', 'updatedAt', 'saved', 'validation'];

/**
 * A favourite or a scenario (docs/product.md#data-model): a name, its colours and, for the ones the editor keeps,
 * `kind` and the section data it holds (other keys are dropped).
 */
export const FavouriteSchema = z.object(
  {
    name: text(),
    primaryColor: text().max(100, { error: issue('issue.maxCharacters', { max: 100 }) }),
    secondaryColor: text().max(100, { error: issue('issue.maxCharacters', { max: 100 }) }),
    kind: choice(['favourite', 'scenario']).optional(),
    data: SectionDataSchema.optional(),
  },
  { error: must('what.object') },
);

/** A section's content as a body gives it (absent: not given). */
export interface SectionContent {
  readonly data?: Record<string, unknown>;
  readonly results?: ResultsData | null;
  readonly name?: string;
  readonly favorites?: Favourite[];
}

export interface CreateSectionInput extends SectionContent {
  readonly project: string;
  readonly data: Record<string, unknown>;
}

export interface PatchSectionInput extends SectionContent {
  /** the version the client edited; absent: no check from the body */
  readonly version?: number;
  /** the section's id, when the body repeats it: it must be the id in the path */
  readonly id?: string;
  readonly project?: string;
}

const content = {
  results: ResultsDataSchema.nullable().optional(),
  name: name({ allowEmpty: true }).optional(),
  favorites: z.array(FavouriteSchema, { error: must('what.arrayOfObjects') }).max(1000, { error: issue('issue.tooManyValues', { max: 1000 }) }).optional(),
};

/** `POST /api/section {project, data, results?, name?, favorites?}`. */
export const CreateSectionBody = z
  .strictObject({ project: id(), data: SectionDataSchema, ...content, ...ignored([...READ_ONLY, 'version']) })
  .transform((body) => omitKeys(body, [...READ_ONLY, 'version']) as CreateSectionInput);

/** The read-only fields a PATCH body may send back (its `id` is checked against the path instead). */
const PATCH_READ_ONLY = READ_ONLY.filter((field) => field !== 'id');

/**
 * `PATCH /api/section/{id} {id?, version?, project?, data?, results?, name?, favorites?}` — the product's payload is
 * `{id, project, data, results}`. Without `version` (and without `If-Match`) the last write wins.
 */
export const PatchSectionBody = z
  .strictObject({
    id: id().optional().describe('the section’s id; when given it must be the id in the path (else 400 naming id)'),
    // The save stores version + 1 in a 32-bit column, so the largest version a client can have edited is one less.
    version: z
      .int({ error: must('what.integerAtLeast0') })
      .min(0, { error: mustBe('what.integerAtLeast0') })
      .max(MAX_INT32 - 1, { error: issue('issue.atMost', { max: MAX_INT32 - 1 }) })
      .optional()
      .describe('the version the client edited (409 when stale); optional: If-Match does the same, and without either the last write wins'),
    project: id().optional().describe('moves the section to another of the caller’s projects (400 naming project otherwise)'),
    data: SectionDataSchema.optional(),
    ...content,
    ...ignored(PATCH_READ_ONLY),
  })
  .transform((body) => omitKeys(body, PATCH_READ_ONLY) as PatchSectionInput);

/**
 * The `If-Match` request header of `PATCH /api/section/{id}`: `*` (any stored version) or one or more strong entity
 * tags from `ETag` (`"7"`, `"7.Xy3…"` while shared, or `"6", "7"`): each names the version before its dot, the share
 * token's digest after it is not compared (see section-etag.ts). Weak tags (`W/"7"`, and every tag of a share link's
 * view) never match a write (RFC 9110 strong comparison) and are refused.
 */
export const IfMatchHeader = z
  .string()
  .trim()
  .regex(/^(\*|"\d{1,10}(\.[A-Za-z0-9_-]{1,43})?"(\s*,\s*"\d{1,10}(\.[A-Za-z0-9_-]{1,43})?")*)$/, { error: mustBe('what.ifMatch') })
  .transform((value): number[] | '*' => (value === '*' ? '*' : [...value.matchAll(/"(\d+)[^"]*"/g)].map((match) => Number(match[1]))))
  .refine((tags) => tags === '*' || tags.every((version) => version <= MAX_INT32), { error: issue('issue.maxVersion', { max: MAX_INT32 }) })
  .describe('the section’s ETag (its version in quotes, with the share token’s digest after a dot while shared) the change was made from: 412 when the section is at another version now');

/** `PATCH /api/section/rename/{id} {name}`. */
export const RenameSectionBody = z.strictObject({ name: name({ allowEmpty: true }) });

/** `POST /api/section/{id}/duplicate {project?, name?}` (an empty body is fine). */
export const DuplicateSectionBody = z.strictObject({ project: id().optional(), name: name({ allowEmpty: true }).optional() }).default({});

/** `POST /api/section/share/{token}/copy {project}`. */
export const CopySectionBody = z.strictObject({ project: id() });

/** `GET /api/section?project={id}` (other query parameters, e.g. a cache buster, are ignored). */
export const SectionListQuery = z.object({ project: id().describe('the id of a project'), offset: ListOffset });

const sectionFields = {
  id: uuidText(),
  name: nameText(),
  data: SectionDataSchema,
  results: ResultsDataSchema.nullable(),
  favorites: z.array(FavouriteSchema),
  warnings: z.array(ValidationIssueSchema),
  createdAt: dateTimeText(),
  updatedAt: dateTimeText(),
};

/** A section (docs/product.md#data-model "Section"): one laying case of a project. */
export const Section = z.strictObject({
  ...sectionFields,
  project: uuidText(),
  shareToken: z.string().nullable(),
  stale: z.boolean().describe('true: the stored results were computed from other data than the stored data; false without results'),
  version: z.int().min(1).describe('send it back with PATCH /api/section/{id}'),
  incomplete: z.array(ValidationIssueSchema).describe('error issues of missing values (rules required, notEmpty)'),
});

/** `GET /api/section/share/{token}` (public, read-only): what a shared link shows; no owner, no project. */
export const SharedSection = z.strictObject({
  ...sectionFields,
  studies: z.array(SharedStudy).describe('the latest finished study of each kind (POST /api/studies), results only; empty when none'),
  machines: z
    .array(z.strictObject({ id: uuidText(), name: nameText(), type: z.enum(['pushingMachine', 'pullingMachine']), group: z.string().nullable(), data: z.record(z.string(), z.unknown()), catalogue: z.boolean() }))
    .describe('the machine presets the section names (equipment, pusher rows), without their owner; catalogue: one of the demo catalogue’s'),
});

/** The routes of sections and their share links (see routes.ts). */
export const SECTION_ROUTES = {
  'GET /api/section': { query: SectionListQuery, answer: z.array(Section) },
  'POST /api/section': { body: CreateSectionBody, answer: Section },
  'GET /api/section/{id}': { answer: Section },
  'PATCH /api/section/{id}': { body: PatchSectionBody, answer: Section },
  'DELETE /api/section/{id}': {},
  'PATCH /api/section/rename/{id}': { body: RenameSectionBody, answer: Section },
  'POST /api/section/{id}/duplicate': { body: DuplicateSectionBody, answer: Section },
  'PATCH /api/section/create-share-token/{id}': { answer: ShareTokenResponse },
  'DELETE /api/section/share-token/{id}': {},
  'GET /api/section/share/{token}': { answer: SharedSection },
  'POST /api/section/share/{token}/copy': { body: CopySectionBody, answer: Section },
} as const satisfies Record<string, Route>;
