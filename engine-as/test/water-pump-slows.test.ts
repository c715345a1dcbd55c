// Water push-pull where the pump's pressure runs short of the column behind the pig: the pump's flow falls and the
// pig slows the cable (W_PUMP_SLOWS_CABLE) where the column's friction is what exceeds the pump; it stops
// (E_WATER_PRESSURE at the head) only where even the creep speed's column needs more (docs/physics.md#water-push-pull).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateRequest, type Engine, type SimulationData } from '@cla/engine';
import { G, request } from './helpers.js';
import { lambda, NU, param, RHO } from './water-cases.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const BAR = 1e5;
/** m/s, the creep speed of the water methods (1 m/min, methods/water.ts CREEP_SPEED) */
const CREEP = 1 / 60;

/**
 * Pa/m, the friction gradient of the water behind a sealing pig in a uniform smooth duct: it moves with the cable
 * (no relative shear), so only the duct wall shears it, g = λ(Re)·ρ·v²·P_d/(8·A), Re = v·D_h/ν, D_h = 4A/(P_d + P_c).
 */
function columnGradient(v: number, dd: number, dc: number): number {
  const a = (Math.PI / 4) * (dd * dd - dc * dc);
  const pd = Math.PI * dd;
  const dh = (4 * a) / (pd + Math.PI * dc);
  return (lambda((v * dh) / NU) * RHO * v * v * pd) / (8 * a);
}

/** The jetting template's route and cable as water push-pull: 500 m level, a 10 mm cable in a smooth 32/26 duct, 60 m/min, 2 bar. */
const LEVEL: SimulationData = {
  layingMethod: 'waterpushpull', pushingSpeed: 60, waterPressure: 2, waterInDensity: 1, lubricant: 'yes', macMaxPullingForce: 0,
  macMaxPushingForce: 1e7, cableOuterDiameter: 10, cableWeight: 0.08, cableStiffness: 1e9, cableMaxPullingForce: 1e7, cableEnd: 'shuttle',
  cableCount: 1, cableLength: 100,
  stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 32, innerDiameter: 26, innerSurface: 'smooth', cof: 0.1 }],
  trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [{ type: 'straight', slope: 0, length: 500 }] },
};

describe('waterpushpull: the pump slows the cable where the column behind the pig needs more than its pressure', () => {
  it('level: slowed from where the column at the set speed needs the pump\'s 2 bar, the column\'s loss at each reduced speed equals the pump\'s pressure (closed form, 0.1 %)', () => {
    const r = engine.calculate(request(LEVEL));
    expect(r.status).toBe('success');
    expect(r.distance).toBeCloseTo(500, 9);
    expect(r.limitedBy).toBeNull();
    expect(r.messages.some((m) => m.code === 'E_WATER_PRESSURE' || m.code === 'W_SPEED_REDUCED')).toBe(false);
    const p = 2 * BAR;
    // where it starts: g(v_set)·x = p_in (located to 0.1 m)
    const x = p / columnGradient(1, 0.026, 0.01);
    expect(Math.abs(param(r, 'W_PUMP_SLOWS_CABLE', 'position') - x)).toBeLessThan(0.1);
    // at every march position beyond it the speed is the one whose column loss is the pump's pressure: on the safe
    // side (never more than the pump gives, 1 Pa of round-off) and within 0.1 % of it (the regulation's tolerance)
    const { length, speed } = r.progress;
    let checked = 0;
    for (let i = 0; i < length.length; i++) {
      const at = length[i]!;
      const v = speed[i]!;
      const loss = columnGradient(v / 60, 0.026, 0.01) * at;
      if (at <= x) {
        expect(v).toBeCloseTo(60, 9);
        expect(loss).toBeLessThanOrEqual(p);
        continue;
      }
      expect(v).toBeLessThan(60);
      expect(loss).toBeLessThanOrEqual(p + 1);
      expect(loss).toBeGreaterThan(p * (1 - 2e-3));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    // the slowest at the end, the message says so (m/min)
    expect(param(r, 'W_PUMP_SLOWS_CABLE', 'speed')).toBeCloseTo(speed.at(-1)!, 9);
    expect(param(r, 'W_PUMP_SLOWS_CABLE', 'lowestAt')).toBeCloseTo(500, 9);
    // the duration is that of the slowed speeds: longer than 500 m at 60 m/min
    expect(r.duration).toBeGreaterThan(500 / 60);
    // with the pump's pressure used up by the column, the pig pulls (almost) nothing: (p_in − g·L)·A_d ≥ 0
    const pig = param(r, 'I_HEAD_FORCE', 'force');
    expect(pig).toBeGreaterThanOrEqual(-1e-3);
    expect(pig).toBeLessThan(2e-3 * p * (Math.PI / 4) * 0.026 ** 2);
    // more pressure, no slowing: the column at 60 m/min needs 500·g(1 m/s) ≈ 3.5 bar
    const six = engine.calculate(request({ ...LEVEL, waterPressure: 6 }));
    expect(six.status).toBe('success');
    expect(six.messages.some((m) => m.code === 'W_PUMP_SLOWS_CABLE')).toBe(false);
    expect(Math.min(...six.progress.speed)).toBeCloseTo(60, 9);
  });

  it('a climb: slowing cannot lift the static head; it stops (E_WATER_PRESSURE at the head) where ρ·g·Δz plus the column\'s friction at the creep speed is the pump\'s pressure (closed form, 1 mm)', () => {
    const climb: SimulationData = {
      ...LEVEL, pushingSpeed: 30, waterPressure: 4, cableOuterDiameter: 8, cableWeight: 0.06,
      stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth', cof: 0.1 }],
      trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [{ type: 'straight', slope: 10, length: 300 }, { type: 'straight', slope: -10, length: 300 }] },
    };
    const r = engine.calculate(request(climb));
    expect(r.status).toBe('failed');
    expect(r.limitedBy?.code).toBe('E_WATER_PRESSURE');
    // (1 Pa: a crest's round-off, methods/water-solve.ts CREST_NOISE)
    const s = (4 * BAR + 1) / (RHO * G * Math.sin((10 * Math.PI) / 180) + columnGradient(CREEP, 0.032, 0.008));
    expect(Math.abs(r.distance - s)).toBeLessThan(1e-3);
    expect(param(r, 'E_WATER_PRESSURE', 'position')).toBeCloseTo(r.distance, 6);
    // the message names what the pump gives beside what is needed there (the root: equal, to the crest's 1 Pa)
    expect(param(r, 'E_WATER_PRESSURE', 'available')).toBeCloseTo(4, 9);
    expect(Math.abs(param(r, 'E_WATER_PRESSURE', 'pressure') - 4)).toBeLessThan(2e-5);
    // the pig slowed on its way up (friction first) down to the creep speed where it stops
    expect(param(r, 'W_PUMP_SLOWS_CABLE', 'position')).toBeLessThan(r.distance);
    expect(param(r, 'W_PUMP_SLOWS_CABLE', 'speed')).toBeCloseTo(1, 6);
  });

  it('a set speed at or below the creep speed is not slowed: it stops where the column at that speed needs the pump\'s pressure (closed form, 1 mm)', () => {
    const r = engine.calculate(request({ ...LEVEL, pushingSpeed: 0.5, waterPressure: 0.001 }));
    expect(r.limitedBy?.code).toBe('E_WATER_PRESSURE');
    expect(r.messages.some((m) => m.code === 'W_PUMP_SLOWS_CABLE')).toBe(false);
    const s = (0.001 * BAR + 1) / columnGradient(0.5 / 60, 0.026, 0.01);
    expect(Math.abs(r.distance - s)).toBeLessThan(1e-3);
  });

  it('the pusher: where it would exceed its force at the set speed it slows the cable too (slower, the pig pulls more) — as far as the same run set at the creep speed (1e-6 m), the pusher named, not the pump', () => {
    // fixtures/requests/floating-5km-20-bends-max.json as water push-pull: a 45 mm power cable, an 8 kN pusher, 10 bar
    const file = join(import.meta.dirname, '..', '..', 'fixtures', 'requests', 'floating-5km-20-bends-max.json');
    const base = (JSON.parse(readFileSync(file, 'utf8')) as CalculateRequest).data;
    const creep = engine.calculate(request({ ...base, layingMethod: 'waterpushpull', pushingSpeed: 1 }));
    expect(creep.limitedBy?.code).toBe('E_PUSHING_FORCE');
    for (const speed of [30, 60]) {
      const r = engine.calculate(request({ ...base, layingMethod: 'waterpushpull', pushingSpeed: speed }));
      expect(r.limitedBy?.code).toBe('E_PUSHING_FORCE');
      expect(Math.abs(r.distance - creep.distance)).toBeLessThan(1e-6);
      expect(r.messages.some((m) => m.code === 'W_PUMP_SLOWS_CABLE')).toBe(false);
      expect(param(r, 'W_SPEED_REDUCED', 'speed')).toBeCloseTo(1, 9);
      // slowed before the stop, never beyond the pusher's rating on the way (to rounding)
      expect(param(r, 'W_SPEED_REDUCED', 'position')).toBeLessThan(r.distance);
      expect(Math.max(...r.progress.pushingForce)).toBeLessThanOrEqual(8000 * (1 + 1e-9));
    }
  });
});
