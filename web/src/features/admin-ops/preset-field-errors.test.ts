import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import it_ from '../../i18n/it.json';
import { ApiError } from '../../lib/api-client.ts';
import { presetFieldErrors } from './preset-field-errors.ts';

/** A 400 of the server with its field issues, its messages in `language` (English unless said). */
const refusal = (issues: { field: string; message: string }[], language = 'en') =>
  new ApiError('http', 'Invalid input', { status: 400, code: 'VALIDATION_FAILED', body: { code: 'VALIDATION_FAILED', details: { issues } }, language });

const intl = createIntl({ locale: 'en', messages: en });

describe('a refused preset’s field messages', () => {
  it('name the field of the data in the reader’s language, one a line, never the server’s raw `field: rule` text', () => {
    const errors = presetFieldErrors(
      intl,
      refusal([
        { field: 'data.maxPushingForce', message: 'must be a number ≥ 0 or null' },
        { field: 'data.cableDiameterRange.min', message: 'must be a number ≥ 0 or null' },
        { field: 'data.useInSerie', message: 'must be true, false or null' },
        { field: 'name', message: 'must have at most 200 characters' },
      ]),
    );
    expect(errors).toEqual({
      name: 'At most 200 characters',
      data: [
        'Maximum pushing force: Enter a number of 0 or more, or null (no limit)',
        'Smallest cable diameter: Enter a number of 0 or more, or null (no limit)',
        'Can work in series: Enter true, false or null',
      ].join('\n'),
    });
    const french = presetFieldErrors(createIntl({ locale: 'fr', messages: fr }), refusal([{ field: 'data.cof', message: 'must be more than 0' }]));
    expect(french.data).toBe('Coefficient de frottement\u00a0: Plus de 0');
    for (const [messages, locale] of [[fr, 'fr'], [de, 'de'], [it_, 'it']] as const) {
      const text = presetFieldErrors(createIntl({ locale, messages }), refusal([{ field: 'data.maxPullingSpeed', message: 'must be a number ≥ 0 or null' }])).data ?? '';
      expect(text).toContain(messages['machine.maxPullingSpeed']);
      expect(text).not.toMatch(/must be|maxPullingSpeed|null or/);
    }
  });

  it('keep a message the server wrote in the reader’s language, and name a field of the data the app does not know by its key', () => {
    const german = createIntl({ locale: 'de', messages: de });
    expect(presetFieldErrors(german, refusal([{ field: 'data.maxWaterPressure', message: 'muss eine Zahl ≥ 0 oder null sein' }], 'de')).data).toBe(
      'Maximaler Wasserdruck: muss eine Zahl ≥ 0 oder null sein',
    );
    expect(presetFieldErrors(intl, refusal([{ field: 'data.size', message: 'must be at most 256 KB of JSON' }, { field: 'data["odd key"]', message: 'something new' }])).data).toBe(
      'Field “size”: At most 256 KB of JSON\nField “["odd key"]”: Not valid',
    );
    expect(presetFieldErrors(intl, refusal([{ field: 'data', message: 'must be at most 256 KB of JSON' }]))).toEqual({ data: 'At most 256 KB of JSON' });
    expect(presetFieldErrors(intl, refusal([{ field: 'owner', message: 'is not a known field' }]))).toEqual({ form: 'Field “owner”: Not a known field' });
    expect(presetFieldErrors(intl, new ApiError('network', 'offline'))).toEqual({});
  });
});
