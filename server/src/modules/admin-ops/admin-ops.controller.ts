// The admin area's operation routes: dashboard, statistics, monitoring, run-time settings, the database backup.
import { Body, Controller, Get, HttpStatus, Inject, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AdminDashboard, AdminStatistics, MonitoringView, RuntimeSettingsInput, RuntimeSettingsView, StatisticsQuery } from '@cla/domain/api';
import { RuntimeSettingsBody, StatisticsQuery as StatisticsQuerySchema } from '@cla/domain/contracts';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { AdminBackupService } from './admin-backup.service.js';
import { AdminOpsService } from './admin-ops.service.js';

/**
 * The admin area's operations that belong to no single resource (`/api/admin/**`, admins only: 401 anonymous, 403
 * others): dashboard, statistics, monitoring, run-time settings, the database backup. The admin's routes of a
 * resource are beside it (`<resource>-admin.controller.ts`: users in accounts, presets, the message of the day, the
 * outbox in mail, the sections' rebuild; companies, licences, plans and distributors in companies'
 * `commercial-admin.controllers.ts`).
 */
@Controller('api/admin')
@Roles('admin')
export class AdminOpsController {
  constructor(
    private readonly dashboardService: AdminDashboardService,
    private readonly ops: AdminOpsService,
    private readonly backups: AdminBackupService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('dashboard')
  dashboard(): Promise<AdminDashboard> {
    return this.dashboardService.dashboard();
  }

  @Get('statistics')
  statistics(@Query(new SchemaPipe(StatisticsQuerySchema)) query: StatisticsQuery): Promise<AdminStatistics> {
    return this.dashboardService.statistics(query.days);
  }

  @Get('monitoring')
  monitoring(): MonitoringView {
    const { grafanaUrl, metricsToken } = this.config.observability;
    return { grafanaUrl: grafanaUrl === '' ? null : grafanaUrl, metricsEnabled: metricsToken !== '' };
  }

  @Get('settings')
  settings(): Promise<RuntimeSettingsView> {
    return this.ops.settings();
  }

  @Put('settings')
  setSettings(@CurrentUser() admin: User, @Body(new SchemaPipe(RuntimeSettingsBody)) input: RuntimeSettingsInput): Promise<RuntimeSettingsView> {
    return this.ops.setSettings(admin.id, input);
  }

  /** The SQLite database as a file download (409 on PostgreSQL). */
  @Get('tools/backup')
  async backup(@CurrentUser() admin: User, @Res() response: Response): Promise<void> {
    const backup = await this.backups.backup(admin.id);
    response
      .status(HttpStatus.OK)
      .set({
        'Content-Type': 'application/vnd.sqlite3',
        'Content-Length': String(backup.size),
        'Content-Disposition': `attachment; filename="${backup.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    backup.stream.pipe(response);
  }
}
