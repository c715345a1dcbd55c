// What the admin's home page counts, and the statistics' series, from the tables.
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { SessionSchema } from '../identity/session.entity.js';
import { UserSchema } from '../identity/user.entity.js';
import { CompanySchema } from '../companies/company.entity.js';
import { MailOutboxSchema } from '../mail/mail-outbox.entity.js';
import { SimulationRunSchema } from '../metrics/simulation-run.entity.js';
import { ProjectSchema } from '../projects/project.entity.js';
import { SectionSchema } from '../sections/section.entity.js';
import { statisticsOf, type AdminStatistics } from './statistics.js';

/** `GET /api/admin/dashboard`: what the admin's home page counts. Days and months are UTC. */
export interface AdminDashboard {
  readonly users: number;
  readonly companies: number;
  readonly projects: number;
  readonly sections: number;
  readonly simulationsToday: number;
  readonly simulationsThisMonth: number;
  /** This month's calculations that did not succeed: engine status `exceeded` (a limit exceeded), `failed` or `notStarted`, timeouts and engine errors. */
  readonly failedSimulationsThisMonth: number;
  /** Sessions not expired (a session ends at sign-out, or `SESSION_TTL_DAYS` after its last use). */
  readonly activeSessions: number;
  /** Mails of the outbox neither sent nor given up. */
  readonly pendingMails: number;
  readonly failedMails: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the UTC day of `at`. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Counts for the dashboard, and the statistics' series, from `simulation_run`, `user` and the other tables. */
@Injectable()
export class AdminDashboardService {
  constructor(private readonly em: EntityManager) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const em = this.em.fork();
    const today = startOfUtcDay(now);
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [users, companies, projects, sections, simulationsToday, simulationsThisMonth, failed, activeSessions, pendingMails, failedMails] =
      await Promise.all([
        em.count(UserSchema, {}),
        em.count(CompanySchema, {}),
        em.count(ProjectSchema, {}),
        em.count(SectionSchema, {}),
        em.count(SimulationRunSchema, { createdAt: { $gte: today } }),
        em.count(SimulationRunSchema, { createdAt: { $gte: month } }),
        em.count(SimulationRunSchema, { createdAt: { $gte: month }, status: { $ne: 'success' } }),
        em.count(SessionSchema, { expiresAt: { $gt: now } }),
        em.count(MailOutboxSchema, { sentAt: null, failedAt: null }),
        em.count(MailOutboxSchema, { failedAt: { $ne: null } }),
      ]);
    return {
      users,
      companies,
      projects,
      sections,
      simulationsToday,
      simulationsThisMonth,
      failedSimulationsThisMonth: failed,
      activeSessions,
      pendingMails,
      failedMails,
    };
  }

  /** The series of the last `days` UTC days (today included). */
  async statistics(days: number, now = new Date()): Promise<AdminStatistics> {
    const em = this.em.fork();
    const from = new Date(startOfUtcDay(now).getTime() - (days - 1) * DAY_MS);
    const [runs, users] = await Promise.all([
      em.find(SimulationRunSchema, { createdAt: { $gte: from } }, { fields: ['createdAt', 'method', 'status', 'durationMs'] }),
      em.find(UserSchema, { createdAt: { $gte: from } }, { fields: ['createdAt'] }),
    ]);
    return statisticsOf(days, from, runs, users.map((user) => user.createdAt));
  }
}
