// The legacy_project table: a simple trajectory.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A legacy project (`legacy_project`, docs/product.md#data-model): a simple trajectory as JSON text. Deleting marks it `deleted`. */
export const LegacyProjectSchema = defineEntity({
  name: 'LegacyProject',
  tableName: 'legacy_project',
  indexes: [{ properties: ['ownerId'], name: 'legacy_project_owner_id_index' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    name: p.string().length(200).nullable(),
    folderId: p.uuid().nullable(),
    shareToken: p.string().length(64).nullable().unique(),
    deleted: p.boolean(),
    data: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `legacy_project` row. */
export type LegacyProjectRow = InferEntity<typeof LegacyProjectSchema>;
