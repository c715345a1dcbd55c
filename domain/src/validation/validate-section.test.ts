import { describe, expect, it } from 'vitest';
import { METHODS } from '../rules/laying-methods.js';
import { newSection } from '../section/defaults.js';
import { CTX, keysOf, validSection } from '../test-support/fixtures.js';
import { validateSimulationStatus } from './simulation-status.js';
import { isReadyToSimulate, summarizeGroups, touch, validateGroup, validateSection } from './validate-section.js';

describe('validation (docs/product.md#states-and-transitions, docs/product.md#validation)', () => {
  it.each(METHODS)('the test fixture is a valid %s section (no error, no warning)', (method) => {
    expect(validateSection(validSection(method), CTX)).toEqual([]);
  });

  it('issues are data: level, path, key and params, the level matching the key', () => {
    const s = validSection();
    s.cable.outerDiameter = 40;
    for (const i of validateSection(s, CTX)) {
      expect(Object.keys(i).sort()).toEqual(['key', 'level', 'params', 'path']);
      expect(i.key.split('.').at(-2)).toBe(i.level);
    }
  });

  it('a section record validates like its data', () => {
    const data = validSection();
    data.cable.outerDiameter = null;
    expect(validateSection({ id: 'new', data, saved: false }, CTX)).toEqual(validateSection(data, CTX));
  });

  it('validateGroup gives the issues of one group', () => {
    const s = validSection();
    s.general.sectionName = '';
    s.cable.type = null;
    expect(keysOf(validateGroup(s, 'general', CTX))).toEqual(['section.general.sectionName.warning.required']);
  });

  it('a group is valid when no rule fails at error level; warnings are counted', () => {
    const s = validSection();
    s.general.sectionName = null; // warning
    s.cable.count = 0; // error
    const g = summarizeGroups(s, CTX);
    expect(g.general).toEqual({ errors: 0, warnings: 1, valid: true, dirty: false });
    expect(g.cable.valid).toBe(false);
    expect(g.cable.errors).toBeGreaterThan(0);
    expect(g.equipment.valid).toBe(true);
  });

  it('a field becomes dirty when touched (its group summary says dirty)', () => {
    const s = validSection();
    const touched = touch(touch([], 'cable.outerDiameter'), 'stretches.rows.0.cof');
    const g = summarizeGroups(s, { ...CTX, touched });
    expect(g.cable.dirty).toBe(true);
    expect(g.stretches.dirty).toBe(true);
    expect(g.settings.dirty).toBe(false);
  });

  it('simulation readiness: warnings are tolerated, any error blocks', () => {
    const s = validSection();
    s.general.sectionName = null;
    s.trajectory.initialHeading = 200;
    expect(isReadyToSimulate(s, CTX)).toBe(true);
    s.stretches.rows = [];
    expect(isReadyToSimulate(s, CTX)).toBe(false);
  });

  it('a new section is not ready to simulate (cable and stretch still to fill in)', () => {
    expect(isReadyToSimulate(newSection(), CTX)).toBe(false);
  });

  describe('simulation status rules', () => {
    it('info when there are no results yet', () => {
      expect(keysOf(validateSimulationStatus({ status: 'notStarted', messages: [] }))).toEqual([
        'section.simulation.results.info.notStarted',
      ]);
    });
    it('error when results are not a success (section.simulation.results.error.failed)', () => {
      expect(keysOf(validateSimulationStatus({ status: 'failed', messages: [] }))).toEqual(['section.simulation.results.error.failed']);
      const blocked = { status: 'notStarted' as const, distance: 0, messages: [{ code: 'E_INVALID_PARAMS', level: 'error' as const, title: '', message: '' }] };
      expect(keysOf(validateSimulationStatus(blocked))).toEqual(['section.simulation.results.error.failed']);
    });
    it('warning when results carry warning messages', () => {
      const r = { status: 'success' as const, messages: [{ code: 'W_SIDEWALL', level: 'warning' as const, title: '', message: '' }] };
      expect(validateSimulationStatus(r)).toEqual([
        { level: 'warning', path: 'results.messages', key: 'section.simulation.results.warning.messages', params: { count: 1 } },
      ]);
      expect(validateSimulationStatus({ status: 'success', messages: [] })).toEqual([]);
    });
    it('report: error if the report page was never visited', () => {
      expect(keysOf(validateSimulationStatus({ status: 'success', messages: [] }, { reportVisited: false }))).toEqual([
        'section.report.page.error.notVisited',
      ]);
    });
    it('the results group summary reflects the simulation status', () => {
      const s = validSection();
      s.results = { status: 'failed', messages: [] };
      expect(summarizeGroups(s, CTX).results.valid).toBe(false);
    });
  });
});
