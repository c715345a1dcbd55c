// What the admin's home page counts, and the statistics' series, read through the modules that own them.
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { AdminDashboard, AdminStatistics } from '@cla/domain/api';

import { countCompanies } from '../companies/company-lookup.js';
import { countActiveSessions, countUsers, registrationDates } from '../identity/user-lookup.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { SimulationRecorder } from '../metrics/simulation-recorder.js';
import { ProjectsService } from '../projects/projects.service.js';
import { SectionsAdminService } from '../sections/sections-admin.service.js';
import { statisticsOf } from './statistics.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the UTC day of `at`. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * Counts for the dashboard, and the statistics' series, each read through the module that owns the rows (users and
 * sessions, companies, projects, sections, calculations, the outbox), never from their tables.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly projects: ProjectsService,
    private readonly sections: SectionsAdminService,
    private readonly runs: SimulationRecorder,
    private readonly outbox: MailOutbox,
  ) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const em = this.em.fork();
    const today = startOfUtcDay(now);
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [users, companies, projects, sections, simulationsToday, simulationsThisMonth, failed, activeSessions, mails] = await Promise.all([
      countUsers(em),
      countCompanies(em),
      this.projects.count(),
      this.sections.count(),
      this.runs.countSince(today),
      this.runs.countSince(month),
      this.runs.countSince(month, true),
      countActiveSessions(em, now),
      this.outbox.counts(),
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
      pendingMails: mails.pending,
      failedMails: mails.failed,
    };
  }

  /** The series of the last `days` UTC days (today included). */
  async statistics(days: number, now = new Date()): Promise<AdminStatistics> {
    const from = new Date(startOfUtcDay(now).getTime() - (days - 1) * DAY_MS);
    const [runs, registrations] = await Promise.all([this.runs.runsSince(from), registrationDates(this.em.fork(), from)]);
    return statisticsOf(days, from, runs, registrations);
  }
}
