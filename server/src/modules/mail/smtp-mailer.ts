// Sends e-mails over SMTP (nodemailer).
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';

import type { MailConfig } from '../../config/index.js';
import { Mailer, type MailMessage } from './mailer.js';

/** Seconds to wait for the SMTP server to connect, greet and answer before the attempt fails (and is retried). */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * Sends through the SMTP server of `SMTP_URL` with nodemailer (the maintained SMTP client for Node: STARTTLS,
 * `smtps://`, authentication, MIME multipart/alternative and header encoding are its job, not ours). One message per
 * connection; the outbox sends one mail at a time, so a pool would buy nothing.
 */
@Injectable()
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(private readonly config: MailConfig) {
    super();
    this.transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    const url = new URL(config.smtpUrl);
    new Logger('Mailer').log(`E-mails go through SMTP at ${url.hostname}${url.port === '' ? '' : `:${url.port}`}`);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.language },
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
