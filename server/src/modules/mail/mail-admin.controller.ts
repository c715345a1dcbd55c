// The admin's route of the mail outbox (`POST /api/admin/tools/resend-mails`).
import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';

import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { MailOutbox } from './mail-outbox.service.js';

/** The admin's tool on the outbox (admins only; audited): every pending mail due now. */
@Controller('api/admin/tools')
@Roles('admin')
export class MailAdminController {
  constructor(private readonly outbox: MailOutbox) {}

  @Post('resend-mails')
  @HttpCode(HttpStatus.OK)
  resendMails(@CurrentUser() admin: User): Promise<{ due: number }> {
    return this.outbox.resendPending(admin.id);
  }
}
