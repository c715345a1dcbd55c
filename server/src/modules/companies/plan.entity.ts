// The plan table.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A plan (`plan`): what a distributor sells — laying methods (a JSON array in text), seats, a duration in days and a
 * price shown as written (display only: nothing is billed here). Granting a plan to a company makes a licence.
 */
export const PlanSchema = defineEntity({
  name: 'Plan',
  tableName: 'plan',
  properties: (p) => ({
    id: p.uuid().primary(),
    name: p.string().length(200),
    allowedLayingMethods: p.text(),
    seats: p.integer(),
    durationDays: p.integer(),
    price: p.string().length(100),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `plan` row. */
export type Plan = InferEntity<typeof PlanSchema>;
