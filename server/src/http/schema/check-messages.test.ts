// A size or range check says its limit: in zod 4 a check without an `error` of its own takes its type's ("must be a
// string" for a 100-character sort column), so the request schemas give every such check its own message.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { translate } from '../../i18n/messages.js';
import { AdminTableQuery, CofStudyOptions } from '@cla/domain/contracts';
import { fieldIssuesOf } from './zod-issues.js';

function issuesOf(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('parsed');
  return fieldIssuesOf(parsed.error);
}

describe('size and range checks', () => {
  it.each([
    [AdminTableQuery, { sort: 'x'.repeat(100) }, 'sort', 'must have at most 64 characters'],
    [AdminTableQuery, { q: 'x'.repeat(201) }, 'q', 'must have at most 200 characters'],
    [CofStudyOptions, { cof: { min: 0.1, max: 0.2 }, seed: -1 }, 'seed', 'must be at least 0'],
    [CofStudyOptions, { cof: { min: 0.1, max: 0.2 }, seed: 2 ** 31 }, 'seed', 'must be at most 2147483647'],
  ] as const)('%#: %s names its limit, in every language', (schema, value, field, english) => {
    const issues = issuesOf(schema, value);
    expect(issues).toEqual([{ field, message: english }]);
    for (const language of ['fr', 'de', 'it'] as const) expect(translate(issues[0]!.text!, language)).not.toBe(english);
  });
});
