import type { CreateFolderBody, RenameFolderBody } from '@cla/domain/api';

import { BodyReader } from '../../http/body-reader.js';

/** `POST /api/folder {name, parent?}` (`user`, which older clients send, is accepted and ignored: the owner is the caller). */
export function parseCreateFolder(body: unknown): Required<CreateFolderBody> {
  const reader = new BodyReader(body, ['name', 'parent'], ['user']);
  const name = reader.name('name');
  const parent = reader.id('parent', { optional: true, nullable: true });
  reader.done();
  return { name: name ?? '', parent: parent ?? null };
}

/** `PATCH /api/folder/{id} {name}` (the folder's read-only fields may be sent back). */
export function parseRenameFolder(body: unknown): RenameFolderBody {
  const reader = new BodyReader(body, ['name'], ['id', 'parent', 'createdAt', 'updatedAt', 'user']);
  const name = reader.name('name');
  reader.done();
  return { name: name ?? '' };
}
