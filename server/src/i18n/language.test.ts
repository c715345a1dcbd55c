// Tests of choosing a language from Accept-Language.
import { describe, expect, it } from 'vitest';

import { isLanguage, parseAcceptLanguage, pickLanguage } from './language.js';

describe('parseAcceptLanguage', () => {
  it('takes the range of highest q-value among ours, by its primary tag', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(parseAcceptLanguage('en;q=0.4, it;q=0.8')).toBe('it');
    expect(parseAcceptLanguage('es, de-AT;q=0.3, en;q=0.2')).toBe('de');
    expect(parseAcceptLanguage('DE')).toBe('de');
  });

  it('keeps the written order between equal q-values, and leaves out q=0', () => {
    expect(parseAcceptLanguage('it, fr')).toBe('it');
    expect(parseAcceptLanguage('fr;q=0.5, de;q=0.5')).toBe('fr');
    expect(parseAcceptLanguage('fr;q=0, de;q=0.1')).toBe('de');
  });

  it('answers undefined when it names none of ours, is empty, a wildcard or malformed', () => {
    expect(parseAcceptLanguage(undefined)).toBeUndefined();
    expect(parseAcceptLanguage('')).toBeUndefined();
    expect(parseAcceptLanguage('*')).toBeUndefined();
    expect(parseAcceptLanguage('es, pt-BR;q=0.9')).toBeUndefined();
    expect(parseAcceptLanguage('fr;q=2, de;q=abc, ;;;, it;q=0.1')).toBe('it');
    expect(parseAcceptLanguage(['es', 'it;q=0.9'])).toBe('it');
  });
});

describe('pickLanguage', () => {
  it('takes the first of our languages, else English', () => {
    expect(pickLanguage(undefined, 'xx', 'it', 'fr')).toBe('it');
    expect(pickLanguage(null)).toBe('en');
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('DE')).toBe(false);
  });
});
