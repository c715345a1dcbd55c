// Jetting's passes without samples cross runs of plain straights in one step (README "Speed", straight-runs.ts):
// against the same engine crossing them segment by segment (test switch 6), on finely surveyed random routes with
// slopes, curves between runs, a second stretch (with undulations or on rollers), intermediate pushers, and
// pushers and cables that buckle the cable near the machine.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculateResponse, SimulationData, Stretch, TrajectoryRow } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { jettingData, request } from './helpers.js';
import { uniform } from './random-route.js';

let dbg: DebugEngine;
let runsCrossed: () => number;
beforeAll(async () => {
  dbg = await createDebugEngine();
  runsCrossed = dbg.exports.debugRunsCrossed as () => number;
});

/** A run of 1–30 straights of 0.1–12 m with slopes of −6…6° (a surveyed trench), then maybe a curve or a row. */
const runOf = fc
  .record({
    straights: fc.array(fc.record({ slope: uniform(-6, 6), length: uniform(0.1, 12) }), { minLength: 1, maxLength: 30 }),
    after: fc.constantFrom('curve', 'none', 'pusher', 'stretch') as fc.Arbitrary<'curve' | 'none' | 'pusher' | 'stretch'>,
    angle: uniform(-60, 60),
    radius: uniform(3, 40),
    push: uniform(20, 300),
  })
  .map((r): TrajectoryRow[] => {
    const rows: TrajectoryRow[] = r.straights.map((s) => ({ type: 'straight', slope: s.slope, length: s.length }));
    if (r.after === 'curve') rows.push({ type: 'curve', angle: r.angle, radius: r.radius });
    if (r.after === 'pusher') rows.push({ type: 'pusher', pushForce: r.push });
    if (r.after === 'stretch') rows.push({ type: 'stretch', stretch: 'b' });
    return rows;
  });

const randomJetting = fc
  .record({
    runs: fc.array(runOf, { minLength: 1, maxLength: 6 }),
    push: uniform(50, 2500),
    dc: uniform(5, 20),
    mass: uniform(0.02, 0.8),
    b: fc.constantFrom(0, 0.2, 2),
    cof: uniform(0.05, 0.3),
    bar: uniform(0, 16),
    cableEnd: fc.constantFrom('open' as const, 'sonic' as const, 'shuttle' as const),
    second: fc.constantFrom('plain', 'undulated', 'onRollers') as fc.Arbitrary<'plain' | 'undulated' | 'onRollers'>,
    findMax: fc.boolean(),
  })
  .map((x): { data: SimulationData; findMax: boolean } => {
    const duct = { type: 'inDuct' as const, outerDiameter: 50, innerDiameter: Math.max(x.dc + 6, 33), innerSurface: 'riped' as const, cof: x.cof };
    const second: Stretch =
      x.second === 'onRollers'
        ? { id: 'b', type: 'onRollers', outerDiameter: 50, innerDiameter: 40, innerSurface: 'smooth', cof: 0.2, rollerDistance: 2 }
        : { ...duct, id: 'b', ...(x.second === 'undulated' ? { undulationPeriod: 3, undulationAmplitude: 15 } : {}) };
    return {
      findMax: x.findMax,
      data: jettingData(x.runs.flat(), {
        airPressure: x.bar, macMaxPushingForce: x.push, cableOuterDiameter: x.dc, cableWeight: x.mass, cableStiffness: x.b,
        cableEnd: x.cableEnd, maxDistance: 8000, stretches: [{ ...duct, id: 'a' }, second],
      }),
    };
  });

function segmentBySegment(data: SimulationData, findMax: boolean): CalculateResponse {
  dbg.set(6, 0);
  try {
    return dbg.engine.calculate(request(data, findMax));
  } finally {
    dbg.set(6, 1);
  }
}

/** Relative difference, against a scale of at least `floor`. */
const rel = (a: number, b: number, floor = 1) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), floor);

describe('runs of plain straights in one step (jetting)', () => {
  // max distance: the search follows a root to 1 mm, or bisects to 0.1 m where it falls back (jet.ts OUTER_TOLERANCE);
  // a last-bit difference of the excess may send it down the other path, so the answers agree within 0.1 m, and
  // nearly always within 2 mm
  it('property: the same results as segment by segment, to rounding (1e-9 relative; max distance within the search\'s resolution)', () => {
    let crossed = 0;
    let cases = 0;
    let apart = 0;
    fc.assert(
      fc.property(randomJetting, ({ data, findMax }) => {
        dbg.set(6, 1);
        const fast = dbg.engine.calculate(request(data, findMax));
        crossed += runsCrossed();
        const slow = segmentBySegment(data, findMax);
        expect(fast.status).toBe(slow.status);
        expect(fast.limitedBy?.code).toBe(slow.limitedBy?.code);
        expect(rel(fast.limitedBy?.position ?? 0, slow.limitedBy?.position ?? 0)).toBeLessThan(1e-9);
        expect(rel(fast.distance, slow.distance)).toBeLessThan(1e-9);
        expect(rel(fast.forceAtEnd, slow.forceAtEnd)).toBeLessThan(1e-9);
        expect(rel(fast.airFlow, slow.airFlow, 1e-9)).toBeLessThan(1e-9);
        expect(Math.abs(fast.maxDistance - slow.maxDistance)).toBeLessThanOrEqual(0.1);
        if (Math.abs(fast.maxDistance - slow.maxDistance) > 2e-3) apart++;
        expect(fast.messages.map((m) => m.code)).toEqual(slow.messages.map((m) => m.code));
        expect(fast.profile.force.length).toBe(slow.profile.force.length);
        const scale = Math.max(1, ...slow.profile.force.map(Math.abs));
        fast.profile.force.forEach((f, i) => expect(Math.abs(f - slow.profile.force[i]!) / scale).toBeLessThan(1e-9));
        cases++;
      }),
      { numRuns: 120, seed: 20261128 },
    );
    // the shortcut ran: most routes have runs, and many segments were crossed in them
    expect(cases).toBe(120);
    expect(apart).toBeLessThanOrEqual(6);
    expect(crossed).toBeGreaterThan(5_000);
  });

  it('a finely surveyed 1500 m route: its passes cross the rows in runs, with the same answer', () => {
    const rows: TrajectoryRow[] = Array.from({ length: 3000 }, (_, i) => ({ type: 'straight', slope: ((i % 5) - 2) * 0.1, length: 0.5 }));
    const data = jettingData(rows, { cableStiffness: 0.5, maxDistance: 5000 });
    dbg.set(6, 1);
    const fast = dbg.engine.calculate(request(data, true));
    const crossed = runsCrossed();
    const slow = segmentBySegment(data, true);
    expect(fast.status).toBe('success');
    expect(slow.status).toBe('success');
    expect(fast.maxDistance).toBeGreaterThan(1500);
    expect(Math.abs(fast.maxDistance - slow.maxDistance)).toBeLessThanOrEqual(2e-3);
    expect(rel(fast.forceAtEnd, slow.forceAtEnd)).toBeLessThan(1e-9);
    // ~100 evaluations of up to 3000 rows: far more rows crossed in runs than the route has
    expect(crossed).toBeGreaterThan(30 * rows.length);
  });
});
