// The server's messages about a form's fields in the reader's language, placed by field.
import { isApiError } from './api-client.ts';
import { fieldIssuesOf, type FieldIssue } from './api-errors.ts';
import type { IntlShape } from './intl.tsx';

/** The server's field messages (English) and the catalogue sentence each is shown as. */
const RULES: readonly [RegExp, string][] = [
  [/^is required/, 'adminTables.error.required'],
  [/^must not be empty/, 'adminTables.error.required'],
  [/^must have at most (\d+) characters/, 'adminTables.error.tooLong'],
  [/^must be a date/, 'adminTables.error.date'],
  [/^must not be before validFrom/, 'adminTables.error.beforeFrom'],
  [/^is not a known field/, 'adminTables.error.unknownField'],
  [/^is not a known /, 'adminTables.error.unknown'],
  [/^must be at most (\d+) KB of JSON/, 'adminTables.error.dataSize'],
  [/^must be at least (-?\d+(?:\.\d+)?)/, 'adminTables.error.min'],
  [/^must be at most (-?\d+(?:\.\d+)?)/, 'adminTables.error.max'],
  [/^must be more than (-?\d+(?:\.\d+)?)/, 'adminTables.error.moreThan'],
  // the rules of a preset's data (machine limits, a stretch's COF)
  [/^must be a number ≥ 0 or null/, 'adminTables.error.numberAtLeast0OrNull'],
  [/^must be \{min, max\} with numbers ≥ 0 or null/, 'adminTables.error.rangeOrNull'],
  [/^must be true, false or null/, 'adminTables.error.booleanOrNull'],
  [/^must be a finite number or null/, 'adminTables.error.finiteOrNull'],
  [/^must be one of /, 'adminTables.error.oneOf'],
  [/^must be an integer/, 'adminTables.error.integer'],
  [/^must not list a method twice/, 'adminTables.error.twice'],
  [/^needs a company/, 'adminTables.error.needsCompany'],
  [/^must be an e-mail/, 'account.error.email'],
];

/**
 * A server's message about one field, in the reader's language: an English one by the rules above; one the server
 * already wrote in the reader's language (`serverLanguage`: it writes in the profile's language, which is usually the
 * interface's) as it is, since it comes from the server's catalogue; else a generic sentence.
 */
export function fieldMessage(intl: IntlShape, message: string, serverLanguage?: string): string {
  for (const [pattern, id] of RULES) {
    const match = pattern.exec(message);
    if (match) return intl.formatMessage({ id: id as 'adminTables.error.invalid' }, { n: match[1] === undefined ? '' : intl.formatNumber(Number(match[1])) });
  }
  const reader = intl.locale.split('-')[0];
  if (serverLanguage !== undefined && reader !== 'en' && serverLanguage.split('-')[0] === reader && message.trim() !== '') return message;
  return intl.formatMessage({ id: 'adminTables.error.invalid' });
}

/** The issues of a 400 by field (the first of each), translated; `serverLanguage`: the language they are written in. */
export function fieldErrors(intl: IntlShape, issues: readonly FieldIssue[], serverLanguage?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.field.replace(/\[\d+\]$/, '');
    errors[field] ??= fieldMessage(intl, issue.message, serverLanguage);
  }
  return errors;
}

/** The field issues of a failed call by field, in the reader's language (none: an empty record). */
export function fieldErrorsOf(intl: IntlShape, error: unknown): Record<string, string> {
  return fieldErrors(intl, fieldIssuesOf(error), isApiError(error) ? error.language : undefined);
}
