import { describe, expect, it } from 'vitest';
import { FIELD_BOUNDS } from '../rules/input-widgets.js';
import { expectIssue, expectNoIssue, validSection } from '../test-support/fixtures.js';
import { COF_LIMITS, MAX_STRETCH_ID_LENGTH } from './stretches.js';
import { validateSection } from './validate-section.js';

const P = 'stretches.rows.0';

describe('stretches rules (docs/product.md#validation Stretches)', () => {
  it('row list non-empty', () => {
    const s = validSection();
    s.stretches.rows = [];
    expectIssue(s, 'section.stretches.rows.error.notEmpty', 'stretches.rows');
  });

  it('id given, unique and at most 100 characters (trajectory rows and studies name stretches by it)', () => {
    const s = validSection();
    s.stretches.rows[0]!.id = '';
    expectIssue(s, 'section.stretches.id.error.required', `${P}.id`);
    s.stretches.rows[0]!.id = 'x'.repeat(MAX_STRETCH_ID_LENGTH + 1);
    expectIssue(s, 'section.stretches.id.error.tooLong', `${P}.id`, { max: 100 });
    s.stretches.rows[0]!.id = 'x'.repeat(MAX_STRETCH_ID_LENGTH);
    expectNoIssue(s, 'section.stretches.id.error.tooLong');
    s.stretches.rows.push({ ...s.stretches.rows[0]! });
    expectIssue(s, 'section.stretches.id.error.unique', 'stretches.rows.1.id');
    expect(validateSection(s).filter((i) => i.key === 'section.stretches.id.error.unique')).toHaveLength(1);
  });

  it('type required and allowed (inDuct only for air and water methods)', () => {
    const s = validSection('jetting');
    s.stretches.rows[0]!.type = null;
    expectIssue(s, 'section.stretches.type.error.required', `${P}.type`);
    s.stretches.rows[0]!.type = 'onRollers';
    expectIssue(s, 'section.stretches.type.error.notAllowed', `${P}.type`, { type: 'onRollers' });
    const pull = validSection('pull');
    pull.stretches.rows[0]!.type = 'onRollers';
    pull.stretches.rows[0]!.rollerDistance = 2;
    expectNoIssue(pull, 'section.stretches.type.error.notAllowed');
  });

  it('outerDiameter required and greater than inner diameter', () => {
    const s = validSection();
    s.stretches.rows[0]!.outerDiameter = null;
    expectIssue(s, 'section.stretches.outerDiameter.error.required', `${P}.outerDiameter`);
    s.stretches.rows[0]!.outerDiameter = 33;
    expectIssue(s, 'section.stretches.outerDiameter.error.greaterThanInner', `${P}.outerDiameter`, { innerDiameter: 33 });
  });

  it('outerDiameter warnings if outside the machine’s duct diameter range (not for onRollers)', () => {
    const s = validSection('push');
    Object.assign(s.stretches.rows[0]!, { outerDiameter: 16, innerDiameter: 12 });
    expectIssue(s, 'section.stretches.outerDiameter.warning.belowMachineRange', `${P}.outerDiameter`, { min: 20 });
    Object.assign(s.stretches.rows[0]!, { outerDiameter: 75, innerDiameter: 61 });
    expectIssue(s, 'section.stretches.outerDiameter.warning.aboveMachineRange', `${P}.outerDiameter`, { max: 63 });
    Object.assign(s.stretches.rows[0]!, { type: 'onRollers', rollerDistance: 3 });
    expectNoIssue(s, 'section.stretches.outerDiameter.warning.aboveMachineRange');
  });

  it('innerDiameter required and greater than 0', () => {
    const s = validSection();
    s.stretches.rows[0]!.innerDiameter = undefined;
    expectIssue(s, 'section.stretches.innerDiameter.error.required', `${P}.innerDiameter`);
    s.stretches.rows[0]!.innerDiameter = 0;
    expectIssue(s, 'section.stretches.innerDiameter.error.greaterThanZero', `${P}.innerDiameter`);
  });

  it('innerDiameter greater than cable outer diameter (error)', () => {
    const s = validSection();
    s.stretches.rows[0]!.innerDiameter = 10;
    expectIssue(s, 'section.stretches.innerDiameter.error.greaterThanCable', `${P}.innerDiameter`, { cableDiameter: 10 });
  });

  it('innerDiameter warning if not above 1.1 times the cable diameter', () => {
    const s = validSection();
    s.stretches.rows[0]!.innerDiameter = 11;
    expectIssue(s, 'section.stretches.innerDiameter.warning.tightFit', `${P}.innerDiameter`, { factor: 1.1, cableDiameter: 10 });
    s.stretches.rows[0]!.innerDiameter = 11.01;
    expectNoIssue(s, 'section.stretches.innerDiameter.warning.tightFit');
  });

  it('innerDiameter error if below the bundle diameter (not for onRollers)', () => {
    const s = validSection('push');
    s.cable.count = 7; // bundle 3 × 10 = 30
    s.stretches.rows[0]!.innerDiameter = 29;
    expectIssue(s, 'section.stretches.innerDiameter.error.belowBundleDiameter', `${P}.innerDiameter`, { bundleDiameter: 30 });
    Object.assign(s.stretches.rows[0]!, { type: 'onRollers', rollerDistance: 3 });
    expectNoIssue(s, 'section.stretches.innerDiameter.error.belowBundleDiameter');
  });

  it('innerDiameter error if below the minimum duct diameter (residents; not for onRollers)', () => {
    const s = validSection('push');
    s.cable.residentCount = 1;
    s.cable.resident1Diameter = 21;
    expectIssue(s, 'section.stretches.innerDiameter.error.belowMinDuctDiameter', `${P}.innerDiameter`, { minDuctDiameter: 33.7 });
    Object.assign(s.stretches.rows[0]!, { type: 'onRollers', rollerDistance: 3 });
    expectNoIssue(s, 'section.stretches.innerDiameter.error.belowMinDuctDiameter');
  });

  it('innerDiameter error if not less than outer diameter', () => {
    const s = validSection();
    s.stretches.rows[0]!.innerDiameter = 40;
    expectIssue(s, 'section.stretches.innerDiameter.error.lessThanOuter', `${P}.innerDiameter`, { outerDiameter: 40 });
  });

  it('innerSurface required; cof required and greater than 0', () => {
    const s = validSection();
    s.stretches.rows[0]!.innerSurface = null;
    s.stretches.rows[0]!.cof = null;
    expectIssue(s, 'section.stretches.innerSurface.error.required', `${P}.innerSurface`);
    expectIssue(s, 'section.stretches.cof.error.required', `${P}.cof`);
    s.stretches.rows[0]!.cof = 0;
    expectIssue(s, 'section.stretches.cof.error.greaterThanZero', `${P}.cof`);
  });

  it('cof at most 1 (error; 1e20 gave a profile of 1e12 N), a warning above 0.5', () => {
    const s = validSection();
    s.stretches.rows[0]!.cof = 1e20;
    expectIssue(s, 'section.stretches.cof.error.atMost', `${P}.cof`, { max: 1 });
    s.stretches.rows[0]!.cof = 1.01;
    expectIssue(s, 'section.stretches.cof.error.atMost', `${P}.cof`, { max: 1 });
    s.stretches.rows[0]!.cof = 1;
    expectNoIssue(s, 'section.stretches.cof.error.atMost');
    expectIssue(s, 'section.stretches.cof.warning.high', `${P}.cof`, { limit: 0.5 });
    s.stretches.rows[0]!.cof = 0.5;
    expectNoIssue(s, 'section.stretches.cof.warning.high');
    // the field's stepping stops at the same bound
    expect(FIELD_BOUNDS['stretches.rows.cof']).toEqual({ min: 0, max: COF_LIMITS.max });
  });

  it('maxPressure greater than 0 for air and water methods (expert mode)', () => {
    const s = validSection('jetting');
    s.stretches.rows[0]!.maxPressure = 0;
    expectIssue(s, 'section.stretches.maxPressure.error.greaterThanZero', `${P}.maxPressure`);
    s.general.displayMode = 'simple';
    expectNoIssue(s, 'section.stretches.maxPressure.error.greaterThanZero');
    const push = validSection('push');
    push.stretches.rows[0]!.maxPressure = 0;
    expectNoIssue(push, 'section.stretches.maxPressure.error.greaterThanZero');
  });

  it('prefilled required for water methods', () => {
    const s = validSection('waterpushpull');
    s.stretches.rows[0]!.prefilled = null;
    expectIssue(s, 'section.stretches.prefilled.error.required', `${P}.prefilled`);
    const jet = validSection('jetting');
    jet.stretches.rows[0]!.prefilled = null;
    expectNoIssue(jet, 'section.stretches.prefilled.error.required');
  });

  it('undulationPeriod greater than 0, undulationAmplitude at least 0 (expert mode)', () => {
    const s = validSection();
    s.stretches.rows[0]!.undulationPeriod = 0;
    s.stretches.rows[0]!.undulationAmplitude = -1;
    expectIssue(s, 'section.stretches.undulationPeriod.error.greaterThanZero', `${P}.undulationPeriod`);
    expectIssue(s, 'section.stretches.undulationAmplitude.error.notNegative', `${P}.undulationAmplitude`);
    s.stretches.rows[0]!.undulationAmplitude = 0;
    expectNoIssue(s, 'section.stretches.undulationAmplitude.error.notNegative');
    s.general.displayMode = 'simple';
    expectNoIssue(s, 'section.stretches.undulationPeriod.error.greaterThanZero');
  });

  it('rollerDistance required and greater than 0 (onRollers)', () => {
    const s = validSection('pull');
    s.stretches.rows[0]!.type = 'onRollers';
    expectIssue(s, 'section.stretches.rollerDistance.error.required', `${P}.rollerDistance`);
    s.stretches.rows[0]!.rollerDistance = 0;
    expectIssue(s, 'section.stretches.rollerDistance.error.greaterThanZero', `${P}.rollerDistance`);
  });
});
