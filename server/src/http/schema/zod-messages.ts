// zod's own messages (a check without an error of ours), mapped to catalogue keys.
import type { z } from 'zod';

import { type MessageKey, msg, type Text, type TextParam } from '../../i18n/messages.js';

/**
 * zod's own messages (those of a check without an `error:` of ours, e.g. `.max(64)` or `z.enum([...])` bare) as
 * catalogue texts: the key by the issue's code and its parameters, worded in English exactly as zod 4 words them
 * (`Too big: expected string to have <=64 characters`), so the English answer is unchanged and the other languages
 * have a translation. `fieldIssuesOf` keeps a text only when its English is the issue's message.
 */

/** zod's type and origin names (`expected string`, `Invalid key in record`) that the catalogue translates. */
const TYPES: Readonly<Record<string, MessageKey>> = {
  string: 'type.string',
  number: 'type.number',
  int: 'type.int',
  boolean: 'type.boolean',
  object: 'type.object',
  array: 'type.array',
  record: 'type.record',
  map: 'type.map',
  set: 'type.set',
  date: 'type.date',
  file: 'type.file',
  null: 'type.null',
  undefined: 'type.undefined',
  value: 'type.value',
};

/** The units of a size (zod's `Sizable`), by origin. */
const UNITS: Readonly<Record<string, MessageKey>> = {
  string: 'unit.characters',
  file: 'unit.bytes',
  array: 'unit.items',
  set: 'unit.items',
  map: 'unit.entries',
};

/** A type name as a text when the catalogue has it, else as zod writes it (`NaN`, `Infinity`, `bigint`). */
function typeName(name: string): TextParam {
  const key = TYPES[name];
  return key === undefined ? name : msg(key);
}

/** A value as zod shows it in a message (`"a"`, `3`, `null`). */
function shown(value: unknown): string {
  if (typeof value === 'bigint') {
    return `${value}n`;
  }
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** The bound of a size or range check: exactly, or with its relation (`<=`, `<`, `>=`, `>`). */
function bound(issue: { origin?: string; inclusive?: boolean; exact?: boolean }, big: boolean, value: number | bigint): Text {
  const relation = big ? (issue.inclusive ? '<=' : '<') : issue.inclusive ? '>=' : '>';
  const unit = UNITS[issue.origin ?? ''];
  const origin = typeName(issue.origin ?? 'value');
  const limit = typeof value === 'number' ? value : String(value);
  const name = big ? 'maximum' : 'minimum';
  const prefix = big ? 'zod.tooBig' : 'zod.tooSmall';
  if (unit !== undefined) {
    const key = `${prefix}${issue.exact ? 'CountExactly' : 'Count'}` as MessageKey;
    return msg(key, { origin, relation, [name]: limit, unit: msg(unit) });
  }
  return msg(`${prefix}${issue.exact ? 'Exactly' : ''}` as MessageKey, { origin, relation, [name]: limit });
}

/** The catalogue text of a zod issue's own message, or `undefined` when the catalogue has no wording for it. */
export function zodIssueText(issue: z.core.$ZodIssue): Text | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      // zod names the received type only in its message (the input is not kept).
      const received = / received (\S+)$/.exec(issue.message)?.[1];
      return received === undefined ? undefined : msg('zod.invalidType', { expected: typeName(issue.expected), received: typeName(received) });
    }
    case 'invalid_value':
      return issue.values.length === 1 ? msg('zod.invalidValue', { value: shown(issue.values[0]) }) : msg('zod.invalidOption', { values: issue.values.map(shown).join('|') });
    case 'too_big':
      return bound(issue, true, issue.maximum);
    case 'too_small':
      return bound(issue, false, issue.minimum);
    case 'invalid_format':
      return formatText(issue);
    case 'not_multiple_of':
      return msg('zod.multipleOf', { divisor: typeof issue.divisor === 'number' ? issue.divisor : String(issue.divisor) });
    case 'invalid_key':
      return msg('zod.invalidKey', { origin: typeName(issue.origin) });
    case 'invalid_element':
      return msg('zod.invalidElement', { origin: typeName(issue.origin) });
    case 'invalid_union': {
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options) && options.length > 0) {
        return msg('zod.discriminator', { options: options.map((option) => `'${String(option)}'`).join(' | ') });
      }
      return issue.inclusive === false ? msg('zod.manyOptionsMatched') : msg('zod.invalid');
    }
    default:
      return msg('zod.invalid');
  }
}

/** The text of a string format check (`regex`, `starts_with`…); the named formats (`email`, `uuid`…) have none. */
function formatText(issue: z.core.$ZodIssueInvalidStringFormat): Text | undefined {
  const format = issue as { format: string; pattern?: string; prefix?: string; suffix?: string; includes?: string };
  switch (format.format) {
    case 'regex':
      return msg('zod.pattern', { pattern: format.pattern ?? '' });
    case 'starts_with':
      return msg('zod.startsWith', { prefix: format.prefix ?? '' });
    case 'ends_with':
      return msg('zod.endsWith', { suffix: format.suffix ?? '' });
    case 'includes':
      return msg('zod.includes', { includes: format.includes ?? '' });
    default:
      return undefined;
  }
}
