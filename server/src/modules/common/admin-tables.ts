// The tables the admin's table view shows: how a module declares one of its tables, and the registry they go in.
import type { EntitySchema } from '@mikro-orm/core';

import { Registry } from './registry.js';

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
export function col(name: string, type: ColumnType, flags: string = 'fs'): TableColumn {
  const has = (flag: Flag) => flags.includes(flag);
  return { name, type, filterable: has('f'), sortable: has('s'), searchable: has('q'), detailOnly: has('d') };
}

/**
 * The columns several tables have, declared once (type, then flags as `col` takes them): a table names them
 * (`'ownerId'`) among its own `col(…)`.
 */
const SHARED_COLUMNS = {
  id: 'uuid',
  ownerId: 'uuid',
  userId: 'uuid',
  projectId: 'uuid',
  folderId: 'uuid',
  licenceId: 'uuid',
  name: 'string fsq',
  country: 'string fsq',
  kind: 'string',
  allowedLayingMethods: 'text fq',
  data: 'text d',
  createdAt: 'datetime',
  updatedAt: 'datetime',
  expiresAt: 'datetime',
} as const satisfies Record<string, ColumnType | `${ColumnType} ${string}`>;

/** The name of a column declared in SHARED_COLUMNS. */
export type SharedColumn = keyof typeof SHARED_COLUMNS;

function columnOf(column: TableColumn | SharedColumn): TableColumn {
  if (typeof column !== 'string') return column;
  const [type, flags] = SHARED_COLUMNS[column].split(' ') as [ColumnType, string | undefined];
  return col(column, type, flags);
}

/** A table of the database: its entity and its whitelisted columns, in the order the table view shows them. */
export function table(name: string, entity: EntitySchema, columns: readonly (TableColumn | SharedColumn)[], idColumn: string | null = 'id', defaultSort = 'createdAt'): AdminTable {
  return { name, entity, idColumn, columns: columns.map(columnOf), defaultSort, emptyReason: null };
}

/** A table whose rows the process keeps in memory (AdminTablesService reads them), with a note on where they are. */
export function inProcess(name: string, columns: TableColumn[], emptyReason: string): AdminTable {
  return { name, entity: null, idColumn: null, columns, defaultSort: columns[0]?.name ?? 'id', emptyReason };
}

/** Properties that must never appear in any answer, whatever a whitelist says (checked by the tests and at start). */
export const SECRET_PROPERTIES = ['passwordHash', 'keyHash', 'shareToken', 'token', 'tokenHash'] as const;

/**
 * The tables of the admin's table view. Each module registers its own tables when it starts (`onModuleInit`), each
 * mapped to its entity with a whitelist of columns, so that the admin area imports no module's entities. A property
 * not listed never leaves the server: password hashes (`user.passwordHash`), API key hashes (`apikey.keyHash`),
 * session ids (the SHA-256 of the session token), account token ids (the SHA-256 of the e-mailed token) and share
 * tokens are left out. Provided (globally) by the admin-tables module.
 */
export class AdminTables extends Registry<AdminTable> {
  /** @throws Error for a second table of the same name, or a column named as a secret property */
  override register(table: AdminTable): void {
    if (this.byName(table.name) !== undefined) throw new Error(`admin table ${table.name}: registered twice`);
    const secret = table.columns.find((column) => (SECRET_PROPERTIES as readonly string[]).includes(column.name));
    if (secret !== undefined) throw new Error(`admin table ${table.name}: column ${secret.name} is a secret`);
    super.register(table);
  }

  /** Every table, by name. */
  get sorted(): AdminTable[] {
    return [...this.all].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The table of that name, or undefined. */
  byName(name: string): AdminTable | undefined {
    return this.all.find((candidate) => candidate.name === name);
  }
}
