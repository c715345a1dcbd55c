// How the admin's tables and lists show a value: dates and numbers in the reader's language, long texts cut, empty as a dash.
import type { IntlShape } from '../../lib/intl.tsx';
import type { AdminTableColumn as TableColumnInfo } from '@cla/domain/api';
import type { ResourceSpec } from './resources.ts';

/** At most this many characters of a value in a table cell (the detail shows it whole). */
const CELL_LENGTH = 80;

/** A value as a table cell or the detail shows it: dates and numbers in the reader's language, empty as a dash. */
export function cellText(intl: IntlShape, column: TableColumnInfo | undefined, value: unknown, whole = false): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'adminTables.yes' : 'adminTables.no' });
  if (typeof value === 'number') return Number.isFinite(value) ? intl.formatNumber(value) : '—';
  if (column?.type === 'datetime' && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'medium' });
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return whole || text.length <= CELL_LENGTH ? text : `${text.slice(0, CELL_LENGTH)}…`;
}

/** A calendar date (`YYYY-MM-DD`: a licence's validity) in the reader's language; anything else as `cellText` shows it. */
export function dateText(intl: IntlShape, value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return cellText(intl, undefined, value);
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A cell of the list of companies, distributors, licences or plans: dates and a licence's state in the reader's language. */
export function resourceCellText(intl: IntlShape, spec: ResourceSpec, column: string, value: unknown): string {
  if (column === 'status' && (value === 'valid' || value === 'expired' || value === 'notYetValid')) return intl.formatMessage({ id: `adminTables.status.${value}` });
  if (spec.fields.some((field) => field.name === column && field.kind === 'date')) return dateText(intl, value);
  return cellText(intl, undefined, value);
}
