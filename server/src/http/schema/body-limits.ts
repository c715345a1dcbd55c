// The shape limits of a request body (depth, lengths), checked before its schema.
import { MAX_ROWS } from '@cla/engine';

import { type FieldIssue, fieldIssue } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';

/**
 * The shape limits of a request body (the simulation's; `BODY_LIMITS` for `/api/**`), checked before it reaches an engine worker. A real request is about
 * 5 levels deep with arrays of tens of rows (the fixtures: depth 5, 42 rows, 28 keys, strings of 52 characters);
 * the limits leave ample room for real routes and none for a body built to exhaust the server.
 */
export const REQUEST_LIMITS = {
  /** Levels of objects and arrays below the body (`data` is level 1, `data.trajectory.rows[0]` level 4). */
  maxDepth: 12,
  /** Items of any one array: the engine's most trajectory rows (10 000). */
  maxArrayLength: MAX_ROWS,
  /** Characters of any one string. */
  maxStringLength: 1_000,
  /** Keys of any one object. */
  maxKeys: 200,
  /** Characters of any one key. */
  maxKeyLength: 100,
  /** Values in the whole body (objects, arrays, strings, numbers…). */
  maxValues: 200_000,
} as const;

/** The shape limits a body walk checks (see {@link REQUEST_LIMITS}). */
export type BodyLimits = { readonly [K in keyof typeof REQUEST_LIMITS]: number };

/**
 * The limits of every `/api/**` body: those of the simulation, except that one string may hold 10 000
 * characters (a password holds up to 1024, a section's description is free text). Each schema then sets its
 * own, tighter lengths (names 200, passwords 1024…).
 */
export const BODY_LIMITS: BodyLimits = { ...REQUEST_LIMITS, maxStringLength: 10_000 };

/** Keys refused anywhere: they name parts of the prototype chain, and code that copies objects can be fooled by them. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** At most this many issues are reported; the walk stops there. */
const MAX_ISSUES = 20;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Checks a parsed JSON body against {@link REQUEST_LIMITS}: depth, array lengths, string and key lengths, the
 * number of values, no NUL character and no lone surrogate (text that is not well-formed Unicode) in strings or keys, no prototype keys (`__proto__`, `constructor`,
 * `prototype`) and only finite numbers (JSON's `1e999` parses to Infinity). The walk is iterative and never
 * descends past a broken limit, so a body nested 6000 levels deep costs 13 steps.
 *
 * @returns one issue per problem, each naming its field as a path (`data.trajectory.rows[3].type`); empty when fine
 */
export function checkRequestLimits(body: unknown, limits: BodyLimits = REQUEST_LIMITS): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  let values = 0;
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { value, path, depth } = stack.pop() as (typeof stack)[number];
    values += 1;
    if (values > limits.maxValues) {
      issues.push(fieldIssue('(body)', 'issue.tooManyValues', { max: limits.maxValues }));
      break;
    }
    const field = path === '' ? '(body)' : path;
    if (typeof value === 'string') {
      checkString(value, field, 'issue.stringTooLong', issues, limits.maxStringLength);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) {
        issues.push(fieldIssue(field, 'issue.mustBe', { what: msg('what.finite') }));
      }
    } else if (typeof value === 'object' && value !== null) {
      if (depth > limits.maxDepth) {
        issues.push(fieldIssue(field, 'issue.tooDeep', { max: limits.maxDepth }));
      } else if (Array.isArray(value)) {
        if (value.length > limits.maxArrayLength) {
          issues.push(fieldIssue(field, 'issue.tooManyItems', { max: limits.maxArrayLength, count: value.length }));
        } else {
          for (let index = value.length - 1; index >= 0; index -= 1) {
            stack.push({ value: value[index], path: `${path}[${index}]`, depth: depth + 1 });
          }
        }
      } else {
        const keys = Object.keys(value);
        if (keys.length > limits.maxKeys) {
          issues.push(fieldIssue(field, 'issue.tooManyKeys', { max: limits.maxKeys, count: keys.length }));
          continue;
        }
        const children: (typeof stack)[number][] = [];
        for (const key of keys) {
          const keyPath = childPath(path, key);
          if (FORBIDDEN_KEYS.has(key)) {
            issues.push(fieldIssue(keyPath, 'issue.forbiddenKey'));
          } else if (checkString(key, keyPath, 'issue.keyTooLong', issues, limits.maxKeyLength)) {
            children.push({ value: (value as Record<string, unknown>)[key], path: keyPath, depth: depth + 1 });
          }
        }
        stack.push(...children.reverse());
      }
    }
  }
  return issues.slice(0, MAX_ISSUES);
}

/** Checks a string's length and NUL characters; true when it is fine. */
function checkString(text: string, field: string, tooLong: 'issue.stringTooLong' | 'issue.keyTooLong', issues: FieldIssue[], max: number): boolean {
  if (text.length > max) {
    issues.push(fieldIssue(field, tooLong, { max, count: text.length }));
    return false;
  }
  if (text.includes('\u0000')) {
    issues.push(fieldIssue(field, 'issue.noNul'));
    return false;
  }
  if (LONE_SURROGATE.test(text)) {
    // Stored, it would come back as U+FFFD: what is acknowledged must be what is stored.
    issues.push(fieldIssue(field, 'issue.notUnicode'));
    return false;
  }
  return true;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `data.rows` for a plain key; `data["a b"]` (JSON-quoted, shortened) for any other. */
export function childPath(path: string, key: string): string {
  if (IDENTIFIER.test(key) && key.length <= 40) {
    return path === '' ? key : `${path}.${key}`;
  }
  const shown = JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);
  return `${path}[${shown}]`;
}
