import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine, type SimulationData } from '@cla/engine';
import { G, request } from './helpers.js';
import { randomRequest } from './random-request.js';

// The water methods' limits of issue #33 (docs/physics.md#water-flow, engine-as/README.md "Machine ratings and
// pressures"): a crest the pump cannot lift the water over, a duct above its max pressure, no pressure below vacuum
// and no force from one, waterpushpull's pulling curve within its setting. Golden cases: fixtures/golden
// floating-crest-lift, freefloating-crest-lift, waterpushpull-duct-max-pressure, floating-descent-flow-cap, waterpushpull-pull-setting.

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const RHO = 1000;
/** bar gauge: absolute vacuum (the bound) */
const VACUUM = -1.01325;
const BAR = 1e5;
/** bar: rounding of pressures compared (1 Pa) */
const TOL = 1e-5;
/** message params that are gauge pressures (differentials such as pigPressureDrop may be negative) */
const GAUGE = new Set(['pressure', 'endPressure', 'available', 'waterPressure', 'maxPressure']);
const WATER = new Set(['floating', 'waterpushpull', 'freefloating']);
const randomWater = randomRequest.filter(({ data }) => WATER.has(data.layingMethod));

/** The profile's points sorted by position (position, altitude, pressure). */
function points(r: CalculateResponse): { s: number; z: number; p: number }[] {
  const { position, altitude, pressure } = r.profile;
  return position.map((s, i) => ({ s, z: altitude[i]!, p: pressure[i]! })).sort((a, b) => a.s - b.s);
}

/** bar gauge: the inlet pressure the pump may give (asked, capped by the pump and by the duct's static head). */
function available(data: SimulationData, r: CalculateResponse): number {
  const capped = r.messages.find((m) => m.code === 'I_WATER_PRESSURE_CAPPED')?.params.pressure as number | undefined;
  return capped ?? Math.min(data.waterPressure ?? 0, data.macMaxWaterPressure || Infinity);
}

/** What a water method's response may never show (empty: nothing). */
function waterViolations(data: SimulationData, r: CalculateResponse): string[] {
  const out: string[] = [];
  if (r.status === 'notStarted') return out;
  const method = data.layingMethod;
  const pts = points(r);
  const zIn = pts[0]?.z ?? 0;
  const lift = (z: number) => (RHO * G * (z - zIn)) / BAR;
  const success = r.status === 'success';
  // (4) no pressure below vacuum: profile and every message's gauge pressure; the pump never sucks
  for (const x of pts) if (x.p < VACUUM) out.push(`profile ${x.p.toFixed(3)} bar at ${x.s.toFixed(1)} m`);
  for (const m of r.messages) {
    for (const [k, v] of Object.entries(m.params)) {
      if (GAUGE.has(k) && typeof v === 'number' && v < VACUUM) out.push(`${m.code}.${k} ${v.toFixed(3)} bar`);
    }
    if (['W_WATER_FLOW_LIMIT', 'I_PIG_PULL_CAPPED', 'W_HOLD_BACK_PRESSURE'].includes(m.code) && (m.params.pressure as number) < -1e-9) {
      out.push(`${m.code}: the pump sucks, ${(m.params.pressure as number).toFixed(3)} bar`);
    }
  }
  // (3) a success holds every pressure within the duct's rating; E_DUCT_PRESSURE names where, how much, the rating
  const max = data.stretches[0]?.maxPressure;
  if (success && max) for (const x of pts) if (x.p > max + TOL) out.push(`success with ${x.p.toFixed(3)} bar > ${max} bar at ${x.s.toFixed(1)} m`);
  const duct = r.messages.find((m) => m.code === 'E_DUCT_PRESSURE');
  if (duct) {
    if (Math.abs((duct.params.maxPressure as number) - (max ?? NaN)) > 1e-9) out.push(`E_DUCT_PRESSURE rating ${String(duct.params.maxPressure)} ≠ ${String(max)}`);
    if ((duct.params.pressure as number) < (max ?? 0) - TOL) out.push(`E_DUCT_PRESSURE below the rating: ${String(duct.params.pressure)}`);
  }
  // (2) a success lifts the water over every crest: floating's whole path when a crest stands above the exit,
  // waterpushpull's column behind the pig, freefloating's whole pipe (the valve keeps every water ≥ 0 bar g)
  if (success && pts.length > 0) {
    const exit = pts[pts.length - 1]!;
    const behind = method === 'waterpushpull' ? pts.filter((x) => x.s <= r.distance + 1e-9) : pts;
    const top = Math.max(...behind.map((x) => x.z));
    const crest = method !== 'floating' || top > exit.z + 1e-6;
    // (floating: the static lift bounds the inlet pressure where friction only takes pressure — an open head with
    // the water faster than the cable; a cable outrunning the water drags it along, a plug pushes it ahead: there
    // the pump's own pressure, from which the column reaches the crest, is within what it gives)
    const speed = r.messages.find((m) => m.code === 'I_WATER_SPEED')?.params;
    const drives = method === 'floating' && (data.cableEnd !== 'open' || !speed || (speed.waterSpeed as number) < (speed.cableSpeed as number));
    if (crest && method !== 'freefloating' && !drives && lift(top) > available(data, r) + TOL) out.push(`success under a crest ${lift(top).toFixed(3)} bar > ${available(data, r).toFixed(3)} bar`);
    if (crest && method === 'floating' && pts[0]!.s <= 1e-9 && pts[0]!.p > available(data, r) + TOL) out.push(`floating over a crest with ${pts[0]!.p.toFixed(3)} bar at the inlet > ${available(data, r).toFixed(3)} bar`);
    const needed = r.messages.find((m) => m.code === 'I_FREEFLOATING')?.params.pressure as number | undefined;
    if (method === 'freefloating' && needed !== undefined && needed < lift(top) - TOL) out.push(`freefloating below its crest: ${needed} < ${lift(top)}`);
  }
  const crest = r.messages.find((m) => m.code === 'E_WATER_CREST');
  if (crest) {
    const at = crest.params.position as number;
    const z = pts.reduce((a, b) => (Math.abs(b.s - at) < Math.abs(a.s - at) ? b : a)).z;
    // (located on the way, the need there reaches what is available; at the launch point it exceeds it)
    if ((crest.params.pressure as number) < (crest.params.available as number) - TOL) out.push('E_WATER_CREST: the pressure needed is available');
    // (a sonic or shuttle head's plug pushes the water ahead of it where the cable outruns the water: less)
    const plug = method === 'floating' && data.cableEnd !== 'open';
    if (!plug && (crest.params.pressure as number) < lift(z) - 1e-3) out.push(`E_WATER_CREST: ${String(crest.params.pressure)} bar < the lift ${lift(z).toFixed(3)} bar`);
  }
  // (5) waterpushpull: the pulling curve is the true tension at the eye, within the set pulling force
  if (method === 'waterpushpull') {
    const pull = r.progress.pullingForce;
    const tension = r.messages.find((m) => m.code === 'I_HEAD_FORCE')?.params.tension as number | undefined;
    if (tension !== undefined && Math.abs(pull.at(-1)! - tension) > 1e-6 * Math.max(1, Math.abs(tension))) out.push(`pulling curve ${pull.at(-1)} ≠ tension ${tension}`);
    const set = data.macMaxPullingForce;
    if (success && set > 0) for (const f of pull) if (f > set * (1 + 1e-6) + 1e-6) out.push(`pull ${f.toFixed(1)} N > set ${set} N`);
  }
  return out;
}

/** 300 m up at +10° then 300 m down: a crest h = 300·sin 10° = 52.09 m above the inlet and the exit, at 300 m. */
const CREST_H = 300 * Math.sin((10 * Math.PI) / 180);
const CREST_ROUTE: SimulationData = {
  layingMethod: 'floating', pushingSpeed: 30, waterPressure: 2, waterInDensity: 1, lubricant: 'yes', macMaxPullingForce: 0, macMaxPushingForce: 1e7,
  cableOuterDiameter: 8, cableWeight: 0.06, cableStiffness: 1e9, cableMaxPullingForce: 1e7, cableEnd: 'open', cableCount: 1, cableLength: 100,
  stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth', cof: 0.1 }],
  trajectory: {
    altitudeAtStart: 0,
    initialHeading: 90,
    rows: [{ type: 'straight', slope: 10, length: 300 }, { type: 'straight', slope: -10, length: 300 }],
  },
};

/** A run on CREST_ROUTE at `bar` stopped by its crest: at 300 m, needing more than ρ·g·h, `bar` available. */
function expectCrestStop(r: CalculateResponse, bar: number): void {
  expect(r.limitedBy?.code).toBe('E_WATER_CREST');
  const m = r.messages.find((x) => x.code === 'E_WATER_CREST')!;
  expect(m.params.position).toBeCloseTo(300, 9);
  expect(m.params.pressure as number).toBeGreaterThan((RHO * G * CREST_H) / BAR);
  expect(m.params.available).toBeCloseTo(bar, 12);
}

describe('water methods: crests, duct ratings, vacuum, the pulling setting (issue #33)', () => {
  it('property: no success over a crest the pump cannot lift the water over, nor above a duct rating; no pressure below vacuum; the pulling curve within its setting (300 requests)', () => {
    const seen: Record<string, number> = {};
    fc.assert(
      fc.property(randomWater, ({ data, findMax }) => {
        const r = engine.calculate(request(data, findMax));
        const key = `${data.layingMethod} ${r.limitedBy?.code ?? r.status}`;
        seen[key] = (seen[key] ?? 0) + 1;
        expect(waterViolations(data, r), key).toEqual([]);
      }),
      { numRuns: 300, seed: 20261202, endOnFailure: true },
    );
    // the property meets each limit (a run that never failed on them would prove nothing)
    for (const code of ['E_WATER_CREST', 'E_DUCT_PRESSURE']) expect(Object.keys(seen).some((k) => k.endsWith(code)), code).toBe(true);
  });

  it('the crest: below ρ·g·h it stops at the launch point naming the crest; above it the water passes (floating, waterpushpull)', () => {
    const base = CREST_ROUTE;
    for (const bar of [1, 3, 5]) expectCrestStop(engine.calculate(request({ ...base, waterPressure: bar })), bar);
    const over = engine.calculate(request({ ...base, waterPressure: 5.2 }));
    expect(over.status).toBe('success');
    // past the crest the water runs down partly full at atmospheric: never below it
    expect(Math.min(...over.profile.pressure)).toBeGreaterThanOrEqual(0);
    // waterpushpull: the column behind the pig needs ρ·g·h plus its friction once the pig is over the crest; below
    // that the pressure runs out at the pig on its way up — the water pressure binds at the head, before any crest
    // (the pig slowed to the creep speed first: water-pump-slows.test.ts)
    const wpp = { ...base, layingMethod: 'waterpushpull' as const, cableEnd: 'shuttle' as const };
    const stuck = engine.calculate(request({ ...wpp, waterPressure: 4 }));
    expect(stuck.limitedBy?.code).toBe('E_WATER_PRESSURE');
    expect(stuck.messages.some((x) => x.code === 'E_WATER_CREST')).toBe(false);
    expect(stuck.distance).toBeGreaterThan(0);
    expect(stuck.distance).toBeLessThanOrEqual(300);
    const named = stuck.messages.find((x) => x.code === 'E_WATER_PRESSURE')!;
    expect(named.params.position).toBeCloseTo(stuck.distance, 6);
    // the pig stands where 4 bar lift the column: ρ·g·z(head) plus the column's friction is the 4 bar available
    const lift = (RHO * G * stuck.distance * Math.sin((10 * Math.PI) / 180)) / BAR;
    expect(lift).toBeLessThan(4);
    expect(named.params.pressure as number).toBeGreaterThanOrEqual(4 - 1e-6);
    expect(engine.calculate(request({ ...wpp, waterPressure: 5.5 })).status).toBe('success');
  });

  it('free floating over a crest: the crest named when the flow and the pigs alone are within the pump, the water pressure when they are not', () => {
    const base: SimulationData = { ...CREST_ROUTE, layingMethod: 'freefloating' };
    for (const bar of [1, 3, 5]) {
      const r = engine.calculate(request({ ...base, waterPressure: bar }));
      expectCrestStop(r, bar);
      expect(r.messages.some((x) => x.code === 'E_WATER_PRESSURE')).toBe(false);
    }
    expect(engine.calculate(request({ ...base, waterPressure: 6 })).status).toBe('success');
    // a level run then a descent: the valve holds back the water running down, its high point no higher than the
    // inlet is no crest to lift the water over (the pressure needed is named)
    const descent = { ...base, trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [{ type: 'straight' as const, slope: 0, length: 300 }, { type: 'straight' as const, slope: -10, length: 300 }] } };
    const down = engine.calculate(request({ ...descent, waterPressure: 0.05 }));
    expect(down.status).toBe('failed');
    expect(down.messages.some((x) => x.code === 'E_WATER_CREST')).toBe(false);
    // level and long at a high speed: the friction of the moving column alone is beyond 1 bar, no crest to name
    const flat = { ...base, pushingSpeed: 90, trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [{ type: 'straight' as const, slope: 0, length: 3000 }] } };
    const r = engine.calculate(request({ ...flat, waterPressure: 1 }));
    expect(r.limitedBy?.code).toBe('E_WATER_PRESSURE');
    expect(r.messages.some((x) => x.code === 'E_WATER_CREST')).toBe(false);
  });

  it('no suction on the cable: the ratings property\'s floating stall of 2026-11 was carried by −16 bar g at its pump\'s flow cap; at 0 bar the pusher cannot even give the lost force', () => {
    const data = {
      layingMethod: 'floating', waterInDensity: 1, lubricant: 'yes', macMaxPullingForce: 0, cableMaxPullingForce: 1e7, cableCount: 1, maxDistance: 4000,
      pushingSpeed: 36.5599615, waterPressure: 10.77504, macMaxPushingForce: 368.7212, lostForce: 1751.786, macMaxWaterFlow: 20.00336,
      macMaxWaterPressure: 1.022305, cableOuterDiameter: 37.060455, cableWeight: 1.34434874, cableStiffness: 0.5, cableEnd: 'open',
      stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 53.060455, innerDiameter: 43.060455, innerSurface: 'smooth', cof: 0.3927361, prefilled: true, maxPressure: 6 }],
      trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [{ type: 'straight', slope: -7.24068, length: 26.969825 }, { type: 'curve', angle: 119.87664, radius: 54.391516 }, { type: 'straight', slope: -13.39428, length: 619.154195 }] },
    } as SimulationData;
    const r = engine.calculate(request(data));
    expect(r.started).toBe(false);
    expect(r.limitedBy?.code).toBe('E_PUSHING_FORCE');
    expect(r.forceAtEnd).toBeGreaterThanOrEqual(1751.786);
    expect(waterViolations(data, r)).toEqual([]);
  });
});
