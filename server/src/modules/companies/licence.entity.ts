// The licence table.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A licence (`licence`): the laying methods it allows (a JSON array in text), its seats and the days it is valid,
 * `validFrom` to `validUntil` inclusive, as ISO dates (`YYYY-MM-DD`, UTC; text compares as dates). Made by an admin,
 * or from a plan (`planId`). A company's members use their company's licence; an admin may also give one to a user.
 */
export const LicenceSchema = defineEntity({
  name: 'Licence',
  tableName: 'licence',
  properties: (p) => ({
    id: p.uuid().primary(),
    name: p.string().length(200),
    allowedLayingMethods: p.text(),
    seats: p.integer(),
    validFrom: p.string().length(10),
    validUntil: p.string().length(10),
    planId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `licence` row. */
export type Licence = InferEntity<typeof LicenceSchema>;
