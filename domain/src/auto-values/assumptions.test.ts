import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { METHODS } from '../rules/laying-methods.js';
import { DEMO_TEMPLATES, demoProjectSections } from '../section/demo-project.js';
import { JETTING_TEMPLATE, PULLING_TEMPLATE, WATUCAB_TEMPLATE, sectionFromTemplate } from '../section/templates.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { CTX, validSection } from '../test-support/fixtures.js';
import { ASSUMPTION_KEYS, assumptionsOf } from './assumptions.js';

describe('assumptionsOf', () => {
  it('pulling template: the duct undulation from its outer diameter, the cable limits and the engine rules', () => {
    const data = sectionFromTemplate(PULLING_TEMPLATE, 'expert', CATALOGUE);
    const list = assumptionsOf(data, CATALOGUE_CTX);
    // a pulled cable: no undulation (the pulling formulas match field tensions without a duct factor), so no period
    expect(list).toContainEqual({
      key: 'undulationAmplitude', path: 'stretches.rows.0.undulationAmplitude', subject: '110/94', value: 0, category: 'diameter',
      source: { kind: 'auto', from: ['general.layingMethod', 'stretches.rows.0.outerDiameter'] }, ref: 'undulationNone',
    });
    expect(list.map((a) => a.key)).not.toContain('undulationPeriod');
    // the cable's 12 kN is lower than the 50 kN winch
    expect(list).toContainEqual({ key: 'pullingForce', path: 'settings.pullingForce', value: 12_000, category: 'force', source: { kind: 'limit', limit: 'cable', name: 'MV 1×400 mm² Al, 12/20 kV, 40 mm' } });
    expect(list.map((a) => a.key)).toContain('bendStiffnessOff');
    // given by the template: not assumed; stiffness is not used by pull
    expect(list.map((a) => a.key)).not.toContain('cableWeight');
    expect(list.map((a) => a.key)).not.toContain('cableStiffness');
    expect(list.map((a) => a.key)).not.toContain('cableMinBendingRadius');
  });

  it('simple mode: the engine’s undulation replaces the duct’s, A = 12 mm, P = 3 m for jetting, none for a pull', () => {
    const pull = assumptionsOf(sectionFromTemplate(PULLING_TEMPLATE, 'simple', CATALOGUE), CATALOGUE_CTX);
    expect(pull.filter((a) => a.key.startsWith('undulation'))).toEqual([
      { key: 'undulationAmplitude', subject: '110/94', value: 0, category: 'diameter', source: { kind: 'engine' }, ref: 'undulationNone' },
    ]);
    const jetting = assumptionsOf(sectionFromTemplate(JETTING_TEMPLATE, 'simple', CATALOGUE), CATALOGUE_CTX);
    expect(jetting.filter((a) => a.key.startsWith('undulation')).map((a) => [a.key, a.value, a.ref])).toEqual([
      // the 40 mm duct's value for this 32 mm duct: not the trench value scaled with the diameter (expert: 9.6 mm, 2.4 m)
      ['undulationAmplitude', 12, 'undulationSimple'],
      ['undulationPeriod', 3, 'undulationSimple'],
    ]);
  });

  it('expert jetting: the trench undulation of its 32 mm duct, A = 9.6 mm, P = 2.4 m, with its source', () => {
    const list = assumptionsOf(sectionFromTemplate(JETTING_TEMPLATE, 'expert', CATALOGUE), CATALOGUE_CTX);
    expect(list.find((a) => a.key === 'undulationAmplitude')).toMatchObject({ value: expect.closeTo(9.6, 9), ref: 'undulationTrench' });
    expect(list.find((a) => a.key === 'undulationPeriod')).toMatchObject({ value: expect.closeTo(2.4, 9), ref: 'undulationTrench' });
  });

  it('an undulation amplitude entered as 0 (no undulation): the automatic period is not an assumption; entered above 0 it is', () => {
    const push = sectionFromTemplate(DEMO_TEMPLATES.push, 'expert', CATALOGUE);
    const keys = () => assumptionsOf(push, CATALOGUE_CTX).filter((a) => a.subject === (push.stretches.rows[0]!.stretchName || '#1')).map((a) => a.key);
    expect(keys()).toEqual(expect.arrayContaining(['undulationAmplitude', 'undulationPeriod']));
    push.stretches.rows[0]!.undulationAmplitude = 0;
    expect(keys()).not.toContain('undulationPeriod');
    expect(keys()).not.toContain('undulationAmplitude');
    push.stretches.rows[0]!.undulationAmplitude = 5;
    expect(keys()).toContain('undulationPeriod');
  });

  it('a pushed stiff cable on a route with bends: the wall force at bend ends is an assumption; not for a pull', () => {
    const push = assumptionsOf(sectionFromTemplate(DEMO_TEMPLATES.push, 'expert', CATALOGUE), CATALOGUE_CTX);
    expect(push).toContainEqual({ key: 'bendStiffnessOn', category: null, source: { kind: 'engine' }, ref: 'engineeringChoice' });
    const pull = assumptionsOf(sectionFromTemplate(PULLING_TEMPLATE, 'expert', CATALOGUE), CATALOGUE_CTX);
    expect(pull.map((a) => a.key)).not.toContain('bendStiffnessOn');
  });

  it('jetting template: the duct rating, the air conditions; the manual 10 bar is not an assumption', () => {
    const list = assumptionsOf(sectionFromTemplate(JETTING_TEMPLATE, 'expert', CATALOGUE), CATALOGUE_CTX);
    expect(list.find((a) => a.key === 'stretchMaxPressure')?.value).toBeCloseTo(100 / (64 / 6 - 1), 9);
    expect(list.map((a) => a.key)).toContain('airConditions');
    expect(list.map((a) => a.key)).not.toContain('airPressure');
    expect(list.map((a) => a.key)).not.toContain('headLeak'); // open end
  });

  it('every rule of the engine the result rests on names its source (the docs/physics.md table), in every demo section', () => {
    for (const section of demoProjectSections(CATALOGUE)) {
      const engine = assumptionsOf(section, CATALOGUE_CTX).filter((a) => a.source.kind === 'engine');
      expect(engine.length, section.general.layingMethod!).toBeGreaterThan(0);
      for (const a of engine) expect(a.ref, `${section.general.layingMethod} ${a.key}`).toBeDefined();
    }
    const jetting = assumptionsOf(sectionFromTemplate(JETTING_TEMPLATE, 'expert', CATALOGUE), CATALOGUE_CTX);
    expect(jetting.find((a) => a.key === 'airConditions')).toMatchObject({ value: 20, ref: 'airAt20C' });
    expect(assumptionsOf(sectionFromTemplate(WATUCAB_TEMPLATE, 'expert', CATALOGUE), CATALOGUE_CTX).find((a) => a.key === 'waterViscosity')).toMatchObject({ value: 20, ref: 'waterAt20C' });
  });

  it('watucab: the shuttle (pig) seals, water at 20 °C; density 1 by default', () => {
    const list = assumptionsOf(sectionFromTemplate(WATUCAB_TEMPLATE, 'expert', CATALOGUE), CATALOGUE_CTX);
    expect(list.map((a) => a.key)).toEqual(expect.arrayContaining(['pigSealing', 'waterViscosity']));
    const s = sectionFromTemplate(WATUCAB_TEMPLATE, 'expert', CATALOGUE);
    s.settings.waterDensity = null;
    expect(assumptionsOf(s, CATALOGUE_CTX)).toContainEqual({ key: 'waterDensity', path: 'settings.waterDensity', value: 1, category: 'density', source: { kind: 'default' } });
  });

  it('floating and water push-pull: the creep speed the pusher or the pump slows the cable down to (1 m/min, the engine\'s CREEP_SPEED); not for the others', () => {
    const creep = { key: 'creepSpeed', value: 1, category: 'speed', source: { kind: 'engine' }, ref: 'engineeringChoice' };
    for (const m of ['floating', 'waterpushpull'] as const) {
      const s = sectionFromTemplate(WATUCAB_TEMPLATE, 'expert', CATALOGUE);
      s.general.layingMethod = m;
      expect(assumptionsOf(s, CATALOGUE_CTX), m).toContainEqual(creep);
    }
    for (const m of ['freefloating', 'jetting', 'push'] as const) {
      const s = sectionFromTemplate(WATUCAB_TEMPLATE, 'expert', CATALOGUE);
      s.general.layingMethod = m;
      expect(assumptionsOf(s, CATALOGUE_CTX).map((a) => a.key), m).not.toContain('creepSpeed');
    }
  });

  it('a manual value is never an assumption; a default speed says so', () => {
    const s = validSection('push');
    expect(assumptionsOf(s, CTX).map((a) => a.key)).toContain('cableWeight');
    s.cable.weight = 0.09;
    expect(assumptionsOf(s, CTX).map((a) => a.key)).not.toContain('cableWeight');
    s.equipment.pushingMachine = null;
    expect(assumptionsOf(s, {}).find((a) => a.key === 'layingSpeed')).toMatchObject({ value: 13, source: { kind: 'default' } });
  });

  it('dry cable: the friction factor 1.75; a lubricator 0.85', () => {
    const s = validSection('pull');
    s.equipment.lubricant = 'no';
    expect(assumptionsOf(s, CTX)).toContainEqual({ key: 'lubricantFactor', value: 1.75, category: null, source: { kind: 'engine' }, ref: 'dryFriction' });
    s.equipment.lubricant = 'lubricator';
    expect(assumptionsOf(s, CTX)).toContainEqual({ key: 'lubricantFactor', value: 0.85, category: null, source: { kind: 'engine' }, ref: 'lubricatorChoice' });
  });

  // every assumed field value is exactly what the engine receives
  const REQUEST_FIELD: Record<string, string> = {
    'cable.weight': 'cableWeight',
    'cable.stiffness': 'cableStiffness',
    'cable.maxPushingForce': 'cableMaxPushingForce',
    'cable.minBendingRadius': 'cableMinBendingRadius',
    'settings.layingSpeed': 'pushingSpeed',
    'settings.pullingForce': 'macMaxPullingForce',
    'settings.airPressure': 'airPressure',
    'settings.waterPressure': 'waterPressure',
    'settings.waterDensity': 'waterInDensity',
  };
  it('property: the value of every assumed field is the value sent to the engine, finite, with a known key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...METHODS), fc.boolean(), fc.double({ min: 20, max: 200, noNaN: true }), fc.boolean(), (method, simple, duct, withMachines) => {
        const s = validSection(method);
        s.general.displayMode = simple ? 'simple' : 'expert';
        Object.assign(s.stretches.rows[0]!, { outerDiameter: duct, innerDiameter: duct * 0.85 });
        const ctx = withMachines ? CTX : {};
        const request = toSimulationRequest(s, { context: ctx }).data as unknown as Record<string, unknown>;
        for (const a of assumptionsOf(s, ctx)) {
          expect(ASSUMPTION_KEYS).toContain(a.key);
          if (a.value !== undefined) expect(Number.isFinite(a.value)).toBe(true);
          const field = a.path && REQUEST_FIELD[a.path];
          if (field) expect(request[field]).toBeCloseTo(a.value!, 9);
          const m = a.path?.match(/^stretches\.rows\.(\d+)\.(\w+)$/);
          if (m) expect((request.stretches as Record<string, number>[])[Number(m[1])]![m[2]!]).toBeCloseTo(a.value!, 9);
        }
      }),
      { seed: 20261124, numRuns: 200 },
    );
  });
});
