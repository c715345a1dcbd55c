// Jetting (docs/physics.md#air-flow, docs/physics.md#jetting): the force identity, the reference model, properties and edge cases, from the request format only.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine, type SimulationData, type TrajectoryRow } from '@cla/engine';

import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { numbersIn, request } from './helpers.js';
import { type JetCase, curve, jetData, mixedRows, param, straight } from './jetting-cases.js';

let engine: Engine;
let dbg: DebugEngine;
beforeAll(async () => {
  engine = await createEngine();
  dbg = await createDebugEngine();
});

describe('jetting force identity (docs/physics.md#jetting, D3)', () => {
  // 33/15 mm, W 2 N/m, μ 0.1, 9 bar g, 1500 m level straight, B → ∞ (no buckling): with the duct full the
  // pressure part of q cancels the seal force: P = μWL − (π/4)·Dc·(Dd − Dc)·Δp = 109.148 N
  it('pusher 109.148 N at the end, seal 159.04 N, total blowing force 349.89 N', () => {
    const r = engine.calculate(request(jetData({})));
    expect(r.status).toBe('success');
    expect(r.distance).toBe(1500);
    const dp = 9e5;
    const identity = 0.1 * 2 * 1500 - (Math.PI / 4) * 0.015 * (0.033 - 0.015) * dp;
    expect(identity).toBeCloseTo(109.148, 3);
    expect(Math.abs(r.forceAtEnd - identity)).toBeLessThan(1e-6);
    // at the entry, behind the seal: the effective force F(0⁺) = seal − pusher = blowing force − friction; the
    // profile gives the cable's own force T = F − p·A_c: the pusher's compression
    const seal = (Math.PI / 4) * 0.015 ** 2 * dp;
    expect(seal).toBeCloseTo(159.04, 2);
    expect(r.profile.pressure[0]).toBeCloseTo(9, 9);
    expect(r.profile.force[0]).toBeCloseTo(-identity, 6);
    const effective = r.profile.force[0]! + r.profile.pressure[0]! * 1e5 * (Math.PI / 4) * 0.015 ** 2;
    expect(effective).toBeCloseTo(seal - identity, 6);
    expect(effective).toBeCloseTo(349.89 - 300, 2);
  });

  it('the pressure profile of the full duct is p(s) = √(p0² − (p0² − pL²)·s/L), gauge 9 bar to 0', () => {
    const r = engine.calculate(request(jetData({})));
    const pa = 1.013e5;
    const p0 = pa + 9e5;
    const at = (s: number) => (Math.sqrt(p0 * p0 - (p0 * p0 - pa * pa) * (s / 1500)) - pa) / 1e5;
    const { position, pressure } = r.profile;
    expect(pressure[0]).toBeCloseTo(9, 9);
    expect(pressure.at(-1)).toBeCloseTo(0, 9);
    position.forEach((s, i) => expect(pressure[i]).toBeCloseTo(at(s), 9));
    for (let i = 1; i < pressure.length; i++) expect(pressure[i]!).toBeLessThanOrEqual(pressure[i - 1]!);
    expect(numbersIn(r).every(Number.isFinite)).toBe(true);
  });
});

describe('jetting max distance, reference model (docs/physics.md#jetting, D4, within 2 %)', () => {
  // D4 settings: Blasius smooth, 20 °C, buckling from C = 0 (Griffioen, debug option 2), two-segment flow; the
  // max distance is the longest duct for which no head position on the way needs more than the pusher force
  const cases: [string, number, JetCase][] = [
    ['33/15 mm, 2.0 N/m, B 1.0, 9 bar, 300 N', 1866, { dd: 33, dc: 15, w: 2, b: 1, bar: 9, push: 300 }],
    ['26/12 mm, 1.2 N/m, B 0.5, 9 bar, 200 N', 1964, { dd: 26, dc: 12, w: 1.2, b: 0.5, bar: 9, push: 200 }],
    ['10/6.5 mm microduct, 0.35 N/m, B 0.02, 14 bar, 60 N', 2151, { dd: 10, dc: 6.5, w: 0.35, b: 0.02, bar: 14, push: 60 }],
  ];
  it.each(cases)('%s → %d m', (_, expected, c) => {
    dbg.set(2, 1);
    try {
      const r = dbg.engine.calculate(request(jetData({ ...c, rows: [straight(500)] }), true));
      expect(r.status).toBe('success');
      expect(Math.abs(r.maxDistance / expected - 1)).toBeLessThan(0.02);
      // a route of 98 % of it installs; one of 102 % does not
      const below = dbg.engine.calculate(request(jetData({ ...c, rows: [straight(0.98 * expected)] })));
      const above = dbg.engine.calculate(request(jetData({ ...c, rows: [straight(1.02 * expected)] })));
      expect(below.status).toBe('success');
      expect(above.status).toBe('failed');
      expect(above.limitedBy?.code).toBe('E_PUSHING_FORCE');
    } finally {
      dbg.set(2, 0);
    }
  });
});

describe('jetting properties', () => {
  const und = { undulationPeriod: 3, undulationAmplitude: 14 };
  const mixed = (c: JetCase, over: Partial<SimulationData> = {}) => {
    const d = jetData({ dd: 33, dc: 12, w: 1, b: 0.8, push: 400, rows: mixedRows, ...c }, over);
    d.stretches = d.stretches.map((s) => ({ ...s, ...und, maxPressure: 12 }));
    return d;
  };

  it('more inlet pressure never shortens the distance until the duct max pressure caps it', () => {
    for (const push of [150, 400]) {
      let last = -Infinity;
      let lastDistance = -Infinity;
      for (const bar of [0, 1, 2, 4, 6, 8, 10, 12, 14, 16]) {
        const r = engine.calculate(request(mixed({ bar, push }), true));
        expect(r.maxDistance, `${push} N, ${bar} bar`).toBeGreaterThanOrEqual(last - 1e-6);
        expect(r.distance, `${push} N, ${bar} bar`).toBeGreaterThanOrEqual(lastDistance - 1e-6);
        if (bar > 12) {
          expect(r.maxDistance).toBeCloseTo(last, 9);
          expect(param(r, 'I_AIR_PRESSURE_CAPPED', 'pressure')).toBeCloseTo(12, 9);
          expect(r.profile.pressure[0]).toBeCloseTo(12, 9);
        }
        last = r.maxDistance;
        lastDistance = r.distance;
      }
    }
  });

  it('more COF never lengthens it', () => {
    let last = Infinity;
    for (const mu of [0.06, 0.08, 0.1, 0.12, 0.15, 0.2, 0.3]) {
      const r = engine.calculate(request(mixed({ mu }), true));
      expect(r.maxDistance, `μ ${mu}`).toBeLessThanOrEqual(last + 1e-6);
      expect(r.distance).toBeLessThanOrEqual(r.maxDistance + 1e-6);
      last = r.maxDistance;
    }
  });

  it('air switched off equals pushing (distance, forces, profile; max distance to the 0.1 m search step)', () => {
    for (const push of [150, 400]) {
      const data = mixed({ bar: 0, push });
      const jet = engine.calculate(request(data, true));
      const pushed = engine.calculate(request({ ...data, layingMethod: 'push' }, true));
      expect(jet.status).toBe(pushed.status);
      expect(jet.distance).toBeCloseTo(pushed.distance, 6);
      expect(jet.forceAtEnd).toBeCloseTo(pushed.forceAtEnd, 6);
      expect(jet.limitedBy?.code).toBe(pushed.limitedBy?.code);
      expect(Math.abs(jet.maxDistance - pushed.maxDistance)).toBeLessThanOrEqual(0.1);
      const forces = jet.profile.force.slice(0, pushed.profile.force.length);
      forces.forEach((f, i) => expect(f).toBeCloseTo(pushed.profile.force[i]!, 6));
      pushed.profile.position.forEach((x, i) => expect(jet.profile.position[i]).toBeCloseTo(x, 6));
      expect(jet.airFlow).toBe(0);
    }
  });

  it('a shuttle adds exactly its pull at the head: F(head) = Δp·A_d and the pusher saves it', () => {
    // string (B = 0) on a level straight: F(0⁺) = F_head − μWL + k·(p0 − p_head), pusher = −F(0⁺) + seal
    const L = 1200;
    const r = engine.calculate(request(jetData({ dd: 33, dc: 15, w: 2, b: 0, rows: [straight(L)] }, { cableEnd: 'shuttle', xend: 300 })));
    expect(r.status).toBe('success');
    const pull = param(r, 'I_HEAD_FORCE', 'force');
    const dp = param(r, 'I_HEAD_FORCE', 'pressureDrop');
    const ad = (Math.PI / 4) * 0.033 ** 2;
    const ac = (Math.PI / 4) * 0.015 ** 2;
    expect(pull).toBeCloseTo(dp * 1e5 * ad, 9);
    expect(pull).toBeGreaterThan(0);
    const iHead = r.profile.position.findIndex((s) => s === 900);
    const p0 = r.profile.pressure[0]! * 1e5;
    const pHead = r.profile.pressure[iHead]! * 1e5;
    // the profile gives the cable's own force at the head: the pull less the pressure on the cable's end face
    expect(r.profile.force[iHead]).toBeCloseTo(pull - pHead * ac, 9);
    const k = (Math.PI / 4) * 0.015 * 0.033;
    expect(r.forceAtEnd).toBeCloseTo(0.1 * 2 * 900 - k * (p0 - pHead) - pull + p0 * ac, 6);
    // the tension in the cable at the head is the pull less the pressure on the cable's end face
    expect(param(r, 'I_HEAD_FORCE', 'tension')).toBeCloseTo(pull - pHead * ac, 6);
    expect(r.progress.pullingForce.at(-1)).toBeCloseTo(pull, 9);
  });

  it('the shuttle pull is checked against the cable max pulling force', () => {
    // the pull is highest at the start (all the pressure over the piston) and falls as the annulus behind grows
    const ok = engine.calculate(request(jetData({ dd: 33, dc: 15, w: 2, b: 0, bar: 12 }, { cableEnd: 'shuttle' })));
    const tension = ok.progress.pullingForce[0]! - 12e5 * (Math.PI / 4) * 0.015 ** 2;
    const r = engine.calculate(request(jetData({ dd: 33, dc: 15, w: 2, b: 0, bar: 12 }, { cableEnd: 'shuttle', cableMaxPullingForce: tension - 1 })));
    expect(r.status).toBe('failed');
    expect(r.limitedBy).toEqual({ code: 'E_CABLE_PULLING_FORCE', position: 0 });
    expect(param(r, 'E_CABLE_PULLING_FORCE', 'force')).toBeGreaterThan(tension - 1);
    expect(ok.status).toBe('success');
  });

  it('a sonic head chokes: pressure ratio over it above 1.893, pull = Δp·A_d', () => {
    const r = engine.calculate(request(jetData({ dd: 33, dc: 15, w: 2, b: 1 }, { cableEnd: 'sonic', xend: 1000 })));
    const dp = param(r, 'I_HEAD_FORCE', 'pressureDrop');
    const iHead = r.profile.position.indexOf(500);
    const behind = r.profile.pressure[iHead]! + 1.013;
    const ahead = behind - dp;
    expect(behind / ahead).toBeGreaterThan(1.893);
    expect(param(r, 'I_HEAD_FORCE', 'force')).toBeCloseTo(dp * 1e5 * (Math.PI / 4) * 0.033 ** 2, 9);
    // the profile goes on ahead of the head: force 0, pressure down to 0 at the duct exit
    expect(r.profile.position.at(-1)).toBeCloseTo(1500, 9);
    expect(r.profile.pressure.at(-1)).toBeCloseTo(0, 9);
    expect(r.profile.force.at(-1)).toBe(0);
  });

  it('the compressor flow limit lowers the inlet pressure and says so', () => {
    const free = engine.calculate(request(jetData({})));
    const max = 1500;
    expect(free.airFlow).toBeGreaterThan(max);
    const r = engine.calculate(request(jetData({}, { macMaxAirFlow: max })));
    expect(r.airFlow).toBeCloseTo(max, 6);
    expect(param(r, 'W_AIR_FLOW_LIMIT', 'maxAirFlow')).toBeCloseTo(max, 9);
    expect(param(r, 'W_AIR_FLOW_LIMIT', 'pressure')).toBeLessThan(9);
    expect(r.profile.pressure[0]).toBeLessThan(9);
    // less air, less blowing: the pusher needs more at the end
    expect(r.forceAtEnd).toBeGreaterThan(free.forceAtEnd);
  });

  it('compressor max pressure caps the inlet pressure', () => {
    const r = engine.calculate(request(jetData({}, { macMaxAirPressure: 7 })));
    expect(r.profile.pressure[0]).toBeCloseTo(7, 9);
    expect(param(r, 'I_AIR_PRESSURE_CAPPED', 'airPressure')).toBe(9);
  });

  it('the capped air pressure names what binds: the compressor, or the duct stretch of the lowest max pressure', () => {
    const duct = (id: string, stretchName: string, maxPressure: number) => ({ id, stretchName, type: 'inDuct' as const, outerDiameter: 39, innerDiameter: 33, innerSurface: 'smooth' as const, cof: 0.1, maxPressure });
    const stretches = [duct('a', 'New 39/33', 12), duct('b', 'Old duct', 6)];
    const rows: TrajectoryRow[] = [straight(500), { type: 'stretch', stretch: 'b' }, straight(500)];
    const capped = (compressor: number) => {
      const r = engine.calculate(request(jetData({ rows }, { stretches, macMaxAirPressure: compressor })));
      expect(r.profile.pressure[0]).toBeCloseTo(Math.min(compressor, 6), 9);
      return r.messages.find((m) => m.code === 'I_AIR_PRESSURE_CAPPED')!;
    };
    // the second stretch's 6 bar binds, below the compressor's 8 bar and the first stretch's 12 bar
    const byDuct = capped(8);
    expect(byDuct.params).toEqual({ airPressure: 9, pressure: expect.closeTo(6, 9), binding: 1, cappedBy: 'duct', stretch: 'Old duct' });
    expect(byDuct.message).toMatch(/^The air pressure of 9 bar is capped at 6(\.00)? bar by the max pressure of the duct stretch Old duct\.$/);
    // the compressor's 5 bar binds; at a tie with a stretch the compressor is named
    for (const compressor of [5, 6]) {
      const byCompressor = capped(compressor);
      expect(byCompressor.params).toEqual({ airPressure: 9, pressure: expect.closeTo(compressor, 9), binding: -1, cappedBy: 'compressor', stretch: '' });
      expect(byCompressor.message).toMatch(new RegExp(`^The air pressure of 9 bar is capped at ${compressor}(\\.00)? bar by the compressor's max pressure\\.$`));
    }
  });

  it('speed, duration and air quantity: Σ Q·Δt at the laying speed capped by the pusher', () => {
    const r = engine.calculate(request(jetData({}, { pushingSpeed: 80, macMaxPushingSpeed: 50, macMaxPullingSpeed: 10 })));
    expect(r.progress.speed.every((v) => v === 50)).toBe(true);
    expect(r.duration).toBeCloseTo(1500 / 50, 9);
    const quantity = param(r, 'I_AIR_CONSUMPTION', 'airQuantity');
    const end = param(r, 'I_AIR_CONSUMPTION', 'endAirFlow');
    // between the end flow and the peak (empty duct) flow over the 30 min, in m³ of free air
    expect(quantity).toBeGreaterThan((end / 1000) * 30);
    expect(quantity).toBeLessThan((r.airFlow / 1000) * 30);
  });

  it('results do not depend on the integration step (ten times finer: < 1e-6 relative)', () => {
    const data = mixed({ push: 1e4 }, { xend: 200 });
    const coarse = dbg.engine.calculate(request(data));
    dbg.set(1, 0.1);
    try {
      const fine = dbg.engine.calculate(request(data));
      expect(Math.abs(fine.forceAtEnd / coarse.forceAtEnd - 1)).toBeLessThan(1e-6);
    } finally {
      dbg.set(1, 1);
    }
  });

  it('several cables and residents: free area and wetted perimeter (more in the duct, less flow)', () => {
    const one = engine.calculate(request(jetData({ dd: 40, dc: 8 })));
    const two = engine.calculate(request(jetData({ dd: 40, dc: 8 }, { cableCount: 2 })));
    const res = engine.calculate(request(jetData({ dd: 40, dc: 8 }, { residentCount: 1, resident1Diameter: 12 })));
    const end = (r: CalculateResponse) => param(r, 'I_AIR_CONSUMPTION', 'endAirFlow');
    expect(end(two)).toBeLessThan(end(one));
    expect(end(res)).toBeLessThan(end(one));
    expect(res.airFlow).toBeLessThan(one.airFlow);
    for (const r of [one, two, res]) expect(numbersIn(r).every(Number.isFinite)).toBe(true);
  });
});

describe('jetting edge cases', () => {
  it('a symmetric route gives the same answer forward and backward', () => {
    const rows = [straight(400, 1), curve(40), straight(300), curve(40), straight(400, -1)];
    const data = jetData({ dd: 33, dc: 12, w: 1, b: 0.8, push: 400, rows });
    const fwd = engine.calculate(request(data, true));
    const bwd = engine.calculate(request({ ...data, calculateBackward: true }, true));
    expect(bwd.distance).toBeCloseTo(fwd.distance, 6);
    expect(bwd.forceAtEnd).toBeCloseTo(fwd.forceAtEnd, 6);
    expect(bwd.maxDistance).toBeCloseTo(fwd.maxDistance, 3);
  });

  it('odd but valid requests answer finite numbers (rollers, stretches, pushers, residents, corrugated, launch point)', () => {
    const stretches: SimulationData['stretches'] = [
      { id: 'a', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'corrugated', cof: 0.1, maxPressure: 10 },
      { id: 'b', type: 'onRollers', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof: 0.1, rollerDistance: 2 },
      { id: 'c', type: 'inDuct', outerDiameter: 32, innerDiameter: 26, innerSurface: 'riped', cof: 0.08 },
    ];
    const rows: TrajectoryRow[] = [
      straight(300), { type: 'stretch', stretch: 'b' }, straight(20), curve(90, 5), { type: 'stretch', stretch: 'c' },
      { type: 'pusher', pushForce: 100 }, straight(800, 3), curve(-45), straight(500),
    ];
    for (const cableEnd of ['open', 'shuttle', 'sonic'] as const) {
      for (const over of [{}, { residentCount: 1, resident1Diameter: 6 }, { cableCount: 2 }, { xlaunch: 50, xend: 30 }, { airPressure: 0 }, { macMaxAirFlow: 300 }]) {
        const r = engine.calculate(request({ ...jetData({ dd: 33, dc: 10, w: 0.8, b: 0.5, push: 300, rows }), stretches, cableEnd, ...over }, true));
        expect(['success', 'failed']).toContain(r.status);
        expect(numbersIn(r).every(Number.isFinite), `${cableEnd} ${JSON.stringify(over)}`).toBe(true);
        expect(r.profile.pressure.every((p) => p >= -1e-9 && p <= 10 + 1e-9)).toBe(true);
      }
    }
  });
});
