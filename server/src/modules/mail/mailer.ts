// The mailer: hands one e-mail to its transport (SMTP when configured, else the log).
import { Injectable, Logger } from '@nestjs/common';

/** One e-mail, in one language, as plain text and HTML. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  /** Plain text. */
  readonly text: string;
  /** The same content as HTML (every interpolated value escaped). */
  readonly html: string;
  /** The language it is written in (`Content-Language`), e.g. `fr`. */
  readonly language: string;
}

/**
 * Hands one e-mail to its transport, now: {@link SmtpMailer} when `SMTP_URL` is set, {@link LogMailer} otherwise
 * (`MailModule` chooses). Services do not call it: they enqueue through `MailOutbox`, whose dispatcher calls it and
 * retries when it throws.
 */
export abstract class Mailer {
  /** @throws when the transport refuses or cannot be reached (the outbox tries again later) */
  abstract send(message: MailMessage): Promise<void>;
}

/** How many sent messages {@link LogMailer} keeps in memory. */
export const KEPT_MESSAGES = 50;

/**
 * The mailer without `SMTP_URL`: writes each message (its text, links included) to the server log, so that an
 * operator can pass a link on, and keeps the last {@link KEPT_MESSAGES} in memory for the tests. Links in the log
 * are secrets for their lifetime: fine for a single-team instance; set `SMTP_URL` for anything wider.
 */
@Injectable()
export class LogMailer extends Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly kept: MailMessage[] = [];

  /** The last messages, oldest first. */
  get sent(): readonly MailMessage[] {
    return this.kept;
  }

  send(message: MailMessage): Promise<void> {
    this.kept.push(message);
    if (this.kept.length > KEPT_MESSAGES) {
      this.kept.shift();
    }
    this.logger.log(`To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`);
    return Promise.resolve();
  }
}
