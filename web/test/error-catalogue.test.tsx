import type { Project2 } from '@cla/domain/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/app/app-providers.tsx';
import { AppErrorBoundary, CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from '../src/app/app-error-boundary.tsx';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

/** One test per row of the error catalogue (docs/product.md#errors) that no other test covers. */
const SLOW = 30_000;
const at = '2026-11-20T10:00:00.000Z';
const line: Project2 = {
  id: 'p1',
  name: 'Line',
  folder: null,
  picture: null,
  files: [{ fileId: 'f1', filename: 'survey.pdf' }],
  sections: [{ id: 's1', name: 'Pull A', layingMethod: 'pull', updatedAt: at }],
  createdAt: at,
  updatedAt: at,
} as Project2;
const serverError = (status: number) => ({ status, body: { statusCode: status, code: status >= 500 ? 'INTERNAL' : 'FORBIDDEN', message: 'Stack trace of the server', details: null } });

describe('error catalogue', () => {
  it('other status on a page’s load (refresh error): the loading bar fails and the error page shows the code, Unexpected error and the translated reason', async () => {
    const api = installFakeApi({ signedIn: account(), projects: [line] });
    api.failWith.set('GET /api/project2/p1', serverError(502));
    await renderApp({ path: '/project/p1', locale: 'en' });
    expect(await screen.findByText('Error 502')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected error' })).toBeTruthy();
    expect(screen.getByText('The server had a problem (HTTP 502). Please try again later.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Stack trace of the server');
    expect((await screen.findByRole('progressbar')).getAttribute('data-state')).toBe('failed');
  }, SLOW);

  it('status 403 on a section’s load: the error page “You are not allowed to access this page”', async () => {
    const api = installFakeApi({ signedIn: account(), projects: [line] });
    api.failWith.set('GET /api/section/s1', serverError(403));
    await renderApp({ path: '/section/s1/general', locale: 'en' });
    await waitFor(() => expect(document.querySelector('main')?.textContent).toContain('You are not allowed to access this page'), { timeout: 20_000 });
  }, SLOW);

  it('page validation failure (a malformed or unknown id): 404 with the page’s own title; section load fails: nothing of it shown, nothing to save', async () => {
    installFakeApi({ signedIn: account(), projects: [line] });
    await renderApp({ path: '/section/not-an-id/general', locale: 'en' });
    expect(await screen.findByText('Error 404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This section does not exist' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Section tabs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  }, SLOW);

  it('file delete fails: the toast “Unable to delete file”, and the file stays', async () => {
    const api = installFakeApi({ signedIn: account(), projects: [line] });
    api.failOnce.add('DELETE /api/project2/p1/file/f1');
    await renderApp({ path: '/project/p1', locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete survey.pdf' }));
    const confirm = screen.queryByRole('dialog');
    if (confirm) fireEvent.click(within(confirm).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Unable to delete file')).toBeTruthy();
    expect(screen.getByText('survey.pdf')).toBeTruthy();
  }, SLOW);

  it('section delete or duplicate fails: the toast server.xhrError, the list unchanged', async () => {
    const api = installFakeApi({ signedIn: account(), projects: [line] });
    api.failOnce.add('POST /api/section/s1/duplicate');
    await renderApp({ path: '/project/p1', locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Pull A' }));
    expect(await screen.findByText('The server could not carry out the request')).toBeTruthy();
    api.failOnce.add('DELETE /api/section/s1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Pull A' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(screen.getAllByText('The server could not carry out the request').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('link', { name: /Pull A/ })).toHaveLength(1);
  }, SLOW);

  it('chunk loading failure: reloads the page, at most once a minute', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as Storage;
    const reload = vi.fn();
    expect(reloadForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a page or route guard that throws (an unknown middleware): the error page with 500 and Unexpected error', async () => {
    installFakeApi({});
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Thrower = (): never => {
      throw new Error('guard broke');
    };
    render(
      <AppProviders initialLocale="en">
        <MemoryRouter>
          <AppErrorBoundary>
            <Thrower />
          </AppErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('Error 500', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected error' })).toBeTruthy();
    // a development build (as here) adds the message and the stack; production shows neither
    expect(document.querySelector('pre')?.textContent).toContain('guard broke');
    error.mockRestore();
  }, SLOW);

  it('the error page itself fails: “An error occurred while showing the error page” with “Go back to home”', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Thrower = (): never => {
      throw new Error('page broke');
    };
    // without the language provider the error page cannot render: the last resort must
    render(
      <MemoryRouter>
        <AppErrorBoundary>
          <Thrower />
        </AppErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    error.mockRestore();
  });
});
