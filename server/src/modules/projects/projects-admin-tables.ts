// The tables of projects (v2) and their files as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, table } from '../common/admin-tables.js';
import { ProjectFileSchema, ProjectSchema } from './project.entity.js';

/** Projects (v2) and their files: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const PROJECTS_ADMIN_TABLES: readonly AdminTable[] = [
  table('file', ProjectFileSchema as EntitySchema, ['id', 'projectId', 'ownerId', 'kind', col('filename', 'string', 'fsq'), col('contentType', 'string', 'fsq'), col('size', 'integer'), 'createdAt']),
  table('project2', ProjectSchema as EntitySchema, ['id', 'ownerId', 'name', 'folderId', col('pictureId', 'uuid'), 'createdAt', 'updatedAt']),
];
