import { describe, expect, it } from 'vitest';
import {
  UNIT_CATEGORIES,
  UNIT_SYSTEMS,
  UNIT_TABLES,
  formatDisplay,
  fromDisplay,
  toDisplay,
  unitOf,
} from './unit-systems.js';

describe('unit tables', () => {
  it('std is the base system: factor 1, offset 0 everywhere', () => {
    for (const c of UNIT_CATEGORIES) {
      expect(UNIT_TABLES.std[c]).toMatchObject({ factor: 1, offset: 0, label: c });
    }
  });

  it('every system has every category, with a positive finite factor', () => {
    for (const s of UNIT_SYSTEMS) {
      for (const c of UNIT_CATEGORIES) {
        const unit = unitOf(s, c);
        expect(unit.label).toBe(c);
        expect(Number.isFinite(unit.factor) && unit.factor > 0).toBe(true);
      }
    }
  });

  it('known conversions (NIST SP 811)', () => {
    expect(toDisplay(1000, unitOf('us', 'length'))).toBeCloseTo(3280.839895, 5);
    expect(toDisplay(25.4, unitOf('us', 'diameter'))).toBeCloseTo(1, 12);
    expect(toDisplay(4.4482216152605, unitOf('us', 'force'))).toBeCloseTo(1, 12);
    expect(toDisplay(14.5939029, unitOf('us', 'forceDensity'))).toBeCloseTo(1, 6);
    expect(toDisplay(1, unitOf('us', 'pressure'))).toBeCloseTo(14.5037738, 6);
    expect(toDisplay(1, unitOf('us', 'density'))).toBeCloseTo(62.42796, 4);
    expect(toDisplay(1, unitOf('us', 'linearWeight'))).toBeCloseTo(0.67196897, 7);
    expect(toDisplay(3.785411784, unitOf('us', 'flow'))).toBeCloseTo(1, 12);
    expect(toDisplay(10, unitOf('si', 'pressure'))).toBeCloseTo(1000, 12);
    expect(toDisplay(60, unitOf('si', 'speed'))).toBeCloseTo(1, 12);
  });

  it('fromDisplay inverts toDisplay', () => {
    for (const s of UNIT_SYSTEMS) {
      for (const c of UNIT_CATEGORIES) {
        const unit = unitOf(s, c);
        expect(fromDisplay(toDisplay(123.456, unit), unit)).toBeCloseTo(123.456, 9);
      }
    }
  });

  it('formats with 2 decimals by default and never shows NaN', () => {
    expect(formatDisplay(1234.5678, unitOf('std', 'force'))).toBe('1234.57');
    expect(formatDisplay(1, unitOf('us', 'length'), 0)).toBe('3');
    expect(formatDisplay(Number.NaN, unitOf('std', 'force'))).toBe('');
    expect(formatDisplay(undefined, unitOf('std', 'force'))).toBe('');
  });
});
