import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine, type SimulationData, type TrajectoryRow } from '@cla/engine';
import { numbersIn, request } from './helpers.js';
import { pushedRouteRow, uniform } from './random-route.js';

// No credit for compression in a pull (engine-as/README.md "A cable cannot push"): whatever the cable's bending
// stiffness, a pull's tension is floored at 0, so its winch force is the rope's (stiffness 0) on the same route —
// bending stiffness at bend ends is off for pull, and at F ≥ 0 neither the buckling model nor the undulation
// stiffness load acts. In push-pull the pusher's compression at the entry stays (push model, buckling), but once
// the cable is in tension a slope does not make it push.

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

// steep slopes in half of the straights
const row = pushedRouteRow(fc.oneof(uniform(-60, 60), uniform(-10, 10)), 300);

const arbitrary = fc.record({
  rows: fc.array(row, { minLength: 1, maxLength: 10 }),
  cof: uniform(0.05, 0.5),
  mass: uniform(0.05, 12),
  // the domain's automatic stiffness runs from ~0.02 N·m² (micro cables) to tens of N·m² (the demo pull cable:
  // ~38 N·m²); a few stiffer ones
  stiffness: fc.oneof(fc.constantFrom(0.02, 0.5, 5, 38, 200), uniform(0, 400)),
  count: fc.constantFrom(1, 1, 3),
  lostForce: fc.oneof(fc.constant(0), uniform(0, 2000)),
  winch: fc.oneof(fc.constant(1e7), uniform(500, 50000)),
  pusher: uniform(0, 5000),
  backward: fc.boolean(),
  findMax: fc.boolean(),
  undulation: fc.oneof(fc.constant(undefined), fc.constant(undefined), fc.tuple(uniform(2, 12), uniform(5, 80))),
});

type Case = typeof arbitrary extends fc.Arbitrary<infer T> ? T : never;

function data(p: Case, method: 'pull' | 'pushpull', stiffness: number): SimulationData {
  const rows: TrajectoryRow[] = [{ type: 'straight', slope: 0, length: 10 }, ...p.rows];
  return {
    layingMethod: method,
    pushingSpeed: 10,
    lubricant: 'yes',
    macMaxPullingForce: p.winch,
    macMaxPushingForce: method === 'pushpull' ? p.pusher : 0,
    cableOuterDiameter: 30,
    cableWeight: p.mass,
    cableStiffness: stiffness,
    cableMaxPullingForce: 1e7,
    cableCount: p.count,
    lostForce: p.lostForce,
    calculateBackward: p.backward,
    maxDistance: 3000,
    stretches: [{
      id: 'd', type: 'inDuct', outerDiameter: 160, innerDiameter: 140, innerSurface: 'smooth', cof: p.cof,
      ...(p.undulation ? { undulationPeriod: p.undulation[0], undulationAmplitude: p.undulation[1] } : {}),
    }],
    trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
  };
}

/** |a − b| ≤ 1e-9 relative (of the larger, at least 1 N or 1 m). */
function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

const runs = { seed: 20261202, numRuns: 250 };

describe('property: a pulled cable is never credited with pushing itself', () => {
  it('pull: no negative tension in the profile or progress, and the winch force equals the rope\'s (1e-9 relative)', () => {
    fc.assert(
      fc.property(arbitrary, (p) => {
        const stiff = engine.calculate(request(data(p, 'pull', p.stiffness), p.findMax));
        const rope = engine.calculate(request(data(p, 'pull', 0), p.findMax));
        expect(numbersIn(stiff).every(Number.isFinite)).toBe(true);
        expect(Math.min(...stiff.profile.force)).toBeGreaterThanOrEqual(0);
        expect(Math.min(...stiff.progress.pullingForce)).toBeGreaterThanOrEqual(0);
        expect(stiff.messages.some((m) => m.code === 'W_HEAD_COMPRESSED')).toBe(false);
        expect(stiff.status).toBe(rope.status);
        expect(same(stiff.forceAtEnd, rope.forceAtEnd), `${stiff.forceAtEnd} vs rope ${rope.forceAtEnd}`).toBe(true);
        expect(same(stiff.distance, rope.distance)).toBe(true);
        if (p.findMax) expect(same(stiff.maxDistance ?? NaN, rope.maxDistance ?? NaN)).toBe(true);
        expect(stiff.progress.pullingForce.length).toBe(rope.progress.pullingForce.length);
        stiff.progress.pullingForce.forEach((f, i) => expect(same(f, rope.progress.pullingForce[i] ?? NaN)).toBe(true));
      }),
      runs,
    );
  });

  it('pushpull: once in tension the cable stays in tension (until an intermediate pusher), whatever its stiffness', () => {
    fc.assert(
      fc.property(arbitrary, (p) => {
        const r: CalculateResponse = engine.calculate(request(data(p, 'pushpull', p.stiffness), p.findMax));
        expect(numbersIn(r).every(Number.isFinite)).toBe(true);
        expect(Math.min(...r.progress.pullingForce)).toBeGreaterThanOrEqual(0);
        // the profile is the forward pass (pusher at the entry, winch at the head) when the winch pulls at the end
        if (!(r.forceAtEnd > 0) || p.backward) return;
        const { position, force } = r.profile;
        let tension = false;
        force.forEach((f, i) => {
          // an intermediate pusher: a jump at one position may compress the cable again
          if (i > 0 && position[i] === position[i - 1] && f < (force[i - 1] ?? f)) tension = false;
          if (tension) expect(f, `at ${position[i]} m`).toBeGreaterThanOrEqual(0);
          if (f >= 0) tension = true;
        });
      }),
      runs,
    );
  });
});
