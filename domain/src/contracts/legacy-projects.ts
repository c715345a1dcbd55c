// The contract of legacy projects (/api/project, /api/projects): bodies, query, answers and routes.
import { z } from 'zod';

import type { LegacyProjectData as LegacyData } from '../legacy/legacy-project.js';
import { dateTimeText, nameText, ShareTokenResponse, uuidText } from './answer-fields.js';
import { choice, finite, ignored, ListOffset, must, mustBe, name, nullableId, numberField, omitKeys, text } from './fields.js';
import { issue } from './messages.js';
import type { Route } from './route.js';

/** The most rows a legacy trajectory may have. */
export const MAX_LEGACY_ROWS = 10_000;

const READ_ONLY = ['id', 'owner', 'shareToken', 'deleted', 'createdAt', 'updatedAt'];

/** One row of a legacy trajectory (docs/product.md#data-model); other fields of the old app are kept as they are. */
export const LegacyRow = z.looseObject(
  {
  type: choice(['straight', 'curve']),
  key: text(),
  index: numberField(),
  slope: numberField(),
  length: numberField(),
  cumulativeLength: numberField(),
  angle: numberField(),
  totalAngle: numberField(),
  radius: numberField(),
  altAtStart: numberField(),
  altAtEnd: numberField(),
  },
  { error: must('what.object') },
);

/** A legacy project's data (docs/product.md#data-model): `{trajectory: rows, slopeBased, altitudeAtStart}`. */
export const LegacyProjectData = z.looseObject(
  {
    trajectory: z.array(LegacyRow, { error: mustBe('what.arrayOfRows') }).max(MAX_LEGACY_ROWS, { error: issue('issue.maxRows', { max: MAX_LEGACY_ROWS }) }),
    slopeBased: z.boolean({ error: mustBe('what.boolean') }),
    altitudeAtStart: finite(),
  },
  { error: must('what.object') },
);

const fields = {
  name: name({ allowEmpty: true }).nullable().optional(),
  folder: nullableId(),
  ...ignored(READ_ONLY),
};

export interface LegacyProjectInput {
  readonly name?: string | null;
  readonly folder?: string | null;
  readonly data?: LegacyData;
}

/** `POST /api/project`: the project without id and timestamps (read-only fields sent anyway are ignored). */
export const CreateLegacyProjectBody = z
  .strictObject({ ...fields, data: LegacyProjectData })
  .transform((body) => omitKeys(body, READ_ONLY) as LegacyProjectInput & { data: LegacyData });

/** `PATCH /api/project/{id}`: absent fields are kept. */
export const PatchLegacyProjectBody = z
  .strictObject({ ...fields, data: LegacyProjectData.optional() })
  .transform((body) => omitKeys(body, READ_ONLY) as LegacyProjectInput);

/** `GET /api/projects?offset=`: where the page starts. */
export const LegacyListQuery = z.strictObject({ offset: ListOffset });

/** A legacy project (docs/product.md#data-model "Legacy project"): a simple trajectory; `owner` the owner's user id. Deleted ones are not served. */
export const LegacyProject = z.strictObject({
  id: uuidText(),
  name: nameText().nullable(),
  folder: uuidText().nullable(),
  owner: uuidText(),
  shareToken: z.string().nullable(),
  deleted: z.boolean(),
  data: LegacyProjectData,
  createdAt: dateTimeText(),
  updatedAt: dateTimeText(),
});

/** `GET /api/project/share/{token}`: a shared legacy project, read-only for anybody with the link (no owner, folder or token). */
export const SharedLegacyProject = z.strictObject({ id: uuidText(), name: nameText().nullable(), data: LegacyProjectData, createdAt: dateTimeText(), updatedAt: dateTimeText() });

/** The routes of legacy projects (see routes.ts). */
export const LEGACY_PROJECT_ROUTES = {
  'GET /api/projects': { query: LegacyListQuery, answer: z.array(LegacyProject) },
  'POST /api/project': { body: CreateLegacyProjectBody, answer: LegacyProject },
  'GET /api/project/{id}': { answer: LegacyProject },
  'PATCH /api/project/{id}': { body: PatchLegacyProjectBody, answer: LegacyProject },
  'DELETE /api/project/{id}': {},
  'GET /api/project/share/{token}': { answer: SharedLegacyProject },
  'POST /api/project/share/{token}/copy': { answer: LegacyProject },
  'PATCH /api/create-share-token/{id}': { answer: ShareTokenResponse },
  'DELETE /api/share-token/{id}': {},
} as const satisfies Record<string, Route>;
