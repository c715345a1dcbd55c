// The tables of sections as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { SectionSchema } from './section.entity.js';

/** Sections: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const SECTIONS_ADMIN_TABLES: readonly AdminTable[] = [
  table('section', SectionSchema as EntitySchema, [
    'id',
    'projectId',
    'ownerId',
    'name',
    col('layingMethod', 'string'),
    col('status', 'string'),
    col('started', 'boolean'),
    // whether the stored result still belongs to the stored data (the digest it was computed from, and the flag)
    col('stale', 'boolean'),
    col('resultsHash', 'string', 'fd'),
    col('version', 'integer'),
    'data',
    col('results', 'text', 'd'),
    col('favorites', 'text', 'd'),
    col('warnings', 'text', 'd'),
    col('incomplete', 'text', 'd'),
    'createdAt',
    'updatedAt',
  ]),
];
