// The studies' statistics: percentiles (linear between order statistics), interpolation, Latin hypercube strata.
import { curveAt } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpolateAt, latinHypercube, percentile, seededRandom } from './stats.js';

describe('percentile', () => {
  it('interpolates between order statistics, whatever the input order', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.1)).toBeCloseTo(1.4, 12);
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 0.9)).toBeCloseTo(4.6, 12);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('interpolateAt', () => {
  it('is linear inside and undefined outside the curve', () => {
    expect(interpolateAt([0, 10, 20], [0, 100, 50], 5)).toBe(50);
    expect(interpolateAt([0, 10, 20], [0, 100, 50], 15)).toBe(75);
    expect(interpolateAt([0, 10, 20], [0, 100, 50], 20)).toBe(50);
    expect(interpolateAt([0, 10, 20], [0, 100, 50], 20.5)).toBeUndefined();
    expect(interpolateAt([], [], 0)).toBeUndefined();
  });

  it("gives what the engine door's curveAt gives (the COF study's probes) on non-decreasing curves with jumps, at and between samples (fast-check)", () => {
    const curve = fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.double({ min: -1e4, max: 1e4, noNaN: true })), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(curve, fc.array(fc.double({ min: -5, max: 130, noNaN: true }), { maxLength: 20 }), (steps, extra) => {
        const xs: number[] = [];
        steps.reduce((x, [step]) => (xs.push(x + step), x + step), 0);
        const ys = steps.map(([, y]) => y);
        for (const x of [...xs, ...extra, Number.NaN]) expect(curveAt(xs, ys, x) ?? undefined).toBe(interpolateAt(xs, ys, x));
      }),
      { numRuns: 300, seed: 38 },
    );
  });
});

describe('latinHypercube', () => {
  it('puts one point in every stratum of every dimension, reproducibly', () => {
    const points = latinHypercube(50, 3, 9);
    for (const dim of points) {
      expect(dim.map((u) => Math.floor(u * 50)).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    }
    expect(points[0]).not.toEqual(points[1]);
    expect(latinHypercube(50, 3, 9)).toEqual(points);
  });

  it('draws numbers in [0, 1) from a seed', () => {
    const r = seededRandom(3);
    const values = Array.from({ length: 1000 }, () => r());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Math.abs(values.reduce((a, b) => a + b, 0) / 1000 - 0.5)).toBeLessThan(0.05);
  });
});
