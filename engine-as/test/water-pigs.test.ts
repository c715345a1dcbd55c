// The water methods with pigs: waterpushpull and freefloating (docs/physics.md#water-push-pull, docs/physics.md#free-floating), from the request format only.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, type SimulationData } from '@cla/engine';

import { G, request } from './helpers.js';
import { NU, RHO, lambda, mixedRows, param, rel, straight, waterData } from './water-cases.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
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
