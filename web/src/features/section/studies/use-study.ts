import { isStudyCancelled, type RunEngine } from '@cla/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createEngineClient, type EngineClient } from '../../../lib/engine-client.ts';

/**
 * The studies' engine: a client of its own (the same engine worker script, one more worker) so that the live
 * calculation's "newest wins" never cancels a study's runs, nor a study the live result. Started on first use.
 */
let studyClient: EngineClient | null = null;
const client = (): EngineClient => (studyClient ??= createEngineClient());

export type StudyState<R> =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; result: R }
  | { state: 'cancelled' }
  | { state: 'failed'; error: unknown };

/**
 * One study at a time in the browser: `start(study)` runs `study(run, onProgress, signal)` with the engine worker,
 * progress after each run, `cancel()` stops it before its next run. Leaving the page cancels it.
 */
export function useStudy<R>() {
  const [status, setStatus] = useState<StudyState<R>>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((study: (run: RunEngine, onProgress: (done: number, total: number) => void, signal: AbortSignal) => Promise<R>) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const run: RunEngine = (request) => client().calculate(request, { signal: own.signal });
    setStatus({ state: 'running', done: 0, total: 1 });
    study(run, (done, total) => {
      if (!own.signal.aborted) setStatus({ state: 'running', done, total });
    }, own.signal).then(
      (result) => {
        if (!own.signal.aborted) setStatus({ state: 'done', result });
      },
      (error: unknown) => {
        if (controller.current !== own) return;
        const cancelled = own.signal.aborted || isStudyCancelled(error) || (error instanceof Error && error.name === 'AbortError');
        setStatus(cancelled ? { state: 'cancelled' } : { state: 'failed', error });
      },
    );
  }, []);

  const cancel = useCallback(() => {
    const current = controller.current;
    if (!current) return;
    current.abort();
    setStatus({ state: 'cancelled' });
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setStatus({ state: 'idle' });
  }, []);

  return { status, start, cancel, reset };
}
