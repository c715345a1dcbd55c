// Runs one study at a time in the browser's engine, with progress and Cancel, without disturbing the live result.
import { isStudyCancelled, type RunEngine } from '@cla/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createEngineClient, type EngineClient } from '../../../lib/engine-client.ts';

/**
 * The studies' engines: clients of their own (the same engine worker script, more workers) so that the live
 * calculation's "newest wins" never cancels a study's runs, nor a study the live result. Started on first use.
 * The COF study's batches run on STUDY_LANES of them at once (one per core left to the live result, at most 4);
 * each run is answered by one engine alone, so the study is the same whatever the lanes (domain `RunEngine.lanes`).
 */
const studyClients: EngineClient[] = [];
const client = (lane = 0): EngineClient => (studyClients[lane] ??= createEngineClient());
const STUDY_LANES = typeof Worker === 'undefined' ? 1 : Math.max(1, Math.min(4, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1));

export type StudyState<R> =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number }
  /** `updating`: a newer run of the same study (`refresh`) is on its way; this result stays shown meanwhile */
  | { state: 'done'; result: R; updating?: boolean }
  | { state: 'cancelled' }
  | { state: 'failed'; error: unknown };

type Study<R> = (run: RunEngine, onProgress: (done: number, total: number) => void, signal: AbortSignal) => Promise<R>;

/**
 * One study at a time in the browser: `start(study)` runs `study(run, onProgress, signal)` with the engine worker,
 * progress after each run, `cancel()` stops it before its next run. `refresh(study)` runs it again as its inputs
 * change (the live study): the result on screen stays until the new one replaces it, without progress, and a newer
 * refresh or start cancels it. Leaving the page cancels it.
 */
export function useStudy<R>() {
  const [status, setStatus] = useState<StudyState<R>>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const launch = useCallback((study: Study<R>, live: boolean) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const run: RunEngine = (request) => client().calculate(request, { signal: own.signal });
    // the studies that read only their runs' numbers (the COF study) send them in batches: one round trip for many,
    // one batch at a time per lane (engine worker)
    run.scalars = (requests, options, lane = 0) => client(lane).calculateScalars([...requests], options, { signal: own.signal });
    run.lanes = STUDY_LANES;
    if (live) setStatus((s) => (s.state === 'done' ? { ...s, updating: true } : { state: 'running', done: 0, total: 1 }));
    else setStatus({ state: 'running', done: 0, total: 1 });
    study(run, (done, total) => {
      if (!own.signal.aborted && !live) setStatus({ state: 'running', done, total });
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
  const start = useCallback((study: Study<R>) => launch(study, false), [launch]);
  const refresh = useCallback((study: Study<R>) => launch(study, true), [launch]);

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

  return { status, start, refresh, cancel, reset };
}
