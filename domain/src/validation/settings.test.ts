import { describe, it } from 'vitest';
import { CTX, WINCH, expectIssue, expectNoIssue, validSection } from '../test-support/fixtures.js';
import { SETTINGS_LIMITS } from './settings.js';

describe('settings rules (docs/product.md#validation Settings)', () => {
  it.each([
    ['layingSpeed', 'push'],
    ['pushingForce', 'push'],
    ['pullingForce', 'pull'],
    ['airPressure', 'jetting'],
    ['waterPressure', 'floating'],
    ['waterDensity', 'floating'],
  ] as const)('%s at least 0', (field, method) => {
    const s = validSection(method);
    s.settings[field] = -1;
    expectIssue(s, `section.settings.${field}.error.notNegative`, `settings.${field}`);
  });

  it('layingSpeed and waterDensity greater than 0 (the engine cannot lay at 0 m/min nor float in a fluid of density 0)', () => {
    const s = validSection('floating');
    s.settings.layingSpeed = 0;
    s.settings.waterDensity = 0;
    expectIssue(s, 'section.settings.layingSpeed.error.greaterThanZero', 'settings.layingSpeed');
    expectIssue(s, 'section.settings.waterDensity.error.greaterThanZero', 'settings.waterDensity');
  });

  it.each([
    ['layingSpeed', 'push', 81, 80, 'Pusher 1'],
    ['pushingForce', 'push', 901, 900, 'F96'], // cable 0.6 × 1500 = 900 < machine 1000
    ['pullingForce', 'pull', 1501, 1500, 'F96'], // cable 1500 < winch 5000
    ['airPressure', 'jetting', 12.5, 12, 'C1'], // compressor 12 < pusher 15 (duct rated 16)
    ['waterPressure', 'floating', 11, 10, 'P1'], // pump 10 < pusher 16 (duct rated 16)
    ['airPressure', 'jetting', 9.6, 100 / (80 / 7 - 1), 'Duct'], // automatic rating of the 40/33 duct, 9.589 bar
  ] as const)('%s warning if above the computed limit', (field, method, value, limit, mac) => {
    const s = validSection(method);
    if (mac !== 'Duct') s.stretches.rows[0]!.maxPressure = 16;
    s.stretches.rows[0]!.stretchName = 'Duct';
    s.settings[field] = limit;
    expectNoIssue(s, `section.settings.${field}.warning.aboveLimit`);
    s.settings[field] = value;
    expectIssue(s, `section.settings.${field}.warning.aboveLimit`, `settings.${field}`, { limit, mac });
  });

  it('extra pullingForce warning for multiple cables: above one cable’s limit but not above limit times count', () => {
    const s = validSection('pull');
    s.cable.count = 4;
    s.settings.pullingForce = 1600; // > 1500, ≤ 6000
    expectIssue(s, 'section.settings.pullingForce.warning.multipleCables', 'settings.pullingForce', { cableLimit: 1500, count: 4 });
    s.settings.pullingForce = 6001;
    expectNoIssue(s, 'section.settings.pullingForce.warning.multipleCables');
    s.settings.pullingForce = 1500;
    expectNoIssue(s, 'section.settings.pullingForce.warning.multipleCables');
    s.cable.count = 1;
    s.settings.pullingForce = 1600;
    expectNoIssue(s, 'section.settings.pullingForce.warning.multipleCables');
    expectIssue(s, 'section.settings.pullingForce.warning.aboveLimit', undefined, undefined, { machines: { [WINCH.id]: WINCH } });
  });

  it('lostForce at least 0', () => {
    const s = validSection();
    s.settings.lostForce = -10;
    expectIssue(s, 'section.settings.lostForce.error.notNegative', 'settings.lostForce');
  });

  it('xlaunch at least 0 (and xend)', () => {
    const s = validSection();
    s.settings.xlaunch = -1;
    s.settings.xend = -1;
    expectIssue(s, 'section.settings.xlaunch.error.notNegative', 'settings.xlaunch');
    expectIssue(s, 'section.settings.xend.error.notNegative', 'settings.xend');
  });

  it('xlaunch + xend less than total trajectory length (loops and curves included)', () => {
    const s = validSection(); // 500 + 20·π/2 + 500 = 1031.42 m
    s.settings.xlaunch = 600;
    s.settings.xend = 400;
    expectNoIssue(s, 'section.settings.xlaunch.error.sumExceedsLength');
    s.settings.xend = 432;
    const issue = expectIssue(s, 'section.settings.xlaunch.error.sumExceedsLength', 'settings.xlaunch');
    if (Math.abs((issue.params.totalLength as number) - (1000 + 10 * Math.PI)) > 1e-6) throw new Error('total length');
  });

  it('xend warns at 0.9 of the length and errors at 1.0', () => {
    const s = validSection();
    const L = 1000 + 10 * Math.PI;
    s.settings.xend = 0.89 * L;
    expectNoIssue(s, 'section.settings.xend.warning.nearLength');
    s.settings.xend = 0.9 * L + 1e-9;
    expectIssue(s, 'section.settings.xend.warning.nearLength', 'settings.xend', { ratio: 0.9 });
    s.settings.xend = L + 1e-9;
    expectIssue(s, 'section.settings.xend.error.exceedsLength', 'settings.xend');
    expectNoIssue(s, 'section.settings.xend.warning.nearLength');
  });

  it('xRearPig required and at least 0 (freefloating)', () => {
    const s = validSection('freefloating');
    s.settings.xRearPig = null;
    expectIssue(s, 'section.settings.xRearPig.error.required', 'settings.xRearPig');
    s.settings.xRearPig = -2;
    expectIssue(s, 'section.settings.xRearPig.error.notNegative', 'settings.xRearPig');
    const push = validSection('push');
    push.settings.xRearPig = null;
    expectNoIssue(push, 'section.settings.xRearPig.error.required');
  });

  it('maxDistance, calculateBackward and showRadialForce required', () => {
    const s = validSection();
    s.settings.maxDistance = null;
    s.settings.calculateBackward = null;
    s.settings.showRadialForce = undefined;
    expectIssue(s, 'section.settings.maxDistance.error.required', 'settings.maxDistance');
    expectIssue(s, 'section.settings.calculateBackward.error.required', 'settings.calculateBackward');
    expectIssue(s, 'section.settings.showRadialForce.error.required', 'settings.showRadialForce');
    s.settings.maxDistance = 0;
    expectIssue(s, 'section.settings.maxDistance.error.greaterThanZero', 'settings.maxDistance', undefined, CTX);
  });

  it('maxDistance at most the engine’s search limit (beyond it the engine refuses the request with a bare parameter error)', () => {
    const s = validSection();
    s.settings.maxDistance = SETTINGS_LIMITS.maxDistance;
    expectNoIssue(s, 'section.settings.maxDistance.error.atMost');
    s.settings.maxDistance = 1e9;
    expectIssue(s, 'section.settings.maxDistance.error.atMost', 'settings.maxDistance', { max: 1_000_000 });
  });
});
