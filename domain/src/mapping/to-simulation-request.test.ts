// Tests may run the real engine (domain code may not): the request must be one the engine accepts.
import { createEngine } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAutoValues } from '../auto-values/compute-auto-values.js';
import { ROW_FIELDS } from '../rules/row-types.js';
import { validSectionArb } from '../test-support/arbitraries.js';
import { CTX, validSection } from '../test-support/fixtures.js';
import { validateSection } from '../validation/validate-section.js';
import { toSimulationRequest } from './to-simulation-request.js';

/** The real engine (`npm test` builds it first; a stale build fails here rather than hiding a mismatch). */
const engine = await createEngine();

const REQUIRED_NUMBERS = [
  'pushingSpeed',
  'macMaxPullingForce',
  'macMaxPushingForce',
  'cableOuterDiameter',
  'cableWeight',
  'cableStiffness',
  'cableMaxPullingForce',
] as const;

describe('section → simulation request (docs/product.md#http-calls; docs/simulation-api.md)', () => {
  it('maps every group in base units', () => {
    const s = validSection('jetting');
    const req = toSimulationRequest({ id: 'sec-1', data: s, saved: true }, { findMaxDistance: true, context: CTX });
    const auto = computeAutoValues(s, CTX);
    expect(req.findMaxDistance).toBe(true);
    expect(req.data).toMatchObject({
      projectName: 'Main street',
      id: 'sec-1',
      layingMethod: 'jetting',
      pushingSpeed: 80,
      airPressure: 100 / (80 / 7 - 1), // the compressor's 12 bar capped by the 40/33 duct's rating
      lubricant: 'yes',
      macMaxPullingForce: 0,
      macMaxPushingForce: 900,
      macMaxAirFlow: 3000,
      cableType: 'fiber',
      cableOuterDiameter: 10,
      cableWeight: auto['cable.weight']!.value,
      cableStiffness: auto['cable.stiffness']!.value,
      cableMaxPullingForce: 1500,
      cableMaxRadialForce: 500,
      cableEnd: 'open',
      cableCount: 1,
      twistedBundle: false,
      residentCount: 0,
      lostForce: 0,
      xlaunch: 0,
      xend: 0,
      maxDistance: 5000,
      calculateBackward: false,
      simpleMode: false,
      trajectory: { altitudeAtStart: 0, initialHeading: 90 },
    });
    expect(req.data.stretches[0]).toMatchObject({ id: 's1', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, cof: 0.1 });
    expect(req.data.stretches[0]!.maxPressure).toBeCloseTo(100 / ((2 * 40) / 7 - 1), 9);
    expect(req.data.waterPressure).toBeUndefined();
  });

  it('macMaxPushingForce is the pushing force × cable count when parallelLayout is oneForEach', () => {
    const s = validSection('push');
    s.cable.count = 4;
    s.settings.pushingForce = 250;
    expect(toSimulationRequest(s, { context: CTX }).data.macMaxPushingForce).toBe(250);
    s.cable.parallelLayout = 'oneForEach';
    expect(toSimulationRequest(s, { context: CTX }).data.macMaxPushingForce).toBe(1000);
  });

  it('simpleMode is true when the display mode is simple (expert-only inputs not sent)', () => {
    const s = validSection('jetting');
    s.general.displayMode = 'simple';
    const req = toSimulationRequest(s, { context: CTX });
    expect(req.data.simpleMode).toBe(true);
    expect(req.data.stretches[0]!.undulationPeriod).toBeUndefined();
    // the duct's rating is physics, not an expert input: simple mode sends the automatic one (PE100 from the SDR),
    // not a manual value it hides
    const s0 = s.stretches.rows[0]!;
    const rating = 100 / ((2 * s0.outerDiameter!) / (s0.outerDiameter! - s0.innerDiameter!) - 1);
    expect(req.data.stretches[0]!.maxPressure).toBeCloseTo(rating, 9);
    s0.maxPressure = 99;
    expect(toSimulationRequest(s, { context: CTX }).data.stretches[0]!.maxPressure).toBeCloseTo(rating, 9);
    s.general.displayMode = 'expert';
    expect(toSimulationRequest(s, { context: CTX }).data.stretches[0]!.maxPressure).toBe(99);
  });

  it('sends the machines’ max speeds, so that a speed typed above them is laid at theirs (I_SPEED_CAPPED)', () => {
    const jet = validSection('jetting');
    jet.settings.layingSpeed = 500;
    const req = toSimulationRequest(jet, { context: CTX }).data;
    expect(req.pushingSpeed).toBe(500);
    expect(req.macMaxPushingSpeed).toBe(80);
    expect(req.macMaxPullingSpeed).toBeUndefined();
    const pull = validSection('pull');
    expect(toSimulationRequest(pull, { context: CTX }).data.macMaxPullingSpeed).toBe(30);
    expect(toSimulationRequest(pull, { context: CTX }).data.macMaxPushingSpeed).toBeUndefined();
  });

  it('rows keep only the fields of their type', () => {
    const s = validSection('push');
    s.trajectory.rows = [
      { key: 'a', type: 'stretch', stretch: 's1', slope: 3, length: 4 },
      { key: 'b', type: 'straight', slope: 1, length: 10, angle: 30, radius: 2, pushForce: 4 },
      { key: 'c', type: 'pusher', pushingMachine: 'pusher-1', pushForce: 100, length: 5 },
      { key: 'd', type: 'curve', angle: 10, radius: 5, slope: 9 },
      { key: 'e', type: 'loop', dupSegments: 1, loopCount: 2, stretch: 'x' },
    ];
    expect(toSimulationRequest(s).data.trajectory.rows).toEqual([
      { type: 'stretch', stretch: 's1' },
      { type: 'straight', slope: 1, length: 10 },
      { type: 'pusher', pushForce: 100 },
      { type: 'curve', angle: 10, radius: 5 },
      { type: 'loop', dupSegments: 1, loopCount: 2 },
    ]);
  });

  it('hidden fields are not sent; the cable end is the method’s only option when the field is hidden', () => {
    const s = validSection('waterpushpull');
    s.equipment.cableEnd = 'open';
    const req = toSimulationRequest(s, { context: CTX });
    expect(req.data.cableEnd).toBe('shuttle');
    expect(req.data.waterInDensity).toBe(1);
    expect(req.data.stretches[0]!.prefilled).toBe(false);
    expect(req.data.airPressure).toBeUndefined();
    expect(req.data.xRearPig).toBeUndefined();
    expect(toSimulationRequest(validSection('freefloating'), { context: CTX }).data).toMatchObject({ xRearPig: 0, cableLength: 2000 });
  });

  it('property: a valid section maps to a request of the contract’s shape', () => {
    fc.assert(
      fc.property(validSectionArb, (s) => {
        expect(validateSection(s, CTX).filter((i) => i.level === 'error')).toEqual([]);
        const { data } = toSimulationRequest(s, { context: CTX });
        for (const k of REQUIRED_NUMBERS) {
          expect(Number.isFinite(data[k]), k).toBe(true);
          expect(data[k]).toBeGreaterThanOrEqual(0);
        }
        expect(data.pushingSpeed).toBeGreaterThan(0);
        expect(data.cableWeight).toBeGreaterThan(0);
        expect(data.layingMethod).toBe(s.general.layingMethod);
        expect(data.simpleMode).toBe(s.general.displayMode === 'simple');
        expect(data.stretches).toHaveLength(s.stretches.rows.length);
        expect(data.trajectory.rows).toHaveLength(s.trajectory.rows.length);
        data.trajectory.rows.forEach((r) => {
          expect(Object.keys(r).filter((k) => k !== 'type').sort()).toEqual([...ROW_FIELDS[r.type]].filter((f) => f !== 'pushingMachine').sort());
        });
        const json = JSON.stringify(data);
        expect(JSON.stringify({ ...data, id: 'x' })).not.toContain('null');
        expect(JSON.stringify(JSON.parse(json))).toBe(json);
      }),
      { numRuns: 200 },
    );
  });

  it('property: a valid section maps to a request the engine accepts (no E_INVALID_PARAMS)', () => {
    fc.assert(
      fc.property(validSectionArb, (s) => {
        const res = engine.calculate(toSimulationRequest(s, { context: CTX }));
        const codes = res.messages.map((m) => m.code);
        expect(codes, JSON.stringify(res.messages)).not.toContain('E_INVALID_PARAMS');
        if (s.general.layingMethod === 'push' || s.general.layingMethod === 'pull') {
          expect(res.status).not.toBe('notStarted');
        }
      }),
      { numRuns: 60 },
    );
  });

  it('an invalid section still maps (never throws); the engine then refuses it with E_INVALID_PARAMS', () => {
    const s = validSection('pull');
    s.cable.outerDiameter = null;
    s.stretches.rows = [];
    const res = engine.calculate(toSimulationRequest(s));
    expect(res.status).toBe('notStarted');
    expect(res.messages[0]!.code).toBe('E_INVALID_PARAMS');
  });
});
