import type { CalculateRequest, CalculateResponse, Engine } from '@cla/engine';
import { Inject, Injectable } from '@nestjs/common';

import { ENGINE } from './engine.provider.js';

/** Runs simulations on the process's engine. */
@Injectable()
export class SimulatorService {
  constructor(@Inject(ENGINE) private readonly engine: Engine) {}

  /**
   * Runs one simulation (simulation-api.md). The engine validates every field itself: an invalid request
   * answers status `notStarted` with one `E_INVALID_PARAMS` message per problem rather than failing.
   */
  calculate(request: CalculateRequest): CalculateResponse {
    return this.engine.calculate(request);
  }
}
