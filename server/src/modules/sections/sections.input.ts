import type { Favourite, ResultsData } from '@cla/domain';
import { z } from 'zod';

import { choice, id, ignored, MAX_INT32, must, name, omitKeys, text } from '../../http/schema/fields.js';
import { ResultsDataSchema, SectionDataSchema } from './section-data.schema.js';

/** The read-only fields of a section that a client may send back with it; they are ignored. */
const READ_ONLY = ['id', 'shareToken', 'warnings', 'incomplete', 'createdAt', 'updatedAt', 'saved', 'validation'];

/**
 * A favourite or a scenario (docs/product.md#data-model): a name, its colours and, for the ones the editor keeps,
 * `kind` and the section data it holds (other keys are dropped).
 */
export const FavouriteSchema = z.object(
  {
    name: text(),
    primaryColor: text().max(100),
    secondaryColor: text().max(100),
    kind: choice(['favourite', 'scenario']).optional(),
    data: SectionDataSchema.optional(),
  },
  { error: must('an object') },
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
  readonly version: number;
  readonly project?: string;
}

const content = {
  results: ResultsDataSchema.nullable().optional(),
  name: name({ allowEmpty: true }).optional(),
  favorites: z.array(FavouriteSchema, { error: must('an array of objects') }).max(1000).optional(),
};

/** `POST /api/section {project, data, results?, name?, favorites?}`. */
export const CreateSectionBody = z
  .strictObject({ project: id(), data: SectionDataSchema, ...content, ...ignored([...READ_ONLY, 'version']) })
  .transform((body) => omitKeys(body, [...READ_ONLY, 'version']) as CreateSectionInput);

/** `PATCH /api/section/{id} {version, project?, data?, results?, name?, favorites?}`. */
export const PatchSectionBody = z
  .strictObject({
    // The save stores version + 1 in a 32-bit column, so the largest version a client can have edited is one less.
    version: z
      .int({ error: must('an integer ≥ 0') })
      .min(0, { error: 'must be an integer ≥ 0' })
      .max(MAX_INT32 - 1, { error: `must be at most ${MAX_INT32 - 1}` })
      .describe('the version the client edited (409 when stale)'),
    project: id().optional(),
    data: SectionDataSchema.optional(),
    ...content,
    ...ignored(READ_ONLY),
  })
  .transform((body) => omitKeys(body, READ_ONLY) as PatchSectionInput);

/** `PATCH /api/section/rename/{id} {name}`. */
export const RenameSectionBody = z.strictObject({ name: name({ allowEmpty: true }) });

/** `POST /api/section/{id}/duplicate {project?, name?}` (an empty body is fine). */
export const DuplicateSectionBody = z.strictObject({ project: id().optional(), name: name({ allowEmpty: true }).optional() }).default({});

/** `POST /api/section/share/{token}/copy {project}`. */
export const CopySectionBody = z.strictObject({ project: id() });

/** `GET /api/section?project={id}` (other query parameters, e.g. a cache buster, are ignored). */
export const SectionListQuery = z.object({ project: id().describe('the id of a project') });

/** A share token in a path: 256 random bits in base64url. */
export const ShareTokenParam = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
