// The request schemas of projects.
import { z } from 'zod';

import { nullableId, ignored, name, omitKeys } from '@cla/domain/contracts';

const PROJECT_READ_ONLY = ['id', 'files', 'sections', 'createdAt', 'updatedAt'];

/** `POST /api/project2 {name?, folder?}`. */
export const CreateProjectBody = z
  .strictObject({ name: name({ allowEmpty: true }).optional(), folder: nullableId() })
  .transform(({ name: projectName, folder }) => ({ name: projectName ?? '', folder: folder ?? null }));

/** `PATCH /api/project2/{id}`: the whole project or only some of `name`, `folder`, `picture`; read-only fields are ignored. */
export const PatchProjectBody = z
  .strictObject({
    name: name({ allowEmpty: true }).optional(),
    folder: nullableId(),
    picture: nullableId().describe('a file id of the project; null removes the picture'),
    ...ignored(PROJECT_READ_ONLY),
  })
  .transform((body) => omitKeys(body, PROJECT_READ_ONLY) as ProjectPatch);

/** What a project patch changes (absent: kept). */
export interface ProjectPatch {
  readonly name?: string;
  readonly folder?: string | null;
  readonly picture?: string | null;
}
