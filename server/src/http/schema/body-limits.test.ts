// Tests of the shape limits of request bodies.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { REPOSITORY_ROOT } from '../../config/index.js';
import { checkRequestLimits, REQUEST_LIMITS } from './body-limits.js';

/** `{ data: { a: { a: … } } }`, `levels` objects deep, built without recursion. */
function nested(levels: number): Record<string, unknown> {
  let inner: Record<string, unknown> = {};
  for (let level = 1; level < levels; level += 1) {
    inner = { a: inner };
  }
  return { data: inner };
}

describe('checkRequestLimits', () => {
  const fixtures = readdirSync(join(REPOSITORY_ROOT, 'fixtures', 'requests')).filter((file) => file.endsWith('.json'));

  it.each(fixtures)('accepts the real request %s', (file) => {
    const body: unknown = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'fixtures', 'requests', file), 'utf8'));
    expect(checkRequestLimits(body)).toEqual([]);
  });

  it('accepts a route of the engine’s most rows (10 000)', () => {
    const rows = Array.from({ length: REQUEST_LIMITS.maxArrayLength }, () => ({ type: 'straight', slope: 0, length: 1 }));
    expect(checkRequestLimits({ data: { trajectory: { rows } } })).toEqual([]);
  });

  it('refuses a body nested 6000 levels deep at the first level too deep, without walking the rest', () => {
    expect(checkRequestLimits(nested(REQUEST_LIMITS.maxDepth))).toEqual([]);
    const issues = checkRequestLimits(nested(6000));
    expect(issues).toEqual([{ field: `data${'.a'.repeat(REQUEST_LIMITS.maxDepth)}`, message: expect.stringContaining('nested too deep') }]);
  });

  it('refuses arrays deeper than the limit as well as objects', () => {
    let inner: unknown = [];
    for (let level = 0; level < 50; level += 1) {
      inner = [inner];
    }
    expect(checkRequestLimits({ data: { rows: inner } })[0]).toMatchObject({ field: expect.stringMatching(/^data\.rows(\[0\])+$/) });
  });

  it('names each problem with its path', () => {
    const body = {
      data: {
        trajectory: { rows: [{ type: 'straight' }, { type: 'bend\u0000' }] },
        stretches: new Array(REQUEST_LIMITS.maxArrayLength + 1).fill(0),
        cableId: 'x'.repeat(REQUEST_LIMITS.maxStringLength + 1),
        cableWeight: Number.POSITIVE_INFINITY,
        'a b': Number.NaN,
      },
    };
    expect(checkRequestLimits(body)).toEqual([
      { field: 'data.trajectory.rows[1].type', message: 'must not contain a NUL character' },
      { field: 'data.stretches', message: `must have at most ${REQUEST_LIMITS.maxArrayLength} items (got ${REQUEST_LIMITS.maxArrayLength + 1})` },
      { field: 'data.cableId', message: `must have at most ${REQUEST_LIMITS.maxStringLength} characters (got ${REQUEST_LIMITS.maxStringLength + 1})` },
      { field: 'data.cableWeight', message: 'must be a finite number' },
      { field: 'data["a b"]', message: 'must be a finite number' },
    ]);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s anywhere', (key) => {
    const body = JSON.parse(`{ "data": { "trajectory": { "rows": [{ "${key}": { "polluted": true } }] } } }`) as unknown;
    expect(checkRequestLimits(body)).toEqual([{ field: `data.trajectory.rows[0].${key}`, message: 'is not an allowed key' }]);
  });

  it('refuses keys that are too long, hold a NUL, or are too many', () => {
    const many = Object.fromEntries(Array.from({ length: REQUEST_LIMITS.maxKeys + 1 }, (_, index) => [`k${index}`, 0]));
    expect(checkRequestLimits({ data: { ['k'.repeat(200)]: 1, 'n\u0000': 2, many } })).toEqual([
      { field: `data["${'k'.repeat(40)}…"]`, message: expect.stringContaining('at most 100 characters in a key') },
      { field: 'data["n\\u0000"]', message: 'must not contain a NUL character' },
      { field: 'data.many', message: expect.stringContaining(`at most ${REQUEST_LIMITS.maxKeys} keys`) },
    ]);
  });

  it('refuses a body of more values than the limit, and reports at most 20 issues', () => {
    const wide = Array.from({ length: 30 }, () => new Array(REQUEST_LIMITS.maxArrayLength).fill(0));
    expect(checkRequestLimits({ data: { wide } })).toEqual([{ field: '(body)', message: expect.stringContaining('at most 200000 values') }]);
    const bad = Array.from({ length: 100 }, () => Number.NaN);
    expect(checkRequestLimits({ data: { bad } })).toHaveLength(20);
  });
});
