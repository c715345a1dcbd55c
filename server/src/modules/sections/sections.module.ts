import { Module } from '@nestjs/common';

import { SectionsController } from './sections.controller.js';
import { SectionsService } from './sections.service.js';

/** Sections of projects, their share links, and copies of shared sections. */
@Module({
  controllers: [SectionsController],
  providers: [SectionsService],
  exports: [SectionsService],
})
export class SectionsModule {}
