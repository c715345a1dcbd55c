// What the engine pool is given and answers: its options, a calculation's options and answer, its counters, its errors.

/** How a pool is built. */
export interface EnginePoolOptions {
  /** Calculations that run at once, each on its own worker thread (with its own engine instance). */
  readonly size: number;
  /**
   * Extra worker threads for calculations that run long: a calculation running past `longRunMs` stops counting
   * against `size`, so the next one starts on a spare thread instead of waiting behind it, while fewer than
   * `spareWorkers` calculations run long. Default 1; 0 turns it off.
   */
  readonly spareWorkers?: number;
  /** How long a calculation runs before it counts as long (see `spareWorkers`), in ms. Default {@link LONG_RUN_MS}. */
  readonly longRunMs?: number;
  /** Calculations that may wait for a free worker, all users together; one more is refused with {@link ServiceUnavailableError}. */
  readonly queueLimit: number;
  /** Calculations one user may have waiting; one more is refused with {@link RateLimitedError}. Default: `queueLimit`. */
  readonly userQueueLimit?: number;
  /**
   * The longest a calculation may run on its worker, in ms, counted from when the worker starts it (not while a new
   * thread loads its engine); past it, {@link CalculationTimeoutError}. Default 10 s.
   */
  readonly timeoutMs?: number;
  /**
   * The engine door each worker imports (a module exporting `createEngine(): Promise<Engine>`): a `file:` URL, or
   * a package name resolved from the server's files. Default `@cla/engine`, resolved by plain Node (its `default`
   * export condition: the built `engine-as/dist/node.js`, the door the browser uses too).
   */
  readonly engineModule?: string;
}

/** The pool's counters, for tests and diagnostics. */
export interface EnginePoolStats {
  /** Worker threads: `size` + `spareWorkers`. */
  readonly workers: number;
  /** Calculations given to a worker and not settled yet. */
  readonly busy: number;
  /** Of those, calculations running past `longRunMs`. */
  readonly long: number;
  /** Calculations waiting in the fair queue. */
  readonly queued: number;
  /** Background calculations (studies) running. */
  readonly background: number;
  /** Background calculations waiting behind every interactive one. */
  readonly backgroundQueued: number;
  /** Workers terminated and replaced since the start (after an abort, a time-out or a crash). */
  readonly replaced: number;
  /** Calculations stopped by the time limit. */
  readonly timedOut: number;
  /** Engine exceptions (each worker that threw made itself a fresh engine). */
  readonly engineFailures: number;
}

/** Who a calculation is for, and how it may be cancelled. */
export interface RunOptions {
  /** The user whose queue it joins (fairness is between users); default one shared anonymous queue. */
  readonly user?: string;
  /** Aborts the calculation (the client went away): it leaves the queue, or its worker is replaced. */
  readonly signal?: AbortSignal;
  /**
   * `background` (a study's runs): waits behind every interactive calculation, starts only while fewer than `size`
   * calculations run, and leaves the spare threads to interactive calculations, which may start on one while
   * background runs hold the `size` places. Default `interactive`.
   */
  readonly priority?: 'interactive' | 'background';
}

/** How an answer's bytes are encoded (the HTTP `Content-Encoding`). */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Options of {@link EnginePool.calculate}. */
export interface CalculateOptions extends RunOptions {
  /** The encoding the client accepts best (answer-encoding.ts); the worker compresses to it. Default `identity`. */
  readonly encoding?: AnswerEncoding;
}

/**
 * A `CalculateResponse` serialised by its worker: the JSON text (`encoding: 'identity'`), or its bytes compressed
 * with `encoding` (answers under 1 KB are never compressed). The main thread writes it as it is.
 */
export interface CalculateAnswer {
  readonly body: string | Uint8Array;
  readonly encoding: AnswerEncoding;
  /** The response's `status` (`success`, `failed`, `notStarted`), read before serialising (metrics). */
  readonly status: string;
}

/** Default of {@link EnginePoolOptions.longRunMs}: the fixtures run in 1–16 ms, a 10 000-row route in about 1 s. */
export const LONG_RUN_MS = 250;

/**
 * A `CalculateResponse` already serialised by its worker (`JSON.stringify`, no replacer, no spaces): the bytes the
 * HTTP answer carries. The main thread, shared by every user, neither rebuilds the object from a structured clone nor
 * serialises it again (about 5 ms per large answer).
 */
export type CalculateResponseJson = string;

/** Raised to the caller when its signal aborted the calculation (the client went away). */
export class CalculationAbortedError extends Error {
  constructor() {
    super('The calculation was aborted by its client');
    this.name = 'CalculationAbortedError';
  }
}
