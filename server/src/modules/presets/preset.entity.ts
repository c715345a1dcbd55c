// The preset table: a user's or the demo catalogue's cable, machine, stretch, trajectory, compressor or pump.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A preset (`preset`, docs/product.md#data-model): a named cable, machine, stretch, trajectory, compressor or water pump whose
 * `data` (JSON text) fills a part of a section. `ownerId` is `null` for the demo catalogue (read-only).
 */
export const PresetSchema = defineEntity({
  name: 'Preset',
  tableName: 'preset',
  indexes: [
    { properties: ['ownerId'], name: 'preset_owner_id_index' },
    { properties: ['type', 'name'], name: 'preset_type_name_index' },
  ],
  properties: (p) => ({
    id: p.uuid().primary(),
    ownerId: p.uuid().nullable(),
    name: p.string().length(200),
    type: p.string().length(30),
    groupName: p.string().length(100).nullable(),
    data: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `preset` row. */
export type PresetRow = InferEntity<typeof PresetSchema>;
