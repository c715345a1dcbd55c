// Reads the admin's table view: pages, sorts, filters and CSV of the whitelisted tables.
import { EntityManager, type EntitySchema } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { AdminTableInfo, AdminTablePage, AdminTableQuery } from '@cla/domain/api';
import { AdminTableQuery as AdminTableQuerySchema, MAX_CSV_ROWS, UUID } from '@cla/domain/contracts';

import { type FieldIssue, fieldIssue, NotFoundError, ValidationError } from '../../errors/domain-error.js';
import { fieldIssuesOf } from '../../http/schema/zod-issues.js';
import { type AdminTable, AdminTables, type TableColumn } from '../common/admin-tables.js';
import { type MessageKey, msg } from '../../i18n/messages.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { metricsRows, pageOfRows } from './metrics-rows.js';
import { recentLog } from '../../recent-log.js';

type Row = Record<string, unknown>;
type Where = Record<string, unknown>;

const DEFAULT_PAGE_SIZE = 50;

/**
 * The admin's generic table view: any whitelisted table, paged, sorted and filtered on its whitelisted columns only.
 * Column names from the request are looked up in the whitelist and only the whitelist's own names reach the ORM's
 * query (never the request's text); only whitelisted properties are loaded and answered.
 */
@Injectable()
export class AdminTablesService {
  constructor(
    private readonly em: EntityManager,
    private readonly metrics: AppMetrics,
    private readonly registry: AdminTables,
  ) {}

  /** Every table with its columns. */
  tables(): AdminTableInfo[] {
    return this.registry.sorted.map((table) => ({
      name: table.name,
      hasDetail: table.idColumn !== null,
      emptyReason: table.emptyReason,
      defaultSort: table.defaultSort,
      columns: table.columns.map(({ name, type, filterable, sortable, detailOnly }) => ({ name, type, filterable, sortable, detailOnly })),
    }));
  }

  /**
   * One page (or, for CSV, every row up to {@link MAX_CSV_ROWS}) of the table.
   *
   * @param raw - the request's query: the {@link AdminTableQuery} parameters and `filter.<column>`
   * @throws NotFoundError for an unknown table
   * @throws ValidationError naming an unknown column, or a bad parameter or filter value
   */
  async page(tableName: string, raw: Readonly<Record<string, unknown>>, all = false): Promise<AdminTablePage> {
    const table = this.table(tableName);
    const { query, filters } = parseQuery(raw);
    const listed = table.columns.filter((column) => !column.detailOnly);
    const columns = query.columns === undefined ? listed : pickColumns(listed, query.columns);
    const sort = sortColumn(table, query.sort);
    const order = query.order ?? (query.sort === undefined ? 'desc' : 'asc');
    const where = whereOf(table, filters, query.q, this.likeOperator());
    const pageSize = all ? MAX_CSV_ROWS : (query.pageSize ?? DEFAULT_PAGE_SIZE);
    const page = all ? 1 : (query.page ?? 1);
    const names = columns.map((column) => column.name);
    if (table.name === 'metrics' || table.name === 'logs') {
      // kept in the process, not the database: read, filtered, sorted and paged here (metrics by name A to Z, the
      // log newest first, by default)
      const searched = table.columns.filter((column) => column.searchable).map((column) => column.name);
      const order = query.order ?? (table.name === 'logs' && query.sort === undefined ? 'desc' : 'asc');
      const options = { filters, q: query.q, searched, sort: sort.name, order, offset: (page - 1) * pageSize, limit: pageSize };
      const found = pageOfRows(table.name === 'logs' ? recentLog.all().map((line) => ({ ...line })) : await metricsRows(this.metrics), options);
      return { table: table.name, columns: names, rows: found.rows.map((row) => rowOf(row, table, names)), total: found.total, page, pageSize };
    }
    if (table.entity === null) {
      return { table: table.name, columns: names, rows: [], total: 0, page, pageSize };
    }
    const fields = [...new Set([...names, ...(table.idColumn === null ? [] : [table.idColumn])])];
    const orderBy: Record<string, 'asc' | 'desc'> = { [sort.name]: order };
    if (table.idColumn !== null && sort.name !== table.idColumn) {
      orderBy[table.idColumn] = order;
    }
    const [entities, total] = await this.em.fork().findAndCount(table.entity as EntitySchema<Row>, where, {
      fields: fields as never,
      orderBy: orderBy as never,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      disableIdentityMap: true,
    });
    const withId = table.idColumn !== null && !names.includes(table.idColumn) ? [...names, table.idColumn] : names;
    return { table: table.name, columns: names, rows: entities.map((entity) => rowOf(entity as Row, table, withId)), total, page, pageSize };
  }

  /**
   * One row with every whitelisted column (the detail-only ones too).
   *
   * @throws NotFoundError for an unknown table or row, or a table whose rows have no public id
   */
  async row(tableName: string, id: string): Promise<Row> {
    const table = this.table(tableName);
    if (table.entity === null || table.idColumn === null) {
      throw new NotFoundError(msg('admin.noRowRead', { table: table.name }));
    }
    if (!UUID.test(id)) {
      throw new NotFoundError(msg('admin.noRow'));
    }
    const names = table.columns.map((column) => column.name);
    const entity = await this.em.fork().findOne(table.entity as EntitySchema<Row>, { [table.idColumn]: id.toLowerCase() } as never, { fields: names as never, disableIdentityMap: true });
    if (entity === null) {
      throw new NotFoundError(msg('admin.noRow'));
    }
    return rowOf(entity as Row, table, names);
  }

  private likeOperator(): LikeOperator {
    return this.em.getPlatform().constructor.name.startsWith('PostgreSql') ? '$ilike' : '$like';
  }

  private table(name: string): AdminTable {
    const table = this.registry.byName(name);
    if (table === undefined) {
      throw new NotFoundError(msg('admin.noTable', { name: name.slice(0, 64) }));
    }
    return table;
  }
}

/** The plain values of the whitelisted columns: dates as ISO texts. */
function rowOf(entity: Row, table: AdminTable, names: readonly string[]): Row {
  const row: Row = {};
  for (const name of names) {
    if (table.columns.some((column) => column.name === name)) {
      const value = entity[name];
      row[name] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
  }
  return row;
}

function parseQuery(raw: Readonly<Record<string, unknown>>): { query: AdminTableQuery; filters: Map<string, string> } {
  const rest: Record<string, unknown> = {};
  const filters = new Map<string, string>();
  const issues: FieldIssue[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!key.startsWith('filter.')) {
      rest[key] = value;
    } else if (typeof value !== 'string') {
      issues.push(fieldIssue(key.slice(0, 80), 'issue.givenOnce'));
    } else if (value.includes('\u0000')) {
      // No database compares with a NUL: PostgreSQL refuses it in text, SQLite in a statement.
      issues.push(fieldIssue(key.slice(0, 80), 'issue.noNul'));
    } else if (value !== '') {
      filters.set(key.slice('filter.'.length), value);
    }
  }
  const parsed = AdminTableQuerySchema.safeParse(rest);
  if (!parsed.success) {
    issues.push(...fieldIssuesOf(parsed.error));
  }
  if (issues.length > 0 || !parsed.success) {
    throw new ValidationError(issues);
  }
  return { query: parsed.data, filters };
}

function unknownColumn(field: string, name: string): ValidationError {
  return new ValidationError([fieldIssue(field, 'issue.noColumn', { name: name.slice(0, 64) })]);
}

function pickColumns(listed: readonly TableColumn[], wanted: string): TableColumn[] {
  const names = [...new Set(wanted.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
  if (names.length === 0) {
    throw new ValidationError([fieldIssue('columns', 'issue.atLeastOneColumn')]);
  }
  return names.map((name) => {
    const column = listed.find((candidate) => candidate.name === name);
    if (column === undefined) {
      throw unknownColumn('columns', name);
    }
    return column;
  });
}

function sortColumn(table: AdminTable, wanted: string | undefined): TableColumn {
  const name = wanted ?? table.defaultSort;
  const column = table.columns.find((candidate) => candidate.name === name);
  if (column === undefined) {
    throw unknownColumn('sort', name);
  }
  if (!column.sortable) {
    throw new ValidationError([fieldIssue('sort', 'issue.cannotSort', { column: column.name })]);
  }
  return column;
}

/** The operator of "contains, any case": ILIKE on PostgreSQL, LIKE on SQLite (which ignores the case of ASCII letters). */
type LikeOperator = '$like' | '$ilike';

function conditionOf(column: TableColumn, value: string, like: LikeOperator): unknown {
  const bad = (what: Extract<MessageKey, `what.${string}`>) => new ValidationError([fieldIssue(`filter.${column.name}`, 'issue.mustBe', { what: msg(what) })]);
  switch (column.type) {
    case 'string':
    case 'text':
      return { [like]: `%${value}%` };
    case 'uuid':
      if (!UUID.test(value)) {
        throw bad('what.id');
      }
      return value.toLowerCase();
    case 'integer':
      if (!/^-?\d{1,9}$/.test(value)) {
        throw bad('what.wholeNumber');
      }
      return Number(value);
    case 'boolean':
      if (value !== 'true' && value !== 'false') {
        throw bad('what.boolean');
      }
      return value === 'true';
    case 'datetime': {
      const day = filterDay(value);
      if (day === null) {
        throw bad('what.dateInParentheses');
      }
      return { $gte: day, $lt: new Date(day.getTime() + 86_400_000) };
    }
  }
}

/**
 * The UTC day a date filter names: `YYYY-MM-DD`, a day that exists (not 2026-02-30), from 0001-01-01 to 9999-12-30 —
 * PostgreSQL has no year 0 and no five-digit year in a timestamp, and the filter ends at the start of the next day.
 */
export function filterDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01' || value > '9999-12-30') {
    return null;
  }
  const day = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value) ? null : day;
}

function whereOf(table: AdminTable, filters: ReadonlyMap<string, string>, q: string | undefined, like: LikeOperator): Where {
  const and: Where[] = [];
  for (const [name, value] of filters) {
    const column = table.columns.find((candidate) => candidate.name === name);
    if (column === undefined) {
      throw unknownColumn(`filter.${name.slice(0, 64)}`, name);
    }
    if (!column.filterable) {
      throw new ValidationError([fieldIssue(`filter.${column.name}`, 'issue.cannotFilter', { column: column.name })]);
    }
    and.push({ [column.name]: conditionOf(column, value, like) });
  }
  const text = q?.trim() ?? '';
  if (text !== '') {
    const searched = table.columns.filter((column) => column.searchable);
    and.push(searched.length === 0 ? { [table.columns[0]?.name ?? 'id']: { $in: [] } } : { $or: searched.map((column) => ({ [column.name]: { [like]: `%${text}%` } })) });
  }
  return and.length === 0 ? {} : { $and: and };
}
