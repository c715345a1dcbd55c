// The tables of projects (v2) and their files as the admin's table view shows them (registered when the module starts).
import type { EntitySchema } from '@mikro-orm/core';

import { type AdminTable, col, created, idCol, table, updated } from '../common/admin-tables.js';
import { ProjectFileSchema, ProjectSchema } from './project.entity.js';

/** Projects (v2) and their files: the whitelisted columns the admin's table view reads (`/api/admin/tables`). */
export const PROJECTS_ADMIN_TABLES: readonly AdminTable[] = [
  table('file', ProjectFileSchema as EntitySchema, [
    idCol,
    col('projectId', 'uuid'),
    col('ownerId', 'uuid'),
    col('kind', 'string'),
    col('filename', 'string', 'fsq'),
    col('contentType', 'string', 'fsq'),
    col('size', 'integer'),
    created,
  ]),
  table('project2', ProjectSchema as EntitySchema, [idCol, col('ownerId', 'uuid'), col('name', 'string', 'fsq'), col('folderId', 'uuid'), col('pictureId', 'uuid'), created, updated]),
];
