import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { AppShell } from './app-shell.tsx';

/** The whole app as the browser runs it. */
export function App(): ReactNode {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </AppProviders>
  );
}
