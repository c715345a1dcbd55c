import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '@cla/engine';
import { pullData, request } from './helpers.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const straight = (length: number, slope = 0) => ({ type: 'straight' as const, slope, length });

describe('limits all along', () => {
  it('a curve tighter than the cable minimum bending radius warns with the tightest one', () => {
    const rows = [straight(10), { type: 'curve' as const, angle: 30, radius: 2.5 }, straight(10), { type: 'curve' as const, angle: 30, radius: 2 }, straight(10)];
    const r = engine.calculate(request(pullData(rows, { cableMinBendingRadius: 3 })));
    const w = r.messages.find((m) => m.code === 'W_BEND_RADIUS');
    expect(w?.level).toBe('warning');
    expect(w?.params.radius).toBeCloseTo(2, 9);
    expect(w?.params.minRadius).toBe(3);
    expect(w?.params.position).toBeCloseTo(r.bends[1]?.position ?? NaN, 9);
    const ok = engine.calculate(request(pullData(rows, { cableMinBendingRadius: 1.5 })));
    expect(ok.messages.some((m) => m.code === 'W_BEND_RADIUS')).toBe(false);
  });

  it('curves on rollers report the force per roller = F × roller distance / R', () => {
    const rows = [straight(10), { type: 'curveOnRollers' as const, angle: 90, radius: 2 }, straight(10)];
    const r = engine.calculate(request(pullData(rows, { lostForce: 1000 })));
    const m = r.messages.find((x) => x.code === 'I_ROLLER_FORCE');
    expect(m?.params.rollerDistance).toBe(1);
    expect(m?.params.force).toBeCloseTo(((r.bends[0]?.forceOut ?? NaN) * 1) / 2, 6);
    const onRollers = engine.calculate(
      request(pullData(rows, {
        lostForce: 1000,
        stretches: [{ id: 'r', type: 'onRollers', outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth', cof: 0.1, rollerDistance: 0.5 }],
      })),
    );
    const n = onRollers.messages.find((x) => x.code === 'I_ROLLER_FORCE');
    expect(n?.params.rollerDistance).toBe(0.5);
    expect(n?.params.force).toBeCloseTo(((onRollers.bends[0]?.forceOut ?? NaN) * 0.5) / 2, 6);
  });

  it('duration comes from the laying speed capped by the machine max speed', () => {
    const base = pullData([straight(600)]);
    expect(engine.calculate(request(base)).duration).toBeCloseTo(60, 9);
    expect(engine.calculate(request({ ...base, macMaxPullingSpeed: 5 })).duration).toBeCloseTo(120, 9);
    expect(engine.calculate(request({ ...base, macMaxPushingSpeed: 5 })).duration).toBeCloseTo(60, 9);
    const push = { ...base, layingMethod: 'push' as const, macMaxPushingSpeed: 4, macMaxPullingSpeed: 5 };
    expect(engine.calculate(request(push)).duration).toBeCloseTo(150, 9);
    expect(engine.calculate(request(push)).progress.speed.at(-1)).toBeCloseTo(4, 9);
    // the result says why its time is longer than the set speed gives: the set and the used speed, m/min
    const capped = engine.calculate(request(push)).messages.find((m) => m.code === 'I_SPEED_CAPPED');
    expect(capped?.level).toBe('info');
    expect(capped?.params).toMatchObject({ layingSpeed: 10, speed: 4 });
    expect(engine.calculate(request(base)).messages.some((m) => m.code === 'I_SPEED_CAPPED')).toBe(false);
    expect(engine.calculate(request({ ...base, macMaxPullingSpeed: 10 })).messages.some((m) => m.code === 'I_SPEED_CAPPED')).toBe(false);
  });
});
