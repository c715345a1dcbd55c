// Runs the real engine: every refusal of a broken section names a section field that the validation already flags.
import { createEngine } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SectionData, StretchRow, SectionTrajectoryRow } from '../section/types.js';
import { validSectionArb } from '../test-support/arbitraries.js';
import { CTX } from '../test-support/fixtures.js';
import { validateSection } from '../validation/validate-section.js';
import { parseRequestRule, sectionPathOfRequestField } from './request-fields.js';
import { toSimulationRequest } from './to-simulation-request.js';

const engine = await createEngine();

/** Changes the first stretch (or row), when the section still has one. */
const stretch = (s: SectionData, change: (r: StretchRow) => unknown) => void (s.stretches.rows[0] && change(s.stretches.rows[0]));
const row = (s: SectionData, change: (r: SectionTrajectoryRow) => unknown) => void (s.trajectory.rows[0] && change(s.trajectory.rows[0]));

/** Ways to break a valid section, each a value the engine refuses. */
const BREAKERS: readonly [string, (s: SectionData) => void][] = [
  ['no cable diameter', (s) => void (s.cable.outerDiameter = null)],
  ['a negative cable diameter', (s) => void (s.cable.outerDiameter = -3)],
  ['a cable weight of 0', (s) => void (s.cable.weight = 0)],
  ['no cable pulling force', (s) => void (s.cable.maxPullingForce = null)],
  ['500 cables', (s) => void (s.cable.count = 500)],
  ['2.5 cables', (s) => void (s.cable.count = 2.5)],
  ['three residents', (s) => void (s.cable.residentCount = 3)],
  ['a COF of 1e20', (s) => stretch(s, (r) => (r.cof = 1e20))],
  ['a COF of 0', (s) => stretch(s, (r) => (r.cof = 0))],
  ['no COF', (s) => stretch(s, (r) => (r.cof = null))],
  ['a duct wall inside out', (s) => stretch(s, (r) => (r.outerDiameter = 1))],
  ['a duct narrower than the cable', (s) => stretch(s, (r) => (r.innerDiameter = 0.5))],
  ['no stretch', (s) => void (s.stretches.rows = [])],
  ['an empty stretch id', (s) => stretch(s, (r) => (r.id = ''))],
  ['two stretches of one id', (s) => stretch(s, (r) => s.stretches.rows.push({ ...r }))],
  ['a negative row length', (s) => row(s, (r) => (r.length = -1))],
  ['a slope of 100°', (s) => row(s, (r) => (r.slope = 100))],
  ['no trajectory', (s) => void (s.trajectory.rows = [])],
  ['a max distance of 2e6 m', (s) => void (s.settings.maxDistance = 2e6)],
  ['a max distance of 0', (s) => void (s.settings.maxDistance = 0)],
  ['a laying speed of 0', (s) => void (s.settings.layingSpeed = 0)],
  ['a negative launch length', (s) => void (s.settings.xlaunch = -1)],
  ['a negative lost force', (s) => void (s.settings.lostForce = -1)],
  ['a launch and an end margin longer than the route', (s) => Object.assign(s.settings, { xlaunch: 1e6, xend: 1e6 })],
  ['a resident cable of 80 mm', (s) => Object.assign(s.cable, { residentCount: 1, resident1Diameter: 80 })],
  ['a curve of radius 0', (s) => void s.trajectory.rows.push({ key: 'c', type: 'curve', angle: 30, radius: 0 })],
  ['a loop over more rows than precede it', (s) => void s.trajectory.rows.push({ key: 'l', type: 'loop', dupSegments: 50, loopCount: 2 })],
  ['a stretch row naming no stretch', (s) => void s.trajectory.rows.unshift({ key: 'x', type: 'stretch', stretch: 'nope' })],
  ['a negative pusher force', (s) => void s.trajectory.rows.unshift({ key: 'p', type: 'pusher', pushForce: -5 })],
];

/**
 * Automatic values the request carries and the fields they are computed from: without a valid source the value is
 * missing (sent as 0, refused by the engine) and the validation flags the source instead.
 */
const DERIVED: Readonly<Record<string, readonly string[]>> = {
  'cable.weight': ['cable.outerDiameter', 'cable.type'],
  'cable.stiffness': ['cable.outerDiameter', 'cable.type'],
};

describe('engine refusals name section fields (mapping/request-fields.ts)', () => {
  it('maps request fields to section paths, rows and stretches by index', () => {
    expect(sectionPathOfRequestField('data.stretches[2].cof')).toBe('stretches.rows.2.cof');
    expect(sectionPathOfRequestField('data.trajectory.rows[3].radius')).toBe('trajectory.rows.3.radius');
    expect(sectionPathOfRequestField('data.trajectory.rows')).toBe('trajectory.rows');
    expect(sectionPathOfRequestField('data.trajectory.initialHeading')).toBe('trajectory.initialHeading');
    expect(sectionPathOfRequestField('data.pushingSpeed')).toBe('settings.layingSpeed');
    expect(sectionPathOfRequestField('data.stretches')).toBe('stretches.rows');
    expect(sectionPathOfRequestField('data.fullResolution')).toBeNull();
    expect(sectionPathOfRequestField('data.toString')).toBeNull();
    expect(sectionPathOfRequestField('request')).toBeNull();
    expect(parseRequestRule('atMost:1000000')).toEqual({ name: 'atMost', value: 1_000_000 });
    expect(parseRequestRule('atLeast:-90')).toEqual({ name: 'atLeast', value: -90 });
    expect(parseRequestRule('required')).toEqual({ name: 'required' });
  });

  it('property: each refusal of a broken section is at a field the validation flags with an error', () => {
    let refusalsSeen = 0;
    fc.assert(
      fc.property(validSectionArb, fc.subarray([...BREAKERS], { minLength: 1, maxLength: 3 }), (valid, breakers) => {
        const s = structuredClone(valid);
        for (const [, brk] of breakers) brk(s);
        const refusals = engine.calculate(toSimulationRequest(s, { context: CTX })).messages.filter((m) => m.code === 'E_INVALID_PARAMS');
        const flagged = new Set(validateSection(s, CTX).filter((i) => i.level === 'error').map((i) => i.path));
        const what = `${breakers.map(([name]) => name).join(', ')}: ${JSON.stringify(refusals.map((m) => m.params))} vs ${JSON.stringify([...flagged])}`;
        refusalsSeen += refusals.length;
        for (const refusal of refusals) {
          // the engine's own check of launch and end lengths against the route names no field (params { length })
          if (refusal.params?.field === undefined) {
            expect(flagged.has('settings.xlaunch') || flagged.has('settings.xend'), what).toBe(true);
            continue;
          }
          const path = sectionPathOfRequestField(String(refusal.params.field));
          expect(path, what).not.toBeNull();
          expect(flagged.has(path!) || (DERIVED[path!] ?? []).some((source) => flagged.has(source)), what).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
    // not vacuous: most broken sections are refused
    expect(refusalsSeen).toBeGreaterThan(100);
  });
});
