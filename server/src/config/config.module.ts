// Makes the frozen configuration injectable everywhere as APP_CONFIG.
import { type DynamicModule, Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from './app-config.js';

/** Makes the frozen {@link AppConfig} injectable everywhere as `@Inject(APP_CONFIG)`. */
@Module({})
export class ConfigModule {
  /** Provides an already parsed config (see `loadConfigOrExit` and `parseConfig`). */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
