// The shapes of the admin area's operations (dashboard, statistics, settings, monitoring, tools), inferred from ../contracts/admin-ops.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/admin-ops.js';

/** `GET /api/admin/dashboard`: the admin's home page's counts (days and months UTC). */
export type AdminDashboard = z.output<typeof contracts.AdminDashboard>;
/** `GET /api/admin/statistics`: daily and weekly series for the charts; one day of it. */
export type AdminStatistics = z.output<typeof contracts.AdminStatistics>;
export type SimulationDay = AdminStatistics['simulationsPerDay'][number];
/** The run-time settings in force (every key), and `GET /api/admin/settings`: in force, stored, the defaults. */
export type RuntimeSettingsValues = z.output<typeof contracts.RuntimeSettingsShape>;
export type RuntimeSettingsView = z.output<typeof contracts.RuntimeSettingsView>;
/** `PUT /api/admin/settings`: what a client sends, and the same as the server reads it. */
export type RuntimeSettingsBody = z.input<typeof contracts.RuntimeSettingsBody>;
export type RuntimeSettingsInput = z.output<typeof contracts.RuntimeSettingsBody>;
/** `GET /api/admin/statistics?days=` as the server reads it. */
export type StatisticsQuery = z.output<typeof contracts.StatisticsQuery>;
/** `GET /api/admin/monitoring`: `GRAFANA_URL` (null when unset) and whether `GET /metrics` answers. */
export type MonitoringView = z.output<typeof contracts.MonitoringView>;
/** What the admin's tools answer: the sections' rebuild, the sessions ended, the mails made due. */
export type RebuildReport = z.output<typeof contracts.RebuildReport>;
export type EndedSessions = z.output<typeof contracts.EndedSessions>;
export type DueMails = z.output<typeof contracts.DueMails>;
