// The folder table: a folder of projects.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A folder of projects (`folder`, docs/product.md#data-model "Folder"); folders nest through `parentId`. */
export const FolderSchema = defineEntity({
  name: 'Folder',
  tableName: 'folder',
  indexes: [
    { properties: ['ownerId'], name: 'folder_owner_id_index' },
    { properties: ['parentId'], name: 'folder_parent_id_index' },
  ],
  properties: (p) => ({
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    name: p.string().length(200),
    parentId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `folder` row. */
export type FolderRow = InferEntity<typeof FolderSchema>;
