import { apiClient } from '../../lib/api-client.ts';
import { config } from '../../lib/config.ts';

/** A column of the admin table view (`GET /api/admin/tables`). */
export interface TableColumnInfo {
  name: string;
  type: 'string' | 'text' | 'uuid' | 'integer' | 'boolean' | 'datetime';
  filterable: boolean;
  sortable: boolean;
  detailOnly: boolean;
}

/** A table of the admin table view. */
export interface TableInfo {
  name: string;
  hasDetail: boolean;
  emptyReason: string | null;
  defaultSort: string;
  columns: TableColumnInfo[];
}

/** One page of a table. */
export interface TablePage {
  table: string;
  columns: string[];
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
}

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

/** The query string of a table request (filters as `filter.<column>`; empty ones left out). */
export function tableSearch(query: TableQuery, format?: 'csv'): string {
  const params = new URLSearchParams();
  if (format === undefined) {
    params.set('page', String(query.page));
    params.set('pageSize', String(query.pageSize));
  } else {
    params.set('format', format);
  }
  if (query.sort) params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  if (query.q?.trim()) params.set('q', query.q.trim());
  for (const [column, value] of Object.entries(query.filters)) {
    if (value.trim() !== '') params.set(`filter.${column}`, value.trim());
  }
  if (query.columns && query.columns.length > 0) params.set('columns', query.columns.join(','));
  return params.toString();
}

let tablesOnce: Promise<TableInfo[]> | undefined;

/** Every table (asked once per page load). */
export function fetchTables(): Promise<TableInfo[]> {
  tablesOnce ??= apiClient.get<TableInfo[]>('/api/admin/tables').catch((error: unknown) => {
    tablesOnce = undefined;
    throw error;
  });
  return tablesOnce;
}

export function fetchTablePage(table: string, query: TableQuery, signal?: AbortSignal): Promise<TablePage> {
  return apiClient.get<TablePage>(`/api/admin/tables/${encodeURIComponent(table)}?${tableSearch(query)}`, signal ? { signal } : {});
}

export function fetchTableRow(table: string, id: string): Promise<Record<string, unknown>> {
  return apiClient.get(`/api/admin/tables/${encodeURIComponent(table)}/rows/${encodeURIComponent(id)}`);
}

/** The link of the CSV export of the current filter and sort. */
export function csvHref(table: string, query: TableQuery): string {
  return `${config.apiBaseUrl}/api/admin/tables/${encodeURIComponent(table)}?${tableSearch(query, 'csv')}`;
}

/** The table names, in the order of the nav (the server's order). */
export { ADMIN_TABLE_NAMES as TABLE_NAMES } from '../../lib/admin-tables.ts';
