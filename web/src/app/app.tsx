// The whole web app as the browser runs it: the providers around the router and the shared page layout.
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { AppShell } from './app-shell.tsx';

/**
 * One data router around the whole shell (its own `<Routes>` below match the paths): a data router is what
 * lets a page ask before the user navigates away (`useBlocker`, the section editor's unsaved changes).
 */
const router = createBrowserRouter([{ path: '*', element: <AppShell /> }]);

/** The whole app as the browser runs it. */
export function App(): ReactNode {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
