/**
 * Prefetch idle timeout (docs/product.md#defaults-and-limits): the code of the pages a signed-in user opens next is
 * fetched once the browser is idle, at the latest after 2 s, so that the first click does not wait for it.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `loaders` when the browser is idle (or after the timeout without idle callbacks); returns the cancel. A failed load is left to the route that needs it. */
export function prefetchWhenIdle(loaders: readonly (() => Promise<unknown>)[], win: IdleWindow = window): () => void {
  let cancelled = false;
  const run = (): void => {
    if (cancelled) return;
    for (const load of loaders) load().catch(() => undefined);
  };
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => {
      cancelled = true;
      win.cancelIdleCallback?.(handle);
    };
  }
  const timer = win.setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
  return () => {
    cancelled = true;
    win.clearTimeout(timer);
  };
}
