// Whether a CSS media query matches now, kept up to date as the window is resized (false where matchMedia is missing).
import { useCallback, useSyncExternalStore } from 'react';

/** True while `query` (e.g. '(min-width: 1200px)') matches; false where the browser cannot tell (jsdom, the server). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
}
