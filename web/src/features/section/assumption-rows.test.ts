import { JETTING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { assumptionRows } from './assumption-rows.ts';

describe('assumption rows', () => {
  it('name the ambient pressure of the air in the chosen units, absolute (no gauge mark)', () => {
    const data = sectionFromTemplate(JETTING_TEMPLATE);
    const air = (locale: string, messages: Record<string, string>, system: 'std' | 'si' | 'us'): string | undefined =>
      assumptionRows(createIntl({ locale, messages }), system, data).find((row) => row.source === (locale === 'en' ? 'engine assumption' : 'Annahme des Rechenkerns') && /ambient|Umgebungsdruck/.test(row.what))?.what;
    expect(air('en', en, 'std')).toBe('Air temperature (ambient pressure 1.013 bar)');
    expect(air('en', en, 'us')).toBe('Air temperature (ambient pressure 14.69 psi)');
    expect(air('en', en, 'si')).toBe('Air temperature (ambient pressure 101.3 kPa)');
    expect(air('de', de, 'std')).toBe('Lufttemperatur (Umgebungsdruck 1,013 bar)');
  });
});
