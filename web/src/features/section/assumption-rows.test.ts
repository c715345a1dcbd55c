import { ASSUMPTION_KEYS, ASSUMPTION_REFS, JETTING_TEMPLATE, PULLING_TEMPLATE, sectionFromTemplate, WATUCAB_TEMPLATE } from '@cla/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import it_ from '../../i18n/it.json';
import { assumptionRows } from './assumption-rows.ts';

describe('assumption rows', () => {
  it('every assumption and every source key has its text in the four languages', () => {
    for (const messages of [en, fr, de, it_] as Record<string, string>[]) {
      for (const key of ASSUMPTION_KEYS) expect(messages[`assumption.${key}`], key).toBeTruthy();
      for (const ref of ASSUMPTION_REFS) expect(messages[`assumption.ref.${ref}`], ref).toBeTruthy();
      expect(messages['assumption.withRef']).toContain('{ref}');
    }
  });

  it('a pulled cable’s undulation names its source: none, after the pulling formulas', () => {
    const rows = assumptionRows(createIntl({ locale: 'en', messages: en }), 'std', sectionFromTemplate(PULLING_TEMPLATE));
    const row = rows.find((r) => r.what.startsWith('Duct undulation amplitude'))!;
    expect(row.value).toBe('0 mm');
    expect(row.source).toMatch(/^automatic, from .*; basis: none for a pulled cable: the pulling formulas match field tensions/);
  });

  it('name the ambient pressure of the air in the chosen units, absolute (no gauge mark)', () => {
    const data = sectionFromTemplate(JETTING_TEMPLATE);
    const air = (locale: string, messages: Record<string, string>, system: 'std' | 'si' | 'us'): string | undefined =>
      assumptionRows(createIntl({ locale, messages }), system, data).find((row) => row.source.startsWith(locale === 'en' ? 'engine assumption' : 'Annahme des Rechenkerns') && /ambient|Umgebungsdruck/.test(row.what))?.what;
    expect(air('en', en, 'std')).toBe('Air temperature (ambient pressure 1.013 bar, absolute)');
    expect(air('en', en, 'us')).toBe('Air temperature (ambient pressure 14.69 psi, absolute)');
    expect(air('en', en, 'si')).toBe('Air temperature (ambient pressure 101.3 kPa, absolute)');
    expect(air('de', de, 'std')).toBe('Lufttemperatur (Umgebungsdruck 1,013 bar, absolut)');
    // with its source and where it holds
    const row = assumptionRows(createIntl({ locale: 'en', messages: en }), 'std', data).find((r) => r.what.startsWith('Air temperature'));
    expect(row?.source).toMatch(/^engine assumption; basis: isothermal air at 20 °C, the free-air reference temperature of compressor ratings \(ISO 1217\)/);
  });

  it('give the water’s viscosity in the unit system’s unit: mm²/s metric, centistokes in US units', () => {
    const data = sectionFromTemplate(WATUCAB_TEMPLATE);
    const water = (locale: string, messages: Record<string, string>, system: 'std' | 'si' | 'us'): { what: string; value: string } | undefined => {
      const row = assumptionRows(createIntl({ locale, messages }), system, data).find((r) => r.key.startsWith('waterViscosity-'));
      return row && { what: row.what, value: row.value };
    };
    expect(water('en', en, 'std')).toEqual({ what: 'Water temperature (viscosity 1.0 mm²/s)', value: '20 °C' });
    expect(water('en', en, 'si')?.what).toBe('Water temperature (viscosity 1.0 mm²/s)');
    expect(water('en', en, 'us')).toEqual({ what: 'Water temperature (viscosity 1.0 cSt)', value: '68 °F' });
    expect(water('fr', fr, 'us')?.what).toBe('Température de l’eau (viscosité 1,0 cSt)');
    expect(water('de', de, 'us')?.what).toBe('Wassertemperatur (Viskosität 1,0 cSt)');
    expect(water('it', it_, 'us')?.what).toBe('Temperatura dell’acqua (viscosità 1,0 cSt)');
    expect(water('it', it_, 'std')?.what).toBe('Temperatura dell’acqua (viscosità 1,0 mm²/s)');
  });
});
