import type { FieldIssue } from '../../lib/api-errors.ts';
import type { IntlShape } from '../../lib/intl.tsx';

/** The server's field messages (English) and the catalogue sentence each is shown as. */
const RULES: readonly [RegExp, string][] = [
  [/^is required/, 'adminTables.error.required'],
  [/^must not be empty/, 'adminTables.error.required'],
  [/^must have at most (\d+) characters/, 'adminTables.error.tooLong'],
  [/^must be a date/, 'adminTables.error.date'],
  [/^must not be before validFrom/, 'adminTables.error.beforeFrom'],
  [/^is not a known /, 'adminTables.error.unknown'],
  [/^must be at least (\d+)/, 'adminTables.error.min'],
  [/^must be at most (\d+)/, 'adminTables.error.max'],
  [/^must be an integer/, 'adminTables.error.integer'],
  [/^must not list a method twice/, 'adminTables.error.twice'],
  [/^needs a company/, 'adminTables.error.needsCompany'],
  [/^must be an e-mail/, 'account.error.email'],
];

/** A server's message about one field, in the reader's language (a generic sentence for an unknown one). */
export function fieldMessage(intl: IntlShape, message: string): string {
  for (const [pattern, id] of RULES) {
    const match = pattern.exec(message);
    if (match) return intl.formatMessage({ id: id as 'adminTables.error.invalid' }, { n: match[1] ?? '' });
  }
  return intl.formatMessage({ id: 'adminTables.error.invalid' });
}

/** The issues of a 400 by field (the first of each), translated. */
export function fieldErrors(intl: IntlShape, issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.field.replace(/\[\d+\]$/, '');
    errors[field] ??= fieldMessage(intl, issue.message);
  }
  return errors;
}
