import { Worker } from 'node:worker_threads';

import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { Logger } from '@nestjs/common';

import { ServiceUnavailableError } from '../../errors/domain-error.js';

/** How a pool is built. */
export interface EnginePoolOptions {
  /** Worker threads, each with its own engine instance. */
  readonly size: number;
  /** Calculations that may wait for a free worker; one more is refused with {@link ServiceUnavailableError}. */
  readonly queueLimit: number;
  /**
   * The engine door each worker imports (a module exporting `createEngine(): Promise<Engine>`): a `file:` URL, or
   * a package name resolved from the server's files. Default `@cla/engine`, resolved by plain Node (its `default`
   * export condition: the built `engine-as/dist/node.js`, the door the browser uses too).
   */
  readonly engineModule?: string;
}

/** The pool's counters, for tests and diagnostics. */
export interface EnginePoolStats {
  readonly workers: number;
  readonly busy: number;
  readonly queued: number;
  /** Workers replaced since the start (after an abort, a crash or an engine error). */
  readonly replaced: number;
}

/** Raised to the caller when its signal aborted the calculation (the client went away). */
export class CalculationAbortedError extends Error {
  constructor() {
    super('The calculation was aborted by its client');
    this.name = 'CalculationAbortedError';
  }
}

/**
 * The worker's code, run as an eval'd CommonJS script so that it does not depend on how the server's own files
 * are compiled or transformed (tsc output in production, TypeScript sources under vitest). It resolves and
 * imports the engine door, creates one engine, says `ready` (with the door's URL), then answers
 * `{ id, response }` or `{ id, error }` per job, in order.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');
const spec = workerData.engineModule;
const url = spec.startsWith('file:') ? spec : pathToFileURL(createRequire(workerData.base).resolve(spec)).href;
import(url)
  .then((door) => door.createEngine())
  .then((engine) => {
    parentPort.on('message', (job) => {
      let reply;
      try {
        reply = { id: job.id, response: engine.calculate(job.request) };
      } catch (error) {
        reply = { id: job.id, error: error instanceof Error ? String(error.stack || error.message) : String(error) };
      }
      parentPort.postMessage(reply);
    });
    parentPort.postMessage({ ready: true, engineModule: url });
  });
`;

interface Job {
  readonly id: number;
  readonly request: CalculateRequest;
  readonly resolve: (response: CalculateResponse) => void;
  readonly reject: (error: unknown) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: () => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | undefined;
}

type WorkerMessage = { ready: true; engineModule: string } | { id: number; response: CalculateResponse } | { id: number; error: string };

/**
 * Simulations in a pool of worker threads (architecture.md, Scale), so that a long calculation never blocks
 * the event loop or the other requests. Each worker loads the engine door once; jobs wait in one FIFO queue
 * for the first free worker. A job whose signal aborts leaves the queue, or — when running — its worker is
 * terminated and replaced (a fresh thread and wasm instance take a few tens of ms), so an abandoned long
 * calculation stops using a processor. An engine exception or a crashed worker rejects that job only; its
 * worker is replaced too (a wasm trap may leave the instance in a bad state).
 */
export class EnginePool {
  private readonly logger = new Logger('EnginePool');
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly engineModule: string;
  private resolvedEngineModule: string | undefined;
  private nextId = 1;
  private replaced = 0;
  private closed = false;

  constructor(private readonly options: EnginePoolOptions) {
    this.engineModule = options.engineModule ?? '@cla/engine';
  }

  /** The `file:` URL of the engine door the workers loaded (known once a worker is ready). */
  get engineModuleUrl(): string | undefined {
    return this.resolvedEngineModule;
  }

  /** Starts the workers and waits until each has loaded its engine. @throws when the engine cannot load */
  async start(): Promise<void> {
    const starting: Promise<void>[] = [];
    for (let index = 0; index < this.options.size; index += 1) {
      const slot = this.spawn();
      this.slots.push(slot);
      starting.push(
        new Promise((resolve, reject) => {
          slot.worker.once('message', () => resolve());
          slot.worker.once('error', reject);
          slot.worker.once('exit', (code) => reject(new Error(`a simulation worker exited with code ${code} while starting`)));
        }),
      );
    }
    try {
      await Promise.all(starting);
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  /** Terminates every worker; waiting and running calculations are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The simulation pool is closed');
    for (const job of this.queue.splice(0)) {
      this.settle(job, () => job.reject(error));
    }
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        const job = slot.job;
        slot.job = undefined;
        if (job !== undefined) {
          this.settle(job, () => job.reject(error));
        }
        await slot.worker.terminate();
      }),
    );
  }

  stats(): EnginePoolStats {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((slot) => slot.job !== undefined).length,
      queued: this.queue.length,
      replaced: this.replaced,
    };
  }

  /**
   * Runs one calculation on the first free worker.
   *
   * @param signal - aborts the calculation: it leaves the queue, or its worker is replaced
   * @throws ServiceUnavailableError when `queueLimit` calculations are already waiting
   * @throws CalculationAbortedError when the signal aborted it
   * @throws Error when the engine threw or the worker died (a bug: the caller answers 500)
   */
  run(request: CalculateRequest, signal?: AbortSignal): Promise<CalculateResponse> {
    if (this.closed || this.slots.length === 0) {
      return Promise.reject(new Error('The simulation pool is closed or has no worker left'));
    }
    if (signal?.aborted === true) {
      return Promise.reject(new CalculationAbortedError());
    }
    const free = this.slots.some((slot) => slot.ready && slot.job === undefined);
    if (!free && this.queue.length >= this.options.queueLimit) {
      return Promise.reject(
        new ServiceUnavailableError(`The simulator is busy (${this.queue.length} calculations waiting); try again shortly`, 1),
      );
    }
    return new Promise<CalculateResponse>((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        request,
        resolve,
        reject,
        signal,
        onAbort: () => this.abort(job),
      };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  private spawn(): Slot {
    // No execArgv: a `--conditions source` of the parent (vitest) would make `@cla/engine` its TypeScript sources.
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { engineModule: this.engineModule, base: __filename },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: undefined };
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error) => this.onFailure(slot, error));
    worker.on('exit', (code) => this.onFailure(slot, new Error(`a simulation worker exited with code ${code}`)));
    return slot;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if ('ready' in message) {
      slot.ready = true;
      this.resolvedEngineModule = message.engineModule;
      this.dispatch();
      return;
    }
    const job = slot.job;
    if (job === undefined || job.id !== message.id) {
      return; // the answer of an aborted job: nobody waits for it
    }
    slot.job = undefined;
    if ('error' in message) {
      this.settle(job, () => job.reject(new Error(`The engine failed: ${message.error}`)));
      this.replace(slot);
    } else {
      this.settle(job, () => job.resolve(message.response));
    }
    this.dispatch();
  }

  /** A worker died (an uncaught error, or it exited): its job fails and a fresh worker takes its place. */
  private onFailure(slot: Slot, error: Error): void {
    if (this.closed || !this.slots.includes(slot)) {
      return; // terminated on purpose
    }
    this.logger.error(`A simulation worker failed: ${error.message}`);
    const job = slot.job;
    slot.job = undefined;
    if (job !== undefined) {
      this.settle(job, () => job.reject(error));
    }
    if (slot.ready) {
      this.replace(slot);
      return;
    }
    // It could not even load the engine: a replacement would fail the same way, so the pool shrinks.
    this.slots.splice(this.slots.indexOf(slot), 1);
    if (this.slots.length === 0) {
      for (const waiting of this.queue.splice(0)) {
        this.settle(waiting, () => waiting.reject(error));
      }
    }
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
    } else {
      const slot = this.slots.find((candidate) => candidate.job === job);
      if (slot === undefined) {
        return; // already settled
      }
      slot.job = undefined;
      this.replace(slot);
    }
    this.settle(job, () => job.reject(new CalculationAbortedError()));
    this.dispatch();
  }

  /** Terminates a slot's worker (if still running) and puts a fresh one in its place. */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || this.closed) {
      return;
    }
    this.replaced += 1;
    this.slots[index] = this.spawn();
    void slot.worker.terminate();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) {
        return;
      }
      if (slot.ready && slot.job === undefined) {
        const job = this.queue.shift() as Job;
        slot.job = job;
        slot.worker.postMessage({ id: job.id, request: job.request });
      }
    }
  }

  private settle(job: Job, action: () => void): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    action();
  }
}
