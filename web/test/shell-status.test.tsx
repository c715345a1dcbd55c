import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR, LoadingBar } from '../src/components/loading-bar.tsx';
import { OnlineStatus } from '../src/components/online-status.tsx';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from '../src/app/app-error-boundary.tsx';
import type { ApiClient } from '../src/lib/api-client.ts';
import { AppIntlProvider } from '../src/lib/intl.tsx';

type Observer = Parameters<ApiClient['observe']>[0];

/** A client whose calls the test starts and ends by hand. */
function fakeClient(): { client: ApiClient; start(): void; end(error?: Parameters<NonNullable<Observer['onEnd']>>[0]): void } {
  const observers: Observer[] = [];
  const client = { observe: (observer: Observer) => (observers.push(observer), () => undefined) } as unknown as ApiClient;
  return {
    client,
    start: () => observers.forEach((o) => o.onStart?.()),
    end: (error) => observers.forEach((o) => o.onEnd?.(error, { method: 'GET', path: '/api/test' })),
  };
}

/** Renders inside the intl provider and lets its catalogue load (real timers), then switches to fake timers. */
async function renderWithIntl(children: ReactNode): Promise<void> {
  render(
    <AppIntlProvider initialLocale="en">
      {children}
      <span>catalogue loaded</span>
    </AppIntlProvider>,
  );
  await screen.findByText('catalogue loaded');
  // the text is in the DOM at the commit; the components' effects (the loading bar's subscription to the client)
  // run after it — under load, after findByText has already resolved
  await act(async () => {});
  vi.useFakeTimers();
}

describe('the loading bar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only after 200 ms, completes with the calls and hides 500 ms after the end', async () => {
    const calls = fakeClient();
    await renderWithIntl(<LoadingBar client={calls.client} />);
    act(() => calls.start());
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs - 10));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('progressbar', { name: 'Loading' }).getAttribute('data-state')).toBe('running');
    act(() => calls.end());
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('finished');
    act(() => vi.advanceTimersByTime(LOADING_BAR.hideAfterMs));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
  });

  it('never shows for a call quicker than 200 ms, and turns to failed when a call gets no answer', async () => {
    const calls = fakeClient();
    await renderWithIntl(<LoadingBar client={calls.client} />);
    act(() => calls.start());
    act(() => vi.advanceTimersByTime(100));
    act(() => calls.end());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => calls.start());
    act(() => vi.advanceTimersByTime(300));
    act(() => calls.end({ kind: 'network' } as never));
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('failed');
  });
});

describe('the online status', () => {
  it('says so while the browser is offline, and nothing once it is back', async () => {
    render(
      <AppIntlProvider initialLocale="en">
        <OnlineStatus />
      </AppIntlProvider>,
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status.textContent).not.toBe('');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status.textContent).toBe('');
  });
});

describe('a script chunk that fails to load', () => {
  it('reloads the page, at most once a minute', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/section-1.js'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadForChunkError(t0, sessionStorage, reload)).toBe(true);
    expect(reloadForChunkError(t0 + CHUNK_RELOAD_GUARD_MS - 1, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadForChunkError(t0 + CHUNK_RELOAD_GUARD_MS, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });
});
