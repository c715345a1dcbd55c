import { Module } from '@nestjs/common';

import { LegacyProjectsController } from './legacy-projects.controller.js';
import { LegacyProjectsService } from './legacy-projects.service.js';

/** Legacy projects (simple trajectories). */
@Module({
  controllers: [LegacyProjectsController],
  providers: [LegacyProjectsService],
})
export class LegacyProjectsModule {}
