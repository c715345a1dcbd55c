import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_IDLE_TIMEOUT_MS, prefetchWhenIdle } from './prefetch.ts';

describe('prefetch when idle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for an idle callback with the 2 s timeout and loads everything then, a failed load ignored', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void, options?: { timeout: number }) => {
      idle = callback;
      expect(options).toEqual({ timeout: 2000 });
      return 7;
    });
    const loaders = [vi.fn(() => Promise.resolve('projects')), vi.fn(() => Promise.reject(new Error('offline')))];
    prefetchWhenIdle(loaders, { setTimeout, clearTimeout, requestIdleCallback, cancelIdleCallback: vi.fn() });
    expect(loaders[0]).not.toHaveBeenCalled();
    idle?.();
    expect(loaders[0]).toHaveBeenCalledOnce();
    expect(loaders[1]).toHaveBeenCalledOnce();
  });

  it('without idle callbacks waits the timeout; cancelled, it loads nothing', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle([load], { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout } as never);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();

    const other = vi.fn(() => Promise.resolve());
    const cancel = prefetchWhenIdle([other], { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout } as never);
    cancel();
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS * 2);
    expect(other).not.toHaveBeenCalled();
  });
});
