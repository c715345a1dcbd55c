// The root module: the configuration, the database and every module of the server, in the order their guards run.
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';

import { type AppConfig, ConfigModule } from './config/index.js';
import { buildOrmOptions } from './database/orm-options.js';
import { AllExceptionsFilter } from './http/all-exceptions.filter.js';
import { AccessLogModule } from './modules/access-log/access-log.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AdminTablesModule } from './modules/admin-tables/admin-tables.module.js';
import { AdminOpsModule } from './modules/admin-ops/admin-ops.module.js';
import { CompaniesModule } from './modules/companies/companies.module.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { ApplicationModule } from './modules/application/application.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { FoldersModule } from './modules/folders/folders.module.js';
import { LegacyProjectsModule } from './modules/legacy-projects/legacy-projects.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { MotdModule } from './modules/motd/motd.module.js';
import { PresetsModule } from './modules/presets/presets.module.js';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module.js';
import { ProjectsModule } from './modules/projects/projects.module.js';
import { SectionsModule } from './modules/sections/sections.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { SimulatorModule } from './modules/simulator/simulator.module.js';
import { StudiesModule } from './modules/studies/studies.module.js';
import { StorageModule } from './modules/storage/storage.module.js';

/** The root module, built from the config so that tests and `main.ts` assemble the very same app. */
@Module({})
export class AppModule {
  /** @param engineModule - the engine door of the simulation workers (tests pass a fake); default `@cla/engine` */
  static forRoot(config: AppConfig, engineModule?: string): DynamicModule {
    const ormLogger = new Logger('MikroORM');
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MikroOrmModule.forRoot(buildOrmOptions(config.database, (message) => ormLogger.log(message))),
        // First of the feature modules: its AuthGuard must run before the rate limits' global guards.
        IdentityModule,
        SettingsModule,
        MetricsModule,
        RateLimitModule,
        AccountsModule,
        ApiKeysModule,
        AdminTablesModule,
        AdminOpsModule,
        CompaniesModule,
        ApplicationModule,
        SimulatorModule.forRoot(engineModule),
        FoldersModule,
        ProjectsModule,
        SectionsModule,
        StudiesModule,
        LegacyProjectsModule,
        PresetsModule,
        MotdModule,
        StorageModule,
        AccessLogModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
