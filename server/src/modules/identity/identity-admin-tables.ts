// The tables of users, sessions and API keys as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { ApiKeySchema } from './api-key.entity.js';
import { SessionSchema } from './session.entity.js';
import { UserSchema } from './user.entity.js';

/** Users, sessions and API keys: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const IDENTITY_ADMIN_TABLES: readonly AdminTable[] = [
  table('apikey', ApiKeySchema as EntitySchema, ['id', 'userId', 'name', col('prefix', 'string', 'fsq'), 'createdAt', col('lastUsedAt', 'datetime')]),
  table('session', SessionSchema as EntitySchema, ['userId', col('impersonatorId', 'uuid'), 'createdAt', 'expiresAt', col('lastSeenAt', 'datetime')], null),
  table('user', UserSchema as EntitySchema, [
    'id',
    col('username', 'string', 'fsq'),
    col('email', 'string', 'fsq'),
    col('role', 'string'),
    col('companyId', 'uuid'),
    col('companyRole', 'string'),
    'licenceId',
    col('deactivatedAt', 'datetime'),
    col('systemOfUnits', 'string'),
    col('displayMode', 'string'),
    col('language', 'string'),
    'allowedLayingMethods',
    'createdAt',
    'updatedAt',
  ]),
];
