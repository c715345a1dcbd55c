// The engine door the workers load, as an injection token.
import type { FactoryProvider } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { EnginePool } from './engine-pool.js';

/** The injection token of the engine door URL the workers load; `undefined` means the built `@cla/engine`. */
export const ENGINE_MODULE = Symbol('ENGINE_MODULE');

/**
 * The process's one {@link EnginePool}: `SIMULATOR_WORKERS` + `SIMULATOR_SPARE_WORKERS` threads, each with its own engine, started (and
 * their wasm loaded) before the app answers, so a missing engine build stops the start as it did before.
 */
export const enginePoolProvider: FactoryProvider<Promise<EnginePool>> = {
  provide: EnginePool,
  inject: [APP_CONFIG, ENGINE_MODULE],
  useFactory: async (config: AppConfig, engineModule: string | undefined) => {
    const { workers, spareWorkers, queueLimit, userQueueLimit, timeoutMs } = config.simulator;
    const pool = new EnginePool({ size: workers, spareWorkers, queueLimit, userQueueLimit, timeoutMs, engineModule });
    await pool.start();
    return pool;
  },
};
