import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import { calendarLabels, countAxis, hasRegistrations, hasSimulations, type Statistics } from './statistics-model.ts';

describe('the admin statistics charts', () => {
  it('label the days in the reader’s language, not with Plotly’s English month names', () => {
    expect(calendarLabels(createIntl({ locale: 'fr', messages: fr }), ['2026-11-01', '2026-11-28'])).toEqual(['1 nov.', '28 nov.']);
    expect(calendarLabels(createIntl({ locale: 'de', messages: de }), ['2026-11-28'])).toEqual(['28. Nov.']);
    expect(calendarLabels(createIntl({ locale: 'en', messages: en }), ['2026-11-28'])).toEqual(['Nov 28']);
  });

  it('name the year when the period spans two, and keep a value that is no day as it is', () => {
    expect(calendarLabels(createIntl({ locale: 'fr', messages: fr }), ['2025-12-31', '2026-01-01'])).toEqual(['31 déc. 2025', '1 janv. 2026']);
    expect(calendarLabels(createIntl({ locale: 'en', messages: en }), ['2026-W48'])).toEqual(['2026-W48']);
  });

  it('count in whole steps from zero while the counts are small', () => {
    expect(countAxis([0, 0])).toEqual({ rangemode: 'tozero', range: [0, 1], dtick: 1 });
    expect(countAxis([0, 2, 1])).toMatchObject({ rangemode: 'tozero', dtick: 1 });
    expect(countAxis([0, 40])).toEqual({ rangemode: 'tozero' });
  });

  it('tell an empty period apart', () => {
    const empty: Statistics = { days: 7, simulationsPerDay: [{ day: '2026-11-28', total: 0, failed: 0, byMethod: {}, medianDurationMs: null }], methods: [], simulationsPerMethod: {}, registrationsPerWeek: [{ week: '2026-11-23', count: 0 }], medianDurationMs: null };
    expect(hasSimulations(empty)).toBe(false);
    expect(hasRegistrations(empty)).toBe(false);
    expect(hasSimulations({ ...empty, simulationsPerDay: [{ day: '2026-11-28', total: 0, failed: 1, byMethod: {}, medianDurationMs: null }] })).toBe(true);
    expect(hasRegistrations({ ...empty, registrationsPerWeek: [{ week: '2026-11-23', count: 2 }] })).toBe(true);
  });
});
