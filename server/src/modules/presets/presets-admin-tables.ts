// The tables of presets as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { PresetSchema } from './preset.entity.js';

/** Presets: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const PRESETS_ADMIN_TABLES: readonly AdminTable[] = [
  table('preset', PresetSchema as EntitySchema, ['id', 'ownerId', 'name', col('type', 'string', 'fsq'), col('groupName', 'string', 'fsq'), 'data', 'createdAt', 'updatedAt']),
];
