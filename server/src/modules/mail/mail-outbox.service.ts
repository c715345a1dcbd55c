// The mail outbox: e-mails queued in the database and sent with retries.
import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { audit, INSTANCE } from '../admin-audit/admin-audit.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import type { MailKind } from './mail-catalogue.js';
import { type MailOutboxRow, MailOutboxSchema } from './mail-outbox.entity.js';
import { Mailer, type MailMessage } from './mailer.js';

/** How often each process looks for due mails (besides right after it enqueues one). */
export const OUTBOX_POLL_MS = 15_000;
/** How long a claimed mail is reserved for the process sending it; a crash mid-send frees it after that. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
/** Attempts before a mail is given up (the tenth about 3 hours after the first). */
export const OUTBOX_MAX_ATTEMPTS = 10;
/** Sent and given-up rows are deleted after this many days. */
export const OUTBOX_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Mails claimed per query. */
const BATCH = 20;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, … doubling, at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** A mail to enqueue. */
export interface OutgoingMail {
  readonly kind: MailKind;
  readonly message: MailMessage;
  /** A mail with a key is enqueued once: a second enqueue with the same key (from any process) is ignored. */
  readonly dedupeKey?: string;
}

/** The outbox row of a mail enqueued `now`: due at once, never tried. */
export function outboxRow(mail: OutgoingMail, now: Date): MailOutboxRow {
  return {
    id: uuidv7(),
    kind: mail.kind,
    recipient: mail.message.to,
    language: mail.message.language,
    subject: mail.message.subject.slice(0, 300),
    text: mail.message.text,
    html: mail.message.html,
    dedupeKey: mail.dedupeKey ?? null,
    attempts: 0,
    nextAttemptAt: now,
    claimedUntil: null,
    sentAt: null,
    failedAt: null,
    lastError: null,
    createdAt: now,
  };
}

/**
 * Every e-mail goes through the `mail_outbox` table: {@link enqueue} writes the row (so the mail survives a
 * restart) and wakes the dispatcher, which also looks every {@link OUTBOX_POLL_MS}. The dispatcher claims a due row
 * with one conditional `UPDATE … WHERE id = ? AND attempts = ? AND sent_at IS NULL AND (claimed_until IS NULL OR
 * claimed_until < now)` — atomic on both databases, so of two processes sharing one PostgreSQL exactly one sends it —
 * then hands it to the {@link Mailer}. A failure is retried after {@link retryDelayMs}; after
 * {@link OUTBOX_MAX_ATTEMPTS} the mail is given up and logged as an error. Once sent or given up, the row's text and
 * HTML are emptied (they may hold a link's token).
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private timer: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    @Optional() private readonly metrics?: AppMetrics,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), OUTBOX_POLL_MS);
    this.timer.unref();
    this.pruner = setInterval(() => void this.prune(), DAY_MS);
    this.pruner.unref();
    void this.prune();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.pruner);
    await this.idle();
  }

  /** Writes a mail to the outbox and wakes the dispatcher. Resolves once the row is stored (not sent). */
  async enqueue(mail: OutgoingMail): Promise<void> {
    const row = outboxRow(mail, new Date());
    const em = this.em.fork();
    if (mail.dedupeKey === undefined) {
      await em.insert(MailOutboxSchema, row);
    } else {
      await em.upsert(MailOutboxSchema, row, { onConflictFields: ['dedupeKey'], onConflictAction: 'ignore' });
    }
    this.wake();
  }

  /** Resolves when the dispatcher has nothing left to do for now (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.running !== undefined) {
      await this.running;
    }
  }

  /** The admin's `POST /api/admin/tools/resend-mails`: every mail not yet sent (nor given up) due now, audited; how many. */
  async resendPending(adminId: string): Promise<{ due: number }> {
    const due = await this.em.fork().transactional(async (em) => {
      const count = await em.nativeUpdate(MailOutboxSchema, { sentAt: null, failedAt: null }, { nextAttemptAt: new Date(), claimedUntil: null });
      audit(em, adminId, 'mail-resend', { type: 'mail', id: INSTANCE }, { due: count });
      return count;
    });
    this.wake();
    return { due };
  }

  /** What the admin's dashboard counts: mails neither sent nor given up, and mails given up. */
  async counts(): Promise<{ pending: number; failed: number }> {
    const em = this.em.fork();
    const [pending, failed] = await Promise.all([em.count(MailOutboxSchema, { sentAt: null, failedAt: null }), em.count(MailOutboxSchema, { failedAt: { $ne: null } })]);
    return { pending, failed };
  }

  /** Starts a dispatch round, or asks the running one for another round. */
  wake(): void {
    if (this.stopped) {
      return;
    }
    if (this.running !== undefined) {
      this.again = true;
      return;
    }
    this.running = this.dispatch().finally(() => {
      this.running = undefined;
    });
  }

  private async dispatch(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.deliverDue()) > 0) {
          // Until no due mail is left.
        }
      } catch (error) {
        this.logger.warn(`Could not read the mail outbox: ${error instanceof Error ? error.message : String(error)}`);
      }
    } while (this.again && !this.stopped);
  }

  /** Claims and sends the due mails of one batch; answers how many were claimed. */
  async deliverDue(): Promise<number> {
    const em = this.em.fork();
    const now = new Date();
    const due = {
      sentAt: null,
      failedAt: null,
      nextAttemptAt: { $lte: now },
      $or: [{ claimedUntil: null }, { claimedUntil: { $lt: now } }],
    };
    const rows = await em.find(MailOutboxSchema, due, { orderBy: { nextAttemptAt: 'asc', id: 'asc' }, limit: BATCH });
    let claimed = 0;
    for (const row of rows) {
      if (this.stopped) {
        break;
      }
      const attempts = row.attempts + 1;
      const won = await em.nativeUpdate(
        MailOutboxSchema,
        { ...due, id: row.id, attempts: row.attempts },
        { claimedUntil: new Date(Date.now() + OUTBOX_LEASE_MS), attempts },
      );
      if (won !== 1) {
        continue; // another process took it
      }
      claimed += 1;
      await this.send(em, { ...row, attempts });
    }
    return claimed;
  }

  private async send(em: EntityManager, row: { id: string; kind: string; recipient: string; language: string; subject: string; text: string; html: string; attempts: number }): Promise<void> {
    try {
      await this.mailer.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html, language: row.language });
      await em.nativeUpdate(MailOutboxSchema, { id: row.id }, { sentAt: new Date(), claimedUntil: null, text: '', html: '', lastError: null });
      this.metrics?.mails.inc({ kind: row.kind, outcome: 'sent' });
    } catch (error) {
      this.metrics?.mails.inc({ kind: row.kind, outcome: row.attempts >= OUTBOX_MAX_ATTEMPTS ? 'given-up' : 'failed' });
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (row.attempts >= OUTBOX_MAX_ATTEMPTS) {
        this.logger.error(`Gave up the ${row.kind} e-mail to ${row.recipient} after ${row.attempts} attempts: ${reason}`);
        await em.nativeUpdate(MailOutboxSchema, { id: row.id }, { failedAt: new Date(), claimedUntil: null, text: '', html: '', lastError: reason });
        return;
      }
      const delay = retryDelayMs(row.attempts);
      this.logger.warn(`The ${row.kind} e-mail to ${row.recipient} failed (attempt ${row.attempts}), next try in ${Math.round(delay / 1000)} s: ${reason}`);
      await em.nativeUpdate(MailOutboxSchema, { id: row.id }, { nextAttemptAt: new Date(Date.now() + delay), claimedUntil: null, lastError: reason });
    }
  }

  private async prune(): Promise<void> {
    try {
      const before = new Date(Date.now() - OUTBOX_RETENTION_DAYS * DAY_MS);
      await this.em.fork().nativeDelete(MailOutboxSchema, { $or: [{ sentAt: { $lt: before } }, { failedAt: { $lt: before } }] });
    } catch (error) {
      this.logger.warn(`Could not prune the mail outbox: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
