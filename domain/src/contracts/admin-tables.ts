// The contract of the admin's table view: the page query (page, sort, filters, CSV), the tables, a page and a row.
import { z } from 'zod';

import { mustBe, text, type WhatKey } from './fields.js';
import { issue, type IssueText, msg } from './messages.js';
import type { Route } from './route.js';

/** At most this many rows in one page. */
export const MAX_PAGE_SIZE = 200;
/** At most this many rows in one CSV export. */
export const MAX_CSV_ROWS = 10_000;

/** A whole number from 1 to `max`, sent as query text. */
const positiveInt = (what: WhatKey | IssueText, max: number) => {
  const message = mustBe(what);
  return z
    .string({ error: message })
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }));
};

/** `asc` or `desc`, `json` or `csv`. */
const either = <const A extends string, const B extends string>(first: A, second: B) => z.enum([first, second], { error: mustBe(msg('what.either', { first, second })) });

/**
 * The query of `GET /api/admin/tables/{table}`, besides `filter.<column>`: page (from 1), pageSize (1–200), sort and
 * order, q (a text searched in the table's searchable columns), columns (a comma-separated choice), format (json or
 * csv).
 */
export const AdminTableQuery = z.strictObject({
  page: positiveInt('what.wholeNumberAtLeast1', 1_000_000).optional().describe('the page, from 1 (default 1)'),
  pageSize: positiveInt(msg('what.wholeNumberFromTo', { min: 1, max: MAX_PAGE_SIZE }), MAX_PAGE_SIZE).optional().describe(`rows per page, at most ${MAX_PAGE_SIZE} (default 50)`),
  sort: text().max(64, { error: issue('issue.maxCharacters', { max: 64 }) }).optional().describe('a sortable column (default: the table’s own, newest first)'),
  order: either('asc', 'desc').optional(),
  q: text().max(200, { error: issue('issue.maxCharacters', { max: 200 }) }).optional().describe('a text searched (substring, any case) in the table’s searchable columns'),
  columns: text().max(2000, { error: issue('issue.maxCharacters', { max: 2000 }) }).optional().describe('the columns wanted, comma-separated (default: every listed column)'),
  format: either('json', 'csv').optional().describe(`csv: every row of the filter and sort (at most ${MAX_CSV_ROWS}) as a text/csv attachment`),
});

/** The query as the route table and the OpenAPI document show it: the above plus the filters (the server reads those apart). */
export const AdminTableQueryDoc = AdminTableQuery.extend({
  'filter.<column>': z
    .string()
    .optional()
    .describe(
      'a filter on a filterable column, one parameter per column: text columns contain the value (any case; % and _ are wildcards), ids, whole numbers and true/false are equal to it, dates (YYYY-MM-DD, 0001-01-01 to 9999-12-30) are that day (UTC); no NUL character',
    ),
});

/** A table of the view and its columns (`GET /api/admin/tables`). */
export const AdminTableInfo = z.strictObject({
  name: z.string(),
  hasDetail: z.boolean().describe('false: the rows have no public id (their key is a secret), so no /rows/{id}'),
  emptyReason: z.string().nullable().describe('a note on where the rows are when the database does not hold them all (logs: the last lines only), or null'),
  defaultSort: z.string(),
  columns: z.array(
    z.strictObject({
      name: z.string(),
      type: z.enum(['string', 'text', 'uuid', 'integer', 'boolean', 'datetime']),
      filterable: z.boolean(),
      sortable: z.boolean(),
      detailOnly: z.boolean().describe('large values: only in a row’s detail'),
    }),
  ),
});

/** A row (`GET /api/admin/tables/{table}/rows/{id}`, and each row of a page). */
export const AdminTableRow = z.record(z.string(), z.unknown()).describe('whitelisted columns only: secrets (password hashes, key hashes, session and token ids, share tokens) never appear');

/** A page of a table (`GET /api/admin/tables/{table}`). */
export const AdminTablePage = z.strictObject({
  table: z.string(),
  columns: z.array(z.string()),
  rows: z.array(AdminTableRow),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

/** The routes of the admin's table view (see routes.ts); `format=csv` answers text/csv instead of the page. */
export const ADMIN_TABLE_ROUTES = {
  'GET /api/admin/tables': { answer: z.array(AdminTableInfo) },
  'GET /api/admin/tables/{table}': { query: AdminTableQueryDoc, answer: AdminTablePage },
  'GET /api/admin/tables/{table}/rows/{id}': { answer: AdminTableRow },
} as const satisfies Record<string, Route>;
