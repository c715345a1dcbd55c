import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thinIndices } from '../src/thinning.js';

// The thinning of the response's curves on its own (src/thinning.ts): random aligned series with spikes, plateaus,
// jumps (two samples at one position), events and thresholds. The engine-level properties are in response.test.ts.

const SEED = 20261125;

interface Curve {
  x: Float64Array;
  series: Float64Array[];
}

/** Random curves: non-decreasing x with repeated positions, 1–5 series of random walks with spikes and flats. */
const curve = fc
  .record({
    n: fc.integer({ min: 2, max: 6000 }),
    seriesCount: fc.integer({ min: 1, max: 5 }),
    seed: fc.integer({ min: 1, max: 2 ** 30 }),
    jumpEvery: fc.integer({ min: 2, max: 400 }),
  })
  .map(({ n, seriesCount, seed, jumpEvery }): Curve => {
    let s = seed;
    const rand = () => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      return s / 2 ** 31;
    };
    const x = new Float64Array(n);
    for (let i = 1; i < n; i++) x[i] = i % jumpEvery === 0 ? x[i - 1]! : x[i - 1]! + rand() * 2;
    const series = Array.from({ length: seriesCount }, (_, k) => {
      const col = new Float64Array(n);
      if (k === 4) return col; // a constant series (pressure of a pull)
      for (let i = 1; i < n; i++) {
        const spike = rand() < 0.001 ? (rand() - 0.5) * 1e4 : 0;
        col[i] = col[i - 1]! + (rand() - 0.5) * 10 + spike;
      }
      return col;
    });
    return { x, series };
  });

const min = (a: Float64Array, idx?: Int32Array) => (idx ? Array.from(idx, (i) => a[i]!) : Array.from(a)).reduce((m, v) => Math.min(m, v), Infinity);
const max = (a: Float64Array, idx?: Int32Array) => (idx ? Array.from(idx, (i) => a[i]!) : Array.from(a)).reduce((m, v) => Math.max(m, v), -Infinity);

describe('thinIndices', () => {
  it('property: increasing indices, first and last kept, every series keeps its min and max, jumps kept in pairs, within the budget', () => {
    fc.assert(
      fc.property(curve, fc.integer({ min: 50, max: 3000 }), ({ x, series }, budget) => {
        const kept = thinIndices({ x, series, budget });
        if (x.length <= budget) {
          expect(kept).toBeNull();
          return;
        }
        expect(kept).not.toBeNull();
        const k = kept!;
        expect(k[0]).toBe(0);
        expect(k[k.length - 1]).toBe(x.length - 1);
        for (let j = 1; j < k.length; j++) expect(k[j]!).toBeGreaterThan(k[j - 1]!);
        for (const col of series) {
          expect(min(col, k)).toBe(min(col));
          expect(max(col, k)).toBe(max(col));
        }
        const isKept = new Uint8Array(x.length);
        for (const i of k) isKept[i] = 1;
        for (let i = 0; i + 1 < x.length; i++) {
          if (x[i] === x[i + 1]) expect(isKept[i]).toBe(isKept[i + 1]);
        }
        // the always-kept samples: first, last, 2 per series, and their jump partners
        expect(k.length).toBeLessThanOrEqual(Math.max(budget, 4 * (2 + 2 * series.length)));
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('property: the samples around each event and the first and last crossing of each threshold are kept', () => {
    fc.assert(
      fc.property(curve, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }), fc.double({ min: -50, max: 50, noNaN: true }), ({ x, series }, at, value) => {
        const end = x[x.length - 1]!;
        const events = at.map((f) => f * end);
        const kept = thinIndices({ x, series, budget: 100, events, thresholds: [{ series: 0, value }] });
        if (kept === null) return;
        const isKept = new Uint8Array(x.length);
        for (const i of kept) isKept[i] = 1;
        for (const e of events) {
          const after = x.findIndex((v) => v >= e);
          if (after >= 0) expect(isKept[after]).toBe(1);
          if (after > 0) expect(isKept[after - 1]).toBe(1);
        }
        const col = series[0]!;
        const crossings: number[] = [];
        for (let i = 1; i < col.length; i++) if (col[i - 1]! > value !== col[i]! > value) crossings.push(i);
        for (const i of [crossings[0], crossings[crossings.length - 1]]) {
          if (i === undefined) continue;
          expect(isKept[i - 1]).toBe(1);
          expect(isKept[i]).toBe(1);
        }
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('fills the budget reasonably on a smooth curve (buckets are not degenerate)', () => {
    const n = 50_000;
    const x = Float64Array.from({ length: n }, (_, i) => i * 0.1);
    const series = [Float64Array.from(x, (v) => Math.sin(v / 30) * 100 + v), Float64Array.from(x, (v) => Math.cos(v / 7))];
    const kept = thinIndices({ x, series, budget: 2000 })!;
    expect(kept.length).toBeGreaterThan(1000);
    expect(kept.length).toBeLessThanOrEqual(2000);
  });

  it('keeps everything when the curve fits, and non-finite values count as 0', () => {
    const x = Float64Array.from([0, 1, 2]);
    expect(thinIndices({ x, series: [x], budget: 3 })).toBeNull();
    const n = 100;
    const xs = Float64Array.from({ length: n }, (_, i) => i);
    const ys = Float64Array.from({ length: n }, (_, i) => (i === 50 ? NaN : i === 60 ? -5 : 1));
    const kept = thinIndices({ x: xs, series: [ys], budget: 20 })!;
    expect(Array.from(kept)).toContain(60);
    expect(kept.length).toBeLessThanOrEqual(20);
  });
});
