import { Module } from '@nestjs/common';

import { SettingsService } from './settings.service.js';

/** Instance-wide settings (`app_setting`), starting with the instance id. */
@Module({
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
