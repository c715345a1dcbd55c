// The admin table view's calls: the tables, a page (and its CSV link), a row.
import type { AdminTableInfo, AdminTablePage } from '@cla/domain/api';
import type { RouteQuery } from '@cla/domain/contracts';

import { callRoute } from '../../lib/api-routes.ts';
import { config } from '../../lib/config.ts';

/** A table of the admin table view (`GET /api/admin/tables`), one of its columns, one page of it. */
export type { AdminTableColumn as TableColumnInfo, AdminTableInfo as TableInfo, AdminTablePage as TablePage } from '@cla/domain/api';

/** What the table view asks for: page, sort, filters, search, columns. */
export interface TableQuery {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
  filters: Readonly<Record<string, string>>;
  columns?: readonly string[] | undefined;
}

/** The page query of `GET /api/admin/tables/{table}`, with its `filter.<column>` parameters. */
type PageParams = RouteQuery<'GET /api/admin/tables/{table}'> & Readonly<Record<`filter.${string}`, string>>;

/** The parameters of a table request, in order (filters as `filter.<column>`; empty ones left out). */
function tableParams(query: TableQuery, format?: 'csv'): PageParams {
  const params: Record<string, string> = format === undefined ? { page: String(query.page), pageSize: String(query.pageSize) } : { format };
  if (query.sort) params['sort'] = query.sort;
  if (query.order) params['order'] = query.order;
  if (query.q?.trim()) params['q'] = query.q.trim();
  for (const [column, value] of Object.entries(query.filters)) {
    if (value.trim() !== '') params[`filter.${column}`] = value.trim();
  }
  if (query.columns && query.columns.length > 0) params['columns'] = query.columns.join(',');
  // the filters' keys are the columns' own: the route table knows them only as `filter.<column>`
  return params as PageParams;
}

/** The query string of a table request (filters as `filter.<column>`; empty ones left out). */
export function tableSearch(query: TableQuery, format?: 'csv'): string {
  return new URLSearchParams(tableParams(query, format)).toString();
}

let tablesOnce: Promise<AdminTableInfo[]> | undefined;

/** Every table (asked once per page load). */
export function fetchTables(): Promise<AdminTableInfo[]> {
  tablesOnce ??= callRoute('GET /api/admin/tables').catch((error: unknown) => {
    tablesOnce = undefined;
    throw error;
  });
  return tablesOnce;
}

export function fetchTablePage(table: string, query: TableQuery, signal?: AbortSignal): Promise<AdminTablePage> {
  return callRoute('GET /api/admin/tables/{table}', { params: { table }, query: tableParams(query), ...(signal && { signal }) });
}

export function fetchTableRow(table: string, id: string): Promise<Record<string, unknown>> {
  return callRoute('GET /api/admin/tables/{table}/rows/{id}', { params: { table, id } });
}

/** The link of the CSV export of the current filter and sort. */
export function csvHref(table: string, query: TableQuery): string {
  return `${config.apiBaseUrl}/api/admin/tables/${encodeURIComponent(table)}?${tableSearch(query, 'csv')}`;
}

/** The table names, in the order of the nav (the server's order). */
export { ADMIN_TABLE_NAMES as TABLE_NAMES } from '../../lib/admin-tables.ts';
