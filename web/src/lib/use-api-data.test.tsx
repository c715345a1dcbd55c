// useApiData: loads a path or a loader's answer, aborts on unmount, translates a failure, reloads on demand.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { AppIntlProvider } from './intl.tsx';
import { useApiData, type ApiData, type ApiLoader } from './use-api-data.ts';

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Renders the hook and hands out its latest value. */
async function mount<T>(source: string | ApiLoader<T>): Promise<{ latest: () => ApiData<T>; unmount: () => void }> {
  let latest: ApiData<T> | undefined;
  function Probe(): ReactNode {
    latest = useApiData(source);
    return <p>{latest.error ?? (latest.data === undefined ? 'loading' : JSON.stringify(latest.data))}</p>;
  }
  const { unmount } = render(
    <AppIntlProvider initialLocale="en">
      <Probe />
    </AppIntlProvider>,
  );
  await waitFor(() => expect(latest).toBeDefined());
  return { latest: () => latest as ApiData<T>, unmount };
}

/** Reloads, and waits until that load has settled (the load starts once React has run the hook's effect, after act). */
async function reloadOf<T>(hook: ApiData<T>): Promise<void> {
  let settled = false;
  act(() => {
    void hook.reload().then(() => {
      settled = true;
    });
  });
  await waitFor(() => expect(settled).toBe(true));
}

describe('useApiData', () => {
  it('loads GET path, and reload settles once the newer answer is there', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer({ n: 1 })).mockResolvedValueOnce(answer({ n: 2 }));
    vi.stubGlobal('fetch', fetch);
    const hook = await mount<{ n: number }>('/api/thing');
    expect(await screen.findByText('{"n":1}')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/thing', expect.objectContaining({ method: 'GET' }));
    await reloadOf(hook.latest());
    expect(hook.latest().data).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says a failure in the reader’s language, and a later success clears it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer({ message: 'no such thing' }, 404)).mockResolvedValueOnce(answer([1])));
    const hook = await mount<number[]>('/api/thing');
    await waitFor(() => expect(hook.latest().error).toBe(en['error.notFound']));
    await reloadOf(hook.latest());
    expect(hook.latest().error).toBeUndefined();
    expect(hook.latest().data).toEqual([1]);
  });

  it('runs a loader of its own with a signal that unmounting aborts', async () => {
    let seen: AbortSignal | undefined;
    const loader: ApiLoader<string> = (signal) => {
      seen = signal;
      return new Promise<string>(() => undefined);
    };
    const hook = await mount(loader);
    expect(seen?.aborted).toBe(false);
    hook.unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('keeps what the page set itself', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(['a'])));
    const hook = await mount<string[]>('/api/list');
    await screen.findByText('["a"]');
    act(() => hook.latest().setData((list) => [...(list ?? []), 'b']));
    expect(screen.getByText('["a","b"]')).toBeTruthy();
  });
});
