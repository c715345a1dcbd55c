// Keeps the list of the section's studies on the server up to date, asking again every second while one is running.
import type { Study } from '@cla/domain/api';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { studiesApi } from './studies-api.ts';

/** How often the list is asked again while a study is queued or running. */
export const POLL_MS = 1000;

const active = (study: Study): boolean => study.status === 'queued' || study.status === 'running';

/**
 * The section's studies stored on the server: loaded on mount, asked again every {@link POLL_MS} while one is queued
 * or running (never otherwise), and on `refresh()`. `error` is the last failed load (the list is kept).
 */
export function useServerStudies(section: string | null) {
  const [studies, setStudies] = useState<Study[]>();
  const [error, setError] = useState<unknown>();
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!section) return undefined;
    const controller = new AbortController();
    studiesApi.list(section, controller.signal).then(
      (list) => {
        setStudies(list);
        setError(undefined);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted && !isApiError(failure, 'aborted')) setError(failure);
      },
    );
    return () => controller.abort();
  }, [section, tick]);

  const polling = (studies ?? []).some(active);
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => setTick((t) => t + 1), POLL_MS);
    return () => clearInterval(timer);
  }, [polling]);

  const refresh = useCallback(() => setTick((t) => t + 1), []);
  /** Puts a study just asked for at the top without waiting for the next load. */
  const add = useCallback((study: Study) => setStudies((list) => [study, ...(list ?? []).filter((s) => s.id !== study.id)]), []);
  const drop = useCallback((id: string) => setStudies((list) => list?.filter((s) => s.id !== id)), []);

  return { studies, error, refresh, add, drop };
}
