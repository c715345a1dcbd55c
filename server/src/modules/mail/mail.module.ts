// The mail module: the outbox, the mailer (SMTP or the log) and the reminders.
import { Logger, Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { MailAdminController } from './mail-admin.controller.js';
import { MailOutbox } from './mail-outbox.service.js';
import { LogMailer, Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

function createMailer(config: AppConfig): Mailer {
  if (config.mail.smtpUrl === '') {
    return new LogMailer();
  }
  if (config.publicUrl === '') {
    new Logger('Mailer').warn('SMTP_URL is set but PUBLIC_URL is not: the links of e-mails are paths without a host; set PUBLIC_URL');
  }
  return new SmtpMailer(config.mail);
}

/**
 * E-mail: the {@link Mailer} (SMTP with `SMTP_URL`, else the log), the {@link MailOutbox} every service enqueues
 * through, and the admin's resend of pending mails ({@link MailAdminController}). The licence reminder
 * (`LicenceExpiryReminder`, in this folder) is provided by the companies module, which knows the licences' end dates.
 */
@Module({
  controllers: [MailAdminController],
  providers: [
    { provide: Mailer, inject: [APP_CONFIG], useFactory: createMailer },
    MailOutbox,
  ],
  exports: [Mailer, MailOutbox],
})
export class MailModule {}
