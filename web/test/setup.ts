import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy chunks (tabs, catalogues, the engine) load slower on a busy two-core CI machine than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // a laptop's window (happy-dom's default is 1024 px): the section editor shows its result beside the tab from
  // 1200 px (a media query); a test of a narrower screen sets its own
  (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM?.setViewport({ width: 1280, height: 900 });
  // No test reaches a real server: an unmocked call fails like an unreachable one.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('fetch is not mocked in this test'))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.lang = 'en';
  // drafts and other kept state must not pass from one test to the next
  localStorage.clear();
});
