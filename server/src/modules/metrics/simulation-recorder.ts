// Records each finished calculation: Prometheus metrics and a `simulation_run` row, written in batches.
import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { BatchedWriter } from '../../database/batched-writer.js';
import { AppMetrics } from './app-metrics.js';
import { type SimulationRunRow, SimulationRunSchema } from './simulation-run.entity.js';

/** The laying methods a label may name; anything else (a typo the engine refuses) counts as `other`. */
const METHODS = new Set(['push', 'pull', 'pushpull', 'jetting', 'floating', 'waterpushpull', 'freefloating']);

/** How a calculation ended: the engine's status, or why there is none. */
export type SimulationOutcome = 'success' | 'exceeded' | 'failed' | 'notStarted' | 'timeout' | 'error';

/** The outcome of the engine's response `status` (the worker reads it beside the answer's bytes). */
export function outcomeOfStatus(status: unknown): SimulationOutcome {
  return status === 'success' || status === 'exceeded' || status === 'failed' || status === 'notStarted' ? status : 'error';
}

/** A label for a request's `layingMethod`. */
export function methodLabel(method: unknown): string {
  return typeof method === 'string' && METHODS.has(method) ? method : 'other';
}

/** Rows wait at most this long before they are written. */
const FLUSH_INTERVAL_MS = 1_000;
/** A batch this large is written at once. */
const FLUSH_SIZE = 200;
/** Beyond this many waiting rows (the database does not keep up), new ones are dropped and counted. */
const MAX_PENDING = 10_000;

/**
 * Records each completed calculation: in the Prometheus metrics and as one `simulation_run` row. The rows are written
 * in batches (one insert at most every second, or per 200 calculations), off the answer's path and without one commit
 * per calculation; a failed write is logged, never answered. Aborted calculations (the client went away) and refusals
 * before the engine (licence, full queue) are not calculations and are not recorded.
 */
@Injectable()
export class SimulationRecorder implements OnApplicationShutdown {
  private readonly logger = new Logger('SimulationRecorder');
  private readonly writer: BatchedWriter<SimulationRunRow>;

  constructor(
    private readonly metrics: AppMetrics,
    private readonly em: EntityManager,
  ) {
    this.writer = new BatchedWriter({
      flushIntervalMs: FLUSH_INTERVAL_MS,
      flushSize: FLUSH_SIZE,
      maxPending: MAX_PENDING,
      write: (batch) => this.em.fork().insertMany(SimulationRunSchema, [...batch]),
      onDropped: (count) => this.logger.warn(`${count} simulation runs not recorded (the database did not keep up)`),
      onError: (error, count) =>
        this.logger.error(`Could not record ${count} simulation run(s): ${error instanceof Error ? error.message : String(error)}`),
    });
  }

  /** Calculations recorded since `from`, or only those that did not succeed (the admin's dashboard). */
  countSince(from: Date, failedOnly = false): Promise<number> {
    return this.em.fork().count(SimulationRunSchema, failedOnly ? { createdAt: { $gte: from }, status: { $ne: 'success' } } : { createdAt: { $gte: from } });
  }

  /** The calculations recorded since `from`: when, which laying method, how they ended, how long (the admin's statistics). */
  runsSince(from: Date): Promise<Pick<SimulationRunRow, 'createdAt' | 'method' | 'status' | 'durationMs'>[]> {
    return this.em.fork().find(SimulationRunSchema, { createdAt: { $gte: from } }, { fields: ['createdAt', 'method', 'status', 'durationMs'] });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  record(userId: string | null, method: unknown, status: SimulationOutcome, durationMs: number): void {
    const label = methodLabel(method);
    this.metrics.simulations.inc({ method: label, status });
    this.metrics.simulationDuration.observe({ method: label, status }, durationMs / 1000);
    this.writer.add({ id: uuidv7(), userId, method: label, status, durationMs: Math.max(0, Math.round(durationMs)), createdAt: new Date() });
  }

  /** Resolves once every row recorded so far is written (tests, shutdown). */
  flush(): Promise<void> {
    return this.writer.flush();
  }
}
