import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';

import { Public } from '../accounts/auth.decorators.js';
import { CalculateRequestPipe } from './calculate-request.pipe.js';
import { SimulatorService } from './simulator.service.js';

/** The simulation door of the HTTP API (simulation-api.md). */
@Controller('simulator')
export class SimulatorController {
  constructor(private readonly simulator: SimulatorService) {}

  /** `POST /simulator/calculate`: runs one simulation and answers its result (200 whatever the status). */
  // Open to anonymous callers for now (the browser e2e test and the web app call it signed out).
  @Public()
  @Post('calculate')
  @HttpCode(HttpStatus.OK)
  calculate(@Body(CalculateRequestPipe) request: CalculateRequest): CalculateResponse {
    return this.simulator.calculate(request);
  }
}
