import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

import { EnginePool } from './engine-pool.js';

/** Runs simulations in the process's worker pool. */
@Injectable()
export class SimulatorService implements OnApplicationShutdown {
  constructor(private readonly pool: EnginePool) {}

  /**
   * Runs one simulation (simulation-api.md) on a worker. The engine validates every field itself: an invalid
   * request answers status `notStarted` with one `E_INVALID_PARAMS` message per problem rather than failing.
   *
   * @param signal - aborts it when the client goes away
   * @throws ServiceUnavailableError when the queue is full; CalculationAbortedError after an abort
   */
  calculate(request: CalculateRequest, signal?: AbortSignal): Promise<CalculateResponse> {
    return this.pool.run(request, signal);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}
