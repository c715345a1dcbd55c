// The request schemas of folders.
import { z } from 'zod';

import { nullableId, ignored, name, omitKeys } from '@cla/domain/contracts';

const FOLDER_READ_ONLY = ['id', 'parent', 'createdAt', 'updatedAt', 'user'];

/** `POST /api/folder {name, parent?}` (`user`, which the product description lists, is accepted and ignored: the owner is the caller). */
export const CreateFolderBody = z
  .strictObject({ name: name(), parent: nullableId(), ...ignored(['user']) })
  .transform(({ name: folderName, parent }) => ({ name: folderName, parent: parent ?? null }));

/** `PATCH /api/folder/{id} {name}` (the folder's read-only fields may be sent back). */
export const RenameFolderBody = z
  .strictObject({ name: name(), ...ignored(FOLDER_READ_ONLY) })
  .transform((body) => omitKeys(body, FOLDER_READ_ONLY) as { name: string });
