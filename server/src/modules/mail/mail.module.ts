import { Module } from '@nestjs/common';

import { LogMailer, Mailer } from './mailer.js';

/** The {@link Mailer}: {@link LogMailer} (the log, and memory) until an SMTP mailer exists. */
@Module({
  providers: [{ provide: Mailer, useClass: LogMailer }],
  exports: [Mailer],
})
export class MailModule {}
