// Loads what a page shows from the API: aborted on unmount and when loaded again, failures as translated sentences.
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { apiClient, isApiError } from './api-client.ts';
import { apiErrorMessage } from './api-errors.ts';
import { useIntl } from './intl.tsx';

/** A request of one's own (several resources at once, a typed API function); it must be stable between renders. */
export type ApiLoader<T> = (signal: AbortSignal) => Promise<T>;

export interface ApiData<T> {
  readonly data: T | undefined;
  /** The last load's failure, already a sentence in the reader's language; cleared by a load that succeeds. */
  readonly error: string | undefined;
  /** Loads again (the load before is aborted); settles when this load has. */
  readonly reload: () => Promise<void>;
  /** Replaces what was loaded (after a change the page made itself). */
  readonly setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * Loads `GET path`, or what `loader` fetches, when mounted and whenever the path or loader changes; an aborted load
 * (unmount, a newer load) changes nothing.
 */
export function useApiData<T>(source: string | ApiLoader<T>): ApiData<T> {
  const intl = useIntl();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);
  // `reload` calls waiting for the next load to settle
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const request = typeof source === 'string' ? apiClient.get<T>(source, { signal }) : source(signal);
    request
      .then(
        (value) => {
          if (signal.aborted) return;
          setData(() => value);
          setError(undefined);
        },
        (failure: unknown) => {
          if (!signal.aborted && !isApiError(failure, 'aborted')) setError(apiErrorMessage(intl, failure));
        },
      )
      .finally(() => {
        if (!signal.aborted) settle(waiting.current);
      });
    return () => controller.abort();
  }, [source, intl, round]);

  // Unmounted, no load will settle: nobody waits for one.
  useEffect(() => {
    const pending = waiting.current;
    return () => settle(pending);
  }, []);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setRound((n) => n + 1);
      }),
    [],
  );
  return { data, error, reload, setData };
}

function settle(waiting: (() => void)[]): void {
  for (const resolve of waiting.splice(0)) resolve();
}
