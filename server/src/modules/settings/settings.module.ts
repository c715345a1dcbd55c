// The settings module: instance-wide settings.
import { Module } from '@nestjs/common';

import { RuntimeSettings } from './runtime-settings.js';
import { SettingsService } from './settings.service.js';

/** Instance-wide settings (`app_setting`): the instance id, and the settings an admin changes at run time. */
@Module({
  providers: [SettingsService, RuntimeSettings],
  exports: [SettingsService, RuntimeSettings],
})
export class SettingsModule {}
