import { describe, expect, it } from 'vitest';
import { detectBrowserLocale, readLocaleCookie, resolveInitialLocale, writeLocaleCookie } from './intl.tsx';

describe('locale choice', () => {
  it('reads the i18n_redirected cookie, ignoring unsupported values', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=it; b=2')).toBe('it');
    expect(readLocaleCookie('i18n_redirected=es')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it('matches browser languages by their primary subtag, in order of preference', () => {
    expect(detectBrowserLocale(['es-ES', 'fr-CH', 'de'])).toBe('fr');
    expect(detectBrowserLocale(['DE-at'])).toBe('de');
    expect(detectBrowserLocale(['es', 'pt'])).toBeUndefined();
  });

  it('prefers the cookie, detects the browser language only without one and only at the root', () => {
    expect(resolveInitialLocale({ cookies: 'i18n_redirected=it', pathname: '/', languages: ['fr'] })).toEqual({
      locale: 'it',
      detected: false,
    });
    expect(resolveInitialLocale({ cookies: '', pathname: '/', languages: ['fr-FR'] })).toEqual({
      locale: 'fr',
      detected: true,
    });
    expect(resolveInitialLocale({ cookies: '', pathname: '/projects', languages: ['fr-FR'] })).toEqual({
      locale: 'en',
      detected: false,
    });
    expect(resolveInitialLocale({ cookies: '', pathname: '/', languages: ['ja'] })).toEqual({
      locale: 'en',
      detected: false,
    });
  });

  it('writes the cookie for the whole site', () => {
    writeLocaleCookie('de');
    expect(readLocaleCookie(document.cookie)).toBe('de');
  });
});
