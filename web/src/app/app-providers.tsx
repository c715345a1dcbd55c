import { useState, type ReactNode } from 'react';
import { AppIntlProvider, type Locale } from '../lib/intl.tsx';
import { createAppStore, StoreProvider, type AppStore } from '../lib/store.ts';

export interface AppProvidersProps {
  /** Defaults to a fresh store. */
  store?: AppStore;
  /** Defaults to the cookie, then the browser language (see `lib/intl`). */
  initialLocale?: Locale;
  children?: ReactNode;
}

/** The app-wide providers: the jotai store and internationalisation. */
export function AppProviders({ store, initialLocale, children }: AppProvidersProps): ReactNode {
  const [ownStore] = useState(() => store ?? createAppStore());
  return (
    <StoreProvider store={ownStore}>
      <AppIntlProvider {...(initialLocale && { initialLocale })}>{children}</AppIntlProvider>
    </StoreProvider>
  );
}
