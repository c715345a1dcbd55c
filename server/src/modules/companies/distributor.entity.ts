// The distributor table.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A distributor (`distributor`): a firm that sells plans to companies of its market. */
export const DistributorSchema = defineEntity({
  name: 'Distributor',
  tableName: 'distributor',
  properties: (p) => ({
    id: p.uuid().primary(),
    name: p.string().length(200),
    contact: p.string().length(500),
    country: p.string().length(100),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `distributor` row. */
export type Distributor = InferEntity<typeof DistributorSchema>;
