// The motd module: the message of the day.
import { Module } from '@nestjs/common';

import { SettingsModule } from '../settings/settings.module.js';
import { MotdAdminController } from './motd-admin.controller.js';
import { MotdController } from './motd.controller.js';
import { MotdService } from './motd.service.js';

/** The message of the day, stored in `app_setting`: its reading by users and its editing by admins. */
@Module({
  imports: [SettingsModule],
  controllers: [MotdController, MotdAdminController],
  providers: [MotdService],
  exports: [MotdService],
})
export class MotdModule {}
