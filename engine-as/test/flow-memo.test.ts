// Air flow solutions remembered between calls (physics/flow-memo.ts): a study runs one section many times with
// only the COF changed, and every run after the first takes the march's flows from the memo. The responses are those
// of the engine solving every flow (test switch 9 off), number for number: random jetting requests run over a COF
// sweep (the same head positions, so hits) and again after other sections filled the memo.
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
afterAll(() => dbg.set(9, 1));

const withCof = (r: CalculateRequest, cof: number): CalculateRequest => ({ ...r, data: { ...r.data, stretches: r.data.stretches.map((s) => ({ ...s, cof })) } });

/** The responses of `requests` in order, with the memo on or off. */
function run(requests: CalculateRequest[], memo: boolean): CalculateResponse[] {
  dbg.set(9, memo ? 1 : 0);
  return requests.map((r) => dbg.engine.calculate(r));
}

describe('the air flow memo', () => {
  it('answers as the flows solved every time, over COF sweeps of random jetting requests', () => {
    fc.assert(
      fc.property(randomRequest, fc.array(fc.integer({ min: 5, max: 40 }), { minLength: 2, maxLength: 4 }), ({ data, findMax }, cofs) => {
        const base = request({ ...data, layingMethod: 'jetting' }, findMax);
        // each COF twice, the second time after the others: hits for every march position
        const sweep = [...cofs, ...cofs].map((c) => withCof(base, c / 100));
        expect(run(sweep, true)).toEqual(run(sweep, false));
      }),
      { numRuns: 40, seed: 9 },
    );
  });
});
