// The admin area's operation routes: dashboard, monitoring, statistics, message of the day, settings, tools.
import type { Motd } from '@cla/domain/api';
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { MotdService } from '../motd/motd.service.js';
import { type AdminDashboard, AdminDashboardService } from './admin-dashboard.service.js';
import { AdminMaintenanceService, type RebuildReport } from './admin-maintenance.service.js';
import {
  AdminPasswordBody,
  type AdminPasswordInput,
  MotdBody,
  type MotdInput,
  RuntimeSettingsBody,
  type RuntimeSettingsInput,
  StatisticsQuery,
} from './admin-ops.input.js';
import { AdminOpsService, type RuntimeSettingsView } from './admin-ops.service.js';
import type { AdminStatistics } from './statistics.js';

/** `GET /api/admin/monitoring`: what the admin's Grafana page shows. */
export interface MonitoringView {
  /** `GRAFANA_URL`, or null when unset. */
  readonly grafanaUrl: string | null;
  /** Whether `GET /metrics` answers (`METRICS_TOKEN` set). */
  readonly metricsEnabled: boolean;
}

/**
 * The admin area's operations (`/api/admin/**`, admins only: 401 anonymous, 403 others): dashboard, statistics, the
 * message of the day, run-time settings, a user's password and sessions, the outbox, backup and derived data.
 */
@Controller('api/admin')
@Roles('admin')
export class AdminOpsController {
  constructor(
    private readonly dashboardService: AdminDashboardService,
    private readonly ops: AdminOpsService,
    private readonly maintenance: AdminMaintenanceService,
    private readonly motdService: MotdService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('dashboard')
  dashboard(): Promise<AdminDashboard> {
    return this.dashboardService.dashboard();
  }

  @Get('statistics')
  statistics(@Query(new SchemaPipe(StatisticsQuery)) query: StatisticsQuery): Promise<AdminStatistics> {
    return this.dashboardService.statistics(query.days);
  }

  @Get('monitoring')
  monitoring(): MonitoringView {
    const { grafanaUrl, metricsToken } = this.config.observability;
    return { grafanaUrl: grafanaUrl === '' ? null : grafanaUrl, metricsEnabled: metricsToken !== '' };
  }

  @Get('motd')
  motd(): Promise<Motd> {
    return this.motdService.get();
  }

  @Put('motd')
  setMotd(@CurrentUser() admin: User, @Body(new SchemaPipe(MotdBody)) input: MotdInput): Promise<Motd> {
    return this.ops.setMotd(admin.id, input);
  }

  @Get('settings')
  settings(): Promise<RuntimeSettingsView> {
    return this.ops.settings();
  }

  @Put('settings')
  setSettings(@CurrentUser() admin: User, @Body(new SchemaPipe(RuntimeSettingsBody)) input: RuntimeSettingsInput): Promise<RuntimeSettingsView> {
    return this.ops.setSettings(admin.id, input);
  }

  @Post('users/:id/password')
  @HttpCode(HttpStatus.NO_CONTENT)
  setPassword(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(AdminPasswordBody)) input: AdminPasswordInput): Promise<void> {
    return this.ops.setPassword(admin.id, id, input);
  }

  @Post('users/:id/end-sessions')
  @HttpCode(HttpStatus.OK)
  endSessions(@CurrentUser() admin: User, @Param('id', IdPipe) id: string): Promise<{ ended: number }> {
    return this.ops.endSessions(admin.id, id);
  }

  @Post('tools/resend-mails')
  @HttpCode(HttpStatus.OK)
  resendMails(@CurrentUser() admin: User): Promise<{ due: number }> {
    return this.ops.resendPendingMails(admin.id);
  }

  @Post('tools/rebuild-derived')
  @HttpCode(HttpStatus.OK)
  rebuildDerived(@CurrentUser() admin: User): Promise<RebuildReport> {
    return this.maintenance.rebuildDerived(admin.id);
  }

  /** The SQLite database as a file download (409 on PostgreSQL). */
  @Get('tools/backup')
  async backup(@CurrentUser() admin: User, @Res() response: Response): Promise<void> {
    const backup = await this.maintenance.backup(admin.id);
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
