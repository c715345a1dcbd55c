// The contract of the admin area's operations: dashboard, statistics, monitoring, run-time settings, sessions, mails, rebuild.
import { z } from 'zod';

import { LAYING_METHOD_NAMES } from './engine-values.js';
import { mustBe } from './fields.js';
import { issue, msg } from './messages.js';
import type { Route } from './route.js';

const DAYS = mustBe(msg('what.wholeDaysFromTo', { min: 1, max: 366 }));

/** `GET /api/admin/statistics?days=`: 1–366 days back, today included (default 30). */
export const StatisticsQuery = z.strictObject({
  days: z.coerce.number({ error: DAYS }).int({ error: DAYS }).min(1, { error: DAYS }).max(366, { error: DAYS }).default(30),
});

/**
 * The settings an admin may change in the admin area (`/api/admin/settings`), none of them a secret; each starts as
 * its environment default (the server's `settings/runtime-settings.ts`) and, once saved, the stored value wins:
 *
 * - `registration`: `open` (anyone may `POST /api/register`) or `invitation` (only invited users). No environment default: `open`.
 * - `defaultLayingMethods`: a new user's personal licence (`DEFAULT_LAYING_METHODS`).
 * - `uploadQuotaMb`: the most MB one user may store (`UPLOAD_QUOTA_MB`, 0: no quota).
 * - `demoProject`: each new account gets the demo project (`DEMO_PROJECT`).
 */
export const RuntimeSettingsShape = z.strictObject({
  registration: z.enum(['open', 'invitation']),
  defaultLayingMethods: z
    .array(z.enum(LAYING_METHOD_NAMES))
    .min(1, { error: issue('issue.atLeastOneMethod') })
    .max(LAYING_METHOD_NAMES.length)
    .refine((list) => new Set(list).size === list.length, { error: issue('issue.methodRepeated') }),
  uploadQuotaMb: z.number().int({ error: mustBe('what.wholeMegabytes') }).min(0, { error: issue('issue.atLeast', { min: 0 }) }).max(10_000_000, { error: issue('issue.atMost', { max: 10_000_000 }) }),
  demoProject: z.boolean(),
});

/** `PUT /api/admin/settings`: the values to store; a key left out goes back to its environment default. */
export const RuntimeSettingsBody = RuntimeSettingsShape.partial();

/** A count in an answer. */
const counted = () => z.number().int().min(0);

/** `GET /api/admin/dashboard`: what the admin's home page counts (days and months UTC). */
export const AdminDashboard = z.object({
  users: counted(),
  companies: counted(),
  projects: counted(),
  sections: counted(),
  simulationsToday: counted().describe('calculations since 00:00 UTC'),
  simulationsThisMonth: counted().describe('calculations since the 1st of the month, 00:00 UTC'),
  failedSimulationsThisMonth: counted().describe('this month’s calculations that did not succeed: engine status exceeded (a limit exceeded), failed or notStarted, timeouts, engine errors'),
  activeSessions: counted().describe('sessions not expired'),
  pendingMails: counted().describe('outbox mails neither sent nor given up'),
  failedMails: counted().describe('outbox mails given up'),
});

/** `GET /api/admin/statistics`: series for the admin's charts (days UTC, weeks from Monday; every day and week of the range). */
export const AdminStatistics = z.object({
  days: z.number().int(),
  from: z.string().describe('the first day, YYYY-MM-DD (UTC)'),
  simulationsPerDay: z.array(
    z.object({
      day: z.string(),
      total: counted(),
      failed: counted(),
      byMethod: z.record(z.string(), counted()),
      medianDurationMs: z.number().nullable().describe('the median time of the day’s calculations, queue wait included'),
    }),
  ),
  methods: z.array(z.string()),
  simulationsPerMethod: z.record(z.string(), counted()),
  registrationsPerWeek: z.array(z.object({ week: z.string().describe('its Monday, YYYY-MM-DD'), count: counted() })),
  medianDurationMs: z.number().nullable(),
});

/** `GET /api/admin/settings`: in force, stored, and the environment's defaults. */
export const RuntimeSettingsView = z.object({
  values: RuntimeSettingsShape.describe('in force: what is stored over the environment’s defaults'),
  stored: RuntimeSettingsShape.partial().describe('what an admin saved'),
  defaults: RuntimeSettingsShape.describe('from the environment (DEFAULT_LAYING_METHODS, UPLOAD_QUOTA_MB, DEMO_PROJECT; registration open)'),
});

/** `GET /api/admin/monitoring`: what the admin's Grafana page shows. */
export const MonitoringView = z.object({
  grafanaUrl: z.string().nullable().describe('GRAFANA_URL, null when unset'),
  metricsEnabled: z.boolean().describe('whether GET /metrics answers (METRICS_TOKEN set)'),
});

/** What the admin's tools answer: the sections' rebuild, the sessions ended, the mails made due. */
export const RebuildReport = z.object({ sections: counted(), changed: counted(), skipped: counted() });
export const EndedSessions = z.object({ ended: counted() });
export const DueMails = z.object({ due: counted() });

/** The routes of the admin area's operations (see routes.ts); the database backup (a file) is not in the table. */
export const ADMIN_OPS_ROUTES = {
  'GET /api/admin/dashboard': { answer: AdminDashboard },
  'GET /api/admin/statistics': { query: StatisticsQuery, answer: AdminStatistics },
  'GET /api/admin/monitoring': { answer: MonitoringView },
  'GET /api/admin/settings': { answer: RuntimeSettingsView }, 'PUT /api/admin/settings': { body: RuntimeSettingsBody, answer: RuntimeSettingsView },
  'POST /api/admin/users/{id}/end-sessions': { answer: EndedSessions },
  'POST /api/admin/tools/resend-mails': { answer: DueMails }, 'POST /api/admin/tools/rebuild-derived': { answer: RebuildReport },
} as const satisfies Record<string, Route>;
