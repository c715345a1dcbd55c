// CSV fields and lines (RFC 4180) for the table export.
/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or leading/trailing spaces, quotes
 * doubled. A text starting with `=`, `+`, `-`, `@` (or a tab or carriage return) would be run as a formula by a
 * spreadsheet: it gets a leading `'`, so that the cell shows the text as it is. `null` is an empty field.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: the header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv(columns: readonly string[], rows: readonly Readonly<Record<string, unknown>>[]): string {
  const lines = [columns.map(csvField).join(','), ...rows.map((row) => columns.map((column) => csvField(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
