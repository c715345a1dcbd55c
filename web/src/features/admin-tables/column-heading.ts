// The headings of the admin table view's columns in the reader's language, or in words made from a column's name.
import type { IntlShape, MessageId } from '../../lib/intl.tsx';

/** `createdAt` / `created_at` → `created at` (a column the catalogue does not name yet). */
function words(name: string): string {
  const spaced = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The heading of a column of the admin table view in the reader's language (`adminTables.column.<name>`); a
 * column the catalogue does not name yet in words made from its name. The raw name stays the column's `title`.
 */
export function columnHeading(intl: IntlShape, name: string): string {
  const id = `adminTables.column.${name}`;
  return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id: id as MessageId }) : words(name);
}
