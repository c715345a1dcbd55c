// The request schemas of legacy projects.
import type { LegacyProjectData as LegacyData } from '@cla/domain';
import { z } from 'zod';
import { choice, finite, must, mustBe, nullableId, ignored, name, numberField, omitKeys, text } from '@cla/domain/contracts';

import { issue } from '../../http/schema/issue-messages.js';
import { ListOffset } from '../../http/schema/list-offset.js';

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
export type LegacyListQuery = z.output<typeof LegacyListQuery>;
