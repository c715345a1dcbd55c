// The tables of the access log as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { AccessLogSchema } from './access-log.entity.js';

/** The access log: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const ACCESS_LOG_ADMIN_TABLES: readonly AdminTable[] = [
  table('accesslog', AccessLogSchema as EntitySchema, [
    'id',
    col('method', 'string', 'fsq'),
    col('path', 'string', 'fsq'),
    col('status', 'integer'),
    'userId',
    col('durationMs', 'integer'),
    col('apiKeyPrefix', 'string', 'fsq'),
    'createdAt',
  ]),
];
