// The mail_outbox table: one e-mail waiting to be sent, or sent.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * One e-mail waiting to be sent, or sent (`mail_outbox`). The dispatcher claims a due row by a conditional update
 * of `claimedUntil` (so two processes never send the same row), sends it, then sets `sentAt` — or, on failure,
 * `nextAttemptAt` later (backoff) and `lastError`, and `failedAt` after the last attempt. Once sent or given up,
 * `text` and `html` are emptied: they may hold a link's secret token.
 */
export const MailOutboxSchema = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  indexes: [{ properties: ['nextAttemptAt'], name: 'mail_outbox_next_attempt_at_index' }],
  uniques: [{ properties: ['dedupeKey'], name: 'mail_outbox_dedupe_key_unique' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    /** What the mail is: `invite`, `password-reset`, `licence-expiry`. */
    kind: p.string().length(40),
    recipient: p.string().length(254),
    /** The language the mail is written in (`Content-Language`). */
    language: p.string().length(10),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text(),
    /** Set for mails that must be enqueued once (e.g. `licence-expiry:<user>:<date>`): a second enqueue is ignored. */
    dedupeKey: p.string().length(200).nullable(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime(),
    claimedUntil: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
    lastError: p.string().length(500).nullable(),
    createdAt: p.datetime(),
  }),
});

/** A `mail_outbox` row. */
export type MailOutboxRow = InferEntity<typeof MailOutboxSchema>;
