// The admin-ops module: the admin area's dashboard, statistics, monitoring, run-time settings and database backup.
import { Module } from '@nestjs/common';

import { MailModule } from '../mail/mail.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SectionsModule } from '../sections/sections.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminBackupService } from './admin-backup.service.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { AdminOpsController } from './admin-ops.controller.js';
import { AdminOpsService } from './admin-ops.service.js';

/**
 * The admin area's operations that belong to no single resource: the dashboard and statistics (read through the
 * services of the modules that own the rows), monitoring, run-time settings, the database backup.
 */
@Module({
  imports: [MailModule, ProjectsModule, SectionsModule, SettingsModule],
  controllers: [AdminOpsController],
  providers: [AdminDashboardService, AdminOpsService, AdminBackupService],
})
export class AdminOpsModule {}
