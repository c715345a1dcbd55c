import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UNIT_CATEGORIES,
  UNIT_SYSTEMS,
  UNIT_TABLES,
  formatDisplay,
  fromDisplay,
  numberFieldStep,
  parseDisplay,
  stepNumber,
  toDisplay,
  unitOf,
  unitSystems,
} from './unit-systems.js';

describe('unit tables (docs/product.md#data-model "Locales and units", docs/product.md#defaults-and-limits)', () => {
  // each category in the unit its trade uses, per system (README "Units")
  it.each([
    ['airFlow', 'l/min', 'm³/min', 'cfm'], // compressors: free air delivery in l/min, m³/min, cfm (ft³/min)
    ['waterFlow', 'l/min', 'm³/h', 'gal/min'], // pumps: l/min, m³/h, US gpm
    ['airQuantity', 'm³', 'm³', 'ft³'],
    ['waterQuantity', 'm³', 'm³', 'gal'],
    ['pressure', 'bar', 'kPa', 'psi'],
    ['force', 'N', 'kN', 'lbf'],
    ['forceDensity', 'N/m', 'kN/m', 'lbf/ft'],
    ['speed', 'm/min', 'm/s', 'ft/min'],
    ['length', 'm', 'm', 'ft'],
    ['diameter', 'mm', 'mm', 'in'],
    ['linearWeight', 'kg/m', 'kg/m', 'lb/ft'],
    ['stiffness', 'N·m²', 'N·m²', 'lbf·ft²'],
    ['density', 'kg/dm³', 'kg/m³', 'lb/ft³'],
    ['duration', 'min', 'h', 'min'],
  ] as const)('%s: %s / %s / %s', (category, std, si, us) => {
    expect([unitOf('std', category).unit, unitOf('si', category).unit, unitOf('us', category).unit]).toEqual([std, si, us]);
  });


  it('std is the base system: factor 1, offset 0 everywhere', () => {
    for (const c of UNIT_CATEGORIES) {
      expect(UNIT_TABLES.std[c]).toMatchObject({ factor: 1, offset: 0, label: c });
    }
  });

  it('every system has every category, each unit with label, unit, name, factor, offset', () => {
    expect(Object.keys(unitSystems)).toEqual(['std', 'si', 'us']);
    for (const s of UNIT_SYSTEMS) {
      for (const c of UNIT_CATEGORIES) {
        const unit = unitOf(s, c);
        expect(unit.label).toBe(c);
        expect(typeof unit.unit).toBe('string');
        expect(typeof unit.name).toBe('string');
        expect(Number.isFinite(unit.factor) && unit.factor > 0).toBe(true);
        expect(unit.offset).toBe(0);
      }
    }
  });

  it('known conversions (NIST SP 811)', () => {
    expect(toDisplay(1000, 'length', 'us')).toBeCloseTo(3280.839895, 5);
    expect(toDisplay(25.4, 'diameter', 'us')).toBeCloseTo(1, 12);
    expect(toDisplay(4.4482216152605, 'force', 'us')).toBeCloseTo(1, 12);
    expect(toDisplay(14.5939029, 'forceDensity', 'us')).toBeCloseTo(1, 6);
    expect(toDisplay(1, 'pressure', 'us')).toBeCloseTo(14.5037738, 6);
    expect(toDisplay(1, 'density', 'us')).toBeCloseTo(62.42796, 4);
    expect(toDisplay(1, 'linearWeight', 'us')).toBeCloseTo(0.67196897, 7);
    expect(toDisplay(3.785411784, 'waterFlow', 'us')).toBeCloseTo(1, 12);
    // 1 ft³ = 28.316846592 l (exact from the foot)
    expect(toDisplay(28.316846592, 'airFlow', 'us')).toBeCloseTo(1, 12);
    expect(toDisplay(5000, 'airFlow', 'si')).toBeCloseTo(5, 12);
    expect(toDisplay(1000, 'waterFlow', 'si')).toBeCloseTo(60, 12);
    expect(toDisplay(1, 'waterQuantity', 'us')).toBeCloseTo(264.172052, 6);
    expect(toDisplay(1, 'airQuantity', 'us')).toBeCloseTo(35.3146667, 6);
    expect(toDisplay(10, 'pressure', 'si')).toBeCloseTo(1000, 12);
    expect(toDisplay(60, 'speed', 'si')).toBeCloseTo(1, 12);
    expect(toDisplay(5, 'force')).toBe(5);
  });

  it('fromDisplay inverts toDisplay (property, every system and category)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UNIT_SYSTEMS),
        fc.constantFrom(...UNIT_CATEGORIES),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (system, category, value) => {
          const back = fromDisplay(toDisplay(value, category, system), category, system);
          expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(value)));
        },
      ),
    );
  });

  it('parseDisplay gives undefined for empty input and the base value otherwise (property)', () => {
    expect(parseDisplay('  ', 'force', 'si')).toBeUndefined();
    expect(parseDisplay('abc', 'force', 'si')).toBeUndefined();
    expect(parseDisplay('1,5', 'force', 'si')).toBeCloseTo(1500, 9);
    fc.assert(
      fc.property(fc.constantFrom(...UNIT_SYSTEMS), fc.constantFrom(...UNIT_CATEGORIES), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (s, c, v) => {
        const text = String(toDisplay(v, c, s));
        expect(parseDisplay(text, c, s)).toBeCloseTo(v, 6);
      }),
    );
  });

  it('formats with 2 decimals by default, 0 for integers, and never shows NaN', () => {
    expect(formatDisplay(1234.5678, 'force')).toBe('1234.57');
    expect(formatDisplay(1, 'length', 'us', 0)).toBe('3');
    expect(formatDisplay(Number.NaN, 'force')).toBe('');
    expect(formatDisplay(undefined, 'force')).toBe('');
    expect(formatDisplay(null, 'force', 'us')).toBe('');
    expect(formatDisplay(-0.001, 'force')).toBe('0.00');
    fc.assert(
      fc.property(fc.constantFrom(...UNIT_SYSTEMS), fc.constantFrom(...UNIT_CATEGORIES), fc.double(), (s, c, v) => {
        expect(formatDisplay(v, c, s)).not.toContain('NaN');
      }),
    );
  });

  it('number field step derives from the magnitude of the value, at least 0.01; integers step 1', () => {
    expect(numberFieldStep(1234)).toBe(100);
    expect(numberFieldStep(13)).toBe(1);
    expect(numberFieldStep(2.5)).toBe(0.1);
    expect(numberFieldStep(0.3)).toBe(0.01);
    expect(numberFieldStep(0.0001)).toBe(0.01);
    expect(numberFieldStep(-50)).toBe(1);
    expect(numberFieldStep(undefined)).toBe(1);
    expect(numberFieldStep(7.5, true)).toBe(1);
    fc.assert(fc.property(fc.double({ noNaN: true }), (v) => {
      expect(numberFieldStep(v)).toBeGreaterThanOrEqual(0.01);
    }));
  });

  it('stepping clamps to the minimum and maximum', () => {
    expect(stepNumber(13, 1)).toBe(14);
    expect(stepNumber(0.05, -1, { min: 0 })).toBe(0.04);
    expect(stepNumber(0, -1, { min: 0 })).toBe(0);
    expect(stepNumber(199, 1, { max: 200, integer: true })).toBe(200);
    expect(stepNumber(200, 1, { max: 200, integer: true })).toBe(200);
  });

  it('steps up and down symmetrically, across powers of ten too', () => {
    expect(stepNumber(10, -1)).toBe(9.9);
    expect(stepNumber(9.9, 1)).toBe(10);
    expect(stepNumber(100, -1)).toBe(99);
    expect(stepNumber(1, -1)).toBe(0.99);
    expect(stepNumber(-10, 1)).toBe(-9.9);
    expect(stepNumber(-10, -1)).toBe(-11);
    expect(stepNumber(10, 1, { integer: true })).toBe(11);
    expect(stepNumber(10, -1, { integer: true })).toBe(9);
    // any value on its own step's grid comes back after one step each way, in either order
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 0), fc.constantFrom<1 | -1>(1, -1), (hundredths, direction) => {
        const v = hundredths / 100;
        const step = numberFieldStep(v);
        fc.pre(Math.abs(Math.round(v / step) * step - v) < 1e-9);
        const there = stepNumber(v, direction);
        fc.pre(there !== 0);
        expect(stepNumber(there, direction === 1 ? -1 : 1)).toBeCloseTo(v, 9);
      }),
    );
  });
});
