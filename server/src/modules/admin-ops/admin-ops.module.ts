// The admin-ops module: the admin area's dashboard, statistics, settings, presets and tools.
import { Module } from '@nestjs/common';

import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MotdModule } from '../motd/motd.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { AdminMaintenanceService } from './admin-maintenance.service.js';
import { AdminOpsController } from './admin-ops.controller.js';
import { AdminOpsService } from './admin-ops.service.js';
import { AdminPresetsController } from './admin-presets.controller.js';
import { AdminPresetsService } from './admin-presets.service.js';

/** The admin area's operations: dashboard, statistics, message of the day, settings, presets, tools. */
@Module({
  imports: [IdentityModule, MailModule, MotdModule, SettingsModule],
  controllers: [AdminOpsController, AdminPresetsController],
  providers: [AdminDashboardService, AdminOpsService, AdminMaintenanceService, AdminPresetsService],
})
export class AdminOpsModule {}
