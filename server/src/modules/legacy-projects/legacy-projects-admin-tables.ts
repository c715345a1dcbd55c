// The tables of legacy projects as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { LegacyProjectSchema } from './legacy-project.entity.js';

/** Legacy projects: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const LEGACY_PROJECTS_ADMIN_TABLES: readonly AdminTable[] = [
  table('projects', LegacyProjectSchema as EntitySchema, ['id', 'ownerId', 'name', 'folderId', col('deleted', 'boolean'), 'data', 'createdAt', 'updatedAt']),
];
