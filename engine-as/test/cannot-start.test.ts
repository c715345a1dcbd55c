import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, FORCE_LIMIT_CODES, type CalculateResponse, type Engine, type SimulationData } from '@cla/engine';
import { jettingData, pullData, request } from './helpers.js';
import { randomRequest } from './random-request.js';

// `started` (docs/simulation-api.md#response): false when the cable never moved — a failure at the head's starting
// position, where distance is that position and the machine force the force the start would need.

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const straight = (length: number, slope = 0) => ({ type: 'straight' as const, slope, length });
const errorText = (r: CalculateResponse) => r.messages.find((m) => m.level === 'error')?.message;

/** Free floating of a heavy 90 mm cable in a 200 mm duct: the front shuttle starts at xRearPig + cableLength. */
function freeFloating(over: Partial<SimulationData> = {}): SimulationData {
  return pullData([straight(8000)], {
    layingMethod: 'freefloating', pushingSpeed: 40, waterPressure: 1, waterInDensity: 1, macMaxPullingForce: 0,
    cableOuterDiameter: 90, cableWeight: 30, cableStiffness: 1e9, cableEnd: 'shuttle', cableLength: 2000, xRearPig: 2084,
    stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 208, innerDiameter: 200, innerSurface: 'smooth', cof: 0.1 }],
    ...over,
  });
}

describe('a cable that cannot start', () => {
  it('free floating whose water cannot move the cable: not started, the distance is the front shuttle’s start, duration 0', () => {
    for (const xlaunch of [0, 100]) {
      const r = engine.calculate(request(freeFloating({ xlaunch }), true));
      expect(r.status).toBe('failed');
      expect(r.started).toBe(false);
      // the engine's numbers stay: distance and limit at the start position xRearPig + cableLength
      expect(r.distance).toBe(4084);
      expect(r.maxDistance).toBe(4084);
      expect(r.limitedBy).toEqual({ code: 'E_WATER_PRESSURE', position: 4084 });
      expect(r.duration).toBe(0);
      expect(r.progress.length).toEqual([4084 - xlaunch]);
      expect(errorText(r)).toMatch(/^Moving the cable further than 4084 m needs more water pressure than the [\d.]+ bar the pump gives at the inlet .*: [\d.]+ bar there\.$/);
    }
    // with the pressure it needs the same cable moves: started, even where it stops on the way
    const moved = engine.calculate(request(freeFloating({ waterPressure: 30 })));
    expect(moved.started).toBe(true);
    expect(moved.distance).toBeGreaterThan(4084);
  });

  it('a pusher below the seal’s force p·A_c (floating, jetting): not started, the force needed at the launch point', () => {
    const floating = (macMaxPushingForce: number) => pullData([straight(500)], {
      layingMethod: 'floating', cableOuterDiameter: 15, cableWeight: 0.2, waterPressure: 8, macMaxPushingForce, cableEnd: 'open',
      stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 50, innerDiameter: 40, innerSurface: 'smooth', cof: 0.1 }],
    });
    const seal = 8e5 * (Math.PI / 4) * 0.015 ** 2; // 141.37 N
    const r = engine.calculate(request(floating(100)));
    expect(r).toMatchObject({ status: 'failed', started: false, distance: 0, limitedBy: { code: 'E_PUSHING_FORCE', position: 0 } });
    expect(r.forceAtEnd).toBeGreaterThanOrEqual(seal * (1 - 1e-9));
    expect(r.progress.pushingForce[0]).toBe(r.forceAtEnd);
    expect(errorText(r)).toMatch(/^The installation cannot start: the pusher would need 141\.\d\d N at the launch point \(0 m\), more than its pushing force of 100 N\.$/);
    expect(engine.calculate(request(floating(1000))).started).toBe(true);

    const jetting = engine.calculate(request(jettingData([straight(500)], { macMaxPushingForce: 50 })));
    expect(jetting).toMatchObject({ status: 'failed', started: false, distance: 0, limitedBy: { code: 'E_PUSHING_FORCE', position: 0 } });
    expect(jetting.forceAtEnd).toBeGreaterThan(50);
  });

  it('a back tension beyond the winch (pull, pushpull) or the pusher (push): not started; a limit on the way: started', () => {
    const pull = engine.calculate(request(pullData([straight(500)], { lostForce: 100, macMaxPullingForce: 99, xlaunch: 50 })));
    expect(pull).toMatchObject({ status: 'failed', started: false, distance: 50, forceAtEnd: 100, limitedBy: { code: 'E_PULLING_FORCE', position: 50 } });
    const pushpull = engine.calculate(request(pullData([straight(500)], { layingMethod: 'pushpull', lostForce: 200, macMaxPushingForce: 100, macMaxPullingForce: 50 })));
    expect(pushpull).toMatchObject({ status: 'failed', started: false, distance: 0, forceAtEnd: 100 });
    const push = engine.calculate(request(pullData([straight(500)], { layingMethod: 'push', lostForce: 200, macMaxPushingForce: 100 })));
    expect(push).toMatchObject({ status: 'failed', started: false, distance: 0, forceAtEnd: 200 });
    // a winch of 0 N cannot start a pull either (it fails where the cable first needs tension: at once)
    expect(engine.calculate(request(pullData([straight(500)], { macMaxPullingForce: 0 }))).started).toBe(false);
    const onTheWay = engine.calculate(request(pullData([straight(2000)], { macMaxPullingForce: 2000 })));
    expect(onTheWay).toMatchObject({ status: 'failed', started: true });
    expect(engine.calculate(request(pullData([straight(500)]))).started).toBe(true);
  });

  it('a force limit at its rating at the launch point cannot start either: the text says so, one progress point', () => {
    const cases: [Partial<SimulationData>, string, RegExp][] = [
      [{ lostForce: 100, macMaxPullingForce: 100 }, 'E_PULLING_FORCE', /^The installation cannot start: the winch would need more than its pulling force of 100 N at the launch point \(50 m\)\.$/],
      [{ lostForce: 100, cableMaxPullingForce: 100 }, 'E_CABLE_PULLING_FORCE', /^The installation cannot start: the cable would be pulled with more than its maximum pulling force of 100 N at the launch point \(50 m\)\.$/],
      // a winch of 0 N: it gives its 0 N and the cable needs more at once
      [{ macMaxPullingForce: 0 }, 'E_PULLING_FORCE', /^The installation cannot start: the winch would need more than its pulling force of 0 N at the launch point \(50 m\)\.$/],
      [{ layingMethod: 'push', lostForce: 100, macMaxPushingForce: 100 }, 'E_PUSHING_FORCE', /^The installation cannot start: the pusher would need more than its pushing force of 100 N at the launch point \(50 m\)\.$/],
      [{ layingMethod: 'pushpull', lostForce: 150, macMaxPushingForce: 100, macMaxPullingForce: 50 }, 'E_PULLING_FORCE', /^The installation cannot start: the winch would need more than its pulling force of 50 N/],
    ];
    for (const [over, code, text] of cases) {
      const r = engine.calculate(request(pullData([straight(500)], { xlaunch: 50, ...over })));
      expect(r).toMatchObject({ status: 'failed', started: false, distance: 50, limitedBy: { code, position: 50 } });
      expect(errorText(r)).toMatch(text);
      // the params stay the numbers (force = rating): the words come from the cable not moving
      const limit = r.messages.find((m) => m.code === code)!;
      expect(limit.params.force).toBe(limit.params.rating);
      // a cable that never moved has one progress point, the state at the launch point
      expect(r.progress.length).toEqual([0]);
      expect(r.progress.time).toEqual([0]);
    }
    // beyond the rating: the force needed, one progress point too (pull and pushpull wrote 201 points at 0 m)
    const beyond = engine.calculate(request(pullData([straight(500)], { lostForce: 100, macMaxPullingForce: 99 })));
    expect(beyond.progress.length).toEqual([0]);
    expect(beyond.progress.pullingForce).toEqual([100]);
    expect(errorText(beyond)).toMatch(/^The installation cannot start: the winch would need 100 N at the launch point \(0 m\), more than its pulling force of 99 N\.$/);
    const pushpull = engine.calculate(request(pullData([straight(500)], { layingMethod: 'pushpull', lostForce: 200, macMaxPushingForce: 100, macMaxPullingForce: 50 })));
    expect(pushpull.progress.length).toEqual([0]);
    // the same rating reached on the way still reads as reached there
    const onTheWay = engine.calculate(request(pullData([straight(2000)], { macMaxPullingForce: 2000 })));
    expect(errorText(onTheWay)).toMatch(/^The winch reaches its pulling force of 2000 N at [\d.]+ m\.$/);
    expect(onTheWay.progress.length.length).toBeGreaterThan(100);
  });

  it('a request refused at the door (notStarted) did not start', () => {
    const bad = pullData([straight(500)], { cableOuterDiameter: -1 });
    expect(engine.calculate(request(bad))).toMatchObject({ status: 'notStarted', started: false, distance: 0 });
    expect(engine.calculate(request(freeFloating({ cableLength: 9000 })))).toMatchObject({ status: 'notStarted', started: false });
  });

  it('property: started is false exactly when the run failed (or never ran) with the head at its starting position', () => {
    // (seed 20261128, 400 requests of every method: 121 cannot start — 38 freefloating, 29 floating, 28 pull, 14
    // waterpushpull, 6 jetting, 4 pushpull, 2 push; 90 before issue #33's water limits: a crest the pump cannot
    // lift the water over, a duct over its max pressure, waterpushpull's pig beyond its set pull)
    let stuck = 0;
    fc.assert(
      fc.property(randomRequest, ({ data, findMax }) => {
        const r = engine.calculate(request(data, findMax));
        const start = data.layingMethod === 'freefloating' ? Math.max(data.xRearPig ?? 0, data.xlaunch ?? 0) + (data.cableLength ?? 0) : data.xlaunch ?? 0;
        const moved = r.status === 'success' || r.status === 'exceeded' || (r.status === 'failed' && r.distance > start);
        if (!r.started && r.status === 'failed') {
          stuck++;
          // one progress point: the state at the start; a force limit then reads as a start refused
          expect(r.progress.length).toHaveLength(1);
          for (const m of r.messages.filter((m) => m.level === 'error' && FORCE_LIMIT_CODES.has(m.code) && Number(m.params.force) >= 0)) {
            expect(m.message).toMatch(/^The installation cannot start: /);
          }
        }
        expect(r.started).toBe(moved);
      }),
      { numRuns: 400, seed: 20261128, endOnFailure: true },
    );
    expect(stuck).toBe(121);
  });
});
