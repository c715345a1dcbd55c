import { Injectable, Logger } from '@nestjs/common';

/** One e-mail. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  /** Plain text. */
  readonly text: string;
}

/**
 * Sends e-mails. Inject this class; the provider chooses the implementation. Today the only one is
 * {@link LogMailer} (no SMTP server here); an SMTP mailer (e.g. nodemailer with `SMTP_URL`) can take its place
 * in `MailModule` without touching the callers.
 */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

/** How many sent messages {@link LogMailer} keeps in memory. */
export const KEPT_MESSAGES = 50;

/**
 * The default mailer: writes each message, links included, to the server log (so an operator can pass a
 * reset link on), and keeps the last {@link KEPT_MESSAGES} in memory for the tests. Links in the log are
 * secrets for their lifetime: fine for a single-team instance, replace it with SMTP for anything wider.
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
