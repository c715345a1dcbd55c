import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { AppMetrics } from './app-metrics.js';
import { SimulationRunSchema } from './simulation-run.entity.js';

/** The laying methods a label may name; anything else (a typo the engine refuses) counts as `other`. */
const METHODS = new Set(['push', 'pull', 'pushpull', 'jetting', 'floating', 'waterpushpull', 'freefloating']);

/** How a calculation ended: the engine's status, or why there is none. */
export type SimulationOutcome = 'success' | 'failed' | 'notStarted' | 'timeout' | 'error';

/** The outcome of the engine's response `status` (the worker reads it beside the answer's bytes). */
export function outcomeOfStatus(status: unknown): SimulationOutcome {
  return status === 'success' || status === 'failed' || status === 'notStarted' ? status : 'error';
}

/** A label for a request's `layingMethod`. */
export function methodLabel(method: unknown): string {
  return typeof method === 'string' && METHODS.has(method) ? method : 'other';
}

/**
 * Records each completed calculation: in the Prometheus metrics and as one `simulation_run` row (written after the
 * answer, off its path; a failed write is logged, never answered). Aborted calculations (the client went away) and
 * refusals before the engine (licence, full queue) are not calculations and are not recorded.
 */
@Injectable()
export class SimulationRecorder {
  private readonly logger = new Logger('SimulationRecorder');
  private pending = new Set<Promise<void>>();

  constructor(
    private readonly metrics: AppMetrics,
    private readonly em: EntityManager,
  ) {}

  record(userId: string | null, method: unknown, status: SimulationOutcome, durationMs: number): void {
    const label = methodLabel(method);
    this.metrics.simulations.inc({ method: label, status });
    this.metrics.simulationDuration.observe({ method: label, status }, durationMs / 1000);
    const write = this.em
      .fork()
      .insert(SimulationRunSchema, {
        id: uuidv7(),
        userId,
        method: label,
        status,
        durationMs: Math.max(0, Math.round(durationMs)),
        createdAt: new Date(),
      })
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`Could not record a simulation run: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Resolves once every row recorded so far is written (tests, shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
