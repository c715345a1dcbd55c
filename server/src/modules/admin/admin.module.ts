// The admin module: users, invitations and impersonation, audited.
import { Module } from '@nestjs/common';

import { AccountsModule } from '../accounts/accounts.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

/** The admin's API: users, invitations, impersonation, with the `admin_audit` trail. */
@Module({
  imports: [AccountsModule, IdentityModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
