// The tables of companies, distributors and licences as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, created, idCol, table, updated } from '../common/admin-tables.js';
import { CompanySchema } from './company.entity.js';
import { DistributorSchema } from './distributor.entity.js';
import { LicenceSchema } from './licence.entity.js';

/** Companies, distributors and licences: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const COMPANIES_ADMIN_TABLES: readonly AdminTable[] = [
  table('company', CompanySchema as EntitySchema, [
    idCol,
    col('name', 'string', 'fsq'),
    col('address', 'string', 'fsq'),
    col('country', 'string', 'fsq'),
    col('distributorId', 'uuid'),
    col('licenceId', 'uuid'),
    created,
    updated,
  ]),
  table('distributor', DistributorSchema as EntitySchema, [idCol, col('name', 'string', 'fsq'), col('contact', 'string', 'fsq'), col('country', 'string', 'fsq'), created, updated]),
  table('licence', LicenceSchema as EntitySchema, [
    idCol,
    col('name', 'string', 'fsq'),
    col('allowedLayingMethods', 'text', 'fq'),
    col('seats', 'integer'),
    col('validFrom', 'string'),
    col('validUntil', 'string'),
    col('planId', 'uuid'),
    created,
    updated,
  ]),
];
