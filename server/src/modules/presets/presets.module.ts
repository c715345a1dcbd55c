// The presets module: a user's presets and the global catalogue.
import { Module } from '@nestjs/common';

import { PresetsController } from './presets.controller.js';
import { PresetsService } from './presets.service.js';

/** Presets: the demo catalogue (loaded at the first start) and users' own. */
@Module({
  controllers: [PresetsController],
  providers: [PresetsService],
  exports: [PresetsService],
})
export class PresetsModule {}
