// The water methods (docs/physics.md#water-flow, docs/physics.md#floating): buoyancy, floating and the robustness of every water method, from the request format only.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, type LayingMethod, type TrajectoryRow } from '@cla/engine';

import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { G, numbersIn, request } from './helpers.js';
import { randomRoute } from './random-route.js';
import { RHO, curve, mixedRows, param, rel, straight, waterData } from './water-cases.js';

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
