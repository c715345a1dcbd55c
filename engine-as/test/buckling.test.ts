import { beforeAll, describe, expect, it } from 'vitest';
import type { SimulationData } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { G, numbersIn, request } from './helpers.js';

// docs/physics.md#buckling / D2: 26/12 mm duct, W 1.2 N/m, B 0.5 N·m², μ 0.1, pusher 200 N
const W = 1.2;
const B = 0.5;
const MU = 0.1;
const R = (0.026 - 0.012) / 2;
const F_HEL = 2.828 * Math.sqrt((B * W) / R);
const K = Math.sqrt(R / (4 * B * W));
/** Griffioen: N_buckle from C = 0 (docs/physics.md#buckling closed form). */
const griffioen = (f0: number) => (1 / MU) * Math.sqrt((4 * B) / (W * R)) * Math.atan(f0 * K);
/** Threshold model [E]: linear up to F_hel, then the Riccati closed form. */
const threshold = (f0: number) =>
  f0 <= F_HEL ? f0 / (MU * W) : F_HEL / (MU * W) + (1 / MU) * Math.sqrt((4 * B) / (W * R)) * (Math.atan(f0 * K) - Math.atan(F_HEL * K));

function pushData(force: number, rows: SimulationData['trajectory']['rows'], over: Partial<SimulationData> = {}): SimulationData {
  return {
    layingMethod: 'push',
    pushingSpeed: 10,
    lubricant: 'yes',
    macMaxPullingForce: 0,
    macMaxPushingForce: force,
    cableOuterDiameter: 12,
    cableWeight: W / G,
    cableStiffness: B,
    cableMaxPullingForce: 1e6,
    cableCount: 1,
    stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 32, innerDiameter: 26, innerSurface: 'smooth', cof: MU }],
    trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
    ...over,
  };
}
const straight = (length: number, slope = 0) => ({ type: 'straight' as const, slope, length });

let dbg: DebugEngine;
beforeAll(async () => {
  dbg = await createDebugEngine();
});

describe('helical buckling of a pushed cable (docs/physics.md#buckling, D2)', () => {
  it('D2 from C = 0 as Griffioen: L(200 N) = 228.13 m, L_max = 242.38 m', () => {
    dbg.set(2, 1);
    try {
      const r = dbg.engine.calculate(request(pushData(200, [straight(1000)])));
      expect(r.status).toBe('failed');
      expect(r.limitedBy?.code).toBe('E_PUSHING_FORCE');
      expect(r.distance).toBeCloseTo(228.13, 2);
      expect(r.distance).toBeCloseTo(griffioen(200), 6);
      const big = dbg.engine.calculate(request(pushData(1e9, [straight(1000)])));
      expect(big.distance).toBeCloseTo(242.38, 2);
      expect(big.distance).toBeCloseTo((Math.PI / MU) * Math.sqrt(B / (W * R)), 3);
      expect(numbersIn(big).every(Number.isFinite)).toBe(true);
    } finally {
      dbg.set(2, 0);
    }
  });

  it('default threshold switch [E]: buckling only above F_hel = 2.828·√(B·W/r) = 26.2 N', () => {
    expect(F_HEL).toBeCloseTo(26.18, 2);
    const r = dbg.engine.calculate(request(pushData(200, [straight(1000)])));
    expect(r.distance).toBeCloseTo(threshold(200), 6);
    // below the threshold the pushed string model holds: L = F / (μ·W)
    const low = dbg.engine.calculate(request(pushData(20, [straight(1000)])));
    expect(low.distance).toBeCloseTo(20 / (MU * W), 6);
  });

  it('the pusher force at the reached distance equals the set force; the profile is monotone', () => {
    const r = dbg.engine.calculate(request(pushData(200, [straight(1000)])));
    expect(r.forceAtEnd).toBeCloseTo(200, 4);
    const f = r.profile.force;
    for (let i = 1; i < f.length; i++) expect(f[i] ?? 0).toBeGreaterThanOrEqual((f[i - 1] ?? 0) - 1e-9);
    expect(f[0]).toBeCloseTo(-200, 3);
    expect(f.at(-1)).toBeCloseTo(0, 9);
  });

  it('split straights give the same answer as one (closed form is exact)', () => {
    const one = dbg.engine.calculate(request(pushData(150, [straight(600)])));
    const many = dbg.engine.calculate(request(pushData(150, Array.from({ length: 12 }, () => straight(50)))));
    expect(many.distance).toBeCloseTo(one.distance, 6);
  });

  it('zero stiffness switches buckling off (string model); uphill and downhill stay finite', () => {
    const string = dbg.engine.calculate(request(pushData(200, [straight(5000)], { cableStiffness: 0 })));
    expect(string.distance).toBeCloseTo(200 / (MU * W), 6);
    for (const slope of [-5, 5]) {
      const r = dbg.engine.calculate(request(pushData(200, [straight(2000, slope)])));
      expect(numbersIn(r).every(Number.isFinite)).toBe(true);
      expect(r.forceAtEnd).toBeCloseTo(200, 3);
    }
  });

  it('buckling in a bend costs more than the string model and stays finite', () => {
    const rows = [straight(100), { type: 'curve' as const, angle: 90, radius: 5 }, straight(400)];
    const stiff = dbg.engine.calculate(request(pushData(50, rows)));
    const string = dbg.engine.calculate(request(pushData(50, rows, { cableStiffness: 0 })));
    expect(stiff.distance).toBeLessThan(string.distance);
    expect(numbersIn(stiff).every(Number.isFinite)).toBe(true);
  });
});
