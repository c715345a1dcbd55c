// The section table.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A section (`section`, docs/product.md#data-model "Section"): one laying case of a project. `data`, `results`, `favorites`,
 * `warnings` and `incomplete` are JSON in text columns (the same on both databases). `name`, `layingMethod`,
 * `status` and `started` (whether the result's cable moved: `false` for one that cannot start, see
 * section-outcome.ts) repeat parts of the JSON for listings. `resultsHash` (the digest of the data the result was
 * computed from) and `stale` (the stored data no longer matches it) say whether the result still belongs to the data
 * (section-freshness.ts). `version` grows by one with every change (optimistic
 * concurrency: a PATCH names the version it edited). `ownerId` repeats the project's owner.
 */
export const SectionSchema = defineEntity({
  name: 'Section',
  tableName: 'section',
  indexes: [
    { properties: ['projectId'], name: 'section_project_id_index' },
    { properties: ['ownerId'], name: 'section_owner_id_index' },
  ],
  properties: (p) => ({
    id: p.uuid().primary(),
    projectId: p.uuid(),
    ownerId: p.uuid(),
    name: p.string().length(200),
    layingMethod: p.string().length(20).nullable(),
    status: p.string().length(20).nullable(),
    started: p.boolean().nullable(),
    resultsHash: p.string().length(16).nullable(),
    stale: p.boolean().nullable(),
    data: p.text(),
    results: p.text().nullable(),
    favorites: p.text(),
    warnings: p.text(),
    incomplete: p.text(),
    shareToken: p.string().length(64).nullable().unique(),
    version: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `section` row. */
export type SectionRow = InferEntity<typeof SectionSchema>;
