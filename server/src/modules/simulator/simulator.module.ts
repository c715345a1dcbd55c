import { Module } from '@nestjs/common';

import { engineProvider } from './engine.provider.js';
import { SimulatorController } from './simulator.controller.js';
import { SimulatorService } from './simulator.service.js';

/** `POST /simulator/calculate` on the process's one engine. */
@Module({
  controllers: [SimulatorController],
  providers: [engineProvider, SimulatorService],
})
export class SimulatorModule {}
