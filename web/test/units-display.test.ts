import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../src/i18n/de.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import it_ from '../src/i18n/it.json';
import { formatLitres, formatQuantity, unitLabel } from '../src/lib/units.ts';

const intl = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });

describe('units as read-only displays show them', () => {
  it('pressures say they are gauge, in the four languages', () => {
    expect(formatQuantity(intl('en', en), 'std', 10, 'pressure')).toBe('10 bar (gauge)');
    expect(unitLabel(intl('fr', fr), 'si', 'pressure')).toBe('kPa (relatif)');
    expect(unitLabel(intl('de', de), 'us', 'pressure')).toBe('psi (Überdruck)');
    expect(unitLabel(intl('it', it_), 'std', 'pressure')).toBe('bar (relativa)');
    expect(unitLabel(intl('en', en), 'std', 'force')).toBe('N');
  });

  it('air flow in cfm and water flow in gal/min in US units', () => {
    // 5000 l/min = 176.57 ft³/min; 300 l/min = 79.25 US gal/min
    expect(formatQuantity(intl('en', en), 'us', 5000, 'airFlow')).toBe('177 cfm');
    expect(formatQuantity(intl('en', en), 'us', 300, 'waterFlow')).toBe('79.3 gal/min');
    expect(formatQuantity(intl('en', en), 'si', 5000, 'airFlow')).toBe('5 m³/min');
  });

  it('an angle carries its degree sign once, against the number, in every language and system', () => {
    for (const [locale, messages] of [['en', en], ['fr', fr], ['de', de], ['it', it_]] as const) {
      for (const system of ['std', 'si', 'us'] as const) {
        const text = formatQuantity(intl(locale, messages), system, -90, 'angle');
        expect(text).toBe('-90°');
      }
    }
  });

  it('never writes a value that is not zero as zero', () => {
    // the free-floating demo's bends in SI: 3.87 N/m of radial force read 0.00 kN/m
    expect(formatQuantity(intl('de', de), 'si', 3.87, 'forceDensity')).toBe('0,0039 kN/m');
    expect(formatQuantity(intl('en', en), 'si', -4.5, 'force')).toBe('-0.0045 kN');
    expect(formatQuantity(intl('en', en), 'si', -96.35, 'force')).toBe('-0.0963 kN');
    // the jetting demo's lubricant (100 ml per km of its 1,563 m tube: 0.156 l) read 0.0 gal in US units and 0.2 l
    expect(formatLitres(intl('en', en), 'us', 0.1563)).toBe('0.0413 gal');
    expect(formatLitres(intl('en', en), 'std', 0.1563)).toBe('0.156 l');
    // a result's three significant digits, as the other quantities of the bill of materials: no trailing "40.0"
    expect(formatLitres(intl('fr', fr), 'std', 39.97)).toBe('40 l');
    expect(formatLitres(intl('de', de), 'std', 225.8)).toBe('226 l');
  });

  it('writes a result to the significant digits of its quantity, its integer part kept, grouped by the language', () => {
    // a 141.37 N need beside a 100 N pusher, in SI: 0.141 kN against 0.1 kN (2 decimals would read 0.14)
    expect(formatQuantity(intl('en', en), 'si', 141.37, 'force')).toBe('0.141 kN');
    expect(formatQuantity(intl('en', en), 'si', 100, 'force')).toBe('0.1 kN');
    expect(formatQuantity(intl('fr', fr), 'si', 1413.7, 'force')).toBe('1,41 kN');
    expect(formatQuantity(intl('en', en), 'std', 141.37, 'force')).toBe('141 N');
    expect(formatQuantity(intl('en', en), 'si', 5.27, 'duration')).toBe('0.0878 h');
    expect(formatQuantity(intl('en', en), 'std', 0, 'length')).toBe('0 m');
    // the examples: no "12,000.00 N", no "0.998 N/m" where the model is good to a few per cent
    expect(formatQuantity(intl('en', en), 'std', 12000, 'force')).toBe('12,000 N');
    expect(formatQuantity(intl('fr', fr), 'std', 12000, 'force')).toBe('12\u202f000 N');
    expect(formatQuantity(intl('de', de), 'std', 12345.6, 'force')).toBe('12.346 N');
    expect(formatQuantity(intl('en', en), 'std', 0.998, 'forceDensity')).toBe('1 N/m');
    expect(formatQuantity(intl('en', en), 'std', 969.23, 'length')).toBe('969 m');
  });

  it('writes an input as entered and an automatic value as the engine takes it', () => {
    expect(formatQuantity(intl('en', en), 'std', 0.024, 'linearWeight', 'entered')).toBe('0.024 kg/m');
    expect(formatQuantity(intl('en', en), 'std', 0.024, 'linearWeight')).toBe('0.024 kg/m');
    expect(formatQuantity(intl('en', en), 'std', 0.10543, 'linearWeight', 'automatic')).toBe('0.105 kg/m');
    // entered in metres, shown in feet: a conversion, to 6 digits; typed in feet, as typed
    expect(formatQuantity(intl('it', it_), 'us', 231, 'length', 'entered')).toBe('757,874 ft');
    expect(formatQuantity(intl('en', en), 'us', 757.87 * 0.3048, 'length', 'entered')).toBe('757.87 ft');
    expect(formatQuantity(intl('en', en), 'std', 1234.5678, 'length', 'entered')).toBe('1,234.5678 m');
  });
});
