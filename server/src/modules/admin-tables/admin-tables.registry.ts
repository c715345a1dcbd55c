// The tables and columns the admin's table view shows, and how each is filtered and shown.
import type { EntitySchema } from '@mikro-orm/core';

import { AccessLogSchema } from '../access-log/access-log.entity.js';
import { AccountTokenSchema } from '../accounts/account-token.entity.js';
import { SessionSchema } from '../identity/session.entity.js';
import { UserSchema } from '../identity/user.entity.js';
import { ApiKeySchema } from '../identity/api-key.entity.js';
import { CompanySchema } from '../companies/company.entity.js';
import { DistributorSchema } from '../companies/distributor.entity.js';
import { LicenceSchema } from '../companies/licence.entity.js';
import { LegacyProjectSchema } from '../legacy-projects/legacy-project.entity.js';
import { PresetSchema } from '../presets/preset.entity.js';
import { ProjectFileSchema, ProjectSchema } from '../projects/project.entity.js';
import { SectionSchema } from '../sections/section.entity.js';
import { BatchSchema } from '../studies/batch.entity.js';

/** How a column's values are compared when filtering, and shown. */
export const COLUMN_TYPES = ['string', 'text', 'uuid', 'integer', 'boolean', 'datetime'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** One whitelisted column: its name in the API (the entity's property name) and what may be done with it. */
export interface TableColumn {
  readonly name: string;
  readonly type: ColumnType;
  readonly filterable: boolean;
  readonly sortable: boolean;
  /** searched by `q` (a substring, any of them) */
  readonly searchable: boolean;
  /** large values (JSON documents): only in a row's detail, never in lists or CSV */
  readonly detailOnly: boolean;
}

/** One table of the admin's table view. */
export interface AdminTable {
  readonly name: string;
  /**
   * the entity read, or `null` when the rows are not stored in the database: `metrics` and `logs` are read from
   * the process (AdminTablesService)
   */
  readonly entity: EntitySchema | null;
  /** the column that names a row for `/rows/{id}`; `null` when the key is a secret (session, token) */
  readonly idColumn: string | null;
  readonly columns: readonly TableColumn[];
  /** the default order: a sortable column, newest first */
  readonly defaultSort: string;
  /** a note on where the rows are, when the database does not hold them all (the page shows it translated) */
  readonly emptyReason: string | null;
}

type Flag = 'f' | 's' | 'q' | 'd';

/** `col('name', 'string', 'fsq')`: f filterable, s sortable, q searched by `q`, d detail only. */
function col(name: string, type: ColumnType, flags: string = 'fs'): TableColumn {
  const has = (flag: Flag) => flags.includes(flag);
  return { name, type, filterable: has('f'), sortable: has('s'), searchable: has('q'), detailOnly: has('d') };
}

const created = col('createdAt', 'datetime');
const updated = col('updatedAt', 'datetime');
const idCol = col('id', 'uuid');

function table(name: string, entity: EntitySchema, columns: TableColumn[], idColumn: string | null = 'id', defaultSort = 'createdAt'): AdminTable {
  return { name, entity, idColumn, columns, defaultSort, emptyReason: null };
}

/** A table whose rows the process keeps in memory (AdminTablesService reads them), with a note on where they are. */
function inProcess(name: string, columns: TableColumn[], emptyReason: string): AdminTable {
  return { name, entity: null, idColumn: null, columns, defaultSort: columns[0]?.name ?? 'id', emptyReason };
}

/**
 * The tables, each mapped to its entity with a whitelist of columns. A property not listed here never leaves the
 * server: password hashes (`user.passwordHash`), API key hashes (`apikey.keyHash`), session ids (the SHA-256 of
 * the session token), account token ids (the SHA-256 of the e-mailed token) and share tokens are left out.
 */
export const ADMIN_TABLES: readonly AdminTable[] = [
  table('accesslog', AccessLogSchema as EntitySchema, [
    idCol,
    col('method', 'string', 'fsq'),
    col('path', 'string', 'fsq'),
    col('status', 'integer'),
    col('userId', 'uuid'),
    col('durationMs', 'integer'),
    col('apiKeyPrefix', 'string', 'fsq'),
    created,
  ]),
  table('apikey', ApiKeySchema as EntitySchema, [idCol, col('userId', 'uuid'), col('name', 'string', 'fsq'), col('prefix', 'string', 'fsq'), created, col('lastUsedAt', 'datetime')]),
  table('batch', BatchSchema as EntitySchema, [
    idCol,
    col('sectionId', 'uuid'),
    col('ownerId', 'uuid'),
    col('kind', 'string'),
    col('status', 'string'),
    col('progress', 'string', 's'),
    col('runs', 'integer'),
    col('options', 'text', 'd'),
    col('result', 'text', 'd'),
    col('error', 'text', 'dq'),
    created,
    updated,
    col('startedAt', 'datetime'),
    col('finishedAt', 'datetime'),
  ]),
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
  // the last lines the process logged (recent-log.ts), newest first; the note says the full log is on stdout
  inProcess(
    'logs',
    [col('time', 'datetime'), col('level', 'string', 'fs'), col('context', 'string', 'fsq'), col('message', 'string', 'fsq')],
    'only the last lines since the start are kept here; the full log is on the standard output of the process',
  ),
  // kept in the process (the prom-client registry of GET /metrics): the service reads its rows there
  {
    name: 'metrics',
    entity: null,
    idColumn: null,
    columns: [col('name', 'string', 'fsq'), col('type', 'string', 'fs'), col('labels', 'string', 'fsq'), col('value', 'string', 's')],
    defaultSort: 'name',
    emptyReason: null,
  },
  table('preset', PresetSchema as EntitySchema, [
    idCol,
    col('ownerId', 'uuid'),
    col('name', 'string', 'fsq'),
    col('type', 'string', 'fsq'),
    col('groupName', 'string', 'fsq'),
    col('data', 'text', 'd'),
    created,
    updated,
  ]),
  table('project2', ProjectSchema as EntitySchema, [idCol, col('ownerId', 'uuid'), col('name', 'string', 'fsq'), col('folderId', 'uuid'), col('pictureId', 'uuid'), created, updated]),
  table('projects', LegacyProjectSchema as EntitySchema, [
    idCol,
    col('ownerId', 'uuid'),
    col('name', 'string', 'fsq'),
    col('folderId', 'uuid'),
    col('deleted', 'boolean'),
    col('data', 'text', 'd'),
    created,
    updated,
  ]),
  table('section', SectionSchema as EntitySchema, [
    idCol,
    col('projectId', 'uuid'),
    col('ownerId', 'uuid'),
    col('name', 'string', 'fsq'),
    col('layingMethod', 'string'),
    col('status', 'string'),
    col('started', 'boolean'),
    col('version', 'integer'),
    col('data', 'text', 'd'),
    col('results', 'text', 'd'),
    col('favorites', 'text', 'd'),
    col('warnings', 'text', 'd'),
    col('incomplete', 'text', 'd'),
    created,
    updated,
  ]),
  table('session', SessionSchema as EntitySchema, [col('userId', 'uuid'), col('impersonatorId', 'uuid'), created, col('expiresAt', 'datetime'), col('lastSeenAt', 'datetime')], null),
  table('token', AccountTokenSchema as EntitySchema, [col('userId', 'uuid'), col('kind', 'string'), created, col('expiresAt', 'datetime'), col('usedAt', 'datetime')], null),
  table('user', UserSchema as EntitySchema, [
    idCol,
    col('username', 'string', 'fsq'),
    col('email', 'string', 'fsq'),
    col('role', 'string'),
    col('companyId', 'uuid'),
    col('companyRole', 'string'),
    col('licenceId', 'uuid'),
    col('deactivatedAt', 'datetime'),
    col('systemOfUnits', 'string'),
    col('displayMode', 'string'),
    col('language', 'string'),
    col('allowedLayingMethods', 'text', 'fq'),
    created,
    updated,
  ]),
];

/** Properties that must never appear in any answer, whatever a whitelist says (checked by the tests and at start). */
export const SECRET_PROPERTIES = ['passwordHash', 'keyHash', 'shareToken', 'token', 'tokenHash'] as const;

/** The table of that name, or undefined. */
export function adminTable(name: string): AdminTable | undefined {
  return ADMIN_TABLES.find((candidate) => candidate.name === name);
}
