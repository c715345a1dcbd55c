import type { z } from 'zod';

import { type FieldIssue, fieldIssue } from '../../errors/domain-error.js';
import { childPath } from './body-limits.js';

/** At most this many issues are reported. */
const MAX_ISSUES = 20;

/** `data.trajectory.rows[3].type` from zod's `['data', 'trajectory', 'rows', 3, 'type']`; `(body)` for the root. */
export function fieldOf(path: readonly PropertyKey[]): string {
  let field = '';
  for (const part of path) {
    field = typeof part === 'number' ? `${field}[${part}]` : childPath(field, String(part));
  }
  return field === '' ? '(body)' : field;
}

/**
 * The issues of a failed parse as `{ field, message }`, for `details.issues` of a 400: one per unknown key
 * (`is not a known field`), else the message the schema gives
 * (`is required` for a missing field, see `must` in fields.ts).
 */
export function fieldIssuesOf(error: z.ZodError): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      issues.push(...issue.keys.map((key) => fieldIssue(fieldOf([...issue.path, key]), 'issue.unknownField')));
    } else if (issue.code === 'invalid_type' && issue.path.length === 0) {
      issues.push(fieldIssue('(body)', 'issue.notObject'));
    } else if (issue.message === 'is required') {
      issues.push(fieldIssue(fieldOf(issue.path), 'issue.required'));
    } else {
      issues.push({ field: fieldOf(issue.path), message: issue.message });
    }
  }
  // Unknown fields first, as a person reads them: "this field does not exist" before "this one is wrong".
  const unknown = issues.filter((issue) => issue.message === 'is not a known field');
  return [...unknown, ...issues.filter((issue) => issue.message !== 'is not a known field')].slice(0, MAX_ISSUES);
}
