// The answer schemas of the admin area's operations, for the OpenAPI document.
import { z } from 'zod';

import { RuntimeSettingsShape } from '../settings/runtime-settings.js';

/** The answers of the admin area's routes, for the OpenAPI document (not validated). */
const count = () => z.number().int().min(0);

export const AdminDashboard = z.object({
  users: count(),
  companies: count(),
  projects: count(),
  sections: count(),
  simulationsToday: count().describe('calculations since 00:00 UTC'),
  simulationsThisMonth: count().describe('calculations since the 1st of the month, 00:00 UTC'),
  failedSimulationsThisMonth: count().describe('this month’s calculations that did not succeed: engine status exceeded (a limit exceeded), failed or notStarted, timeouts, engine errors'),
  activeSessions: count().describe('sessions not expired'),
  pendingMails: count().describe('outbox mails neither sent nor given up'),
  failedMails: count().describe('outbox mails given up'),
});

export const AdminStatistics = z.object({
  days: z.number().int(),
  from: z.string().describe('the first day, YYYY-MM-DD (UTC)'),
  simulationsPerDay: z.array(
    z.object({
      day: z.string(),
      total: count(),
      failed: count(),
      byMethod: z.record(z.string(), count()),
      medianDurationMs: z.number().nullable().describe('the median time of the day’s calculations, queue wait included'),
    }),
  ),
  methods: z.array(z.string()),
  simulationsPerMethod: z.record(z.string(), count()),
  registrationsPerWeek: z.array(z.object({ week: z.string().describe('its Monday, YYYY-MM-DD'), count: count() })),
  medianDurationMs: z.number().nullable(),
});

export const RuntimeSettingsView = z.object({
  values: RuntimeSettingsShape.describe('in force: what is stored over the environment’s defaults'),
  stored: RuntimeSettingsShape.partial().describe('what an admin saved'),
  defaults: RuntimeSettingsShape.describe('from the environment (DEFAULT_LAYING_METHODS, UPLOAD_QUOTA_MB, DEMO_PROJECT; registration open)'),
});

export const MonitoringView = z.object({
  grafanaUrl: z.string().nullable().describe('GRAFANA_URL, null when unset'),
  metricsEnabled: z.boolean().describe('whether GET /metrics answers (METRICS_TOKEN set)'),
});

export const RebuildReport = z.object({ sections: count(), changed: count(), skipped: count() });
export const EndedSessions = z.object({ ended: count() });
export const DueMails = z.object({ due: count() });
