import type { IntlShape } from '../../lib/intl.tsx';
import type { TableColumnInfo } from './admin-tables-api.ts';

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
