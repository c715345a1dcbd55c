import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createEngine, MAX_CURVE_POINTS, type CalculateRequest, type CalculateResponse, type Engine, type LayingMethod, type TrajectoryRow,
} from '@cla/engine';
import { pullData } from './helpers.js';

// The response's size (engine-as/README.md "Response size"): profile and progress thinned to about 2000 samples by
// default, every sample with `fullResolution: true`; what survives the thinning.

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const SEED = 20261125;
/** The always-kept samples may exceed the budget by a few (extremes, events, crossings, their jump partners). */
const SLACK = 64;

type Curve = Record<string, number[]>;

/** Maps every sample of `thin` to the index of the same aligned sample in `full` (increasing), or throws. */
function subsequence(thin: Curve, full: Curve, keys: string[]): number[] {
  const x = keys[0]!;
  const out: number[] = [];
  let j = 0;
  for (let i = 0; i < thin[x]!.length; i++) {
    while (j < full[x]!.length && !keys.every((k) => full[k]![j] === thin[k]![i])) j++;
    if (j === full[x]!.length) throw new Error(`sample ${i} of the thinned curve is not in the full one`);
    out.push(j++);
  }
  return out;
}

const extreme = (a: number[], pick: (m: number, v: number) => number) => a.reduce((m, v) => pick(m, v), a[0] ?? 0);

/** Checks `thin` against `full` (one curve: x first); answers the count of samples kept. */
function checkCurve(thin: Curve, full: Curve, keys: string[]): number {
  const x = keys[0]!;
  const n = full[x]!.length;
  for (const k of keys) expect(thin[k]!.length).toBe(thin[x]!.length);
  if (n <= MAX_CURVE_POINTS) {
    expect(thin).toEqual(full);
    return n;
  }
  expect(thin[x]!.length).toBeLessThanOrEqual(MAX_CURVE_POINTS + SLACK);
  const kept = subsequence(thin, full, keys);
  expect(kept[0]).toBe(0);
  expect(kept[kept.length - 1]).toBe(n - 1);
  for (const k of keys) {
    expect(extreme(thin[k]!, Math.max)).toBe(extreme(full[k]!, Math.max));
    expect(extreme(thin[k]!, Math.min)).toBe(extreme(full[k]!, Math.min));
  }
  // both samples of a jump or neither (one expect: vitest's are too slow for 10⁵ samples)
  const isKept = new Set(kept);
  const split: number[] = [];
  for (let j = 0; j + 1 < n; j++) {
    if (full[x]![j] === full[x]![j + 1] && isKept.has(j) !== isKept.has(j + 1)) split.push(j);
  }
  expect(split).toEqual([]);
  return kept.length;
}

const PROFILE = ['position', 'force', 'radialForce', 'pressure', 'altitude'];
const PROGRESS = ['length', 'pushingForce', 'pullingForce', 'speed', 'time'];

function nonDecreasing(a: number[]): boolean {
  return a.every((v, i) => i === 0 || v >= a[i - 1]!);
}

function both(request: CalculateRequest): { thin: CalculateResponse; full: CalculateResponse } {
  return { thin: engine.calculate(request), full: engine.calculate({ ...request, fullResolution: true }) };
}

/** A jetting route of 10 000 straights of 0.15 m (slopes −0.2…0.2°): ~16 profile samples per row. */
function jetting10000(rows: TrajectoryRow[] = Array.from({ length: 10_000 }, (_, i) => ({ type: 'straight', slope: ((i % 5) - 2) * 0.1, length: 0.15 }))): CalculateRequest {
  return {
    data: pullData(rows, {
      layingMethod: 'jetting', pushingSpeed: 60, airPressure: 10, macMaxPushingForce: 400, macMaxAirFlow: 10_000,
      cableOuterDiameter: 12, cableWeight: 0.12, cableStiffness: 0.5, cableMaxPullingForce: 2700, cableMaxPushingForce: 1000,
      stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'riped', cof: 0.1, maxPressure: 16 }],
    }),
  };
}

describe('response size', () => {
  it('a 10 000-row jetting route answers under 1 MB of JSON by default, its full profile with fullResolution', () => {
    const { thin, full } = both(jetting10000());
    expect(thin.status).toBe('success');
    // a sample per row at least (a row of 0.15 m is one piece: straightPieces)
    expect(full.profile.position.length).toBeGreaterThan(10_000);
    expect(JSON.stringify(full).length).toBeGreaterThan(3 * JSON.stringify(thin).length);
    expect(JSON.stringify(thin).length).toBeLessThan(1_000_000);
    const kept = checkCurve(thin.profile as unknown as Curve, full.profile as unknown as Curve, PROFILE);
    expect(kept).toBeGreaterThan(MAX_CURVE_POINTS / 2);
    checkCurve(thin.progress as unknown as Curve, full.progress as unknown as Curve, PROGRESS);
    // everything else is the same
    expect({ ...thin, profile: null, progress: null }).toEqual({ ...full, profile: null, progress: null });
  });

  it('samples a straight in 16 pieces from 8 m on, in one per 0.5 m begun below (a finely surveyed route: a sample per row)', () => {
    // positions of the cable's samples (up to the head; beyond it the free bore's pressure) without repeats
    const positions = (rows: TrajectoryRow[]) => {
      const r = engine.calculate({ ...jetting10000(rows), fullResolution: true });
      expect(r.status).toBe('success');
      return new Set(r.profile.position.filter((x) => x <= r.distance)).size;
    };
    // no xend: the head reaches the route's end. One straight of 100 m: 16 pieces
    expect(positions([{ type: 'straight', slope: 0, length: 100 }])).toBe(17);
    // 7.9 m: 16 pieces of 0.49 m; 5 m: 10 of 0.5 m
    expect(positions([{ type: 'straight', slope: 0, length: 7.9 }, { type: 'straight', slope: 1, length: 5 }])).toBe(1 + 16 + 10);
    // 200 rows of 0.3 m: one piece each
    expect(positions(Array.from({ length: 200 }, (_, i) => ({ type: 'straight' as const, slope: (i % 3) - 1, length: 0.3 })))).toBe(1 + 200);
  });

  it('fullResolution must be a boolean (E_INVALID_PARAMS, notStarted)', () => {
    const response = engine.calculate({ ...jetting10000(), fullResolution: 'yes' } as unknown as CalculateRequest);
    expect(response.status).toBe('notStarted');
    expect(response.messages.map((m) => m.params)).toEqual([{ field: 'fullResolution', rule: 'boolean' }]);
  });

  const row = fc.oneof(
    fc.record({ type: fc.constant('straight' as const), slope: fc.integer({ min: -100, max: 100 }).map((v) => v / 10), length: fc.integer({ min: 1, max: 400 }).map((v) => v / 4) }),
    fc.record({ type: fc.constant('curve' as const), angle: fc.integer({ min: -90, max: 90 }), radius: fc.integer({ min: 2, max: 60 }) }),
  );
  const method = fc.constantFrom<LayingMethod>('pull', 'push', 'jetting', 'floating');
  const longRoute = fc.tuple(row, fc.array(row, { minLength: 100, maxLength: 600 })).map(([first, rest]): TrajectoryRow[] => [
    { type: 'straight', slope: 0, length: 10 },
    first,
    ...rest,
  ]);

  it('property (random long routes, four methods): extremes, first/last samples, jumps and alignment survive; positions stay non-decreasing', () => {
    let thinned = 0;
    fc.assert(
      fc.property(longRoute, method, fc.boolean(), (rows, layingMethod, findMaxDistance) => {
        const data = pullData(rows, {
          layingMethod, airPressure: 10, waterPressure: 6, macMaxAirFlow: 10_000, macMaxPushingForce: 2000, macMaxPullingForce: 40_000,
          cableOuterDiameter: 12, cableWeight: 0.3, cableStiffness: 0.5, cableMaxPullingForce: 30_000, cableMaxRadialForce: 2000,
          stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof: 0.1, maxPressure: 16 }],
        });
        const { thin, full } = both({ findMaxDistance, data });
        if (full.profile.position.length > MAX_CURVE_POINTS) thinned++;
        checkCurve(thin.profile as unknown as Curve, full.profile as unknown as Curve, PROFILE);
        checkCurve(thin.progress as unknown as Curve, full.progress as unknown as Curve, PROGRESS);
        if (nonDecreasing(full.profile.position)) expect(nonDecreasing(thin.profile.position)).toBe(true);
        if (nonDecreasing(full.progress.length)) expect(nonDecreasing(thin.progress.length)).toBe(true);
        expect(thin.bends).toEqual(full.bends);
        expect(thin.messages).toEqual(full.messages);
        expect(thin.distance).toBe(full.distance);
      }),
      { seed: SEED, numRuns: 40 },
    );
    // the property must exercise the thinning, not only the short answers
    expect(thinned).toBeGreaterThan(5);
  });
});
