import { describe, expect, it } from 'vitest';
import { newStretch } from '../section/defaults.js';
import { CTX, keysOf, validSection } from '../test-support/fixtures.js';
import { validateSection } from '../validation/validate-section.js';
import { applyCof, cofAlreadyApplied, cofChanges, roundCof } from './apply-cof.js';

/** A valid push section with two named stretches of COF 0.2 and 0.25. */
function twoStretches() {
  const s = validSection('push');
  const second = { ...s.stretches.rows[0]!, id: newStretch('b').id, stretchName: 'Under the river', cof: 0.25 };
  s.stretches.rows[0] = { ...s.stretches.rows[0]!, stretchName: '', cof: 0.2 };
  s.stretches.rows.push(second);
  return s;
}

describe('applying a fitted COF to a section', () => {
  it('puts the COF, rounded as shown (3 significant digits), on every stretch and keeps everything else', () => {
    const s = twoStretches();
    const before = structuredClone(s);
    const next = applyCof(s, 0.312345);
    expect(next.stretches.rows.map((r) => r.cof)).toEqual([0.312, 0.312]);
    expect(next.stretches.rows.map((r) => r.id)).toEqual(s.stretches.rows.map((r) => r.id));
    expect({ ...next, stretches: before.stretches }).toEqual(before);
    expect(next.stretches.rows[1]).toEqual({ ...before.stretches.rows[1], cof: 0.312 });
    // the input is untouched
    expect(s).toEqual(before);
    // and the section stays valid
    expect(keysOf(validateSection(next, CTX)).filter((k) => k.includes('cof'))).toEqual([]);
  });

  it('lists each stretch with its COF now and after, unnamed stretches as null', () => {
    const s = twoStretches();
    s.stretches.rows[1]!.cof = null;
    expect(cofChanges(s, 0.3)).toEqual([
      { stretchId: s.stretches.rows[0]!.id, name: null, index: 0, before: 0.2, after: 0.3 },
      { stretchId: s.stretches.rows[1]!.id, name: 'Under the river', index: 1, before: null, after: 0.3 },
    ]);
  });

  it('applies a COF per stretch only to the stretches it names (and ignores ids of other sections)', () => {
    const s = twoStretches();
    const second = s.stretches.rows[1]!.id;
    const next = applyCof(s, { [second]: 0.41, 'not-a-stretch-here': 0.5 });
    expect(next.stretches.rows.map((r) => r.cof)).toEqual([0.2, 0.41]);
    // a stretch left alone is the same object
    expect(next.stretches.rows[0]).toBe(s.stretches.rows[0]);
  });

  it('says when the section already has the COF', () => {
    const s = twoStretches();
    expect(cofAlreadyApplied(s, 0.2)).toBe(false);
    expect(cofAlreadyApplied(applyCof(s, 0.2), 0.20001)).toBe(true);
  });

  it('refuses a COF the section cannot take, so that no bad value is saved', () => {
    const s = twoStretches();
    for (const bad of [0, -0.1, 1.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => applyCof(s, bad)).toThrow(RangeError);
      expect(() => applyCof(s, { [s.stretches.rows[0]!.id]: bad })).toThrow(RangeError);
    }
    expect(() => applyCof(s, {})).toThrow(RangeError);
  });

  it('rounds to 3 significant digits, as shown', () => {
    expect(roundCof(0.123449)).toBe(0.123);
    expect(roundCof(0.12351)).toBe(0.124);
    expect(roundCof(0.045678)).toBe(0.0457);
  });
});
