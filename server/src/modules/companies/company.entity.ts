// The company table.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A company (`company`): a firm whose members share its licence; sold to by a distributor (optional). */
export const CompanySchema = defineEntity({
  name: 'Company',
  tableName: 'company',
  properties: (p) => ({
    id: p.uuid().primary(),
    name: p.string().length(200),
    address: p.string().length(500),
    country: p.string().length(100),
    distributorId: p.uuid().nullable(),
    licenceId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `company` row. */
export type Company = InferEntity<typeof CompanySchema>;
