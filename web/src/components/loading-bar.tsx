// The thin progress bar under the header while the app waits for the server; red when a call failed.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { apiClient, type ApiClient } from '../lib/api-client.ts';
import { useIntl } from '../lib/intl.tsx';
import styles from './loading-bar.module.css';

/** Timings (docs/product.md#defaults-and-limits): shown after 200 ms, runs about 5 s, hides 500 ms after the end. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

type BarState = 'idle' | 'running' | 'finished' | 'failed';

/**
 * A thin progress bar under the header while API calls run. Calls quicker than the throttle never show
 * it; it creeps towards the end over the duration, then completes (or turns red when a call failed) and
 * fades. Only calls without an answer or with a server error (5xx) count as failures.
 */
export function LoadingBar({ client = apiClient }: { client?: ApiClient }): ReactNode {
  const intl = useIntl();
  const [state, setState] = useState<BarState>('idle');
  const pending = useRef(0);
  const failed = useRef(false);
  const timers = useRef<{ show?: ReturnType<typeof setTimeout>; hide?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const own = timers.current;
    const stop = client.observe({
      onStart() {
        pending.current += 1;
        if (pending.current > 1) return;
        failed.current = false;
        clearTimeout(own.hide);
        own.show = setTimeout(() => setState('running'), LOADING_BAR.throttleMs);
      },
      onEnd(error) {
        pending.current = Math.max(0, pending.current - 1);
        // An answer, even a 4xx (a visitor's 401, a refused input), is not a failed load; no answer or a 5xx is.
        if (error && (error.kind === 'network' || error.status >= 500)) failed.current = true;
        if (pending.current > 0) return;
        clearTimeout(own.show);
        setState((current) => {
          if (current === 'idle' && !failed.current) return 'idle';
          return failed.current ? 'failed' : 'finished';
        });
        own.hide = setTimeout(() => setState('idle'), LOADING_BAR.hideAfterMs);
      },
    });
    return () => {
      stop();
      clearTimeout(own.show);
      clearTimeout(own.hide);
    };
  }, [client]);

  if (state === 'idle') return null;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'loading.label' })}
      aria-busy={state === 'running'}
      data-state={state}
      style={{ ['--duration' as string]: `${LOADING_BAR.durationMs}ms` }}
    >
      <div className={styles.bar} />
    </div>
  );
}
