/**
 * What every study needs: a way to run the engine (`RunEngine`: one request in, the engine's response out — the
 * browser's worker, `@cla/engine` in Node, or a server pool later), progress and cancellation.
 */
import type { CalculateRequest, CalculateResponse, Engine, ScalarOptions, ScalarResponse } from '@cla/engine';

/**
 * Runs simulations answering only their scalars (`engine.calculateScalars` of each request in order, with the same
 * options): a batch in one call, so a worker crosses once for many runs. `lane` (0 … lanes − 1) names the engine
 * that answers when the runner has several (`RunEngine.lanes`): one batch at a time per lane.
 */
export type RunScalars = (
  requests: readonly CalculateRequest[], options: ScalarOptions, lane?: number,
) => ScalarResponse[] | Promise<ScalarResponse[]>;

/**
 * Runs one simulation: the same contract whichever door runs the engine (docs/simulation-api.md). With `scalars`,
 * the studies that read only a run's numbers (the COF study) run their batches through it; with `lanes` > 1 (a pool
 * of engines, e.g. one worker per core), that many batches at once, one per lane. Every run is answered by one
 * engine alone, so the study is the same number for number whatever the lanes.
 */
export type RunEngine = ((request: CalculateRequest) => CalculateResponse | Promise<CalculateResponse>) & {
  scalars?: RunScalars;
  lanes?: number;
};

/** A study's engine on an engine of this thread: its runs, and its scalar batches. */
export function engineRunner(engine: Pick<Engine, 'calculate' | 'calculateScalars'>): RunEngine {
  const run: RunEngine = (request) => engine.calculate(request);
  run.scalars = (requests, options) => requests.map((r) => engine.calculateScalars(r, options));
  return run;
}

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
  /** `count` runs answered together (one run, or a batch): counted, progress reported and the signal honoured once */
  const batch = async <T>(count: number, answer: () => T | Promise<T>): Promise<T> => {
    if (options.signal?.aborted) throw new StudyCancelledError();
    const answered = await answer();
    if (options.signal?.aborted) throw new StudyCancelledError();
    done += count;
    planned = Math.max(planned, done);
    options.onProgress?.(done, planned);
    return answered;
  };
  return {
    run: (request: CalculateRequest): Promise<CalculateResponse> => batch(1, () => run(request)),
    batch,
    plan(more: number) {
      planned = done + more;
    },
    get done() {
      return done;
    },
  };
}

/**
 * Answers `count` jobs on `lanes` lanes, one job at a time per lane, each lane taking the next job not yet taken:
 * the answers in the jobs' order. A job that rejects rejects the whole (the other lanes stop taking jobs).
 */
export async function onLanes<T>(count: number, lanes: number, job: (index: number, lane: number) => Promise<T>): Promise<T[]> {
  const answers = new Array<T>(count);
  let next = 0;
  let failed = false;
  const lane = async (l: number): Promise<void> => {
    while (!failed && next < count) {
      const i = next++;
      try {
        answers[i] = await job(i, l);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const n = Math.max(1, Math.min(count, Math.floor(lanes)));
  await Promise.all(Array.from({ length: n }, (_, l) => lane(l)));
  return answers;
}

/** The length the head must reach: the route length less `xend` (the engine's target). */
export function targetOf(request: CalculateRequest, routeLength: number): number {
  return Math.max(0, routeLength - (request.data.xend ?? 0));
}
