// zod's issues as our field issues, with their catalogue texts.
import type { z } from 'zod';

import { type FieldIssue, fieldIssue, issueWithText } from '../../errors/domain-error.js';
import { isText, type Text, translate } from '../../i18n/messages.js';
import { childPath } from './body-limits.js';
import { registeredText } from './issue-messages.js';
import { zodIssueText } from './zod-messages.js';

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
 * The catalogue text of a zod issue's message: a refinement's own (`customIssue`), the one a schema registered
 * (`issue(key)` in its `error:`), else zod's own message by its code (zod-messages.ts). Kept only when its English
 * is the message itself, so that an English answer is exactly what the schema says.
 */
export function textOfIssue(issue: z.core.$ZodIssue): Text | undefined {
  const own = issue.code === 'custom' ? (issue.params as { text?: unknown } | undefined)?.text : undefined;
  const text = isText(own) ? own : (registeredText(issue.message) ?? zodIssueText(issue));
  return text !== undefined && translate(text, 'en') === issue.message ? text : undefined;
}

/** A zod issue as a {@link FieldIssue} of `field`, its message in the catalogue when it is there. */
export function fieldIssueOf(issue: z.core.$ZodIssue, field = fieldOf(issue.path)): FieldIssue {
  return issueWithText(field, issue.message, textOfIssue(issue));
}

/**
 * The issues of a failed parse as `{ field, message }` (and the catalogue's text), for `details.issues` of a 400:
 * one per unknown key (`is not a known field`), `must be a JSON object` for a body of the wrong type, a record's
 * wrong key by what its key schema says (at the key's path), else the message the schema gives (`is required` for a missing field, see `must` in fields.ts).
 */
export function fieldIssuesOf(error: z.ZodError): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      issues.push(...issue.keys.map((key) => fieldIssue(fieldOf([...issue.path, key]), 'issue.unknownField')));
    } else if (issue.code === 'invalid_key' && issue.issues.length > 0) {
      // A record's key is wrong: what the key schema says of it (its limit, its form) at the key's path, not what
      // the record must be (a record's `error:` is its message for a wrong key too).
      issues.push(...issue.issues.map((keyIssue) => fieldIssueOf(keyIssue, fieldOf(issue.path))));
    } else if (issue.code === 'invalid_type' && issue.path.length === 0) {
      issues.push(fieldIssue('(body)', 'issue.notObject'));
    } else {
      issues.push(fieldIssueOf(issue));
    }
  }
  // Unknown fields first, as a person reads them: "this field does not exist" before "this one is wrong".
  const unknown = issues.filter((issue) => issue.message === 'is not a known field');
  return [...unknown, ...issues.filter((issue) => issue.message !== 'is not a known field')].slice(0, MAX_ISSUES);
}
