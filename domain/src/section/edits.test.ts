import { describe, expect, it } from 'vitest';
import { computeAutoValues } from '../auto-values/compute-auto-values.js';
import { CTX, keysOf, validSection } from '../test-support/fixtures.js';
import { validateSection } from '../validation/validate-section.js';
import { editData, removeStretch } from './section-state.js';
import { newStretch } from './defaults.js';

/** What an edit clears besides the field it sets (docs/product.md#states-and-transitions). */
describe('an edit clears what no longer applies', () => {
  it('a new cable industry clears a type of the former industry, and keeps one the new industry has', () => {
    const s = validSection('pull');
    s.cable.industry = 'telecom';
    s.cable.type = 'fiber';
    const energy = editData(s, 'cable.industry', 'energy');
    expect(energy.cable).toMatchObject({ industry: 'energy', type: null });
    // no "type of another industry" error: only the type to choose
    expect(keysOf(validateSection(energy, CTX)).filter((k) => k.startsWith('section.cable.type'))).toEqual(['section.cable.type.error.required']);
    expect(editData(s, 'cable.industry', 'telecom').cable.type).toBe('fiber');
    expect(editData(s, 'cable.industry', null).cable.type).toBeNull();
    expect(s.cable.type).toBe('fiber');
  });

  it('removing a stretch leaves the rows that switched to it without a stretch, never an unknown id', () => {
    const s = validSection('pull');
    const second = newStretch('second');
    s.stretches.rows.push({ ...s.stretches.rows[0]!, id: second.id });
    s.trajectory.rows.push({ key: 'sw', type: 'stretch', stretch: second.id }, { key: 'st', type: 'straight', slope: 0, length: 20 });
    const next = removeStretch(s, 1);
    expect(next.stretches.rows.map((r) => r.id)).toEqual([s.stretches.rows[0]!.id]);
    expect(next.trajectory.rows.find((r) => r.key === 'sw')).toMatchObject({ type: 'stretch', stretch: null });
    expect(keysOf(validateSection(next, CTX))).not.toContain('section.trajectory.stretch.error.unknown');
    // the rows of other stretches are untouched, and an index that does not exist changes nothing
    expect(removeStretch(s, 0).trajectory.rows.find((r) => r.key === 'sw')).toMatchObject({ stretch: second.id });
    expect(removeStretch(s, 7)).toBe(s);
  });

  it('an automatic value follows its source, is missing while the source is wrong, and a manual value stays', () => {
    const s = validSection('push');
    s.cable.maxPushingForce = null;
    const at = (data: typeof s) => computeAutoValues(data, CTX)['cable.maxPushingForce']!;
    const a = at(editData(s, 'cable.maxPullingForce', 1000));
    expect(a).toMatchObject({ isManual: false, value: 600, missingFields: [] });
    const wrong = at(editData(s, 'cable.maxPullingForce', -5));
    expect(wrong.isManual).toBe(false);
    expect(wrong.missingFields).toEqual(['cable.maxPullingForce']);
    const manual = editData(editData(s, 'cable.maxPushingForce', 450), 'cable.maxPullingForce', 2000);
    expect(at(manual)).toMatchObject({ isManual: true, value: 450, auto: 1200 });
    // reset: automatic again, from the current source
    expect(at(editData(manual, 'cable.maxPushingForce', null))).toMatchObject({ isManual: false, value: 1200 });
  });
});
