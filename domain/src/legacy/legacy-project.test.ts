import { describe, expect, it } from 'vitest';
import { bendRows } from '../test-support/legacy-bend.js';
import { LEGACY_ROW_DEFAULTS, legacyDisplayName, legacySaveMethod, newLegacyRow } from './legacy-project.js';

describe('legacy projects (docs/product.md#data-model, docs/product.md#states-and-transitions)', () => {
  it('display name: the name, else Project# plus the last 6 characters of the id, else unnamed (null)', () => {
    expect(legacyDisplayName({ name: 'Quay', id: 'abcdef123456' })).toBe('Quay');
    expect(legacyDisplayName({ name: '', id: 'abcdef123456' })).toBe('Project#123456');
    expect(legacyDisplayName({})).toBeNull();
  });

  it('new legacy row defaults: slope 0, length 100, angle 90, totalAngle 90, radius 6', () => {
    expect(LEGACY_ROW_DEFAULTS).toEqual({ slope: 0, length: 100, angle: 90, totalAngle: 90, radius: 6 });
    expect(newLegacyRow('straight', 'a')).toEqual({ type: 'straight', key: 'a', slope: 0, length: 100 });
    expect(newLegacyRow('curve', 'b')).toEqual({ type: 'curve', key: 'b', angle: 90, totalAngle: 90, radius: 6 });
  });

  it('slope-based: altitudes from length × sin(slope); a curve’s total angle and length from neighbouring slopes, angle and radius', () => {
    const rows = bendRows(10, { slope: 30, length: 100 }, { angle: 0, radius: 6 }, { slope: 0, length: 50 });
    expect(rows.map((r) => r.index)).toEqual([1, 2, 3]);
    expect(rows[0]!.altAtEnd).toBeCloseTo(60, 9);
    expect(rows[1]!.totalAngle).toBeCloseTo(30, 9);
    expect(rows[1]!.length).toBeCloseTo(Math.PI, 9);
    expect(rows[2]!.cumulativeLength).toBeCloseTo(150 + Math.PI, 9);
  });

  it('not slope-based: the slope of a straight derives from the altitude difference and length', () => {
    const rows = bendRows(0, { length: 100, altAtEnd: 50 }, { angle: 90, radius: 6 }, { length: 100, altAtEnd: 50 });
    expect(rows[0]!.slope).toBeCloseTo(30, 9);
    expect(rows[2]!.slope).toBeCloseTo(0, 9);
    expect(rows[1]!.totalAngle).toBeCloseTo((Math.acos(Math.cos(Math.PI / 6) * Math.cos(Math.PI / 2)) * 180) / Math.PI, 9);
    expect(rows[2]!.altAtEnd).toBe(50);
  });

  it('saving patches when the id exists and does not start with new, otherwise posts', () => {
    expect(legacySaveMethod({ id: 'abc' })).toBe('PATCH');
    expect(legacySaveMethod({ id: 'new-1' })).toBe('POST');
    expect(legacySaveMethod({})).toBe('POST');
  });
});
