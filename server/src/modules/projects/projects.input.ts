import type { CreateProject2Body } from '@cla/domain/api';

import { BodyReader } from '../../http/body-reader.js';

/** `POST /api/project2 {name?, folder?}`. */
export function parseCreateProject(body: unknown): Required<CreateProject2Body> {
  const reader = new BodyReader(body, ['name', 'folder']);
  const name = reader.name('name', { optional: true, allowEmpty: true });
  const folder = reader.id('folder', { optional: true, nullable: true });
  reader.done();
  return { name: name ?? '', folder: folder ?? null };
}

/** What a project patch changes (absent: kept). */
export interface ProjectPatch {
  readonly name?: string;
  readonly folder?: string | null;
  readonly picture?: string | null;
}

/** `PATCH /api/project2/{id}`: the whole project or only some of `name`, `folder`, `picture`; read-only fields are ignored. */
export function parsePatchProject(body: unknown): ProjectPatch {
  const reader = new BodyReader(body, ['name', 'folder', 'picture'], ['id', 'files', 'sections', 'createdAt', 'updatedAt']);
  const patch: ProjectPatch = {
    name: reader.name('name', { optional: true, allowEmpty: true }),
    folder: reader.id('folder', { optional: true, nullable: true }),
    picture: reader.id('picture', { optional: true, nullable: true }),
  };
  reader.done();
  return patch;
}
