import { beforeAll, describe, expect, it } from 'vitest';
import type { SimulationData, Stretch } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { G, numbersIn, pullData, request } from './helpers.js';

let dbg: DebugEngine;
beforeAll(async () => {
  dbg = await createDebugEngine();
});

const straight = (length: number, slope = 0) => ({ type: 'straight' as const, slope, length });
const duct = (over: Partial<Stretch> = {}): Stretch => ({
  id: 'd', type: 'inDuct', outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth', cof: 0.2, ...over,
});
const MU = 0.2;
const W = G; // helpers' cable: 1 kg/m

describe('bending stiffness at bend ends (docs/physics.md#bending-stiffness [E])', () => {
  const B = 50;
  const R = 2;
  const theta = Math.PI / 2;
  const gap = 0.1 - 0.02;
  const nc = (f: number) => Math.max(Math.sqrt(B * Math.abs(f)) / R, (2 * B * theta) / (R * Math.sqrt(2 * R * gap)));
  const hbend = (t: number) => {
    const x = MU * theta;
    return t * Math.cosh(x) + Math.sinh(x) * Math.sqrt(t * t + (W * R) ** 2);
  };
  // (a micrometre of straight after the bend: the head passes its exit, where the cable is straightened)
  const rows = [straight(0), { type: 'curve' as const, angle: 90, radius: R }, straight(1e-6)];

  it('forced on for a pull: T_out = bend(T_in + μN_c(T_in)) + μN_c(…) exactly', () => {
    dbg.set(3, 1);
    try {
      const r = dbg.engine.calculate(request(pullData(rows, { lostForce: 1000, cableStiffness: B })));
      const t1 = 1000 + MU * nc(1000);
      const t2 = hbend(t1);
      expect(r.forceAtEnd).toBeCloseTo(t2 + MU * nc(t2), 2);
    } finally {
      dbg.set(3, 0);
    }
  });

  it('none at the head: a push whose route ends at a bend\'s exit pays the entry force and not the exit one (no cable beyond the head to straighten), P = bend(0) + μN_c(bend(0)) + μWL exactly; a millimetre past the exit it does', () => {
    const push = (tail: number) => dbg.engine.calculate(request(pullData(
      [straight(50), { type: 'curve' as const, angle: 90, radius: R }, ...(tail > 0 ? [straight(tail)] : [])],
      { layingMethod: 'push', cableStiffness: B, macMaxPushingForce: 1e6 },
    )));
    const exact = push(0);
    const t = hbend(0);
    expect(exact.status).toBe('success');
    expect(exact.forceAtEnd).toBeCloseTo(t + MU * nc(t) + MU * W * 50, 2);
    // past the exit the head's straightening force μ·N_c(0) = 28 N, carried through the bend
    const past = push(1e-3);
    expect(past.forceAtEnd - exact.forceAtEnd).toBeGreaterThan(MU * nc(0));
  });

  it('at the launch: a push whose route starts with a bend pays its entry force (the cable comes from the pusher, straight), P = bend(μWL + μN_c) + μN_c(…) exactly, as with a micrometre of straight before the bend', () => {
    const push = (lead: number) => dbg.engine.calculate(request(pullData(
      [...(lead > 0 ? [straight(lead)] : []), { type: 'curve' as const, angle: 90, radius: R }, straight(50)],
      { layingMethod: 'push', cableStiffness: B, macMaxPushingForce: 1e6 },
    )));
    const atLaunch = push(0);
    const t1 = MU * W * 50 + MU * nc(MU * W * 50);
    const t2 = hbend(t1);
    expect(atLaunch.status).toBe('success');
    expect(atLaunch.forceAtEnd).toBeCloseTo(t2 + MU * nc(t2), 2);
    // continuous in the straight before the bend (it jumped by μ·N_c = 28 N when the bend started at the launch)
    expect(Math.abs(push(1e-6).forceAtEnd - atLaunch.forceAtEnd)).toBeLessThan(1e-3);
  });

  it('off for pull by default, on for push: pushing through a bend costs more with it', () => {
    const pull = dbg.engine.calculate(request(pullData(rows, { lostForce: 1000, cableStiffness: B })));
    expect(pull.forceAtEnd).toBeCloseTo(hbend(1000), 2);
    const pushRows = [straight(50), { type: 'curve' as const, angle: 90, radius: R }, straight(50)];
    const data: SimulationData = pullData(pushRows, { layingMethod: 'push', cableStiffness: B });
    const on = dbg.engine.calculate(request(data));
    dbg.set(3, 2);
    try {
      const off = dbg.engine.calculate(request(data));
      expect(on.forceAtEnd).toBeGreaterThan(off.forceAtEnd + 1);
    } finally {
      dbg.set(3, 0);
    }
  });
});

describe('undulations (docs/physics.md#undulations [E])', () => {
  // A 30 mm, P 2 m, clearance (100 − 20)/2 = 40 mm → A_eff = 0 ; A 60 mm → A_eff 20 mm
  const kappa = (aEff: number, p: number) => (4 * Math.atan((2 * Math.PI * aEff) / p)) / p;

  it('tension on a level straight grows as the linear ODE: F = (F0 + c/k)·e^(kL) − c/k', () => {
    const r = dbg.engine.calculate(
      request(pullData([straight(100)], { lostForce: 500, stretches: [duct({ undulationAmplitude: 60, undulationPeriod: 2 })] })),
    );
    const k = MU * kappa(0.02, 2);
    const c = MU * W;
    expect(r.forceAtEnd).toBeCloseTo((500 + c / k) * Math.exp(k * 100) - c / k, 4);
  });

  it('a pull limited on a long undulated straight stops where F = (F0 + c/k)·e^(kx) − c/k reaches the limit, however long the straight (1e-9 m)', () => {
    // the crossing was interpolated between the straight's samples: on the chord of the exponential, the longer the
    // straight the earlier (a 20 km straight stopped at 848 m instead of 1110 m)
    const k = MU * kappa(0.02, 2);
    const c = MU * W;
    const limit = 20_000;
    const expected = Math.log((limit + c / k) / (500 + c / k)) / k;
    for (const length of [300, 5_000, 100_000]) {
      const r = dbg.engine.calculate(
        request(pullData([straight(length)], { lostForce: 500, macMaxPullingForce: limit, stretches: [duct({ undulationAmplitude: 60, undulationPeriod: 2 })] })),
      );
      expect(r.status).toBe('failed');
      expect(r.distance).toBeCloseTo(expected, 9);
      expect(r.forceAtEnd).toBeCloseTo(limit, 6);
      // the profile reaches the limit at the head, the progress (201 points, linear between samples) within 1e-5
      expect(r.profile.force.at(-1)).toBeCloseTo(limit, 6);
      if (length > 10_000) continue;
      const mid = r.progress.length.length >> 1;
      const l = r.progress.length[mid]!;
      expect(Math.abs(r.progress.pullingForce[mid]! - ((500 + c / k) * Math.exp(k * l) - c / k)) / limit).toBeLessThan(1e-5);
    }
  });

  it('an amplitude within the clearance does nothing (A_eff = max(0, A − clearance/2))', () => {
    const plain = dbg.engine.calculate(request(pullData([straight(400)], { lostForce: 500 })));
    const small = dbg.engine.calculate(
      request(pullData([straight(400)], { lostForce: 500, stretches: [duct({ undulationAmplitude: 30, undulationPeriod: 2 })] })),
    );
    expect(small.forceAtEnd).toBeCloseTo(plain.forceAtEnd, 9);
  });

  it('simpleMode undulates every duct stretch with A 12 mm, P 3 m where the cable is pushed, blown or floated; none where it is pulled', () => {
    const narrow = { cableOuterDiameter: 90 }; // clearance 5 mm → A_eff 7 mm
    const pushed = { ...narrow, layingMethod: 'push' as const, macMaxPushingForce: 1e6, lostForce: 0 };
    const simple = dbg.engine.calculate(request(pullData([straight(300)], { ...pushed, simpleMode: true })));
    const explicit = dbg.engine.calculate(
      request(pullData([straight(300)], { ...pushed, stretches: [duct({ undulationAmplitude: 12, undulationPeriod: 3 })] })),
    );
    expect(simple.forceAtEnd).toBeCloseTo(explicit.forceAtEnd, 9);
    const flat = dbg.engine.calculate(request(pullData([straight(300)], pushed)));
    expect(simple.forceAtEnd).toBeGreaterThan(flat.forceAtEnd);
    // a pull in simple mode: no undulation (docs/physics.md#automatic-values-and-their-sources)
    const pulled = dbg.engine.calculate(request(pullData([straight(300)], { ...narrow, lostForce: 100, simpleMode: true })));
    const plain = dbg.engine.calculate(request(pullData([straight(300)], { ...narrow, lostForce: 100 })));
    expect(pulled.forceAtEnd).toBeCloseTo(plain.forceAtEnd, 9);
  });

  it('a pushed stiff cable goes less far in an undulated duct; everything stays finite', () => {
    const base = { layingMethod: 'push' as const, macMaxPushingForce: 400, cableStiffness: 2 };
    const flat = dbg.engine.calculate(request(pullData([straight(3000)], base)));
    const wavy = dbg.engine.calculate(
      request(pullData([straight(3000)], { ...base, stretches: [duct({ undulationAmplitude: 60, undulationPeriod: 2 })] })),
    );
    expect(wavy.distance).toBeLessThan(flat.distance);
    expect(wavy.forceAtEnd).toBeCloseTo(400, 3);
    expect(numbersIn(wavy).every(Number.isFinite)).toBe(true);
  });
});
