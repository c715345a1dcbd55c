// The tables of studies (batches) as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { BatchSchema } from './batch.entity.js';

/** Studies (batches): the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const STUDIES_ADMIN_TABLES: readonly AdminTable[] = [
  table('batch', BatchSchema as EntitySchema, [
    'id',
    col('sectionId', 'uuid'),
    'ownerId',
    'kind',
    col('status', 'string'),
    col('progress', 'string', 's'),
    col('runs', 'integer'),
    col('options', 'text', 'd'),
    col('result', 'text', 'd'),
    col('error', 'text', 'dq'),
    'createdAt',
    'updatedAt',
    col('startedAt', 'datetime'),
    col('finishedAt', 'datetime'),
  ]),
];
