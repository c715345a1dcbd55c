// The sampled passes that check a located limit (march.ts shownWithin) keep no sample (README "Speed"): the same
// responses, number for number, as the method before (test switch 10: they keep their samples), on random requests
// of every method that march (push, jetting, the water methods) with limits that bite, and on the typical section's
// COF study range.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculateRequest } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { request } from './helpers.js';
import { randomRequest } from './random-request.js';

let dbg: DebugEngine;
beforeAll(async () => {
  dbg = await createDebugEngine();
});
afterAll(() => dbg.set(10, 0));

/** The response of `r` with shownWithin's passes keeping no sample (default) and keeping them (the method before). */
function both(r: CalculateRequest) {
  dbg.set(10, 0);
  const fast = dbg.engine.calculate(r);
  dbg.set(10, 1);
  const before = dbg.engine.calculate(r);
  dbg.set(10, 0);
  return { fast, before };
}

describe('shownWithin without samples', () => {
  it('answers as the passes that keep their samples, on random requests', () => {
    let limited = 0;
    fc.assert(
      fc.property(randomRequest, ({ data, findMax }) => {
        if (data.layingMethod === 'pull' || data.layingMethod === 'pushpull') return;
        const { fast, before } = both(request(data, findMax));
        expect(fast).toEqual(before);
        if (fast.status === 'failed') limited++;
      }),
      { numRuns: 120, seed: 38 },
    );
    // the property is about runs stopped at a limit: enough of them among the requests
    expect(limited).toBeGreaterThan(10);
  });

  it('answers as before over a COF range on the typical jetting section (it stops at the pusher above ~0.1)', () => {
    const typical = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'requests', 'jetting-2km-25-bends-typical-max.json'), 'utf8')) as CalculateRequest;
    let failed = 0;
    for (let k = 0; k <= 12; k++) {
      const cof = 0.08 + (0.08 * k) / 12;
      const { fast, before } = both({ findMaxDistance: k % 2 === 0, data: { ...typical.data, stretches: typical.data.stretches.map((s) => ({ ...s, cof })) } });
      expect(fast).toEqual(before);
      if (fast.status === 'failed') failed++;
    }
    expect(failed).toBeGreaterThan(3);
  });
});
