import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '@cla/engine';
import type { SimulationData } from '@cla/engine';
import { G, numbersIn, pullData, request } from './helpers.js';
import { ratingViolations } from './ratings-check.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const straight = (length: number, slope = 0) => ({ type: 'straight' as const, slope, length });
const MUW = 0.2 * G; // N/m: μ·W of the helpers' cable (1 kg/m, cof 0.2)

describe('pushpull (docs/physics.md#pushpull): pusher at its set force at the entry, winch at the head', () => {
  it('level straight: winch = μ·W·L − P, pusher = P; the split is reported', () => {
    const r = engine.calculate(request(pullData([straight(1000)], { layingMethod: 'pushpull', macMaxPushingForce: 500 })));
    expect(r.status).toBe('success');
    expect(r.forceAtEnd).toBeCloseTo(MUW * 1000 - 500, 6);
    expect(r.progress.pushingForce.at(-1)).toBeCloseTo(500, 6);
    expect(r.progress.pullingForce.at(-1)).toBeCloseTo(MUW * 1000 - 500, 6);
    const split = r.messages.find((m) => m.code === 'I_PUSHPULL_SPLIT');
    expect(split?.level).toBe('info');
    expect(split?.params.pushForce).toBeCloseTo(500, 6);
    expect(split?.params.pullForce).toBeCloseTo(MUW * 1000 - 500, 6);
    expect(split?.params.pusherShare).toBeCloseTo(500 / (MUW * 1000), 6);
    expect(r.profile.force[0]).toBeCloseTo(-500, 6);
  });

  it('while the pusher alone is enough the winch is idle and the pusher gives only what is needed', () => {
    const r = engine.calculate(request(pullData([straight(200)], { layingMethod: 'pushpull', macMaxPushingForce: 500 })));
    expect(r.forceAtEnd).toBe(0);
    expect(r.progress.pullingForce.at(-1)).toBe(0);
    expect(r.progress.pushingForce.at(-1)).toBeCloseTo(MUW * 200, 6);
    expect(r.profile.force.at(-1)).toBeCloseTo(0, 9);
  });

  it('the winch limit stops it, further than pulling alone by P/(μW)', () => {
    const over = { macMaxPushingForce: 500, macMaxPullingForce: 1000 };
    const pp = engine.calculate(request(pullData([straight(2000)], { ...over, layingMethod: 'pushpull' })));
    const pull = engine.calculate(request(pullData([straight(2000)], over)));
    expect(pp.status).toBe('failed');
    expect(pp.limitedBy?.code).toBe('E_PULLING_FORCE');
    expect(pp.distance).toBeCloseTo(1500 / MUW, 6);
    expect(pp.distance - pull.distance).toBeCloseTo(500 / MUW, 6);
  });

  it('the cable max pushing force caps the pusher set force; the cable pull limit applies too', () => {
    const r = engine.calculate(
      request(pullData([straight(2000)], {
        layingMethod: 'pushpull', macMaxPushingForce: 500, cableMaxPushingForce: 300, cableMaxPullingForce: 1000,
      })),
    );
    expect(r.limitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
    expect(r.distance).toBeCloseTo(1300 / MUW, 6);
  });

  it('buckling of the pushed part makes the pusher help less', () => {
    const base = { layingMethod: 'pushpull' as const, macMaxPushingForce: 500, cableOuterDiameter: 40 };
    const string = engine.calculate(request(pullData([straight(1000)], base)));
    const stiff = engine.calculate(request(pullData([straight(1000)], { ...base, cableStiffness: 2 })));
    expect(stiff.forceAtEnd).toBeGreaterThan(string.forceAtEnd + 1);
    expect(numbersIn(stiff).every(Number.isFinite)).toBe(true);
  });
  it('no winch (macMaxPullingForce 0): the pusher alone moves the cable and stops with E_PUSHING_FORCE where the head would need a pull, L = P/(μW) on the level (1e-6 m, as push); the winch gives 0 everywhere', () => {
    for (const [over, code, force] of [
      [{}, 'E_PUSHING_FORCE', 500],
      // the cable's pushing limit caps the set force; its pulling limit is moot (nothing pulls)
      [{ cableMaxPushingForce: 300, cableMaxPullingForce: 100 }, 'E_CABLE_PUSHING_FORCE', 300],
    ] as const) {
      const data = pullData([straight(2000)], { layingMethod: 'pushpull', macMaxPushingForce: 500, macMaxPullingForce: 0, ...over });
      const r = engine.calculate(request(data));
      expect(r.status).toBe('failed');
      expect(r.limitedBy?.code).toBe(code);
      expect(Math.abs(r.distance - force / MUW)).toBeLessThan(1e-6);
      const push = engine.calculate(request({ ...data, layingMethod: 'push', macMaxPushingForce: force }));
      expect(Math.abs(r.distance - push.distance)).toBeLessThan(1e-6);
      expect(r.messages.find((m) => m.code === code)?.params.force).toBe(force);
      expect(r.forceAtEnd).toBe(0);
      expect(r.progress.pullingForce.every((f) => f === 0)).toBe(true);
      expect(Math.max(...r.progress.pushingForce)).toBeLessThanOrEqual(force * (1 + 1e-9));
      expect(r.progress.pushingForce.at(-1)).toBeCloseTo(force, 6);
      expect(ratingViolations(data, r)).toEqual([]);
    }
    // within reach it installs with the winch idle
    const short = engine.calculate(request(pullData([straight(200)], { layingMethod: 'pushpull', macMaxPushingForce: 500, macMaxPullingForce: 0 })));
    expect(short.status).toBe('success');
    expect(short.forceAtEnd).toBe(0);
  });

  it('a limit crossed by a jump of the head force shows the force before it (a stiff cable into a 4.26 m bend after a descent; found by the ratings property: no winch showed 14.8 N of pull there, a winch of 5 N likewise)', () => {
    const data: SimulationData = {
      ...pullData([
        { type: 'straight', slope: 9.8325, length: 600.95267 },
        { type: 'straight', slope: -4.01739, length: 679.397705 },
        { type: 'curve', angle: 90.60864, radius: 4.260086 },
        { type: 'straight', slope: 2.25786, length: 509.2526 },
      ], {
        layingMethod: 'pushpull', pushingSpeed: 43.588832, macMaxPullingForce: 0, macMaxPushingForce: 10397.7857, lostForce: 0,
        cableOuterDiameter: 16.86766, cableWeight: 0.02000792, cableStiffness: 200,
      }),
      stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 100, innerDiameter: 90, innerSurface: 'smooth', cof: 0.34766765, undulationPeriod: 7.79672, undulationAmplitude: 5.000225 }],
    };
    const bend = 600.95267 + 679.397705;
    for (const [winch, code] of [[0, 'E_PUSHING_FORCE'], [5, 'E_PULLING_FORCE']] as const) {
      const r = engine.calculate(request({ ...data, macMaxPullingForce: winch }));
      expect(r.status).toBe('failed');
      expect(r.limitedBy?.code).toBe(code);
      expect(r.distance).toBeCloseTo(bend, 6);
      expect(Math.max(...r.progress.pullingForce)).toBeLessThanOrEqual(winch);
      expect(r.forceAtEnd).toBeLessThanOrEqual(winch);
      expect(ratingViolations({ ...data, macMaxPullingForce: winch }, r)).toEqual([]);
    }
  });
});
