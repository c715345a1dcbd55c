// The request schemas of the admin's table view: page, sort, filter.
import { z } from 'zod';
import { mustBe, text } from '@cla/domain/contracts';

import { issue } from '../../http/schema/issue-messages.js';
import { msg, type Text } from '../../i18n/messages.js';

/** At most this many rows in one page. */
export const MAX_PAGE_SIZE = 200;
/** At most this many rows in one CSV export. */
export const MAX_CSV_ROWS = 10_000;

const positiveInt = (what: Text, max: number) => {
  const message = mustBe(what);
  return z
    .string({ error: message })
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }));
};

/**
 * The query of `GET /api/admin/tables/{table}`, besides `filter.<column>`: page (from 1), pageSize (1–200), sort and
 * order, q (a text searched in the table's searchable columns), columns (a comma-separated choice), format (json or
 * csv).
 */
export const AdminTableQuery = z.strictObject({
  page: positiveInt(msg('what.wholeNumberAtLeast1'), 1_000_000).optional().describe('the page, from 1 (default 1)'),
  pageSize: positiveInt(msg('what.wholeNumberFromTo', { min: 1, max: MAX_PAGE_SIZE }), MAX_PAGE_SIZE).optional().describe(`rows per page, at most ${MAX_PAGE_SIZE} (default 50)`),
  sort: text().max(64, { error: issue('issue.maxCharacters', { max: 64 }) }).optional().describe('a sortable column (default: the table’s own, newest first)'),
  order: z.enum(['asc', 'desc'], { error: mustBe(msg('what.either', { first: 'asc', second: 'desc' })) }).optional(),
  q: text().max(200, { error: issue('issue.maxCharacters', { max: 200 }) }).optional().describe('a text searched (substring, any case) in the table’s searchable columns'),
  columns: text().max(2000, { error: issue('issue.maxCharacters', { max: 2000 }) }).optional().describe('the columns wanted, comma-separated (default: every listed column)'),
  format: z.enum(['json', 'csv'], { error: mustBe(msg('what.either', { first: 'json', second: 'csv' })) }).optional().describe(`csv: every row of the filter and sort (at most ${MAX_CSV_ROWS}) as a text/csv attachment`),
});
export type AdminTableQuery = z.output<typeof AdminTableQuery>;

/** The query as the OpenAPI document shows it: the above plus the filters. */
export const AdminTableQueryDoc = AdminTableQuery.extend({
  'filter.<column>': z
    .string()
    .optional()
    .describe(
      'a filter on a filterable column, one parameter per column: text columns contain the value (any case; % and _ are wildcards), ids, whole numbers and true/false are equal to it, dates (YYYY-MM-DD, 0001-01-01 to 9999-12-30) are that day (UTC); no NUL character',
    ),
});
