// The accounts feature: registration, sign-in and out, the profile and password resets (`/api/register`, `/api/login`, `/api/me`…).
import { Module, type OnModuleInit } from '@nestjs/common';

import { CompaniesModule } from '../companies/companies.module.js';
import { DemoProjectModule } from '../demo-project/demo-project.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { UsersAdminController } from './users-admin.controller.js';
import { UsersAdminService } from './users-admin.service.js';
import { AdminTables } from '../common/admin-tables.js';
import { ACCOUNTS_ADMIN_TABLES } from './accounts-admin-tables.js';

/**
 * Accounts: registration (with the demo project), sign-in and out with the login throttle, the profile, password
 * changes and resets by e-mail, and the admin's routes on users (`users-admin.controller.ts`). Sessions, the auth
 * guard and the user table are the identity module's; a user's company and licence are the companies module's.
 */
@Module({
  imports: [IdentityModule, MailModule, DemoProjectModule, SettingsModule, CompaniesModule],
  controllers: [AccountsController, PasswordResetController, UsersAdminController],
  providers: [AccountsService, PasswordResetService, LoginThrottleService, UsersAdminService],
  exports: [AccountsService, PasswordResetService],
})
export class AccountsModule implements OnModuleInit {
  constructor(private readonly adminTables: AdminTables) {}

  /** Registers the module's tables in the admin's table view. */
  onModuleInit(): void {
    for (const table of ACCOUNTS_ADMIN_TABLES) this.adminTables.register(table);
  }
}
