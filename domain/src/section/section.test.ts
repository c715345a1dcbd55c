import { describe, expect, it } from 'vitest';
import { computeAutoValues } from '../auto-values/compute-auto-values.js';
import { CTX, PUSHER, WINCH, keysOf } from '../test-support/fixtures.js';
import { validateSection } from '../validation/validate-section.js';
import { NEW_ROW_DEFAULTS, newSection, newStretch, newTrajectoryRow } from './defaults.js';
import { blockedResults, editSection, failedResults, markSaved } from './section-state.js';
import { JETTING_TEMPLATE, PULLING_TEMPLATE, TEMPLATES, WATUCAB_TEMPLATE, sectionFromTemplate } from './templates.js';

describe('section model and defaults (docs/product.md#data-model, docs/product.md#defaults-and-limits)', () => {
  it('a new section gets the user’s display mode and the first laying method the licence allows', () => {
    const s = newSection({ displayMode: 'simple', allowedLayingMethods: ['waterpushpull', 'jetting'] });
    expect(s.general).toMatchObject({ displayMode: 'simple', layingMethod: 'jetting' });
    expect(newSection().general).toMatchObject({ displayMode: 'expert', layingMethod: 'push' });
    expect(newSection({ allowedLayingMethods: [] }).general.layingMethod).toBeNull();
  });

  it('defaults: layingSpeed 13, airPressure 10, waterPressure 2, water density 1, lubricant yes, displayMode expert, altitude 0, heading 90', () => {
    const s = newSection({ allowedLayingMethods: ['floating'] });
    const a = computeAutoValues(s, {});
    expect(a['settings.layingSpeed']!.value).toBe(13);
    expect(a['settings.waterPressure']!.value).toBe(2);
    expect(a['settings.waterDensity']!.value).toBe(1);
    expect(computeAutoValues(newSection({ allowedLayingMethods: ['jetting'] }), {})['settings.airPressure']!.value).toBe(10);
    expect(s.equipment.lubricant).toBe('yes');
    expect(s.general.displayMode).toBe('expert');
    expect(s.trajectory).toMatchObject({ altitudeAtStart: 0, initialHeading: 90, rows: [] });
    expect(s.results).toEqual({ status: 'notStarted', distance: 0, messages: [] });
  });

  it('new row defaults: slope 0, length 10, angle 0, radius 6, pushForce 0, dupSegments 1, loopCount 1', () => {
    expect(NEW_ROW_DEFAULTS).toEqual({ slope: 0, length: 10, angle: 0, radius: 6, pushForce: 0, dupSegments: 1, loopCount: 1 });
    expect(newTrajectoryRow('straight', 'k')).toEqual({ key: 'k', type: 'straight', slope: 0, length: 10 });
    expect(newTrajectoryRow('curve', 'k')).toEqual({ key: 'k', type: 'curve', angle: 0, radius: 6 });
    expect(newTrajectoryRow('pusher', 'k')).toMatchObject({ pushForce: 0 });
    expect(newTrajectoryRow('loop', 'k')).toMatchObject({ dupSegments: 1, loopCount: 1 });
    expect(newTrajectoryRow('stretch', 'k')).toMatchObject({ type: 'stretch', stretch: null });
    expect(newTrajectoryRow('straight').key).not.toBe(newTrajectoryRow('straight').key);
    expect(newStretch('s')).toMatchObject({ id: 's', type: 'inDuct' });
  });

  it('templates for pulling, jetting (duct 26, cable 10) and watucab (duct 150, cable 90)', () => {
    expect(Object.keys(TEMPLATES)).toEqual(['pulling', 'jetting', 'watucab']);
    expect(JETTING_TEMPLATE).toMatchObject({ ductInnerDiameter: 26, cableOuterDiameter: 10, layingMethod: 'jetting' });
    expect(WATUCAB_TEMPLATE).toMatchObject({ ductInnerDiameter: 150, cableOuterDiameter: 90, layingMethod: 'waterpushpull' });
    expect(PULLING_TEMPLATE.layingMethod).toBe('pull');
  });

  it.each(Object.entries(TEMPLATES))('the %s template gives a valid section once its machines are chosen', (_name, t) => {
    const s = sectionFromTemplate(t);
    s.equipment.pushingMachine = PUSHER.id;
    s.equipment.pullingMachine = WINCH.id;
    s.equipment.compressor = { maxAirFlow: 3000, maxAirPressure: 12 };
    s.equipment.waterPump = { maxWaterFlow: 800, maxWaterPressure: 10 };
    const errors = validateSection(s, CTX).filter((i) => i.level === 'error');
    expect(keysOf(errors)).toEqual([]);
  });

  it('saved flag: true after load or save; false after any edit, which also clears the results validation state', () => {
    const saved = markSaved({ id: 'new', data: newSection(), saved: false, validation: { results: { errors: 1, warnings: 0, valid: false, dirty: true } } });
    expect(saved.saved).toBe(true);
    const edited = editSection(saved, 'cable.outerDiameter', 12);
    expect(edited.saved).toBe(false);
    expect(edited.data.cable.outerDiameter).toBe(12);
    expect(saved.data.cable.outerDiameter).toBeUndefined();
    expect(edited.validation?.results).toBeUndefined();
  });

  it('blocked by parameter errors: results notStarted with distance 0 and E_INVALID_PARAMS', () => {
    expect(blockedResults()).toMatchObject({ status: 'notStarted', distance: 0, messages: [{ code: 'E_INVALID_PARAMS', level: 'error' }] });
  });

  it('a failed simulation: results notStarted with distance 0 and exactly one error message', () => {
    const results = failedResults();
    expect(results).toMatchObject({ status: 'notStarted', distance: 0 });
    expect(results.messages).toEqual([expect.objectContaining({ code: 'E_SIMULATION_FAILED', level: 'error' })]);
  });
});
