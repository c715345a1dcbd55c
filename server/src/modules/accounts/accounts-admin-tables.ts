// The tables of account tokens (invitations, password resets) as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { AccountTokenSchema } from './account-token.entity.js';

/** Account tokens (invitations, password resets): the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const ACCOUNTS_ADMIN_TABLES: readonly AdminTable[] = [
  table('token', AccountTokenSchema as EntitySchema, ['userId', 'kind', 'createdAt', 'expiresAt', col('usedAt', 'datetime')], null),
];
