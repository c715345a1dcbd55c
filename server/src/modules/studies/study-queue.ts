// Where a new study goes to be run: in process, or a BullMQ queue.
import type { CalculateResponse } from '@cla/engine';
import type { RunEngine } from '@cla/domain';
import { EntityManager } from '@mikro-orm/core';
import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';

import type { EnginePool } from '../simulator/engine-pool.js';
import { FairQueue } from '../simulator/fair-queue.js';
import { BatchSchema } from './batch.entity.js';
import { redisOptionsOf, STUDY_QUEUE_NAME } from './redis-options.js';
import { executeStudy } from './study-executor.js';

/** Where a new study goes to be run: the server process itself, or a BullMQ queue that `npm run worker` serves. */
export abstract class StudyQueue {
  /** Hands the stored, `queued` study of `ownerId` over to its runner. */
  abstract enqueue(id: string, ownerId: string): Promise<void>;
  /** Forgets a study whose row was deleted (best effort: a runner that takes it anyway finds no row and skips it). */
  abstract remove(id: string): Promise<void>;
}

/**
 * The engine of a study's runs in the server process: the simulator pool at background priority, so that every
 * interactive calculation goes first (engine-pool.ts) and the spare threads stay theirs; fair between owners.
 */
export function backgroundEngine(pool: EnginePool, signal: AbortSignal): (ownerId: string) => RunEngine {
  return (ownerId) => async (request) =>
    JSON.parse(await pool.run(request, { user: `study:${ownerId}`, priority: 'background', signal })) as CalculateResponse;
}

/**
 * Studies run by the server process (no `REDIS_URL`): waiting studies taken in turn from each owner (round-robin, so
 * one user's studies do not hold back another's), `STUDY_CONCURRENCY` studies at a time. At
 * start, studies left `queued` or `running` by a process that stopped are run again from the start (one process
 * per database without Redis: SQLite, or PostgreSQL with a single server). When the process stops, a running study
 * goes back to `queued`.
 */
export class InProcessStudyQueue extends StudyQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Studies');
  private readonly waiting = new FairQueue<string>(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  private readonly running = new Set<Promise<void>>();
  private readonly stop = new AbortController();

  constructor(
    private readonly em: EntityManager,
    private readonly pool: EnginePool,
    private readonly concurrency: number,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const em = this.em.fork();
    await em.nativeUpdate(BatchSchema, { status: 'running' }, { status: 'queued', progress: 0, runs: 0, startedAt: null, updatedAt: new Date() });
    const left = await em.find(BatchSchema, { status: 'queued' }, { orderBy: { createdAt: 'asc', id: 'asc' }, fields: ['id', 'ownerId'] });
    for (const row of left) {
      this.waiting.push(row.ownerId, row.id);
    }
    this.pump();
  }

  /** Before the pool and the database close: running studies stop between two runs and go back to `queued`. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stop.abort();
    this.waiting.drain();
    await Promise.allSettled([...this.running]);
  }

  enqueue(id: string, ownerId: string): Promise<void> {
    if (!this.stop.signal.aborted) {
      this.waiting.push(ownerId, id);
      this.pump();
    }
    return Promise.resolve();
  }

  /** Nothing to do: the waiting id is skipped when its turn comes (no row to take); a running study stops itself. */
  remove(): Promise<void> {
    return Promise.resolve();
  }

  /** How many studies wait and run (tests, diagnostics). */
  get size(): { waiting: number; running: number } {
    return { waiting: this.waiting.size, running: this.running.size };
  }

  private pump(): void {
    while (this.running.size < this.concurrency && this.waiting.size > 0 && !this.stop.signal.aborted) {
      const id = this.waiting.shift() as string;
      const done: Promise<void> = executeStudy(this.em, id, { engine: backgroundEngine(this.pool, this.stop.signal), from: ['queued'], signal: this.stop.signal })
        .then(
          () => undefined,
          (error: unknown) => this.logger.error(`Study ${id} could not be run: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          this.running.delete(done);
          this.pump();
        });
      this.running.add(done);
    }
  }
}

/**
 * Studies for the workers (`REDIS_URL` set): each is a BullMQ job named by the study's id in the queue
 * `studies` (keys under `STUDY_QUEUE_PREFIX`); `npm run worker` processes run them (study-worker.ts). The server
 * process runs none itself.
 */
export class BullMqStudyQueue extends StudyQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('Studies');
  private readonly queue: Queue;

  constructor(redisUrl: string, prefix: string) {
    super();
    // A request that adds a job fails after a few retries when Redis is away, rather than waiting for it.
    this.queue = new Queue(STUDY_QUEUE_NAME, { connection: { ...redisOptionsOf(redisUrl), maxRetriesPerRequest: 2 }, prefix });
  }

  async enqueue(id: string): Promise<void> {
    await this.queue.add('study', { id }, { jobId: id, removeOnComplete: true, removeOnFail: { count: 1000 } });
  }

  /**
   * Removes the study's job when it waits (or failed). A job a worker holds is locked and stays: the worker stops
   * the study once it sees the row gone and the job completes (and is removed) then.
   */
  async remove(id: string): Promise<void> {
    try {
      await this.queue.remove(id);
    } catch (error) {
      this.logger.warn(`The job of study ${id} was not removed (it will find no study to run): ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
