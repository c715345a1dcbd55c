// The presets module: a user's presets and the global catalogue.
import { Module } from '@nestjs/common';

import { PresetsAdminController } from './presets-admin.controller.js';
import { PresetsAdminService } from './presets-admin.service.js';
import { PresetsController } from './presets.controller.js';
import { PresetsService } from './presets.service.js';

/** Presets: the demo catalogue (loaded at the first start), users' own, and the admin's routes of the global ones. */
@Module({
  controllers: [PresetsController, PresetsAdminController],
  providers: [PresetsService, PresetsAdminService],
  exports: [PresetsService],
})
export class PresetsModule {}
