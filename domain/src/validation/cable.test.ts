import { describe, it } from 'vitest';
import { CTX, PUSHER, expectIssue, expectNoIssue, validSection } from '../test-support/fixtures.js';

describe('cable rules (docs/product.md#validation Cable)', () => {
  it('industry and type required', () => {
    const s = validSection();
    s.cable.industry = null;
    s.cable.type = null;
    expectIssue(s, 'section.cable.industry.error.required', 'cable.industry');
    expectIssue(s, 'section.cable.type.error.required', 'cable.type');
  });

  it('type must belong to the industry (telecom types vs energy types)', () => {
    const s = validSection();
    s.cable.type = 'single_multi';
    expectIssue(s, 'section.cable.type.error.notAllowed', 'cable.type', { type: 'single_multi', industry: 'telecom' });
  });

  it('outerDiameter required and greater than 0', () => {
    const s = validSection();
    s.cable.outerDiameter = null;
    expectIssue(s, 'section.cable.outerDiameter.error.required', 'cable.outerDiameter');
    s.cable.outerDiameter = 0;
    expectIssue(s, 'section.cable.outerDiameter.error.greaterThanZero', 'cable.outerDiameter');
  });

  it('outerDiameter less than the duct inner diameter', () => {
    const s = validSection();
    s.cable.outerDiameter = 33;
    expectIssue(s, 'section.cable.outerDiameter.error.lessThanDuct', 'cable.outerDiameter', { innerDiameter: 33 });
    s.stretches.rows[0]!.type = 'onRollers';
    s.general.layingMethod = 'push';
    expectNoIssue(s, 'section.cable.outerDiameter.error.lessThanDuct');
  });

  it('warnings when below or above the pushing machine’s cable diameter range', () => {
    const s = validSection('push');
    s.cable.outerDiameter = 4;
    expectIssue(s, 'section.cable.outerDiameter.warning.belowMachineRange', 'cable.outerDiameter', { min: PUSHER.cableDiameterRange.min });
    s.cable.outerDiameter = 31;
    expectIssue(s, 'section.cable.outerDiameter.warning.aboveMachineRange', 'cable.outerDiameter', { max: 30 });
    const pull = validSection('pull');
    pull.cable.outerDiameter = 31;
    expectNoIssue(pull, 'section.cable.outerDiameter.warning.aboveMachineRange');
  });

  it('for microduct, outerDiameter error if not greater than the inner diameter', () => {
    const s = validSection();
    s.cable.type = 'microduct';
    s.cable.innerDiameter = 10;
    expectIssue(s, 'section.cable.outerDiameter.error.greaterThanInner', 'cable.outerDiameter', { innerDiameter: 10 });
  });

  it('innerDiameter (microduct) required and less than the outer diameter', () => {
    const s = validSection();
    s.cable.type = 'microduct';
    expectIssue(s, 'section.cable.innerDiameter.error.required', 'cable.innerDiameter');
    s.cable.innerDiameter = 12;
    expectIssue(s, 'section.cable.innerDiameter.error.lessThanOuter', 'cable.innerDiameter', { outerDiameter: 10 });
    s.cable.innerDiameter = 8;
    expectNoIssue(s, 'section.cable.innerDiameter.error.lessThanOuter');
    s.cable.type = 'fiber';
    s.cable.innerDiameter = null;
    expectNoIssue(s, 'section.cable.innerDiameter.error.required');
  });

  it.each(['weight', 'stiffness', 'minBendingRadius', 'maxRadialForce'] as const)('%s greater than 0', (field) => {
    const s = validSection();
    s.cable[field] = 0;
    expectIssue(s, `section.cable.${field}.error.greaterThanZero`, `cable.${field}`);
    s.cable[field] = -1;
    expectIssue(s, `section.cable.${field}.error.greaterThanZero`, `cable.${field}`);
  });

  it('maxPullingForce required and greater than 0', () => {
    const s = validSection();
    s.cable.maxPullingForce = null;
    expectIssue(s, 'section.cable.maxPullingForce.error.required', 'cable.maxPullingForce');
    s.cable.maxPullingForce = 0;
    expectIssue(s, 'section.cable.maxPullingForce.error.greaterThanZero', 'cable.maxPullingForce');
  });

  it('maxPushingForce greater than 0 when shown', () => {
    const s = validSection('push');
    s.cable.maxPushingForce = 0;
    expectIssue(s, 'section.cable.maxPushingForce.error.greaterThanZero', 'cable.maxPushingForce');
    const pull = validSection('pull');
    pull.cable.maxPushingForce = 0;
    expectNoIssue(pull, 'section.cable.maxPushingForce.error.greaterThanZero');
  });

  it('cableLength required and greater than 0 (freefloating only)', () => {
    const s = validSection('freefloating');
    s.cable.cableLength = null;
    expectIssue(s, 'section.cable.cableLength.error.required', 'cable.cableLength');
    s.cable.cableLength = 0;
    expectIssue(s, 'section.cable.cableLength.error.greaterThanZero', 'cable.cableLength');
    const push = validSection('push');
    push.cable.cableLength = null;
    expectNoIssue(push, 'section.cable.cableLength.error.required');
  });

  it('count required, greater than 0, at most 200 (and whole)', () => {
    const s = validSection();
    s.cable.count = null;
    expectIssue(s, 'section.cable.count.error.required', 'cable.count');
    s.cable.count = 0;
    expectIssue(s, 'section.cable.count.error.greaterThanZero', 'cable.count');
    s.cable.count = 201;
    expectIssue(s, 'section.cable.count.error.atMost', 'cable.count', { max: 200 });
    s.cable.count = 2.5;
    expectIssue(s, 'section.cable.count.error.integer', 'cable.count');
  });

  it('twisted required when count is 2 or 3', () => {
    const s = validSection();
    s.cable.count = 2;
    expectIssue(s, 'section.cable.twisted.error.required', 'cable.twisted');
    s.cable.count = 3;
    expectIssue(s, 'section.cable.twisted.error.required');
    s.cable.twisted = false;
    expectNoIssue(s, 'section.cable.twisted.error.required');
    s.cable.twisted = null;
    s.cable.count = 4;
    expectNoIssue(s, 'section.cable.twisted.error.required');
  });

  it('residentCount required, 0 to 2', () => {
    const s = validSection();
    s.cable.residentCount = null;
    expectIssue(s, 'section.cable.residentCount.error.required', 'cable.residentCount');
    s.cable.residentCount = 3;
    expectIssue(s, 'section.cable.residentCount.error.range', 'cable.residentCount', { min: 0, max: 2 });
    s.cable.residentCount = -1;
    expectIssue(s, 'section.cable.residentCount.error.range');
  });

  it.each([1, 2] as const)('resident%i diameter required, greater than 0, at most 75', (n) => {
    const field = `resident${n}Diameter` as const;
    const s = validSection();
    s.cable.residentCount = 2;
    s.cable.resident1Diameter = 5;
    s.cable.resident2Diameter = 5;
    s.cable[field] = null;
    expectIssue(s, `section.cable.${field}.error.required`, `cable.${field}`);
    s.cable[field] = 0;
    expectIssue(s, `section.cable.${field}.error.greaterThanZero`, `cable.${field}`);
    s.cable[field] = 76;
    expectIssue(s, `section.cable.${field}.error.atMost`, `cable.${field}`, { max: 75 });
  });

  it('resident filling: error if the inner diameter is smaller than the minimum duct diameter (Emtelle 0.92 rule)', () => {
    const s = validSection();
    s.cable.residentCount = 1;
    s.cable.resident1Diameter = 20;
    // (10 + 20)/0.92 = 32.61 < 33: fits
    expectNoIssue(s, 'section.cable.residentCount.error.residentFilling');
    s.cable.resident1Diameter = 21;
    // (10 + 21)/0.92 = 33.70 > 33, but 10 + 21 = 31 < 33
    expectIssue(s, 'section.cable.residentCount.error.residentFilling', 'cable.residentCount', {
      innerDiameter: 33,
      minDuctDiameter: 33.7,
    });
    expectNoIssue(s, 'section.cable.residentCount.error.bundleFilling');
  });

  it('resident filling: error if the inner diameter is smaller than the bundle-plus-residents diameter', () => {
    const s = validSection();
    s.cable.residentCount = 2;
    s.cable.resident1Diameter = 20;
    s.cable.resident2Diameter = 8;
    // residents take 20 (20 > 2 × 8), bundle 10: 30 < 33 but 30/0.92 = 32.6 < 33
    expectNoIssue(s, 'section.cable.residentCount.error.bundleFilling');
    s.cable.resident2Diameter = 15; // 0.8·20 + 0.6·15 = 25 → 35 > 33
    expectIssue(s, 'section.cable.residentCount.error.bundleFilling', 'cable.residentCount', { innerDiameter: 33, bundleDiameter: 35 });
  });

  it('resident filling: not checked when every stretch is onRollers', () => {
    const s = validSection('push');
    s.cable.residentCount = 1;
    s.cable.resident1Diameter = 40;
    expectIssue(s, 'section.cable.residentCount.error.residentFilling');
    s.stretches.rows[0]!.type = 'onRollers';
    s.stretches.rows[0]!.rollerDistance = 3;
    expectNoIssue(s, 'section.cable.residentCount.error.residentFilling', CTX);
    expectNoIssue(s, 'section.cable.residentCount.error.bundleFilling', CTX);
  });
});
