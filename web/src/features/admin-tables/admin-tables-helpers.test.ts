import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import it_ from '../../i18n/it.json';
import { tableSearch } from './admin-tables-api.ts';
import { cellText, dateText, resourceCellText } from './cell-value.ts';
import { fieldErrors, fieldErrorsOf, fieldMessage } from '../../lib/server-field-messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { bodyOf, RESOURCES } from './resources.ts';

const intl = createIntl({ locale: 'en', messages: en });

describe('the admin table view helpers', () => {
  it('write the query of a page and of the CSV: filters as filter.<column>, empty ones left out', () => {
    const query = { page: 2, pageSize: 25, sort: 'name', order: 'desc' as const, q: ' nordic ', filters: { country: 'SE', name: ' ' }, columns: ['name', 'country'] };
    expect(tableSearch(query)).toBe('page=2&pageSize=25&sort=name&order=desc&q=nordic&filter.country=SE&columns=name%2Ccountry');
    expect(tableSearch(query, 'csv')).toBe('format=csv&sort=name&order=desc&q=nordic&filter.country=SE&columns=name%2Ccountry');
    expect(tableSearch({ page: 1, pageSize: 50, filters: {} })).toBe('page=1&pageSize=50');
  });

  it('show cells without NaN or raw nulls, long texts cut in the table and whole in the detail', () => {
    const text = { name: 'data', type: 'text', filterable: false, sortable: false, detailOnly: true } as const;
    expect(cellText(intl, undefined, null)).toBe('—');
    expect(cellText(intl, undefined, Number.NaN)).toBe('—');
    expect(cellText(intl, undefined, true)).toBe('Yes');
    expect(cellText(intl, undefined, 1234)).toBe('1,234');
    expect(cellText(intl, text, 'x'.repeat(100))).toHaveLength(81);
    expect(cellText(intl, text, 'x'.repeat(100), true)).toHaveLength(100);
  });

  it('translate the server’s field messages in every language, an unknown one as “Not valid”', () => {
    expect(fieldMessage(intl, 'must not be empty')).toBe('Required');
    expect(fieldMessage(intl, 'must have at most 200 characters')).toBe('At most 200 characters');
    expect(fieldMessage(intl, 'must not be before validFrom (2026-01-01)')).toBe('Must not be before the start date');
    expect(fieldMessage(intl, 'is not a known licence')).toBe('No longer exists: choose again');
    expect(fieldMessage(intl, 'something new')).toBe('Not valid');
    for (const messages of [fr, de, it_]) {
      const other = createIntl({ locale: 'fr', messages });
      expect(fieldMessage(other, 'must be at least 1')).not.toBe(fieldMessage(intl, 'must be at least 1'));
    }
    expect(fieldErrors(intl, [{ field: 'name', message: 'must not be empty' }, { field: 'name', message: 'other' }, { field: 'allowedLayingMethods[1]', message: 'x' }])).toEqual({
      name: 'Required',
      allowedLayingMethods: 'Not valid',
    });
  });

  it('send the editor’s values as the API’s body: numbers as numbers, no reference as null', () => {
    expect(bodyOf(RESOURCES.licence, { name: 'Trial', seats: '3', validFrom: '2026-01-01', validUntil: '2026-12-31', allowedLayingMethods: ['pull'], seatsUsed: 1 })).toEqual({
      name: 'Trial',
      seats: 3,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
      allowedLayingMethods: ['pull'],
    });
    expect(bodyOf(RESOURCES.company, { name: 'Fibre', distributor: '', licence: 'abc' })).toEqual({ name: 'Fibre', address: '', country: '', distributor: null, licence: 'abc' });
  });

  it('show a licence’s validity dates and state in the reader’s language, not as stored (2026-01-31)', () => {
    const french = createIntl({ locale: 'fr', messages: fr });
    expect(dateText(intl, '2026-01-31')).toBe('Jan 31, 2026');
    expect(dateText(french, '2026-01-31')).toBe('31 janv. 2026');
    expect(dateText(intl, null)).toBe('—');
    expect(resourceCellText(french, RESOURCES.licence, 'validUntil', '2099-12-31')).toBe('31 déc. 2099');
    expect(resourceCellText(french, RESOURCES.licence, 'status', 'notYetValid')).toBe(fr['adminTables.status.notYetValid']);
    expect(resourceCellText(french, RESOURCES.licence, 'seats', 1200)).toBe('1\u202f200');
    expect(resourceCellText(french, RESOURCES.company, 'country', 'CH')).toBe('CH');
  });

  it('keep a field message the server already wrote in the reader’s language (its profile’s), not a bare “not valid”', () => {
    const refused = (language: string, issues: { field: string; message: string }[]) =>
      new ApiError('http', 'x', { status: 400, code: 'VALIDATION_FAILED', language, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', details: { issues } } });
    const french = createIntl({ locale: 'fr', messages: fr });
    expect(fieldErrorsOf(french, refused('fr', [{ field: 'seats', message: 'doit être au moins 1' }]))).toEqual({ seats: 'doit être au moins 1' });
    // English from the server (a profile in English) is translated by the rules
    expect(fieldErrorsOf(french, refused('en', [{ field: 'seats', message: 'must be at least 1' }]))).toEqual({ seats: fieldMessage(french, 'must be at least 1') });
    // another language than the reader's: the generic sentence
    expect(fieldErrorsOf(createIntl({ locale: 'de', messages: de }), refused('fr', [{ field: 'seats', message: 'doit être au moins 1' }]))).toEqual({ seats: de['adminTables.error.invalid'] });
    expect(fieldErrorsOf(intl, new Error('x'))).toEqual({});
  });
});
