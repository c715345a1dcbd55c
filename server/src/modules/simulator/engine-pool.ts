// The pool of engine worker threads that run calculations.
import { join } from 'node:path';

import type { CalculateRequest } from '@cla/engine';
import { Logger } from '@nestjs/common';
import { Piscina } from 'piscina';

import { CalculationTimeoutError, RateLimitedError, ServiceUnavailableError } from '../../errors/domain-error.js';
import { FairQueue } from './fair-queue.js';
import { msg } from '../../i18n/messages.js';
import { type AnswerEncoding, type CalculateAnswer, type CalculateOptions, type CalculateResponseJson, CalculationAbortedError, type EnginePoolOptions, type EnginePoolStats, LONG_RUN_MS, type RunOptions } from './engine-pool-options.js';

/** How long a calculation may wait for its worker thread to start before its time limit counts anyway. */
const START_GRACE_MS = 30_000;
/**
 * The worker script (plain JavaScript, not compiled): `server/worker/engine-worker.mjs`, three folders above this
 * file both in `src/modules/simulator` (vitest) and `dist/modules/simulator` (the built server).
 */
const WORKER_FILE = join(__dirname, '..', '..', '..', 'worker', 'engine-worker.mjs');

const ANONYMOUS = '';

interface Job {
  readonly user: string;
  readonly background: boolean;
  readonly request: CalculateRequest;
  readonly encoding: AnswerEncoding;
  readonly resolve: (answer: CalculateAnswer) => void;
  readonly reject: (error: unknown) => void;
  readonly signal: AbortSignal | undefined;
  readonly onClientAbort: () => void;
  /** Aborts the piscina task: the client went away, or the time limit passed. */
  readonly stop: AbortController;
  timer: NodeJS.Timeout | undefined;
  /**
   * Written by the worker when it starts the calculation: 1 + the ms between the hand-over and that start (0 = not
   * started yet, its thread or engine still loading). The time limit counts from the start, not the hand-over.
   */
  readonly started: Int32Array;
  /** Marks the job long once it has run `longRunMs`. */
  longTimer: NodeJS.Timeout | undefined;
  long: boolean;
  timedOut: boolean;
  settled: boolean;
}

/**
 * Simulations in a pool of worker threads (piscina), so that a long calculation never blocks the event loop or
 * the other requests. In front of the threads, a {@link FairQueue}: each user has a queue, served round-robin, so
 * one user's burst cannot starve the others; at most `size` calculations, plus the long ones on spare threads, are
 * handed to piscina at a time, and it has `size + spareWorkers` threads (its own FIFO queue stays empty, except while
 * a replaced worker starts).
 *
 * - A job whose signal aborts leaves the queue, or — when running — piscina terminates its worker and starts a
 *   fresh one (a thread and a wasm instance: tens of ms), so an abandoned calculation stops using a processor.
 * - A job running longer than `timeoutMs` is stopped the same way and rejected with {@link CalculationTimeoutError}.
 * - An engine exception rejects that job only; that worker creates a fresh engine before its next job.
 * - A job running past `longRunMs` frees its place for the next one, on one of `spareWorkers` extra threads, so one
 *   pathological route does not hold every worker (while at most `spareWorkers` jobs run long).
 * - Background jobs (`priority: 'background'`, the runs of studies) wait in a queue of their own, fair between
 *   owners and never refused: one starts only when no interactive job waits and fewer than `size` jobs run, and they
 *   never become long; an interactive job counts the running background ones like long ones, so it starts on a
 *   spare thread at once while studies hold the `size` places.
 */
export class EnginePool {
  private readonly logger = new Logger('EnginePool');
  private readonly queue: FairQueue<Job>;
  /** Background calculations, fair between their owners too, unbounded (a study waits for each run before the next). */
  private readonly backgroundQueue = new FairQueue<Job>(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  private backgroundRunning = 0;
  private readonly timeoutMs: number;
  private readonly spareWorkers: number;
  private readonly longRunMs: number;
  private readonly engineModule: string;
  private piscina: Piscina | undefined;
  private resolvedEngineModule: string | undefined;
  private running = 0;
  private longRunning = 0;
  private replaced = 0;
  private timedOut = 0;
  private engineFailures = 0;
  private closed = false;

  constructor(private readonly options: EnginePoolOptions) {
    this.engineModule = options.engineModule ?? '@cla/engine';
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.spareWorkers = options.spareWorkers ?? 1;
    this.longRunMs = options.longRunMs ?? LONG_RUN_MS;
    this.queue = new FairQueue(options.queueLimit, options.userQueueLimit ?? options.queueLimit);
  }

  /** The `file:` URL of the engine door the workers loaded (known once the pool has started). */
  get engineModuleUrl(): string | undefined {
    return this.resolvedEngineModule;
  }

  /**
   * Starts the workers (`size` + `spareWorkers`) and waits until each has loaded its engine (one probe job per
   * worker: a worker runs one job at a time, so as many simultaneous probes reach every worker).
   *
   * @throws when the engine cannot load
   */
  async start(): Promise<void> {
    const threads = this.options.size + this.spareWorkers;
    const piscina = new Piscina({
      filename: WORKER_FILE,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      // No execArgv: a `--conditions source` of the parent (vitest) would make `@cla/engine` its TypeScript sources.
      execArgv: [],
      workerData: { engineModule: this.engineModule, base: __filename },
    });
    this.piscina = piscina;
    piscina.on('error', (error: unknown) => this.logger.error(`A simulation worker failed: ${String(error)}`));
    try {
      const probes = await Promise.all(
        Array.from({ length: threads }, () => piscina.run({ probe: true }) as Promise<{ engineModule: string }>),
      );
      this.resolvedEngineModule = probes[0]?.engineModule;
    } catch (error) {
      await this.close();
      throw error;
    }
    // Counted from here: the workers piscina ends (to abort or time out a job, or after a crash) and replaces.
    piscina.on('workerDestroy', () => {
      if (!this.closed) {
        this.replaced += 1;
      }
    });
  }

  /** Terminates every worker; waiting and running calculations are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The simulation pool is closed');
    for (const job of [...this.queue.drain(), ...this.backgroundQueue.drain()]) {
      this.settle(job, () => job.reject(error));
    }
    const piscina = this.piscina;
    this.piscina = undefined;
    // Running jobs are rejected by their piscina task, which `destroy` ends.
    await piscina?.destroy();
  }

  stats(): EnginePoolStats {
    return {
      workers: this.piscina?.threads.length ?? 0,
      busy: this.running,
      long: this.longRunning,
      queued: this.queue.size,
      background: this.backgroundRunning,
      backgroundQueued: this.backgroundQueue.size,
      replaced: this.replaced,
      timedOut: this.timedOut,
      engineFailures: this.engineFailures,
    };
  }

  /** {@link calculate} answering the JSON text (never compressed). */
  async run(request: CalculateRequest, options: RunOptions = {}): Promise<CalculateResponseJson> {
    const answer = await this.calculate(request, { ...options, encoding: 'identity' });
    return answer.body as CalculateResponseJson;
  }

  /**
   * Runs one calculation on the first free worker, in its user's turn, and answers the engine's response serialised
   * (and compressed to `encoding`) by the worker.
   *
   * @throws ServiceUnavailableError when `queueLimit` calculations are already waiting (503)
   * @throws RateLimitedError when this user already has `userQueueLimit` calculations waiting (429)
   * @throws CalculationTimeoutError when it ran longer than `timeoutMs`; its worker was replaced
   * @throws CalculationAbortedError when the signal aborted it
   * @throws Error when the engine threw or the worker died (a bug: the caller answers 500)
   */
  calculate(request: CalculateRequest, { user = ANONYMOUS, signal, encoding = 'identity', priority = 'interactive' }: CalculateOptions = {}): Promise<CalculateAnswer> {
    if (this.closed || this.piscina === undefined) {
      return Promise.reject(new Error('The simulation pool is closed or not started'));
    }
    if (signal?.aborted === true) {
      return Promise.reject(new CalculationAbortedError());
    }
    return new Promise<CalculateAnswer>((resolve, reject) => {
      const background = priority === 'background';
      const job: Job = {
        user,
        background,
        request,
        encoding,
        resolve,
        reject,
        signal,
        onClientAbort: () => this.abort(job),
        stop: new AbortController(),
        timer: undefined,
        started: new Int32Array(new SharedArrayBuffer(4)),
        longTimer: undefined,
        long: false,
        timedOut: false,
        settled: false,
      };
      if (this.hasRoom(background) && this.queue.size === 0 && (!background || this.backgroundQueue.size === 0)) {
        signal?.addEventListener('abort', job.onClientAbort, { once: true });
        this.launch(job);
        return;
      }
      if (background) {
        this.backgroundQueue.push(user, job);
        signal?.addEventListener('abort', job.onClientAbort, { once: true });
        return;
      }
      const refused = this.queue.push(user, job);
      if (refused === 'owner-full') {
        reject(new RateLimitedError(msg('simulator.userQueueFull', { count: this.queue.sizeOf(user) }), 1));
        return;
      }
      if (refused === 'full') {
        reject(new ServiceUnavailableError(msg('simulator.busy', { count: this.queue.size }), 1));
        return;
      }
      signal?.addEventListener('abort', job.onClientAbort, { once: true });
    });
  }

  /**
   * Whether one more job may start. Interactive: fewer than `size` run, not counting the long ones and the background
   * ones, which the spare threads make room for. Background: fewer than `size` run, whatever they are.
   */
  private hasRoom(background = false): boolean {
    if (background) {
      return this.running < this.options.size;
    }
    return this.running - Math.min(this.longRunning + this.backgroundRunning, this.spareWorkers) < this.options.size;
  }

  /** Hands a job to piscina, with its time limit, and marks it long after `longRunMs`. */
  private launch(job: Job): void {
    const piscina = this.piscina as Piscina;
    this.running += 1;
    if (job.background) {
      this.backgroundRunning += 1;
    }
    const handedOver = Date.now();
    const limit = (delay: number): void => {
      job.timer = setTimeout(() => {
        const started = Atomics.load(job.started, 0);
        // A thread that is still starting (a replaced worker loads its engine) does not use up the time limit,
        // unless it never starts: past START_GRACE_MS it counts anyway.
        const since = started === 0 ? (Date.now() - handedOver > START_GRACE_MS ? handedOver : null) : handedOver + started - 1;
        const left = since === null ? this.timeoutMs : since + this.timeoutMs - Date.now();
        if (left > 0) {
          limit(left);
          return;
        }
        job.timedOut = true;
        job.stop.abort();
      }, delay);
    };
    limit(this.timeoutMs);
    if (this.spareWorkers > 0 && !job.background) {
      job.longTimer = setTimeout(() => {
        job.long = true;
        this.longRunning += 1;
        this.dispatch();
      }, this.longRunMs);
    }
    piscina.run({ request: job.request, encoding: job.encoding, started: job.started, handedOver }, { signal: job.stop.signal }).then(
      (answer: CalculateAnswer) => this.finish(job, () => job.resolve(answer)),
      (error: unknown) => this.finish(job, () => job.reject(this.explain(job, error))),
    );
  }

  /** What the caller is told when a piscina task failed. */
  private explain(job: Job, error: unknown): unknown {
    if (job.timedOut) {
      this.timedOut += 1;
      this.logger.warn(`A calculation ran past ${this.timeoutMs} ms: its worker was replaced`);
      return new CalculationTimeoutError(this.timeoutMs);
    }
    if (job.stop.signal.aborted) {
      return new CalculationAbortedError();
    }
    if (this.closed) {
      return new Error('The simulation pool is closed');
    }
    if (error instanceof Error && error.message.startsWith('The engine failed')) {
      this.engineFailures += 1;
    }
    return error;
  }

  private finish(job: Job, action: () => void): void {
    clearTimeout(job.timer);
    clearTimeout(job.longTimer);
    this.running -= 1;
    if (job.background) {
      this.backgroundRunning -= 1;
    }
    if (job.long) {
      this.longRunning -= 1;
    }
    this.settle(job, action);
    this.dispatch();
  }

  /** The client went away: a waiting job leaves the queue; a running one has its piscina task aborted. */
  private abort(job: Job): void {
    if ((job.background ? this.backgroundQueue : this.queue).remove(job.user, job)) {
      this.settle(job, () => job.reject(new CalculationAbortedError()));
      return;
    }
    job.stop.abort(); // piscina rejects the task (and ends its worker); `finish` settles the job
  }

  private dispatch(): void {
    while (!this.closed && this.hasRoom()) {
      const job = this.queue.shift();
      if (job === undefined) {
        break;
      }
      this.launch(job);
    }
    while (!this.closed && this.queue.size === 0 && this.hasRoom(true)) {
      const job = this.backgroundQueue.shift();
      if (job === undefined) {
        return;
      }
      this.launch(job);
    }
  }

  private settle(job: Job, action: () => void): void {
    if (job.settled) {
      return;
    }
    job.settled = true;
    job.signal?.removeEventListener('abort', job.onClientAbort);
    action();
  }
}

export { type AnswerEncoding, type CalculateAnswer, type CalculateOptions, CalculationAbortedError, type CalculateResponseJson, type EnginePoolOptions, type EnginePoolStats, LONG_RUN_MS, type RunOptions } from './engine-pool-options.js';
