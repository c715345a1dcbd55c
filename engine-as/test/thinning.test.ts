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

/**
 * The thinning as it was first written, pass by pass over all samples (a bucket per sample, jumps and counts by full
 * scans): the reference the faster one (runs of buckets along a sorted x, jumps listed once, counted marks, crossings
 * from both ends) must match index for index.
 */
function referenceThin(x: Float64Array, series: Float64Array[], budget: number, events: number[], thresholds: { series: number; value: number }[]): Int32Array | null {
  const f = (v: number) => (v - v === 0 ? v : 0);
  const n = x.length;
  if (n <= budget) return null;
  const count = (k: Uint8Array) => k.reduce((c, v) => c + v, 0);
  const withJumps = (k: Uint8Array) => {
    for (let i = 0; i + 1 < n; i++) if (k[i] && x[i + 1] === x[i]) k[i + 1] = 1;
    for (let i = n - 2; i >= 0; i--) if (k[i + 1] && x[i] === x[i + 1]) k[i] = 1;
    return k;
  };
  const base = new Uint8Array(n);
  base[0] = base[n - 1] = 1;
  for (const col of series) {
    let lo = 0;
    let hi = 0;
    for (let i = 1; i < n; i++) {
      if (f(col[i]!) < f(col[lo]!)) lo = i;
      else if (f(col[i]!) > f(col[hi]!)) hi = i;
    }
    base[lo] = base[hi] = 1;
  }
  const sorted = events.length > 0 && x.every((v, i) => i === 0 || v >= x[i - 1]!);
  for (const p of events) {
    if (!Number.isFinite(p)) continue;
    if (sorted) {
      let lo = 0;
      while (lo < n && x[lo]! < p) lo++;
      if (lo < n) base[lo] = 1;
      if (lo > 0) base[lo - 1] = 1;
      continue;
    }
    let before = -1;
    let after = -1;
    for (let i = 0; i < n; i++) {
      const v = f(x[i]!);
      if (v <= p && (before < 0 || v >= f(x[before]!))) before = i;
      if (v >= p && (after < 0 || v < f(x[after]!))) after = i;
    }
    if (before >= 0) base[before] = 1;
    if (after >= 0) base[after] = 1;
  }
  for (const t of thresholds) {
    const col = series[t.series];
    if (!col || !Number.isFinite(t.value)) continue;
    const at: number[] = [];
    for (let i = 1; i < n; i++) if (f(col[i - 1]!) > t.value !== f(col[i]!) > t.value) at.push(i);
    for (const i of at.length > 0 ? [at[0]!, at[at.length - 1]!] : []) base[i - 1] = base[i] = 1;
  }
  const mandatory = count(withJumps(base.slice()));
  const free = Math.max(budget - mandatory, 0);
  const varying = series.filter((col) => !col.every((v) => f(v) === f(col[0]!)));
  let buckets = Math.max(1, Math.floor(free / (2 * Math.max(varying.length, 1))));
  let best: Uint8Array | null = null;
  let bestCount = 0;
  for (let attempt = 0; attempt < 16 && free > 0; attempt++) {
    const keep = base.slice();
    const x0 = f(x[0]!);
    const span = f(x[n - 1]!) - x0;
    const scale = span > 0 ? buckets / span : buckets / n;
    const bucketOf = (i: number) => Math.min(Math.max(Math.floor(span > 0 ? (f(x[i]!) - x0) * scale : i * scale), 0), buckets - 1);
    for (const col of varying) {
      const lo = new Map<number, number>();
      const hi = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        const b = bucketOf(i);
        if (!lo.has(b)) {
          lo.set(b, i);
          hi.set(b, i);
        } else if (f(col[i]!) < f(col[lo.get(b)!]!)) lo.set(b, i);
        else if (f(col[i]!) > f(col[hi.get(b)!]!)) hi.set(b, i);
      }
      for (const i of [...lo.values(), ...hi.values()]) keep[i] = 1;
    }
    const kept = count(withJumps(keep));
    const fits = kept <= budget;
    if (fits && kept > bestCount) {
      best = keep;
      bestCount = kept;
    }
    if ((fits && (attempt > 0 || kept >= 0.7 * budget)) || (!fits && best !== null)) break;
    const proportional = Math.floor((buckets * free * 0.9) / Math.max(kept - mandatory, 1));
    const next = fits ? proportional : Math.min(proportional, buckets - 1);
    if (next < 1 || next === buckets) break;
    buckets = next;
  }
  const keep = best ?? withJumps(base);
  return Int32Array.from(Array.from(keep).flatMap((v, i) => (v ? [i] : [])));
}

describe('thinIndices against the reference', () => {
  it('property: the same kept indices, on sorted, unsorted, flat and non-finite positions, equal values, with events and thresholds', () => {
    const spoil = fc.constantFrom('none', 'nan', 'infinity', 'unsorted', 'flatTail', 'nanValue', 'ties');
    fc.assert(
      fc.property(
        curve,
        spoil,
        fc.integer({ min: 16, max: 1500 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
        fc.array(fc.record({ series: fc.integer({ min: 0, max: 4 }), value: fc.double({ min: -60, max: 60, noNaN: true }) }), { maxLength: 3 }),
        (curve, how, budget, at, thresholds) => {
          // copies: the generated curve is not spoiled for the shrinking
          const x = curve.x.slice();
          const series = curve.series.map((col) => col.slice());
          const n = x.length;
          if (how === 'nan') x[n >> 1] = Number.NaN;
          if (how === 'infinity') x[n - 1] = Number.POSITIVE_INFINITY;
          if (how === 'unsorted') x[n >> 2] = x[n - 1]! + 1;
          if (how === 'flatTail') x.fill(x[n >> 1]!, n >> 1);
          if (how === 'nanValue') series[0]![n >> 1] = Number.NaN;
          // equal values: the first lowest and highest of a bucket are kept
          if (how === 'ties') for (const col of series) col.forEach((v, i) => (col[i] = Math.round(v / 5) * 5));
          const events = at.map((v) => v * (x[n - 1]! || 1));
          const expected = referenceThin(x, series, budget, events, thresholds);
          const kept = thinIndices({ x, series, budget, events, thresholds });
          expect(kept === null ? null : Array.from(kept)).toEqual(expected === null ? null : Array.from(expected));
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });
});
