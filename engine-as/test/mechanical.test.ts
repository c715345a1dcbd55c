import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '@cla/engine';
import { G, numbersIn, pullData, request } from './helpers.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const straight = (length: number, slope = 0) => ({ type: 'straight' as const, slope, length });

describe('pull on straights (docs/physics.md#bends closed forms)', () => {
  it('level: T2 = T1 + μ·W·L', () => {
    const r = engine.calculate(request(pullData([straight(500)], { lostForce: 150 })));
    expect(r.status).toBe('success');
    expect(r.distance).toBeCloseTo(500, 9);
    expect(r.forceAtEnd).toBeCloseTo(150 + 0.2 * G * 500, 6);
  });

  it('uphill and downhill: T2 = T1 + W·L·(sin α ± μ cos α)', () => {
    const a = (10 * Math.PI) / 180;
    const up = engine.calculate(request(pullData([straight(300, 10)], { lostForce: 1000 })));
    const down = engine.calculate(request(pullData([straight(300, -10)], { lostForce: 1000 })));
    expect(up.forceAtEnd).toBeCloseTo(1000 + G * 300 * (Math.sin(a) + 0.2 * Math.cos(a)), 6);
    expect(down.forceAtEnd).toBeCloseTo(1000 - G * 300 * (Math.sin(a) - 0.2 * Math.cos(a)), 6);
    expect(up.profile.altitude.at(-1)).toBeCloseTo(300 * Math.sin(a), 9);
  });

  it('lubricant "no" multiplies the friction by the documented 1.75', () => {
    const dry = engine.calculate(request(pullData([straight(100)], { lubricant: 'no' })));
    expect(dry.forceAtEnd).toBeCloseTo(1.75 * 0.2 * G * 100, 6);
  });

  it('a back tension above the winch\'s set force (0 N: none set) fails at the launch point, not a success with no profile', () => {
    for (const macMaxPullingForce of [0, 99]) {
      const r = engine.calculate(request(pullData([straight(500)], { lostForce: 100, macMaxPullingForce })));
      expect(r.status).toBe('failed');
      expect(r.distance).toBe(0);
      expect(r.limitedBy).toEqual({ code: 'E_PULLING_FORCE', position: 0 });
      // the head carries the back tension; the message says the installation cannot start: the force needed and the
      // winch's set force
      expect(r.forceAtEnd).toBeCloseTo(100, 9);
      const message = r.messages.find((m) => m.code === 'E_PULLING_FORCE');
      expect(message?.params).toMatchObject({ position: 0, force: 100, rating: macMaxPullingForce });
      expect(message?.message).toBe(`The installation cannot start: the winch would need 100 N at the launch point (0 m), more than its pulling force of ${macMaxPullingForce} N.`);
      expect(r.progress.pullingForce[0]).toBeCloseTo(100, 9);
    }
    // with no back tension a winch set to 0 N cannot pull either: the friction needs more at once
    const none = engine.calculate(request(pullData([straight(500)], { macMaxPullingForce: 0 })));
    expect(none.status).toBe('failed');
    expect(none.limitedBy).toEqual({ code: 'E_PULLING_FORCE', position: 0 });
  });

  it('a pusher below the seal\'s force (the water pressure on the cable\'s section at the entry) cannot start a floating: it says so, with the force needed p·A_c and its rating', () => {
    // 8 bar on a 15 mm cable: 8e5 · π·0.015²/4 = 141.37 N against a 100 N pusher
    const r = engine.calculate(request(pullData([straight(500)], {
      layingMethod: 'floating', cableOuterDiameter: 15, cableWeight: 0.2, waterPressure: 8, macMaxPushingForce: 100,
      stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 50, innerDiameter: 40, innerSurface: 'smooth', cof: 0.1 }],
    })));
    expect(r.status).toBe('failed');
    expect(r.limitedBy).toEqual({ code: 'E_PUSHING_FORCE', position: 0 });
    const message = r.messages.find((m) => m.code === 'E_PUSHING_FORCE');
    const seal = 8e5 * (Math.PI / 4) * 0.015 ** 2;
    expect(Number(message?.params.force)).toBeGreaterThanOrEqual(seal * (1 - 1e-9));
    expect(message?.params.rating).toBe(100);
    expect(message?.message).toMatch(/^The installation cannot start: the pusher would need [\d.]+ N at the launch point \(0 m\), more than its pushing force of 100 N\.$/);
    // where the limit is reached on the way, the message keeps its words and names the rating
    const onTheWay = engine.calculate(request(pullData([straight(2000)], { macMaxPullingForce: 2000 })));
    expect(onTheWay.messages.find((m) => m.code === 'E_PULLING_FORCE')?.message).toMatch(/^The winch reaches its pulling force of 2000 N at /);
  });

  it('stops where the winch force is reached and says so', () => {
    const limit = 2000;
    const r = engine.calculate(request(pullData([straight(2000)], { macMaxPullingForce: limit })));
    const expected = limit / (0.2 * G);
    expect(r.status).toBe('failed');
    expect(r.distance).toBeCloseTo(expected, 6);
    expect(r.limitedBy).toEqual({ code: 'E_PULLING_FORCE', position: r.distance });
    expect(r.messages.map((m) => m.code)).toContain('E_PULLING_FORCE');
  });

  it('the cable limit applies when it is the lower one, times the cable count', () => {
    const r = engine.calculate(request(pullData([straight(5000)], { cableMaxPullingForce: 500, cableCount: 2, twistedBundle: true })));
    expect(r.limitedBy?.code).toBe('E_CABLE_PULLING_FORCE');
    expect(r.distance).toBeCloseTo(1000 / (0.2 * 2 * G), 6);
  });

  it('max distance on a straight continuation: L = T_max / (μ·W) (ICEA, docs/physics.md#pull)', () => {
    const r = engine.calculate(request(pullData([straight(100)], { macMaxPullingForce: 3000, maxDistance: 5000 }), true));
    expect(r.status).toBe('success');
    expect(r.distance).toBeCloseTo(100, 9);
    expect(r.maxDistance).toBeCloseTo(3000 / (0.2 * G), 6);
  });
});

describe('push without fluid', () => {
  it('level straight: pusher force = μ·W·L + lost force (string model)', () => {
    const r = engine.calculate(request(pullData([straight(400)], { layingMethod: 'push', lostForce: 50 })));
    expect(r.status).toBe('success');
    expect(r.forceAtEnd).toBeCloseTo(0.2 * G * 400 + 50, 6);
    expect(r.profile.force[0]).toBeCloseTo(-0.2 * G * 400, 6);
    expect(r.profile.force.at(-1)).toBeCloseTo(0, 9);
  });

  it('the pushing limit is located by bisection', () => {
    const r = engine.calculate(request(pullData([straight(1000)], { layingMethod: 'push', macMaxPushingForce: 800 })));
    expect(r.status).toBe('failed');
    expect(r.limitedBy?.code).toBe('E_PUSHING_FORCE');
    expect(r.distance).toBeCloseTo(800 / (0.2 * G), 4);
  });

  it('an intermediate pusher takes its force off the main pusher', () => {
    const rows = [straight(300), { type: 'pusher' as const, pushForce: 200 }, straight(300)];
    const r = engine.calculate(request(pullData(rows, { layingMethod: 'push' })));
    expect(r.forceAtEnd).toBeCloseTo(0.2 * G * 600 - 200, 6);
  });
});

describe('bends', () => {
  it('horizontal capstan at high tension tends to T·e^(μθ)', () => {
    const rows = [straight(0), { type: 'curve' as const, angle: 90, radius: 1 }, straight(0)];
    const r = engine.calculate(request(pullData(rows, { lostForce: 1e6, cableWeight: 1e-6 })));
    expect(r.forceAtEnd / 1e6).toBeCloseTo(Math.exp(0.2 * Math.PI / 2), 8);
    expect(r.bends).toHaveLength(1);
    expect(r.bends[0]?.totalAngle).toBeCloseTo(90, 9);
    expect(r.bends[0]?.radialForce).toBeCloseTo(r.forceAtEnd / 1, 0);
  });

  it('a curve joins the slopes around it: total angle acos(cos a1·cos a2·cos φ + sin a1·sin a2)', () => {
    const rows = [straight(10, 10), { type: 'curve' as const, angle: 40, radius: 5 }, straight(10, -20)];
    const r = engine.calculate(request(pullData(rows)));
    const d = Math.PI / 180;
    const theta = Math.acos(Math.cos(10 * d) * Math.cos(-20 * d) * Math.cos(40 * d) + Math.sin(10 * d) * Math.sin(-20 * d));
    expect(r.bends[0]?.totalAngle).toBeCloseTo(theta / d, 9);
    expect(r.distance).toBeCloseTo(20 + 5 * theta, 9);
  });

  it('the sidewall warning fires above the cable limit', () => {
    const rows = [straight(200), { type: 'curve' as const, angle: 90, radius: 1 }, straight(10)];
    const r = engine.calculate(request(pullData(rows, { cableMaxRadialForce: 100 })));
    const w = r.messages.find((m) => m.code === 'W_SIDEWALL');
    expect(w?.level).toBe('warning');
    expect(Number(w?.params.radialForce)).toBeGreaterThan(100);
  });
});

describe('invariants', () => {
  const route = [
    straight(120, 3),
    { type: 'curve' as const, angle: 60, radius: 4 },
    straight(80, -2),
    { type: 'curve' as const, angle: -30, radius: 10 },
    straight(150, 0),
  ];

  it('the pulling force never decreases along a level route and the profile is continuous', () => {
    const r = engine.calculate(request(pullData(route.map((row) => ('slope' in row ? { ...row, slope: 0 } : row)))));
    for (let i = 1; i < r.profile.force.length; i++) {
      expect(r.profile.force[i]!).toBeGreaterThanOrEqual(r.profile.force[i - 1]! - 1e-9);
      expect(r.profile.position[i]!).toBeGreaterThanOrEqual(r.profile.position[i - 1]!);
    }
  });

  it('backward on a mirror-symmetric route equals forward', () => {
    const sym = [straight(100), { type: 'curve' as const, angle: 90, radius: 5 }, straight(100)];
    const f = engine.calculate(request(pullData(sym)));
    const b = engine.calculate(request(pullData(sym, { calculateBackward: true })));
    expect(b.forceAtEnd).toBeCloseTo(f.forceAtEnd, 9);
  });

  it('backward differs on an asymmetric route: the bend near the winch costs more', () => {
    const asym = [straight(500), { type: 'curve' as const, angle: 90, radius: 5 }, straight(10)];
    const f = engine.calculate(request(pullData(asym)));
    const b = engine.calculate(request(pullData(asym, { calculateBackward: true })));
    expect(f.forceAtEnd).toBeGreaterThan(b.forceAtEnd);
  });

  it('a loop repeats the rows before it', () => {
    const looped = engine.calculate(
      request(pullData([straight(50), { type: 'curve', angle: 10, radius: 6 }, { type: 'loop', dupSegments: 2, loopCount: 3 }])),
    );
    const flat = engine.calculate(
      request(pullData(Array.from({ length: 4 }, () => [straight(50), { type: 'curve' as const, angle: 10, radius: 6 }]).flat())),
    );
    expect(looped.distance).toBeCloseTo(flat.distance, 9);
    expect(looped.forceAtEnd).toBeCloseTo(flat.forceAtEnd, 9);
  });

  it('the same request gives bit-identical results', () => {
    const a = engine.calculate(request(pullData(route)));
    const b = engine.calculate(request(pullData(route)));
    expect(b).toEqual(a);
  });

  it('no NaN or Infinity anywhere in the response', () => {
    const r = engine.calculate(request(pullData(route, { layingMethod: 'push', macMaxPushingForce: 300 }), true));
    expect(numbersIn(r).every(Number.isFinite)).toBe(true);
  });
});

describe('bad input', () => {
  it('answers notStarted with one E_INVALID_PARAMS per problem, naming the field', () => {
    const data = pullData([{ type: 'curve', angle: 10 }], { cableWeight: -1, lubricant: 'maybe' as never });
    const r = engine.calculate(request(data));
    expect(r.status).toBe('notStarted');
    expect(r.distance).toBe(0);
    const fields = r.messages.map((m) => m.params.field);
    expect(fields).toEqual(
      expect.arrayContaining(['data.lubricant', 'data.cableWeight', 'data.trajectory.rows[0].radius']),
    );
    expect(r.messages.every((m) => m.code === 'E_INVALID_PARAMS' && m.level === 'error')).toBe(true);
  });

  it('refuses non-objects, NaN, unknown stretches and a cable wider than the duct', () => {
    expect(engine.calculate(null as never).status).toBe('notStarted');
    expect(engine.calculate({ data: 'x' } as never).messages[0]?.params.field).toBe('data');
    const bad = pullData([{ type: 'stretch', stretch: 'nope' }, straight(Number.NaN)], { cableOuterDiameter: 200 });
    const fields = engine.calculate(request(bad)).messages.map((m) => `${m.params.field} ${m.params.rule}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'data.trajectory.rows[0].stretch unknownStretch',
        'data.trajectory.rows[1].length number',
        'data.stretches[0].innerDiameter greaterThanCableDiameter',
      ]),
    );
  });

  it('xlaunch + xend at or beyond the route length is refused', () => {
    const r = engine.calculate(request(pullData([straight(100)], { xlaunch: 60, xend: 40 })));
    expect(r.status).toBe('notStarted');
    expect(r.messages[0]?.code).toBe('E_INVALID_PARAMS');
  });
});
