// Jetting's lifted arc steps keep the geometry of a bend's first step on its segment (physics/arc-lifted.ts
// liftStages, README "Speed"): the very numbers each step computed from cos and sin, read back while the step, the
// arc's radius and its plane are the same. Against every step computing its own (test switch 12 off), number for
// number: random requests run as jetting (3-D routes, every head, with and without the max distance), one after
// the other on the same engine so that pooled segments carry the geometry of other routes' bends.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { request } from './helpers.js';
import { randomRequest } from './random-request.js';

let dbg: DebugEngine;
beforeAll(async () => {
  dbg = await createDebugEngine();
});
afterAll(() => dbg.set(12, 1));

/** The responses of `requests` in order, with the kept geometry or without. */
function run(requests: CalculateRequest[], keep: boolean): CalculateResponse[] {
  dbg.set(12, keep ? 1 : 0);
  return requests.map((r) => dbg.engine.calculate(r));
}

describe('the kept geometry of a bend’s first lifted step', () => {
  it('answers as every step computing its own, on random jetting requests in sequence', () => {
    fc.assert(
      fc.property(fc.array(randomRequest, { minLength: 2, maxLength: 4 }), (items) => {
        // each request twice, the second time after the others: kept geometry from the same and from other routes
        const requests = items.map(({ data, findMax }) => request({ ...data, layingMethod: 'jetting' }, findMax));
        const sequence = [...requests, ...requests];
        expect(run(sequence, true)).toEqual(run(sequence, false));
      }),
      { numRuns: 40, seed: 12 },
    );
  });
});
