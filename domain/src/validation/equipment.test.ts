import { describe, it } from 'vitest';
import { expectIssue, expectNoIssue, validSection } from '../test-support/fixtures.js';

describe('equipment rules (docs/product.md#validation Equipment)', () => {
  it('pushingMachine required when shown (error)', () => {
    const s = validSection('push');
    s.equipment.pushingMachine = null;
    expectIssue(s, 'section.equipment.pushingMachine.error.required', 'equipment.pushingMachine');
    const pull = validSection('pull');
    pull.equipment.pushingMachine = null;
    expectNoIssue(pull, 'section.equipment.pushingMachine.error.required');
  });

  it('pullingMachine required when shown (error)', () => {
    const s = validSection('pushpull');
    s.equipment.pullingMachine = '';
    expectIssue(s, 'section.equipment.pullingMachine.error.required', 'equipment.pullingMachine');
    const push = validSection('push');
    push.equipment.pullingMachine = null;
    expectNoIssue(push, 'section.equipment.pullingMachine.error.required');
  });

  it('serieCount greater than 0 and an integer', () => {
    const s = validSection('push');
    s.equipment.serieCount = 0;
    expectIssue(s, 'section.equipment.serieCount.error.greaterThanZero', 'equipment.serieCount');
    s.equipment.serieCount = 1.5;
    expectIssue(s, 'section.equipment.serieCount.error.integer', 'equipment.serieCount');
    s.equipment.serieCount = null;
    expectIssue(s, 'section.equipment.serieCount.error.required', 'equipment.serieCount');
  });

  it('cableEnd must be one of the method’s options when the field is shown', () => {
    const s = validSection('floating');
    s.equipment.cableEnd = 'shuttle';
    expectIssue(s, 'section.equipment.cableEnd.error.notAllowed', 'equipment.cableEnd', { allowed: 'open, sonic' });
    s.equipment.cableEnd = 'sonic';
    expectNoIssue(s, 'section.equipment.cableEnd.error.notAllowed');
  });

  it('compressor maxAirFlow and maxAirPressure required and at least 0 (jetting)', () => {
    const s = validSection('jetting');
    s.equipment.compressor = { maxAirFlow: null, maxAirPressure: undefined };
    expectIssue(s, 'section.equipment.compressor.maxAirFlow.error.required', 'equipment.compressor.maxAirFlow');
    expectIssue(s, 'section.equipment.compressor.maxAirPressure.error.required', 'equipment.compressor.maxAirPressure');
    s.equipment.compressor = { maxAirFlow: -1, maxAirPressure: -1 };
    expectIssue(s, 'section.equipment.compressor.maxAirFlow.error.notNegative');
    expectIssue(s, 'section.equipment.compressor.maxAirPressure.error.notNegative');
    const push = validSection('push');
    push.equipment.compressor = {};
    expectNoIssue(push, 'section.equipment.compressor.maxAirFlow.error.required');
  });

  it('waterPump maxWaterFlow and maxWaterPressure required and at least 0 (water methods)', () => {
    const s = validSection('freefloating');
    s.equipment.waterPump = {};
    expectIssue(s, 'section.equipment.waterPump.maxWaterFlow.error.required', 'equipment.waterPump.maxWaterFlow');
    expectIssue(s, 'section.equipment.waterPump.maxWaterPressure.error.required', 'equipment.waterPump.maxWaterPressure');
    s.equipment.waterPump = { maxWaterFlow: -5, maxWaterPressure: -0.5 };
    expectIssue(s, 'section.equipment.waterPump.maxWaterFlow.error.notNegative');
    expectIssue(s, 'section.equipment.waterPump.maxWaterPressure.error.notNegative');
  });

  it('lubricant required', () => {
    const s = validSection();
    s.equipment.lubricant = null;
    expectIssue(s, 'section.equipment.lubricant.error.required', 'equipment.lubricant');
  });
});
