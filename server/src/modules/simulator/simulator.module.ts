// The simulator module: the calculation route on the process's engine pool.
import { type DynamicModule, Module } from '@nestjs/common';

import { EnginePool } from './engine-pool.js';
import { ENGINE_MODULE, enginePoolProvider } from './engine.provider.js';
import { SimulatorController } from './simulator.controller.js';
import { SimulatorService } from './simulator.service.js';

/** `POST /simulator/calculate` on the process's pool of engine workers (global: the studies run on it too). */
@Module({})
export class SimulatorModule {
  /** @param engineModule - the engine door the workers load (tests pass a fake); default the built `@cla/engine` */
  static forRoot(engineModule?: string): DynamicModule {
    return {
      module: SimulatorModule,
      global: true,
      exports: [EnginePool],
      controllers: [SimulatorController],
      providers: [{ provide: ENGINE_MODULE, useValue: engineModule }, enginePoolProvider, SimulatorService],
    };
  }
}
