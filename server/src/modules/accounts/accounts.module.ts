// The accounts feature: registration, sign-in and out, the profile and password resets (`/api/register`, `/api/login`, `/api/me`…).
import { Module } from '@nestjs/common';

import { DemoProjectModule } from '../demo-project/demo-project.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';

/**
 * Accounts: registration (with the demo project), sign-in and out with the login throttle, the profile, password
 * changes and resets by e-mail. Sessions, the auth guard and the user table are the identity module's.
 */
@Module({
  imports: [IdentityModule, MailModule, DemoProjectModule, SettingsModule],
  controllers: [AccountsController, PasswordResetController],
  providers: [AccountsService, PasswordResetService, LoginThrottleService],
  exports: [AccountsService, PasswordResetService],
})
export class AccountsModule {}
