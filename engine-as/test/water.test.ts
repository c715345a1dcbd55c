import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine, type LayingMethod, type SimulationData, type TrajectoryRow } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { G, numbersIn, request } from './helpers.js';
import { randomRoute } from './random-route.js';

// The water methods (docs/physics.md#water-flow, docs/physics.md#floating, docs/physics.md#water-push-pull, docs/physics.md#free-floating), from the request format only.

const straight = (length: number, slope = 0): TrajectoryRow => ({ type: 'straight', slope, length });
const curve = (angle: number, radius = 20): TrajectoryRow => ({ type: 'curve', angle, radius });
const RHO = 1000;
const NU = 1e-6;

interface WaterCase {
  method?: LayingMethod;
  /** mm */
  dd?: number;
  /** mm */
  dc?: number;
  /** kg/m */
  mass?: number;
  /** N·m² */
  b?: number;
  mu?: number;
  /** bar gauge */
  bar?: number;
  /** N */
  push?: number;
  /** m/min */
  speed?: number;
  rows?: TrajectoryRow[];
}

/** One cable through one smooth duct stretch; μ is the stretch cof (lubricant "yes": factor 1). */
function waterData({ method = 'floating', dd = 32, dc = 8, mass = 0.06, b = 1e9, mu = 0.1, bar = 0, push = 1e7, speed = 30, rows = [straight(1000)] }: WaterCase, over: Partial<SimulationData> = {}): SimulationData {
  return {
    layingMethod: method,
    pushingSpeed: speed,
    waterPressure: bar,
    waterInDensity: 1,
    lubricant: 'yes',
    macMaxPullingForce: 0,
    macMaxPushingForce: push,
    cableOuterDiameter: dc,
    cableWeight: mass,
    cableStiffness: b,
    cableMaxPullingForce: 1e7,
    cableEnd: method === 'floating' ? 'open' : 'shuttle',
    cableCount: 1,
    cableLength: 100,
    maxDistance: 20_000,
    stretches: [{ id: 'd', type: 'inDuct', outerDiameter: dd + 8, innerDiameter: dd, innerSurface: 'smooth', cof: mu }],
    trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
    ...over,
  };
}

const param = (r: CalculateResponse, code: string, name: string): number => {
  const m = r.messages.find((x) => x.code === code);
  expect(m, `message ${code}`).toBeDefined();
  return m!.params[name] as number;
};
const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);
/** Blasius / laminar Darcy factor of a smooth duct. */
const lambda = (re: number) => (re < 2300 ? 64 / re : 0.316 * re ** -0.25);

/** A route with bends and slopes, for the properties. */
const mixedRows = [straight(400), curve(45), straight(600, 2), curve(-30), straight(700, -1), curve(60), straight(800), curve(-40), straight(500, 1)];

let engine: Engine;
let dbg: DebugEngine;
beforeAll(async () => {
  engine = await createEngine();
  dbg = await createDebugEngine();
});

describe('buoyancy (docs/physics.md#floating, D6)', () => {
  const ac = (Math.PI / 4) * 0.008 ** 2;
  it('D6: an 8 mm cable of 60 kg/km floats with W_eff = W − ρ·g·A_c = 0.0955 N/m: pusher μ·W_eff·L (1e-3 N)', () => {
    const wEff = 0.06 * G - RHO * G * ac;
    expect(Math.abs(wEff - 0.096)).toBeLessThan(1e-3);
    // water still (0 bar), the cable crawling (1e-3 m/min): no drag to speak of
    const r = engine.calculate(request(waterData({ speed: 1e-3 })));
    expect(r.status).toBe('success');
    expect(Math.abs(r.forceAtEnd - 0.1 * wEff * 1000)).toBeLessThan(1e-3);
  });

  it('a neutrally buoyant cable has no weight friction, even through bends', () => {
    // a string (no stiffness): F = 0 stays 0 through the bends
    const r = engine.calculate(request(waterData({ speed: 1e-3, b: 0, mass: RHO * ac, rows: [straight(300), curve(90, 5), straight(300), curve(-60, 5), straight(200)] })));
    expect(r.status).toBe('success');
    expect(Math.abs(r.forceAtEnd)).toBeLessThan(1e-3);
  });

  it('a cable lighter than water rides on the duct top: friction μ·|W_eff|; pushed up a standing water column through the seal it carries its dry weight', () => {
    const mass = 0.02;
    const wEff = mass * G - RHO * G * ac;
    expect(wEff).toBeLessThan(0);
    const level = engine.calculate(request(waterData({ speed: 1e-3, mass })));
    expect(Math.abs(level.forceAtEnd - 0.1 * -wEff * 1000)).toBeLessThan(1e-3);
    const a = (5 * Math.PI) / 180;
    // the pump off, the duct full and rising 87 m: the column stands (the pump's check valve holds it), the inlet
    // sees ρ·g·Δz and the seal term takes back the buoyancy of the axial weight: μ|W_eff|·cos α·L + W·sin α·L
    const up = engine.calculate(request(waterData({ speed: 1e-3, mass, rows: [straight(1000, 5)] })));
    expect(Math.abs(up.forceAtEnd - (0.1 * -wEff * Math.cos(a) + mass * G * Math.sin(a)) * 1000)).toBeLessThan(1e-3);
    expect(up.profile.pressure[0]).toBeCloseTo((RHO * G * 1000 * Math.sin(a)) / 1e5, 4);
    expect(up.waterFlow).toBe(0);
    // floated it rides on the duct top with |W_eff| instead of W: lighter than half the water it displaces
    // (|W_eff| > W), it needs more force than pushed dry: μ|W_eff|L against μWL on a level duct (1e-3 N). (This compared
    // the two on mixedRows with a stiffness of 0.5 N·m² before, where both lock up at the pusher's 10⁷ N: the
    // forces at lock-up are ill-conditioned and the comparison held by 1e-5 N.)
    const dry = engine.calculate(request(waterData({ method: 'push', mass })));
    const wet = engine.calculate(request(waterData({ speed: 1e-3, mass })));
    expect(dry.status).toBe('success');
    expect(wet.status).toBe('success');
    expect(Math.abs(dry.forceAtEnd - 0.1 * mass * G * 1000)).toBeLessThan(1e-3);
    expect(Math.abs(wet.forceAtEnd - 0.1 * -wEff * 1000)).toBeLessThan(1e-3);
    expect(wet.forceAtEnd).toBeGreaterThan(dry.forceAtEnd);
  });
});

describe('floating (docs/physics.md#floating)', () => {
  it('density → 0 and no pressure: the same as pushing (distance, forces 1e-6 relative)', () => {
    // limits that bite before the helical lock-up (at lock-up the force at the reach is ill-conditioned)
    for (const [push, simpleMode] of [[100, true], [150, true], [300, false]] as const) {
      const dry = engine.calculate(request(waterData({ method: 'push', push, b: 0.5, mass: 0.1, rows: mixedRows }, { simpleMode }), true));
      const wet = engine.calculate(request(waterData({ push, b: 0.5, mass: 0.1, rows: mixedRows }, { simpleMode, waterInDensity: 1e-9 }), true));
      expect(wet.status).toBe(dry.status);
      expect(rel(wet.distance, dry.distance)).toBeLessThan(1e-6);
      expect(rel(wet.forceAtEnd, dry.forceAtEnd)).toBeLessThan(1e-6);
      expect(wet.limitedBy?.code ?? null).toBe(dry.limitedBy?.code ?? null);
    }
  });

  it('the seal costs p_in·A_c; with the cable still, a full duct gives the jetting identity P = μW_eff·L − k·Δp_annulus + A_c·p_head', () => {
    // cable at 1e-6 m/min: the water's shear on the cable is that of a still cable, q = k·(−dp/ds)
    const bar = 2;
    const r = engine.calculate(request(waterData({ speed: 1e-6, bar, rows: [straight(1000)] }, { xend: 0 })));
    const ac = (Math.PI / 4) * 0.008 ** 2;
    const wEff = 0.06 * G - RHO * G * ac;
    const k = (Math.PI / 4) * 0.008 * 0.032; // A_c + π·D_c·A/P_wet for one cable
    // duct full at the end: p_head = 0 at the exit, the annulus takes the whole inlet pressure
    const identity = 0.1 * wEff * 1000 - k * bar * 1e5 + ac * bar * 1e5;
    expect(Math.abs(r.forceAtEnd - identity)).toBeLessThan(1e-3);
    // the pressure profile falls linearly from 2 bar to 0
    const last = r.profile.pressure.length - 1;
    expect(r.profile.pressure[0]).toBeCloseTo(bar, 9);
    expect(Math.abs(r.profile.pressure[last]!)).toBeLessThan(1e-9);
  });

  it('the drag follows the relative speed: it helps while the water is faster and reverses when the cable outruns it', () => {
    const at = (speed: number) => engine.calculate(request(waterData({ speed, bar: 4, rows: [straight(3000)] }))).forceAtEnd;
    const slow = at(1);
    const fast = at(120);
    expect(fast).toBeGreaterThan(slow);
    const r = engine.calculate(request(waterData({ speed: 120, bar: 4, rows: [straight(3000)] })));
    expect(param(r, 'I_WATER_SPEED', 'waterSpeed')).toBeLessThan(120);
  });

  it('goes at least as far as pushing on the same route, and more COF never lengthens it', () => {
    // (the route's crest, 20.94 m up at 1000 m, is 3.5 m above the exit: at 0 and 2 bar the pump cannot lift the
    // water over it, E_WATER_CREST at the launch point, ratings.test.ts; from 2.06 bar it can)
    for (const bar of [0, 2, 6, 10]) {
      const push = engine.calculate(request(waterData({ method: 'push', push: 400, mass: 0.25, b: 2, dc: 12, dd: 40, rows: mixedRows }), true));
      const float = engine.calculate(request(waterData({ push: 400, mass: 0.25, b: 2, dc: 12, dd: 40, bar, speed: 20, rows: mixedRows }), true));
      if (bar < 2.1) {
        expect(float.limitedBy?.code).toBe('E_WATER_CREST');
        expect(float.distance).toBe(0);
        continue;
      }
      expect(float.distance).toBeGreaterThanOrEqual(push.distance);
      expect(float.maxDistance).toBeGreaterThanOrEqual(push.maxDistance);
    }
    let last = Infinity;
    for (const mu of [0.05, 0.1, 0.2, 0.4]) {
      const r = engine.calculate(request(waterData({ push: 300, mass: 0.25, b: 2, dc: 12, dd: 40, bar: 6, mu, rows: mixedRows }), true));
      expect(r.maxDistance).toBeLessThanOrEqual(last + 1e-9);
      last = r.maxDistance;
    }
  });

  it('more water pressure never shortens the distance until the duct max pressure caps it', () => {
    let last = 0;
    for (const bar of [0, 2, 4, 6, 8, 10, 12, 16, 20]) {
      const r = engine.calculate(request(waterData({ push: 250, mass: 0.25, b: 2, dc: 12, dd: 40, bar, speed: 20, rows: mixedRows }, { stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 50, innerDiameter: 40, innerSurface: 'smooth', cof: 0.1, maxPressure: 12 }] }), true));
      expect(r.maxDistance, `${bar} bar`).toBeGreaterThanOrEqual(last - 1e-6);
      last = r.maxDistance;
    }
  });

  it('the pump flow limit lowers the inlet pressure (W_WATER_FLOW_LIMIT) and holds the flow', () => {
    const free = engine.calculate(request(waterData({ bar: 8, rows: [straight(2000)] })));
    const cap = free.waterFlow / 2;
    const r = engine.calculate(request(waterData({ bar: 8, rows: [straight(2000)] }, { macMaxWaterFlow: cap })));
    expect(r.waterFlow).toBeLessThanOrEqual(cap * (1 + 1e-9));
    expect(param(r, 'W_WATER_FLOW_LIMIT', 'pressure')).toBeLessThan(8);
    expect(r.profile.pressure[0]).toBeLessThan(8);
  });

  it('the static head counts against the duct max pressure: the inlet is capped (I_WATER_PRESSURE_CAPPED)', () => {
    // down 3° for 400 m: the low end is 20.9 m below the inlet
    const drop = 400 * Math.sin((3 * Math.PI) / 180);
    const stretches = [{ id: 'd', type: 'inDuct' as const, outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth' as const, cof: 0.1, maxPressure: 10 }];
    const r = engine.calculate(request(waterData({ bar: 10, rows: [straight(400, -3), straight(300)] }, { stretches })));
    const used = param(r, 'I_WATER_PRESSURE_CAPPED', 'pressure');
    expect(used).toBeCloseTo(10 - (RHO * G * drop) / 1e5, 9);
    expect(Math.max(...r.profile.pressure)).toBeLessThanOrEqual(10 + 1e-9);
    // the pump's own max pressure caps it too
    const pump = engine.calculate(request(waterData({ bar: 10 }, { macMaxWaterPressure: 6 })));
    expect(param(pump, 'I_WATER_PRESSURE_CAPPED', 'pressure')).toBeCloseTo(6, 12);
  });

  it('water quantity: the fill of the stretches not prefilled plus Σ Q·Δt', () => {
    const stretches = [
      { id: 'a', type: 'inDuct' as const, outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth' as const, cof: 0.1 },
      { id: 'b', type: 'inDuct' as const, outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth' as const, cof: 0.1, prefilled: true },
    ];
    const rows: TrajectoryRow[] = [straight(600), { type: 'stretch', stretch: 'b' }, straight(400)];
    const r = engine.calculate(request(waterData({ bar: 3, rows }, { stretches })));
    const fill = param(r, 'I_WATER_CONSUMPTION', 'fillVolume');
    expect(fill).toBeCloseTo((Math.PI / 4) * 0.032 ** 2 * 600, 12);
    expect(r.waterQuantity).toBeCloseTo(param(r, 'I_WATER_CONSUMPTION', 'waterQuantity'), 12);
    // Σ Q·Δt is between the lowest and the highest flow times the duration
    const pumped = r.waterQuantity - fill;
    expect(pumped).toBeGreaterThan(0);
    expect(pumped).toBeLessThanOrEqual((r.waterFlow / 60_000) * r.duration * 60 * (1 + 1e-9));
  });
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

describe('waterpushpull (docs/physics.md#water-push-pull)', () => {
  it('the pig pulls with (p_in − Δp_annulus)·A_d; pusher = μW_eff·L − A_c·gL − (p_in − gL)·A_d + p_in·A_c (1e-6 N)', () => {
    const bar = 3;
    const speed = 30;
    const r = engine.calculate(request(waterData({ method: 'waterpushpull', bar, speed, rows: [straight(1500)] })));
    expect(r.status).toBe('success');
    const dd = 0.032;
    const dc = 0.008;
    const ad = (Math.PI / 4) * dd * dd;
    const ac = (Math.PI / 4) * dc * dc;
    const a = ad - ac;
    const dh = dd - dc;
    // the water behind the sealing pig moves with the cable: shear on the duct wall only
    const v = speed / 60;
    const tau = (lambda((v * dh) / NU) / 8) * RHO * v * v;
    const g = (tau * Math.PI * dd) / a;
    const p = bar * 1e5;
    const head = (p - g * 1500) * ad;
    expect(Math.abs(param(r, 'I_HEAD_FORCE', 'force') - head)).toBeLessThan(1e-6);
    expect(Math.abs(param(r, 'I_HEAD_FORCE', 'tension') - (head - (p - g * 1500) * ac))).toBeLessThan(1e-6);
    const wEff = 0.06 * G - RHO * G * ac;
    const pusher = 0.1 * wEff * 1500 - ac * g * 1500 - head + p * ac;
    expect(Math.abs(r.forceAtEnd - pusher)).toBeLessThan(1e-6);
    // the pump fills the annulus behind the pig
    expect(r.waterQuantity).toBeCloseTo(a * 1500, 12);
    expect(r.waterFlow).toBeCloseTo(v * a * 60_000, 9);
  });

  it('down a prefilled slope the water ahead of the pig does not pull below its vapour pressure', () => {
    // 300 m at −20°: the static head ahead of the pig (≈ 10 bar) would be far below vacuum
    const wetStretch = [{ id: 'd', type: 'inDuct' as const, outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth' as const, cof: 0.1, prefilled: true }];
    const r = engine.calculate(request(waterData({ method: 'waterpushpull', bar: 2, speed: 10 }, { xend: 250, stretches: wetStretch, trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [straight(20), straight(300, -20)] } })));
    const drop = param(r, 'I_HEAD_FORCE', 'pressureDrop');
    // behind the pig at most the inlet pressure (2 bar g) plus the head gained; ahead never below −(1.013 − 0.023) bar g
    expect(drop).toBeLessThanOrEqual(2 + (1000 * 9.81 * Math.sin((20 * Math.PI) / 180) * 300) / 1e5 + (1.013e5 - 2339) / 1e5 + 1e-6);
    const pressures = r.profile.pressure;
    expect(Math.min(...pressures)).toBeGreaterThanOrEqual(-(1.013e5 - 2339) / 1e5 - 1e-9);
  });

  it('water ahead of the pig in prefilled stretches is pushed out: it costs pull', () => {
    const dry = engine.calculate(request(waterData({ method: 'waterpushpull', bar: 3, rows: [straight(800)] }, { xend: 700, calculateBackward: false, trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [straight(1500)] } })));
    const wetStretch = [{ id: 'd', type: 'inDuct' as const, outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth' as const, cof: 0.1, prefilled: true }];
    const wet = engine.calculate(request(waterData({ method: 'waterpushpull', bar: 3 }, { xend: 700, stretches: wetStretch, trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [straight(1500)] } })));
    expect(param(wet, 'I_HEAD_FORCE', 'force')).toBeLessThan(param(dry, 'I_HEAD_FORCE', 'force'));
  });

  it('more water pressure never shortens it; more COF never lengthens it; no water equals pushing', () => {
    let last = 0;
    for (const bar of [0, 1, 2, 4, 8]) {
      const r = engine.calculate(request(waterData({ method: 'waterpushpull', push: 300, mass: 0.25, b: 2, dc: 12, dd: 40, bar, rows: mixedRows }), true));
      expect(r.maxDistance).toBeGreaterThanOrEqual(last - 1e-6);
      last = r.maxDistance;
    }
    let prev = Infinity;
    for (const mu of [0.05, 0.1, 0.2, 0.4]) {
      const r = engine.calculate(request(waterData({ method: 'waterpushpull', push: 300, mass: 0.25, b: 2, dc: 12, dd: 40, bar: 1, mu, rows: mixedRows }), true));
      expect(r.maxDistance).toBeLessThanOrEqual(prev + 1e-9);
      prev = r.maxDistance;
    }
    const dry = engine.calculate(request(waterData({ method: 'push', push: 150, b: 0.5, mass: 0.1, rows: mixedRows }), true));
    const wet = engine.calculate(request(waterData({ method: 'waterpushpull', push: 150, b: 0.5, mass: 0.1, rows: mixedRows }, { waterInDensity: 1e-9 }), true));
    expect(rel(wet.distance, dry.distance)).toBeLessThan(1e-6);
    expect(rel(wet.maxDistance, dry.maxDistance)).toBeLessThan(1e-6);
  });

  it('the pump flow caps the speed where the water moves with the cable (W_PUMP_SPEED_LIMIT)', () => {
    const a = (Math.PI / 4) * (0.032 ** 2 - 0.008 ** 2);
    const cap = 0.2 * a * 60_000; // l/min that carry 0.2 m/s
    const r = engine.calculate(request(waterData({ method: 'waterpushpull', bar: 3, speed: 30 }, { macMaxWaterFlow: cap })));
    expect(param(r, 'W_PUMP_SPEED_LIMIT', 'speed')).toBeCloseTo(12, 9);
    expect(r.duration).toBeCloseTo(1000 / 12, 9);
  });

  it('the pulling force set holds the pig: the inlet pressure is regulated down (I_PIG_PULL_CAPPED)', () => {
    const free = engine.calculate(request(waterData({ method: 'waterpushpull', bar: 3, rows: [straight(1000)] })));
    expect(param(free, 'I_HEAD_FORCE', 'tension')).toBeGreaterThan(120);
    const r = engine.calculate(request(waterData({ method: 'waterpushpull', bar: 3, rows: [straight(1000)] }, { macMaxPullingForce: 100 })));
    expect(param(r, 'I_HEAD_FORCE', 'tension')).toBeCloseTo(100, 9);
    expect(param(r, 'I_PIG_PULL_CAPPED', 'pressure')).toBeLessThan(3);
    // the pusher makes up for it
    expect(r.forceAtEnd).toBeGreaterThan(free.forceAtEnd);
  });

  it('the cable pulling limit stops it at the head (true tension)', () => {
    const r = engine.calculate(request(waterData({ method: 'waterpushpull', bar: 10, rows: [straight(1000)] }, { cableMaxPullingForce: 300 })));
    expect(r.limitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
  });
});

describe('freefloating (docs/physics.md#free-floating)', () => {
  it('the force balance: Δp over each pig = (μ·W_eff − A_c·g)·L_cable/(2·A_d); the inlet needs the falls along the pipe plus 2·Δp', () => {
    const speed = 40;
    const lc = 300;
    const r = engine.calculate(request(waterData({ method: 'freefloating', dd: 200, dc: 120, mass: 20, b: 1e9, speed, bar: 16, rows: [straight(5000)] }, { cableLength: lc, xRearPig: 200 })));
    expect(r.status).toBe('success');
    const dd = 0.2;
    const dc = 0.12;
    const ad = (Math.PI / 4) * dd * dd;
    const ac = (Math.PI / 4) * dc * dc;
    const v = speed / 60;
    const wEff = 20 * G - RHO * G * ac;
    // between the pigs the water moves with the cable: wall shear at v_c
    const dhA = dd - dc;
    const gA = (((lambda((v * dhA) / NU) / 8) * RHO * v * v) * Math.PI * dd) / (ad - ac);
    const dp = ((0.1 * wEff - ac * gA) * lc) / (2 * ad);
    expect(rel(param(r, 'I_FREEFLOATING', 'pigPressureDrop') * 1e5, dp)).toBeLessThan(1e-6);
    // the rest of the pipe: full bore moving at v_c (Haaland above Re 1e5)
    const re = (v * dd) / NU;
    const inv = -1.8 * Math.log10(6.9 / re);
    const lb = re > 1e5 ? 1 / (inv * inv) : 0.316 * re ** -0.25;
    const gB = (lb * RHO * v * v) / (2 * dd);
    const needed = gB * (5000 - lc) + gA * lc + 2 * dp;
    expect(rel(param(r, 'I_FREEFLOATING', 'pressure') * 1e5, needed)).toBeLessThan(1e-6);
    expect(rel(r.forceAtEnd, dp * ad)).toBeLessThan(1e-6);
    expect(r.duration).toBeCloseTo((5000 - 500) / speed, 9);
  });

  it('docs/physics.md#free-floating sanity: 40 km at 40 m/min in a 0.2 m pipe needs a friction loss of the order of 7–8 bar', () => {
    const r = engine.calculate(request(waterData({ method: 'freefloating', dd: 200, dc: 90, mass: 10, speed: 40, bar: 16, rows: [straight(40_000)] }, { cableLength: 50 })));
    expect(r.status).toBe('success');
    const p = param(r, 'I_FREEFLOATING', 'pressure');
    expect(p).toBeGreaterThan(7);
    expect(p).toBeLessThan(8.5);
  });

  it('stops where the water pressure needed reaches the available (E_WATER_PRESSURE), on the safe side', () => {
    // a heavy cable climbing: the pigs need more as more of it is on the slope (the moving water needs the same)
    const rows = [straight(4000), straight(4000, 0.5)];
    const data = (bar: number, over: Partial<SimulationData> = {}) =>
      waterData({ method: 'freefloating', dd: 200, dc: 90, mass: 30, speed: 40, bar, rows }, { cableLength: 2000, ...over });
    const needed = (over: Partial<SimulationData>) => param(engine.calculate(request(data(100, over))), 'I_FREEFLOATING', 'pressure');
    const atStart = needed({ xend: 8000 - 2001 });
    const atEnd = needed({});
    expect(atEnd).toBeGreaterThan(atStart + 1);
    const available = 0.5 * (atStart + atEnd);
    const r = engine.calculate(request(data(available)));
    expect(r.status).toBe('failed');
    expect(r.limitedBy?.code).toBe('E_WATER_PRESSURE');
    const at = r.limitedBy!.position;
    const m = r.messages.find((x) => x.code === 'E_WATER_PRESSURE')!;
    expect(m.params.pressure as number).toBeCloseTo(available, 6);
    // a target just before installs, one just after does not
    expect(engine.calculate(request(data(available, { xend: 8000 - (at - 0.01) }))).status).toBe('success');
    expect(engine.calculate(request(data(available, { xend: 8000 - (at + 0.01) }))).status).toBe('failed');
    // the pipe's water alone already needs more than a weak pump gives: it does not start
    const weak = engine.calculate(request(data(1)));
    expect(weak.distance).toBeCloseTo(2000, 9);
    // with findMaxDistance on a route that installs, the max distance goes beyond it (the duct ending at the head)
    const more = engine.calculate(request(waterData({ method: 'freefloating', dd: 200, dc: 90, mass: 10, speed: 40, bar: 16, rows: [straight(10_000)] }, { cableLength: 500, maxDistance: 60_000 }), true));
    expect(more.status).toBe('success');
    expect(more.maxDistance).toBeGreaterThan(10_000);
  });

  it('more COF never lengthens it; a cable longer than the route is refused; cableLength is required', () => {
    let prev = Infinity;
    for (const mu of [0.05, 0.2, 0.8]) {
      const r = engine.calculate(request(waterData({ method: 'freefloating', dd: 110, dc: 50, mass: 4, b: 50, speed: 40, bar: 4, mu, rows: mixedRows }, { cableLength: 800 }), true));
      expect(r.maxDistance).toBeLessThanOrEqual(prev + 1e-9);
      prev = r.maxDistance;
    }
    const long = engine.calculate(request(waterData({ method: 'freefloating', bar: 4 }, { cableLength: 5000 })));
    expect(long.status).toBe('notStarted');
    expect(long.messages[0]?.code).toBe('E_CABLE_TOO_LONG');
    const data = waterData({ method: 'freefloating', bar: 4 });
    delete data.cableLength;
    const none = engine.calculate(request(data));
    expect(none.messages[0]?.params).toEqual({ field: 'data.cableLength', rule: 'required' });
  });
});

describe('water methods: robustness', () => {
  it('step independence: ten times finer arc steps change results by < 1e-6 relative (freefloating with undulations 2e-5)', () => {
    const cases: [LayingMethod, boolean, number][] = [
      ['floating', false, 1e-6],
      ['waterpushpull', false, 1e-6],
      ['freefloating', false, 1e-6],
      ['waterpushpull', true, 1e-6],
      // the pig differential is a small difference of the compressed rear and the pulled front: 33 N out of
      // forces of hundreds, so the RK4 error of the undulated arcs shows more
      ['freefloating', true, 2e-5],
    ];
    for (const [method, simpleMode, tol] of cases) {
      const req = request(waterData({ method, push: 1e7, mass: 0.25, b: 20, dc: 12, dd: 40, bar: 8, rows: mixedRows.slice(0, 5) }, { simpleMode, cableLength: 500 }));
      dbg.set(1, 1);
      const coarse = dbg.engine.calculate(req);
      dbg.set(1, 0.1);
      const fine = dbg.engine.calculate(req);
      dbg.set(1, 1);
      expect(coarse.status, method).toBe('success');
      expect(rel(fine.forceAtEnd, coarse.forceAtEnd), `${method} ${simpleMode}`).toBeLessThan(tol);
    }
  });

  it('property: any waterpushpull or freefloating request answers finite numbers and a status', () => {
    const input = fc.record({
      method: fc.constantFrom('waterpushpull' as const, 'freefloating' as const),
      rows: randomRoute,
      speed: fc.double({ min: 0.5, max: 120, noNaN: true }),
      bar: fc.double({ min: 0, max: 16, noNaN: true }),
      push: fc.double({ min: 20, max: 30000, noNaN: true }),
      dc: fc.double({ min: 5, max: 80, noNaN: true }),
      mass: fc.double({ min: 0.01, max: 6, noNaN: true }),
      b: fc.double({ min: 0.05, max: 2000, noNaN: true }),
      cableLength: fc.double({ min: 1, max: 600, noNaN: true }),
      xRearPig: fc.double({ min: 0, max: 300, noNaN: true }),
      prefilled: fc.boolean(),
      // a stretch's maxPressure is optional but, when given, > 0
      maxPressure: fc.constantFrom(undefined, 6, 16),
    });
    fc.assert(
      fc.property(input, ({ method, rows, speed, bar, push, dc, mass, b, cableLength, xRearPig, prefilled, maxPressure }) => {
        const stretches = [{ id: 'd', type: 'inDuct' as const, outerDiameter: 110, innerDiameter: 90, innerSurface: 'smooth' as const, cof: 0.1, prefilled, ...(maxPressure ? { maxPressure } : {}) }];
        const r = engine.calculate(request(waterData({ method, speed, bar, push, dc, mass, b, rows }, { stretches, cableLength, xRearPig, maxDistance: 4000 }), true));
        expect(numbersIn(r).every(Number.isFinite)).toBe(true);
        expect(['success', 'failed', 'notStarted']).toContain(r.status);
        if (r.status === 'notStarted') expect(r.messages.some((m) => m.code === 'E_CABLE_TOO_LONG')).toBe(true);
      }),
      // (seed 20261124: 150 waterpushpull, 150 freefloating; about half succeed, 35 freefloating cables too long)
      { numRuns: 300, seed: 20261124 },
    );
  });

  it('forward equals backward on a symmetric level route (1e-9 relative)', () => {
    const rows = [straight(500), curve(40), straight(800), curve(40), straight(500)];
    for (const method of ['floating', 'waterpushpull', 'freefloating'] as const) {
      const data = waterData({ method, push: 1e7, mass: 0.25, b: 2, dc: 12, dd: 40, bar: 6, speed: 5, rows }, { cableLength: 600 });
      const fwd = engine.calculate(request(data));
      const bwd = engine.calculate(request({ ...data, calculateBackward: true }));
      expect(fwd.status, method).toBe('success');
      expect(rel(bwd.forceAtEnd, fwd.forceAtEnd), method).toBeLessThan(1e-9);
      expect(rel(bwd.waterQuantity, fwd.waterQuantity), method).toBeLessThan(1e-9);
    }
  });

  it('odd valid requests answer finite numbers (rollers, several stretches, pushers, residents, backward, slopes, bundles)', () => {
    const stretches = [
      { id: 'a', type: 'inDuct' as const, outerDiameter: 50, innerDiameter: 40, innerSurface: 'riped' as const, cof: 0.1, maxPressure: 16, undulationPeriod: 3, undulationAmplitude: 20 },
      { id: 'r', type: 'onRollers' as const, outerDiameter: 50, innerDiameter: 40, innerSurface: 'smooth' as const, cof: 0.2 },
      { id: 'c', type: 'inDuct' as const, outerDiameter: 63, innerDiameter: 51, innerSurface: 'corrugated' as const, cof: 0.15, prefilled: true },
    ];
    const rows: TrajectoryRow[] = [straight(200, 4), curve(30), { type: 'stretch', stretch: 'r' }, straight(30), { type: 'stretch', stretch: 'c' }, { type: 'pusher', pushForce: 200 }, straight(500, -6), curve(-80, 8), straight(300)];
    for (const method of ['floating', 'waterpushpull', 'freefloating'] as const) {
      for (const over of [{}, { calculateBackward: true }, { residentCount: 1, resident1Diameter: 10 }, { cableCount: 3 }, { xlaunch: 50, xend: 40 }, { macMaxWaterFlow: 20, waterPressure: 0 }]) {
        const r = engine.calculate(request(waterData({ method, push: 2000, mass: 0.3, b: 3, dc: 10, bar: 6, rows }, { stretches, cableLength: 300, ...over }), true));
        expect(numbersIn(r).every(Number.isFinite), `${method} ${JSON.stringify(over)}`).toBe(true);
        expect(r.status === 'success' || r.status === 'failed').toBe(true);
      }
    }
  });
});
