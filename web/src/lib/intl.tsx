// The app's languages (English, French, German, Italian): the catalogues loaded on demand, the chosen language remembered, the formatters.
import { CATALOGUES as DOMAIN_CATALOGUES, type MessageKey } from '@cla/domain';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import type enCatalogue from '../i18n/en.json';

/**
 * The app's one internationalisation wrapper (react-intl). Catalogues are flat ICU message files in
 * `src/i18n/`, each fetched on demand; the chosen locale is kept in the `i18n_redirected` cookie.
 * Components import `FormattedMessage` / `useIntl` from here, never from react-intl.
 */
export { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
export type { IntlShape } from 'react-intl';
import type { IntlShape } from 'react-intl';

/** Supported locales, default first. */
export const LOCALES = ['en', 'fr', 'de', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each locale's name in its own language, as the language chooser shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
};

/** Each locale's flag (regional-indicator emoji): the country whose flag stands for the language in the menu. */
export const LOCALE_FLAGS: Readonly<Record<Locale, string>> = {
  en: '\u{1F1EC}\u{1F1E7}',
  fr: '\u{1F1EB}\u{1F1F7}',
  de: '\u{1F1E9}\u{1F1EA}',
  it: '\u{1F1EE}\u{1F1F9}',
};

/**
 * A locale as the language menus list it: ISO 639-1 code, own name, flag — "EN · English 🇬🇧". The code comes first
 * so that typing a letter in the closed menu still finds the language (its code and its own name share their
 * first letter), and the flag last, where a system without flag glyphs shows two letters after the name.
 */
export function localeMenuLabel(locale: Locale): string {
  return `${locale.toUpperCase()} · ${LOCALE_NAMES[locale]} ${LOCALE_FLAGS[locale]}`;
}

/** Every message id; `en.json` is the reference catalogue. */
export type MessageId = keyof typeof enCatalogue;
/** A complete catalogue: one ICU message per id. */
export type Messages = Readonly<Record<MessageId, string>>;

/** Name of the cookie that keeps the chosen locale (the name the product has always used). */
export const LOCALE_COOKIE = 'i18n_redirected';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const CATALOGUES: Readonly<Record<Locale, () => Promise<{ default: Messages }>>> = {
  en: () => import('../i18n/en.json'),
  fr: () => import('../i18n/fr.json'),
  de: () => import('../i18n/de.json'),
  it: () => import('../i18n/it.json'),
};

/** True when `value` is a supported locale code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Fetches the catalogue of `locale` (a separate chunk per locale). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await CATALOGUES[locale]()).default;
}

/** The locale stored in a `document.cookie` string, if any and supported. */
export function readLocaleCookie(cookies: string): Locale | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const locale = decodeURIComponent(value.join('='));
      return isLocale(locale) ? locale : undefined;
    }
  }
  return undefined;
}

/** Stores `locale` in the locale cookie for 365 days (SameSite=Lax, whole site). */
export function writeLocaleCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** The first supported locale among the browser's preferred languages (`fr-CH` counts as `fr`). */
export function detectBrowserLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

export interface LocaleSources {
  /** `document.cookie` */
  cookies: string;
  /** `location.pathname` */
  pathname: string;
  /** `navigator.languages` */
  languages: readonly string[];
}

/**
 * The locale to start with: the cookie when set; otherwise, only when entering at the root `/`, the
 * browser's language; otherwise English.
 */
export function resolveInitialLocale({ cookies, pathname, languages }: LocaleSources): {
  locale: Locale;
  detected: boolean;
} {
  const stored = readLocaleCookie(cookies);
  if (stored) return { locale: stored, detected: false };
  const browser = pathname === '/' ? detectBrowserLocale(languages) : undefined;
  return browser ? { locale: browser, detected: true } : { locale: DEFAULT_LOCALE, detected: false };
}

function initialLocaleFromBrowser(): Locale {
  const { locale, detected } = resolveInitialLocale({
    cookies: document.cookie,
    pathname: window.location.pathname,
    languages: navigator.languages,
  });
  // Like the product always did: a detected language is remembered, so later visits agree.
  if (detected) writeLocaleCookie(locale);
  return locale;
}

interface LocaleContextValue {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** The current locale and a setter that switches the catalogue and remembers the choice. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (value === null) throw new Error('useLocale needs an AppIntlProvider above it');
  return value;
}

export interface AppIntlProviderProps {
  /** Overrides cookie and browser detection (tests, embedding). */
  initialLocale?: Locale;
  children?: ReactNode;
}

interface Loaded {
  locale: Locale;
  messages: Messages;
}

/**
 * Provides react-intl and the locale. Renders nothing until the first catalogue arrives (one small JSON
 * chunk); on a later switch the previous language stays on screen until the new catalogue is in.
 * Keeps `<html lang>` in step with the locale.
 */
export function AppIntlProvider({ initialLocale, children }: AppIntlProviderProps): ReactNode {
  const [requested, setRequested] = useState<Locale>(() => initialLocale ?? initialLocaleFromBrowser());
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadMessages(requested).then(
      (messages) => {
        if (!cancelled) setLoaded({ locale: requested, messages });
      },
      (error: unknown) => {
        console.error(`Could not load the ${requested} catalogue`, error);
        if (!cancelled && requested !== DEFAULT_LOCALE) setRequested(DEFAULT_LOCALE);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [requested]);

  // A layout effect: <html lang> changes in the same commit as the text, never a paint (or a test) later.
  useLayoutEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  const setLocale = useCallback((locale: Locale) => {
    writeLocaleCookie(locale);
    setRequested(locale);
  }, []);

  const contextValue = useMemo<LocaleContextValue | null>(
    () => (loaded ? { locale: loaded.locale, setLocale } : null),
    [loaded, setLocale],
  );

  if (loaded === null || contextValue === null) return null;
  return (
    <LocaleContext.Provider value={contextValue}>
      <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_LOCALE} messages={loaded.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** Formats the messages of @cla/domain (validation issues, limit hints) in the current locale. */
export type DomainMessageFormatter = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * The formatter of @cla/domain's catalogues (its rules' messages live there, translated, so that the server
 * and the web app say the same) for the current locale. Values are formatted by the caller (units).
 */
export function useDomainMessages(): DomainMessageFormatter {
  const { locale } = useLocale();
  return useMemo(() => {
    const intl = createIntl({ locale, messages: DOMAIN_CATALOGUES[locale] as unknown as Record<string, string>, onError: () => undefined });
    return (key, values) => intl.formatMessage({ id: key as never }, values);
  }, [locale]);
}

/**
 * An intl of `locale` outside the React tree (a report in another language than the screen's): the
 * app's catalogue of that locale and the domain's messages.
 */
export async function createLocaleIntl(locale: Locale): Promise<{ intl: IntlShape; domain: DomainMessageFormatter }> {
  const messages = await loadMessages(locale);
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages });
  const domainIntl = createIntl({ locale, messages: DOMAIN_CATALOGUES[locale] as unknown as Record<string, string>, onError: () => undefined });
  return { intl, domain: (key, values) => domainIntl.formatMessage({ id: key as never }, values) };
}
