import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UNIT_CATEGORIES,
  UNIT_SYSTEMS,
  UNIT_TABLES,
  formatDisplay,
  fromDisplay,
  inputText,
  numberFieldStep,
  parseDisplay,
  roundSignificant,
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

  it('formats a result to the significant digits of its quantity, the integer part kept, never NaN', () => {
    expect(formatDisplay(1234.5678, 'force')).toBe('1235');
    expect(formatDisplay(12000, 'force')).toBe('12000');
    expect(formatDisplay(141.37, 'force', 'si')).toBe('0.141');
    expect(formatDisplay(0.998, 'forceDensity')).toBe('1');
    expect(formatDisplay(3.87, 'forceDensity', 'si')).toBe('0.0039');
    expect(formatDisplay(969.23, 'length')).toBe('969');
    expect(formatDisplay(1, 'length', 'us')).toBe('3.28');
    expect(formatDisplay(Number.NaN, 'force')).toBe('');
    expect(formatDisplay(undefined, 'force')).toBe('');
    expect(formatDisplay(null, 'force', 'us')).toBe('');
    expect(formatDisplay(-0.001, 'force')).toBe('-0.001');
    expect(formatDisplay(-1e-300, 'force')).not.toBe('-0');
    fc.assert(
      fc.property(fc.constantFrom(...UNIT_SYSTEMS), fc.constantFrom(...UNIT_CATEGORIES), fc.double(), (s, c, v) => {
        expect(formatDisplay(v, c, s)).not.toContain('NaN');
      }),
    );
  });

  it('rounds to significant digits without rounding the integer part away', () => {
    expect(roundSignificant(12345.6, 3)).toBe(12346);
    expect(roundSignificant(0.10543, 3)).toBe(0.105);
    expect(roundSignificant(-0.0004, 0)).toBe(-0.0004);
    expect(roundSignificant(0, 3)).toBe(0);
    expect(Object.is(roundSignificant(-1e-320, 3), -0)).toBe(false);
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }).filter((v) => Math.abs(v) > 1e-12), fc.integer({ min: 1, max: 6 }), (v, d) => {
        // within half a unit of the digit kept, relative: at most 5 × 10^-d
        expect(Math.abs(roundSignificant(v, d) - v)).toBeLessThanOrEqual(Math.abs(v) * 5 * 10 ** -d * (1 + 1e-12));
      }),
    );
  });

  it('an input shows what was entered, in any system, and an automatic value the engine’s to 3 digits', () => {
    expect(inputText(0.024, 'linearWeight')).toBe('0.024');
    expect(inputText(0.105, 'linearWeight', 'std', 'automatic')).toBe('0.105');
    expect(inputText(0.10543, 'linearWeight', 'std', 'automatic')).toBe('0.105');
    // a conversion from the other system reads to 6 digits, not 10 (231 m, 13 m/min); a value typed in feet as typed
    expect(inputText(231, 'length', 'us')).toBe('757.874');
    expect(inputText(13 / 60, 'speed', 'us')).toBe(String(roundSignificant(toDisplay(13 / 60, 'speed', 'us'), 6)));
    expect(inputText(1234.567, 'length')).toBe('1234.567');
    expect(inputText(757.87 * 0.3048, 'length', 'us')).toBe('757.87');
    expect(inputText(7.6, undefined, 'us', 'integer')).toBe('8');
    expect(inputText(undefined, 'force')).toBe('');
    expect(inputText(Number.POSITIVE_INFINITY, 'force')).toBe('');
    // what an input shows converts back to what is stored: to 1e-9 relative for a value typed in the shown system
    // (up to 8 significant digits there), to 5e-6 for any other (a conversion shown to 6 digits), in every system and unit
    fc.assert(
      fc.property(fc.constantFrom(...UNIT_SYSTEMS), fc.constantFrom(...UNIT_CATEGORIES), fc.double({ min: 1e-6, max: 1e7, noNaN: true }), fc.integer({ min: 1, max: 8 }), (s, c, raw, digits) => {
        const scale = (v: number) => Math.max(Math.abs(v), Math.abs(unitOf(s, c).offset / unitOf(s, c).factor));
        const back = parseDisplay(inputText(raw, c, s), c, s);
        expect(Math.abs((back ?? Number.NaN) - raw)).toBeLessThanOrEqual(5e-6 * (1 + 1e-9) * scale(raw) + 1e-12);
        // typed in the shown system with up to 8 digits: shown exactly as typed
        const typed = roundSignificant(toDisplay(raw, c, s), digits);
        if (typed === 0) return;
        const stored = fromDisplay(typed, c, s);
        expect(inputText(stored, c, s)).toBe(String(roundSignificant(toDisplay(stored, c, s), 10)));
        expect(Math.abs((parseDisplay(inputText(stored, c, s), c, s) ?? Number.NaN) - stored)).toBeLessThanOrEqual(1e-9 * scale(stored));
      }),
      { seed: 1, numRuns: 300 },
    );
  });

  it('number field step derives from the magnitude of the value, at least 0.01; integers step 1', () => {
    expect(numberFieldStep(1234)).toBe(10);
    expect(numberFieldStep(757.87)).toBe(1);
    expect(numberFieldStep(13)).toBe(0.1);
    expect(numberFieldStep(2.5)).toBe(0.01);
    expect(numberFieldStep(0.3)).toBe(0.01);
    expect(numberFieldStep(0.0001)).toBe(0.01);
    expect(numberFieldStep(-50)).toBe(0.1);
    expect(numberFieldStep(undefined)).toBe(1);
    expect(numberFieldStep(7.5, true)).toBe(1);
    fc.assert(fc.property(fc.double({ noNaN: true }), (v) => {
      expect(numberFieldStep(v)).toBeGreaterThanOrEqual(0.01);
    }));
  });

  it('stepping keeps the entered decimals and clamps to the minimum and maximum', () => {
    expect(stepNumber(757.87, 1)).toBe(758.87);
    expect(stepNumber(757.87, -1)).toBe(756.87);
    expect(stepNumber(757.8740157, 1)).toBe(758.8740157);
    expect(stepNumber(13, 1)).toBe(13.1);
    expect(stepNumber(0.05, -1, { min: 0 })).toBe(0.04);
    expect(stepNumber(0, -1, { min: 0 })).toBe(0);
    expect(stepNumber(199, 1, { max: 200, integer: true })).toBe(200);
    expect(stepNumber(200, 1, { max: 200, integer: true })).toBe(200);
  });

  it('steps up and down symmetrically, across powers of ten too', () => {
    expect(stepNumber(10, -1)).toBe(9.99);
    expect(stepNumber(9.99, 1)).toBe(10);
    expect(stepNumber(100, -1)).toBe(99.9);
    expect(stepNumber(1, -1)).toBe(0.99);
    expect(stepNumber(-10, 1)).toBe(-9.99);
    expect(stepNumber(-10, -1)).toBe(-10.1);
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
