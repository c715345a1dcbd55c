/**
 * What every study needs: a way to run the engine (`RunEngine`: one request in, the engine's response out — the
 * browser's worker, `@cla/engine` in Node, or a server pool later), progress and cancellation.
 */
import type { CalculateRequest, CalculateResponse } from '@cla/engine';

/** Runs one simulation: the same contract whichever door runs the engine (docs/simulation-api.md). */
export type RunEngine = (request: CalculateRequest) => CalculateResponse | Promise<CalculateResponse>;

export interface StudyRunOptions {
  /** called after each engine run with the runs done and the runs planned (the total may grow for a placement) */
  onProgress?: (done: number, total: number) => void;
  /** aborting stops the study before its next run; the study then rejects with a `StudyCancelledError` */
  signal?: AbortSignal;
}

/** The study was cancelled through its signal. */
export class StudyCancelledError extends Error {
  override readonly name = 'StudyCancelledError';
  constructor() {
    super('Study cancelled');
  }
}

/** True for the rejection of a cancelled study. */
export const isStudyCancelled = (error: unknown): error is StudyCancelledError => error instanceof StudyCancelledError;

/** A runner counting the runs and honouring the signal between runs. */
export function studyRunner(run: RunEngine, options: StudyRunOptions, total: number) {
  let done = 0;
  let planned = total;
  return {
    async run(request: CalculateRequest): Promise<CalculateResponse> {
      if (options.signal?.aborted) throw new StudyCancelledError();
      const response = await run(request);
      if (options.signal?.aborted) throw new StudyCancelledError();
      done += 1;
      planned = Math.max(planned, done);
      options.onProgress?.(done, planned);
      return response;
    },
    plan(more: number) {
      planned = done + more;
    },
    get done() {
      return done;
    },
  };
}

/** The length the head must reach: the route length less `xend` (the engine's target). */
export function targetOf(request: CalculateRequest, routeLength: number): number {
  return Math.max(0, routeLength - (request.data.xend ?? 0));
}
