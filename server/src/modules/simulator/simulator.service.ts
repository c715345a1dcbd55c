// Runs a calculation on the pool after the licence check, and records it.
import type { CalculateRequest } from '@cla/engine';
import { EntityManager } from '@mikro-orm/core';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

import { CalculationTimeoutError, RateLimitedError, ServiceUnavailableError } from '../../errors/domain-error.js';
import type { User } from '../identity/user.entity.js';
import { resolveLicence } from '../companies/licence-resolver.js';
import { licenceRefusal } from '../companies/licence-rules.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { outcomeOfStatus, SimulationRecorder } from '../metrics/simulation-recorder.js';
import { type CalculateAnswer, CalculationAbortedError, type CalculateOptions, EnginePool } from './engine-pool.js';

/** Runs simulations in the process's worker pool. */
@Injectable()
export class SimulatorService implements OnApplicationShutdown {
  constructor(
    private readonly pool: EnginePool,
    private readonly em: EntityManager,
    private readonly recorder: SimulationRecorder,
    metrics: AppMetrics,
  ) {
    metrics.watchEngine(() => pool.stats());
  }

  /**
   * Refuses a calculation the user's licence does not allow: a laying method it does not list, or any method while
   * it is expired, not yet valid or missing. A missing or unknown `layingMethod` is left to the engine (it answers
   * `E_INVALID_PARAMS`) unless the licence is not valid.
   *
   * @throws LicenceError (403 `E_LICENCE`)
   */
  async checkLicence(user: User, request: CalculateRequest): Promise<void> {
    const method: unknown = (request.data as { layingMethod?: unknown }).layingMethod;
    const refusal = licenceRefusal(await resolveLicence(this.em.fork(), user), typeof method === 'string' ? method : null);
    if (refusal !== null) {
      throw refusal;
    }
  }

  /**
   * Runs one simulation (docs/simulation-api.md) on a worker, in its user's turn, and answers its response already
   * serialised (JSON text) and compressed to `options.encoding` by the worker, to be written as it is. The engine
   * validates every field itself: an invalid request answers status `notStarted` with one `E_INVALID_PARAMS` message
   * per problem rather than failing.
   *
   * @param options - the user (fairness is between users), a signal that aborts it when the client goes away, and the
   *   encoding the client accepts
   * @throws ServiceUnavailableError when the queue is full; RateLimitedError when the user has too many waiting;
   *   CalculationTimeoutError past the time limit; CalculationAbortedError after an abort
   */
  async calculate(request: CalculateRequest, options: CalculateOptions): Promise<CalculateAnswer> {
    const method = (request.data as { layingMethod?: unknown }).layingMethod;
    const userId = options.user ?? null;
    const started = performance.now();
    try {
      const answer = await this.pool.calculate(request, options);
      this.recorder.record(userId, method, outcomeOfStatus(answer.status), performance.now() - started);
      return answer;
    } catch (error) {
      // Refusals before the engine (queue full) and abandoned calculations are not calculations.
      if (!(error instanceof CalculationAbortedError || error instanceof ServiceUnavailableError || error instanceof RateLimitedError)) {
        this.recorder.record(userId, method, error instanceof CalculationTimeoutError ? 'timeout' : 'error', performance.now() - started);
      }
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}
