// The application module: its version and the OpenAPI document.
import { Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { ApplicationController } from './application.controller.js';
import { DocsController } from './docs.controller.js';
import { APPLICATION_VERSION, ApplicationService } from './application.service.js';
import { readApplicationVersion } from './read-application-version.js';

/** The application's own facts (version) and the OpenAPI document (`GET /api/docs`). */
@Module({
  controllers: [ApplicationController, DocsController],
  providers: [
    ApplicationService,
    {
      provide: APPLICATION_VERSION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Promise<string> => readApplicationVersion(config.repositoryRoot),
    },
  ],
})
export class ApplicationModule {}
