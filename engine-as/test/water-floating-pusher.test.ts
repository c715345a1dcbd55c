// Floating at field speeds, where the pusher slows the cable at its force limit, and floating with a sonic head (docs/physics.md#floating, docs/physics.md#jetting), from the request format only.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, type LayingMethod } from '@cla/engine';

import { G, numbersIn, request } from './helpers.js';
import { randomRoute } from './random-route.js';
import { NU, RHO, curve, lambda, param, rel, straight, waterData } from './water-cases.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
/**
 * The W18 field case (docs/physics.md#worked-examples: 40/32 duct, 8.5 mm 192-fibre cable of 65 kg/km, 7.7 km at 4–12 bar and
 * 65–130 m/min), on a shorter route with bends: a 500 N pusher and a flexible cable (B 0.3 N·m²) that locks up
 * (helical buckling) after a few hundred metres pushed dry.
 */
const fieldRows = [straight(600), curve(20, 30), straight(600), curve(-20, 30), straight(600), curve(20, 30), straight(600), curve(-20, 30), straight(600)];
const fieldCase = (speed: number, bar: number, method: LayingMethod = 'floating', push = 500) =>
  waterData({ method, speed, bar, push, dd: 32, dc: 8.5, mass: 0.065, b: 0.3, rows: fieldRows });
/** m/min, the creep speed of a floating pusher (assembly/methods/water.ts CREEP_SPEED). */
const CREEP = 1;

describe('floating: the pusher slows the cable at its force limit (docs/physics.md#floating, docs/physics.md#engineering-choices [E])', () => {
  it('at field speeds it goes at least as far as pushing, whatever the pressure (distance and max distance)', () => {
    const push = engine.calculate(request(fieldCase(125, 0, 'push'), true));
    expect(push.status).toBe('failed');
    for (const speed of [20, 60, 125]) {
      for (const bar of [0, 4, 12]) {
        const r = engine.calculate(request(fieldCase(speed, bar), true));
        expect(r.distance, `${speed} m/min, ${bar} bar`).toBeGreaterThanOrEqual(push.distance);
        expect(r.maxDistance, `${speed} m/min, ${bar} bar`).toBeGreaterThanOrEqual(push.maxDistance);
      }
    }
  });

  it('at 125 m/min more water pressure never shortens the max distance (open and sonic head, duct max 12 bar)', () => {
    const stretches = [{ id: 'd', type: 'inDuct' as const, outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth' as const, cof: 0.1, maxPressure: 12 }];
    for (const cableEnd of ['open', 'sonic'] as const) {
      let last = 0;
      for (const bar of [0, 1, 2, 4, 8, 12, 16]) {
        const r = engine.calculate(request({ ...fieldCase(125, bar), cableEnd, stretches }, true));
        expect(r.maxDistance, `${cableEnd} ${bar} bar`).toBeGreaterThanOrEqual(last);
        last = r.maxDistance;
      }
      expect(last).toBeGreaterThan(5000);
    }
  });

  it('where the set speed would exceed the pushing force the cable slows (W_SPEED_REDUCED), never below the creep speed, the pusher never above its force', () => {
    const r = engine.calculate(request(fieldCase(125, 4)));
    expect(r.status).toBe('success');
    const from = param(r, 'W_SPEED_REDUCED', 'position');
    const slowest = param(r, 'W_SPEED_REDUCED', 'speed');
    expect(from).toBeGreaterThan(0);
    expect(from).toBeLessThan(r.distance);
    expect(slowest).toBeLessThan(125);
    expect(slowest).toBeGreaterThanOrEqual(CREEP);
    expect(Math.min(...r.progress.speed)).toBeCloseTo(slowest, 9);
    for (let i = 0; i < r.progress.length.length; i++) {
      expect(r.progress.speed[i]!).toBeLessThanOrEqual(125 * (1 + 1e-12));
      expect(r.progress.speed[i]!).toBeGreaterThanOrEqual(CREEP);
      expect(r.progress.pushingForce[i]!).toBeLessThanOrEqual(500 + 1e-9);
      // at the set speed before the slow-down starts, slowed after it
      if (r.progress.length[i]! < from - 1e-3) expect(r.progress.speed[i]).toBeCloseTo(125, 9);
      if (r.progress.length[i]! > from + 1e-3) expect(r.progress.speed[i]!).toBeLessThan(125 * (1 - 1e-6));
    }
    // the regulated speed at the end is the highest the pusher allows, to 1 % (0.1 % of force where the force is
    // smooth): set 2 % above it, the pusher still slows the cable there; set 2 % below, it keeps that speed
    const end = r.progress.speed.at(-1)!;
    const above = engine.calculate(request(fieldCase(end * 1.02, 4)));
    expect(above.progress.speed.at(-1)!).toBeLessThan(end * 1.02 * (1 - 1e-9));
    const below = engine.calculate(request(fieldCase(end * 0.98, 4)));
    expect(below.progress.speed.at(-1)!).toBeCloseTo(end * 0.98, 9);
    // a speed the water allows is kept: no message, the duration is length / speed
    const slow = engine.calculate(request(fieldCase(2, 4)));
    expect(slow.messages.some((m) => m.code === 'W_SPEED_REDUCED')).toBe(false);
    expect(slow.progress.speed.every((v) => v === 2)).toBe(true);
    expect(slow.duration).toBeCloseTo(slow.distance / 2, 9);
  });

  it('the regulated state does not depend on a set speed above it; the duration integrates 1/speed over the progress', () => {
    const a = engine.calculate(request(fieldCase(60, 4)));
    const b = engine.calculate(request(fieldCase(125, 4)));
    expect(rel(a.progress.speed.at(-1)!, b.progress.speed.at(-1)!)).toBeLessThan(2e-3);
    // the pusher at its force in both (near a lock-up the force at a speed within 0.1 % may be lower)
    expect(a.forceAtEnd).toBeLessThanOrEqual(500);
    expect(b.forceAtEnd).toBeLessThanOrEqual(500);
    for (const r of [a, b]) {
      const { length, speed, time } = r.progress;
      let t = 0;
      for (let i = 1; i < length.length; i++) t += ((length[i]! - length[i - 1]!) * (1 / speed[i - 1]! + 1 / speed[i]!)) / 2;
      expect(time.at(-1)).toBeCloseTo(t, 9);
      expect(r.duration).toBeCloseTo(t, 9);
      expect(r.duration).toBeGreaterThan(r.distance / 60);
    }
  });

  it('property: any floating request answers finite numbers, speeds in [creep, set], the pusher within its force', () => {
    const input = fc.record({
      rows: randomRoute,
      speed: fc.double({ min: 0.5, max: 200, noNaN: true }),
      bar: fc.double({ min: 0, max: 16, noNaN: true }),
      push: fc.double({ min: 20, max: 3000, noNaN: true }),
      dc: fc.double({ min: 5, max: 25, noNaN: true }),
      mass: fc.double({ min: 0.01, max: 0.6, noNaN: true }),
      b: fc.double({ min: 0.05, max: 20, noNaN: true }),
      cableEnd: fc.constantFrom('open' as const, 'sonic' as const),
      prefilled: fc.boolean(),
    });
    fc.assert(
      fc.property(input, ({ rows, speed, bar, push, dc, mass, b, cableEnd, prefilled }) => {
        const stretches = [{ id: 'd', type: 'inDuct' as const, outerDiameter: 48, innerDiameter: 40, innerSurface: 'smooth' as const, cof: 0.1, prefilled }];
        const r = engine.calculate(request(waterData({ speed, bar, push, dc, mass, b, rows }, { stretches, cableEnd, maxDistance: 4000 }), true));
        expect(numbersIn(r).every(Number.isFinite)).toBe(true);
        expect(['success', 'failed']).toContain(r.status);
        const floor = Math.min(speed, CREEP);
        for (let i = 0; i < r.progress.speed.length; i++) {
          expect(r.progress.speed[i]!).toBeGreaterThanOrEqual(floor * (1 - 1e-9));
          expect(r.progress.speed[i]!).toBeLessThanOrEqual(speed * (1 + 1e-9));
          // (1e-6: the final state is integrated in sampled pieces, the search with the closed forms); a failure at
          // the start reports the force it needs there (e.g. the seal's p_in·A_c alone above the pusher's force)
          if (r.distance > 0) expect(r.progress.pushingForce[i]!).toBeLessThanOrEqual(push * (1 + 1e-6));
        }
        expect(r.distance).toBeLessThanOrEqual(r.maxDistance + 1e-9);
      }),
      { numRuns: 200, seed: 20261124 },
    );
  });

  it('stalled even at the creep speed: it stops where the cable set at the creep speed stops (E_PUSHING_FORCE, 1e-6 relative)', () => {
    // a weak pusher and no water flow: buoyancy alone
    const fast = engine.calculate(request(fieldCase(125, 0, 'floating', 60), true));
    const creep = engine.calculate(request(fieldCase(CREEP, 0, 'floating', 60), true));
    expect(fast.status).toBe('failed');
    expect(fast.limitedBy?.code).toBe('E_PUSHING_FORCE');
    expect(rel(fast.distance, creep.distance)).toBeLessThan(1e-6);
    expect(rel(fast.maxDistance, creep.maxDistance)).toBeLessThan(1e-6);
    expect(fast.progress.speed.at(-1)).toBeCloseTo(CREEP, 3);
  });

  it('a faster cable needs more force (the regulation searches the speed on this): pusher rising with the speed', () => {
    // a stiff cable that does not lock up below 80 m/min, a strong pusher: the force at the end for each speed
    // (negative at low speed: the water pulls the cable in and the pusher holds it back)
    let last = -Infinity;
    for (const speed of [1, 5, 10, 20, 40, 80]) {
      const r = engine.calculate(request(waterData({ speed, bar: 4, dd: 32, dc: 8.5, mass: 0.065, b: 100, rows: fieldRows })));
      expect(r.messages.some((m) => m.code === 'W_SPEED_REDUCED')).toBe(false);
      expect(r.forceAtEnd, `${speed} m/min`).toBeGreaterThan(last);
      last = r.forceAtEnd;
    }
  });
});

describe('floating with a sonic head: a leaking plug at the head (docs/physics.md#jetting, docs/physics.md#engineering-choices [E])', () => {
  const ad = (Math.PI / 4) * 0.032 ** 2;
  const ac = (Math.PI / 4) * 0.008 ** 2;
  it('still cable, full duct: p_in = g·L + ρ/2·(Q/A_o)², the head pulls Δp·A_d, pusher = μW_eff·L − k·g·L + A_c·p_in − Δp·A_d', () => {
    const bar = 2;
    const r = engine.calculate(request(waterData({ speed: 1e-6, bar }, { cableEnd: 'sonic' })));
    expect(r.status).toBe('success');
    // the flow at the end (waterFlow is the peak of the installation, with less cable in)
    const area = ad - ac;
    const dh = 0.032 - 0.008;
    const v = param(r, 'I_WATER_SPEED', 'waterSpeed') / 60;
    const q = v * area;
    const g = (lambda((v * dh) / NU) * RHO * v * v) / (2 * dh);
    const ao = 0.02 * ad;
    const dp = 0.5 * RHO * (q / ao) ** 2;
    // the pump's pressure is taken by the annulus and the plug
    // (1e-6: the cable creeps at 1e-6 m/min, v_c/v ≈ 4e-8)
    expect(rel(g * 1000 + dp, bar * 1e5)).toBeLessThan(1e-6);
    expect(rel(param(r, 'I_HEAD_FORCE', 'force'), dp * ad)).toBeLessThan(1e-6);
    expect(rel(param(r, 'I_HEAD_FORCE', 'pressureDrop'), dp / 1e5)).toBeLessThan(1e-6);
    // true tension at the head: the pull less the pressure behind the plug on the cable's end face
    expect(rel(param(r, 'I_HEAD_FORCE', 'tension'), dp * ad - dp * ac)).toBeLessThan(1e-6);
    const wEff = 0.06 * G - RHO * G * ac;
    const k = (Math.PI / 4) * 0.008 * 0.032;
    expect(Math.abs(r.forceAtEnd - (0.1 * wEff * 1000 - k * g * 1000 + ac * bar * 1e5 - dp * ad))).toBeLessThan(1e-3);
    // the open head passes more water and has no pull
    const open = engine.calculate(request(waterData({ speed: 1e-6, bar })));
    expect(open.waterFlow).toBeGreaterThan(r.waterFlow);
    expect(open.messages.some((m) => m.code === 'I_HEAD_FORCE')).toBe(false);
    // a shuttle's plug leaks half as much: a larger differential, more pull
    const shuttle = engine.calculate(request(waterData({ speed: 1e-6, bar }, { cableEnd: 'shuttle' })));
    expect(param(shuttle, 'I_HEAD_FORCE', 'force')).toBeGreaterThan(param(r, 'I_HEAD_FORCE', 'force'));
  });

  it('the plug brakes a cable that outruns the water; its pull counts against the cable max pulling force', () => {
    // (the head 100 m in, 200 m of water ahead to push against: at the exit itself the plug pushes the water
    // straight out, and the water behind it is not drawn below atmospheric, docs/physics.md#water-flow)
    const fast = engine.calculate(request(waterData({ speed: 120, bar: 0.5, rows: [straight(300)] }, { cableEnd: 'sonic', xend: 200 })));
    expect(param(fast, 'I_HEAD_FORCE', 'force')).toBeLessThan(0);
    const weak = engine.calculate(request(waterData({ speed: 1e-6, bar: 8 }, { cableEnd: 'sonic', cableMaxPullingForce: 20 })));
    expect(weak.status).toBe('failed');
    expect(weak.limitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
  });
});
