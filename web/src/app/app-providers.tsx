// Wraps the app in what every page needs: its state store, the user's language and the signed-in session.
import { useState, type ReactNode } from 'react';
import type { ApiClient } from '../lib/api-client.ts';
import { AppIntlProvider, type Locale } from '../lib/intl.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { createAppStore, StoreProvider, type AppStore } from '../lib/store.ts';

export interface AppProvidersProps {
  /** Defaults to a fresh store. */
  store?: AppStore;
  /** Defaults to the cookie, then the browser language (see `lib/intl`). */
  initialLocale?: Locale;
  /** Defaults to the app's API client. */
  client?: ApiClient;
  children?: ReactNode;
}

/** The app-wide providers: the jotai store, internationalisation and the session. */
export function AppProviders({ store, initialLocale, client, children }: AppProvidersProps): ReactNode {
  const [ownStore] = useState(() => store ?? createAppStore());
  return (
    <StoreProvider store={ownStore}>
      <AppIntlProvider {...(initialLocale && { initialLocale })}>
        <SessionProvider {...(client && { client })}>{children}</SessionProvider>
      </AppIntlProvider>
    </StoreProvider>
  );
}
