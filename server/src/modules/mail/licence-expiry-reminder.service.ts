// Mails the licence reminder before a licence's last day.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { MailOutbox } from './mail-outbox.service.js';
import { mailLanguage, renderMail } from './mail-templates.js';

/** The reminder goes out this many days before a licence's last day. */
export const LICENCE_REMINDER_DAYS = 14;
/** How often each process runs the check; the outbox's dedupe key makes repeats (and other processes) harmless. */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A user whose licence ends on a given day, with what the reminder needs. */
export interface ExpiringLicence {
  readonly userId: string;
  readonly email: string;
  readonly username: string;
  /** The user's profile language (any string: an unknown one falls back to {@link fallbackLanguage}, then English). */
  readonly language: string | null;
  /** Used when the user's own language is not one of ours, e.g. the company's or the inviter's. */
  readonly fallbackLanguage?: string | null;
  /** The licence's last day (`validUntil`). */
  readonly validUntil: Date;
}

/**
 * Where the licence expiry dates come from: the users whose licence's `validUntil` falls within `[from, to)`. The
 * companies module binds its query on the licences' `valid_until` here (`CompanyExpiringLicences`).
 */
export abstract class ExpiringLicences {
  abstract endingBetween(from: Date, to: Date): Promise<readonly ExpiringLicence[]>;
}

/** Midnight UTC of `date`'s day. */
function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The licence reminder: every hour (and at start), the users whose licence ends on the UTC day
 * {@link LICENCE_REMINDER_DAYS} days from today get one e-mail, in their language, through the outbox. The outbox's
 * dedupe key `licence-expiry:<user>:<yyyy-mm-dd>` makes the mail unique per user and end date, whichever process or
 * run enqueues it first.
 */
@Injectable()
export class LicenceExpiryReminder implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LicenceReminder');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly licences: ExpiringLicences,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runGuarded(), CHECK_INTERVAL_MS);
    this.timer.unref();
    void this.runGuarded();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * Enqueues the reminders of the licences ending {@link LICENCE_REMINDER_DAYS} days after `today` (its UTC day).
   * Answers how many licences were found (each enqueued at most once, ever).
   */
  async check(today: Date = new Date()): Promise<number> {
    const from = new Date(startOfUtcDay(today).getTime() + LICENCE_REMINDER_DAYS * DAY_MS);
    const to = new Date(from.getTime() + DAY_MS);
    const expiring = await this.licences.endingBetween(from, to);
    for (const licence of expiring) {
      const language = mailLanguage(licence.language, licence.fallbackLanguage);
      const day = startOfUtcDay(licence.validUntil).toISOString().slice(0, 10);
      await this.outbox.enqueue({
        kind: 'licence-expiry',
        dedupeKey: `licence-expiry:${licence.userId}:${day}`,
        message: renderMail('licence-expiry', language, licence.email, {
          username: licence.username,
          link: `${this.config.publicUrl}/company`,
          date: licence.validUntil,
          days: LICENCE_REMINDER_DAYS,
        }),
      });
    }
    return expiring.length;
  }

  private async runGuarded(): Promise<void> {
    if (this.running !== undefined) {
      return;
    }
    this.running = this.check();
    try {
      await this.running;
    } catch (error) {
      this.logger.warn(`Could not check the licences ending in ${LICENCE_REMINDER_DAYS} days: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = undefined;
    }
  }
}
