// Loads the help texts in the user's language, keeping the previous language's on screen while another loads.
import { useEffect, useState } from 'react';
import type { Locale } from '../../lib/intl.tsx';
import { HELP_CATALOGUES, type HelpCatalogue } from './catalogue.ts';

const loaded = new Map<Locale, HelpCatalogue>();

export type HelpCatalogueState =
  | { state: 'loading'; catalogue?: undefined }
  | { state: 'failed'; catalogue?: undefined }
  | { state: 'done'; catalogue: HelpCatalogue };

/**
 * The help catalogue of `locale`, fetched once per language. While another language loads, the previous one
 * stays on screen (as the app's message catalogues do).
 */
export function useHelpCatalogue(locale: Locale): HelpCatalogueState {
  const [current, setCurrent] = useState<{ locale: Locale; catalogue?: HelpCatalogue; failed?: boolean }>(() => ({
    locale,
    catalogue: loaded.get(locale),
  }));

  useEffect(() => {
    // A language loaded before is read from the cache below, without a state change.
    if (loaded.has(locale)) return undefined;
    let cancelled = false;
    HELP_CATALOGUES[locale]().then(
      (catalogue) => {
        loaded.set(locale, catalogue);
        if (!cancelled) setCurrent({ locale, catalogue });
      },
      (error: unknown) => {
        console.error(`Could not load the ${locale} help`, error);
        if (!cancelled) setCurrent((previous) => ({ ...previous, locale, failed: true }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const catalogue = loaded.get(locale) ?? current.catalogue;
  if (catalogue) return { state: 'done', catalogue };
  return current.failed && current.locale === locale ? { state: 'failed' } : { state: 'loading' };
}
