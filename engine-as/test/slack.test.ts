import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine, type SimulationData, type TrajectoryRow } from '@cla/engine';
import { G, numbersIn, request } from './helpers.js';
import { pushedRouteRow, uniform } from './random-route.js';

// A cable cannot push (engine-as/README.md "A cable cannot push"): in a pull a cable down a slope steeper than its
// friction runs slack, its tension floored at 0 whatever its bending stiffness; the winch force is never negative
// (the stiff cable against the rope over random routes: test/pull-floor.test.ts).

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const W = 3 * G;
const MU = 0.2;
const D = Math.PI / 180;
const straight = (length: number, slope = 0): TrajectoryRow => ({ type: 'straight', slope, length });

/** The steep-downhill case of the trust issue: 3 kg/m, 20 mm, COF 0.2, duct 110/90, one cable. */
function data(rows: TrajectoryRow[], over: Partial<SimulationData> = {}): SimulationData {
  return {
    layingMethod: 'pull',
    pushingSpeed: 10,
    lubricant: 'yes',
    macMaxPullingForce: 1e7,
    macMaxPushingForce: 0,
    cableOuterDiameter: 20,
    cableWeight: 3,
    cableStiffness: 0,
    cableMaxPullingForce: 1e7,
    cableCount: 1,
    lostForce: 0,
    stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 110, innerDiameter: 90, innerSurface: 'smooth', cof: MU }],
    trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
    ...over,
  };
}

const slack = (r: CalculateResponse) => r.messages.find((m) => m.code === 'W_SLACK_CABLE');

describe('a flexible cable runs slack down a steep slope (pull)', () => {
  it('pure downhill: winch force 0, success, the profile and progress at 0, W_SLACK_CABLE over the whole slope', () => {
    const r = engine.calculate(request(data([straight(300, -15)])));
    expect(r.status).toBe('success');
    expect(r.forceAtEnd).toBe(0);
    expect(Math.min(...r.profile.force)).toBe(0);
    expect(Math.max(...r.profile.force)).toBe(0);
    expect(Math.min(...r.progress.pullingForce)).toBe(0);
    const m = slack(r)!;
    expect(m.level).toBe('warning');
    expect(m.params).toEqual({ position: 0, endPosition: 300, length: 300 });
  });

  it('with a back tension the slack starts where it has been used up: x = T0 / (W·(sin α − μ·cos α))', () => {
    const t0 = 400;
    const x = t0 / (W * (Math.sin(15 * D) - MU * Math.cos(15 * D)));
    const r = engine.calculate(request(data([straight(300, -15), straight(100, 0)], { lostForce: t0 })));
    const m = slack(r)!;
    expect(Number(m.params.position)).toBeCloseTo(x, 9);
    expect(Number(m.params.endPosition)).toBeCloseTo(300, 9);
    expect(Number(m.params.length)).toBeCloseTo(300 - x, 9);
    expect(r.forceAtEnd).toBeCloseTo(MU * W * 100, 9);
  });

  it('two slack stretches: the first one located, the total length summed', () => {
    const rows = [straight(100, -20), straight(50, 0), straight(200, -25), straight(10, 0)];
    const r = engine.calculate(request(data(rows)));
    const m = slack(r)!;
    // the level 50 m build μ·W·50, used up by the second slope after x2
    const x2 = (MU * W * 50) / (W * (Math.sin(25 * D) - MU * Math.cos(25 * D)));
    expect(m.params.position).toBe(0);
    expect(Number(m.params.endPosition)).toBeCloseTo(100, 9);
    expect(Number(m.params.length)).toBeCloseTo(100 + 200 - x2, 9);
  });

  it('the 0 N winch fails where the cable first needs tension, with a force of 0 (not −0.00)', () => {
    const rows = [straight(300, -15), { type: 'curve' as const, angle: 60, radius: 5 }, straight(200, 0)];
    const r = engine.calculate(request(data(rows, { macMaxPullingForce: 0 })));
    expect(r.status).toBe('failed');
    const e = r.messages.find((m) => m.code === 'E_PULLING_FORCE')!;
    expect(e.params.force).toBe(0);
    expect(e.message).not.toContain('-');
    // inside the bend, once it no longer descends steeper than atan(μ)
    expect(r.distance).toBeGreaterThan(300);
    expect(r.distance).toBeLessThan(305);
  });

  it('calculateBackward travels the reversed route: the same answer as the golden 3-D case', () => {
    const rows = [straight(200, 0), { type: 'curve' as const, angle: -60, radius: 5 }, straight(300, 15)];
    const r = engine.calculate(request(data(rows, { calculateBackward: true })));
    expect(r.forceAtEnd).toBeCloseTo(1187.3211, 2);
    expect(Math.min(...r.profile.force)).toBe(0);
  });

  it('an intermediate pusher cannot push a flexible cable: what it gives beyond the tension is lost', () => {
    const rows: TrajectoryRow[] = [straight(100), { type: 'pusher', pushForce: 5000 }, straight(100)];
    const r = engine.calculate(request(data(rows)));
    expect(r.forceAtEnd).toBeCloseTo(MU * W * 100, 9);
    expect(Math.min(...r.profile.force)).toBe(0);
  });

  it('the max-distance search starts from zero tension after the slope: L = 300 + T_max/(μ·W)', () => {
    const r = engine.calculate(request(data([straight(300, -15), straight(50)], { macMaxPullingForce: 1000, maxDistance: 5000 }), true));
    expect(r.status).toBe('success');
    expect(r.maxDistance).toBeCloseTo(300 + 1000 / (MU * W), 6);
  });

  it('on rollers a stiff cable is a string too: floored at 0', () => {
    const over: Partial<SimulationData> = {
      cableStiffness: 5,
      stretches: [{ id: 'r', type: 'onRollers', outerDiameter: 110, innerDiameter: 90, innerSurface: 'smooth', cof: MU }],
    };
    const r = engine.calculate(request(data([straight(300, -15), straight(100)], over)));
    expect(Math.min(...r.profile.force)).toBe(0);
    expect(r.forceAtEnd).toBeCloseTo(MU * W * 100, 9);
  });

  it('pushpull: the pusher may compress the cable, but a cable in tension is not pushed by the slope', () => {
    // the pusher's compression relaxes on the level (100 N over 100/(μW) m), then tension, then the slope
    const rows = [straight(100), straight(300, -15), straight(100)];
    const r = engine.calculate(request(data(rows, { layingMethod: 'pushpull', macMaxPushingForce: 100 })));
    expect(r.profile.force[0]).toBeCloseTo(-100, 9);
    expect(r.forceAtEnd).toBeCloseTo(MU * W * 100, 9);
    expect(slack(r)).toBeDefined();
  });
});

describe('a stiff cable is floored at 0 too: no credit for compression in a pull', () => {
  // before: a stiff cable carried compression down the slope (the helical-buckling bound) and the winch was
  // credited with it after the slope; now the tension is floored whatever the stiffness (2 N·m² and the ~38 N·m²
  // the domain estimates for the demo pull cable)
  it.each([2, 38])('B = %s N·m²: −15° and −45° give the rope\'s 0 N, slack over the whole slope, no compressed head', (b) => {
    for (const slope of [-15, -45]) {
      const r = engine.calculate(request(data([straight(300, slope)], { cableStiffness: b })));
      expect(r.status).toBe('success');
      expect(r.forceAtEnd).toBe(0);
      expect(Math.min(...r.profile.force)).toBe(0);
      expect(Math.max(...r.profile.force)).toBe(0);
      expect(Math.min(...r.progress.pullingForce)).toBe(0);
      expect(r.messages.some((m) => m.code === 'W_HEAD_COMPRESSED')).toBe(false);
      expect(slack(r)!.params).toEqual({ position: 0, endPosition: 300, length: 300 });
    }
  });

  it('an intermediate pusher cannot push a stiff cable either', () => {
    const rows: TrajectoryRow[] = [straight(100), { type: 'pusher', pushForce: 5000 }, straight(100)];
    const r = engine.calculate(request(data(rows, { cableStiffness: 38 })));
    expect(r.forceAtEnd).toBeCloseTo(MU * W * 100, 9);
    expect(Math.min(...r.profile.force)).toBe(0);
  });
});

describe('property: a flexible cable never carries compression in a pull', () => {
  // uniform in [min, max] (fc.double draws uniformly over the doubles' bit patterns: mostly values near 0)
  const row = pushedRouteRow(uniform(-30, 30), 400);
  const pull = fc.record({
    rows: fc.array(row, { minLength: 1, maxLength: 12 }),
    cof: uniform(0.05, 0.6),
    weight: uniform(0.05, 10),
    lostForce: uniform(0, 2000),
    backward: fc.boolean(),
    findMax: fc.boolean(),
    rollers: fc.boolean(),
  });

  it('no negative profile, progress or winch force over 300 random pulls (fixed seed)', () => {
    fc.assert(
      fc.property(pull, (p) => {
        const rows: TrajectoryRow[] = [straight(10, 0), ...p.rows];
        const type = p.rollers ? ('onRollers' as const) : ('inDuct' as const);
        const d = data(rows, {
          cableWeight: p.weight,
          lostForce: p.lostForce,
          calculateBackward: p.backward,
          maxDistance: 3000,
          stretches: [{ id: 'd', type, outerDiameter: 110, innerDiameter: 90, innerSurface: 'smooth', cof: p.cof }],
        });
        const r = engine.calculate(request(d, p.findMax));
        expect(r.status).not.toBe('notStarted');
        expect(numbersIn(r).every(Number.isFinite)).toBe(true);
        expect(Math.min(...r.profile.force)).toBeGreaterThanOrEqual(0);
        expect(Math.min(...r.progress.pullingForce)).toBeGreaterThanOrEqual(0);
        expect(r.forceAtEnd).toBeGreaterThanOrEqual(0);
      }),
      { seed: 20240527, numRuns: 300 },
    );
  });

  it('on straights the force is the floored sum F_{k+1} = max(0, F_k + W·L·(μ·cos α + sin α)) (1e-9 relative)', () => {
    const straights = fc.array(
      fc.record({ slope: uniform(-30, 30), length: uniform(0, 400) }),
      { minLength: 1, maxLength: 10 },
    );
    fc.assert(
      fc.property(straights, uniform(0.05, 0.6), uniform(0, 2000), (ss, cof, t0) => {
        // a level 10 m first: a route of length 0 does not start
        const rows = [straight(10), ...ss.map((s) => straight(s.length, s.slope))];
        const stretches = [{ id: 'd', type: 'inDuct' as const, outerDiameter: 110, innerDiameter: 90, innerSurface: 'smooth' as const, cof }];
        const r = engine.calculate(request(data(rows, { lostForce: t0, stretches })));
        let f = t0 + W * 10 * cof;
        for (const s of ss) f = Math.max(0, f + W * s.length * (cof * Math.cos(s.slope * D) + Math.sin(s.slope * D)));
        expect(Math.abs(r.forceAtEnd - f)).toBeLessThanOrEqual(1e-9 * Math.max(1, f, t0, W * 4000));
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});
