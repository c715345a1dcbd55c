import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '@cla/engine';
import { G, numbersIn, pullData, request } from './helpers.js';

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
});
