// What a compared method assumed instead of the section's equipment, in words (method-rows.ts assumedText).
import { describe, expect, it } from 'vitest';
import { createLocaleIntl } from '../../../lib/intl.tsx';
import { assumedText } from './method-rows.ts';

const shown = (v: number | null | undefined, category: string) => `${v} ${category}`;

describe('what a compared method assumed', () => {
  it('says a run without the section’s pusher or winch pushed or pulled with the cable’s own limit, in every language', async () => {
    const en = (await createLocaleIntl('en')).intl;
    expect(assumedText(en, shown, { assumed: ['pusher', 'compressor'] })).toBe('Assumed: a pusher as strong as the cable allows, compressor 5000 airFlow, 12 pressure');
    expect(assumedText(en, shown, { assumed: ['winch'] })).toBe('Assumed: a winch as strong as the cable allows');
    expect(assumedText((await createLocaleIntl('fr')).intl, shown, { assumed: ['winch'] })).toMatch(/un treuil aussi fort que le câble le permet$/);
    expect(assumedText((await createLocaleIntl('de')).intl, shown, { assumed: ['pusher'] })).toMatch(/eine Schiebemaschine so stark, wie das Kabel erlaubt$/);
    expect(assumedText((await createLocaleIntl('it')).intl, shown, { assumed: ['pusher'] })).toMatch(/una macchina di spinta forte quanto il cavo consente$/);
    expect(assumedText(en, shown, { assumed: [] })).toBe('');
  });
});
