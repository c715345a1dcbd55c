import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/app-providers.tsx';
import { AppShell } from '../src/app/app-shell.tsx';
import type { Locale } from '../src/lib/intl.tsx';

export interface RenderAppOptions {
  path?: string;
  /** Omit to go through cookie and browser-language detection. */
  locale?: Locale;
}

/**
 * Renders the shell at `path` (in a data router, as the app does) and waits until the first catalogue has loaded;
 * `router` tells where the app went.
 */
export async function renderApp({ path = '/', locale }: RenderAppOptions = {}): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  const router = createMemoryRouter([{ path: '*', element: <AppShell /> }], { initialEntries: [path] });
  const result = render(
    <AppProviders {...(locale && { initialLocale: locale })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('banner');
  return Object.assign(result, { router });
}

/** A `fetch` answering JSON `body` with `status`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
