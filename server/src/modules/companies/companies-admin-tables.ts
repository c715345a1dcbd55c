// The tables of companies, distributors and licences as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { CompanySchema } from './company.entity.js';
import { DistributorSchema } from './distributor.entity.js';
import { LicenceSchema } from './licence.entity.js';

/** Companies, distributors and licences: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const COMPANIES_ADMIN_TABLES: readonly AdminTable[] = [
  table('company', CompanySchema as EntitySchema, ['id', 'name', col('address', 'string', 'fsq'), 'country', col('distributorId', 'uuid'), 'licenceId', 'createdAt', 'updatedAt']),
  table('distributor', DistributorSchema as EntitySchema, ['id', 'name', col('contact', 'string', 'fsq'), 'country', 'createdAt', 'updatedAt']),
  table('licence', LicenceSchema as EntitySchema, [
    'id',
    'name',
    'allowedLayingMethods',
    col('seats', 'integer'),
    col('validFrom', 'string'),
    col('validUntil', 'string'),
    col('planId', 'uuid'),
    'createdAt',
    'updatedAt',
  ]),
];
