import { SettingsModule } from '../settings/settings.module.js';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { ApiKeyRateLimitGuard } from '../rate-limit/api-key-rate-limit.guard.js';
import { ApiThrottlerGuard } from '../rate-limit/api-throttler.guard.js';
import { DemoProjectModule } from '../demo-project/demo-project.module.js';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { AuthGuard } from './auth.guard.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCookies } from './session-cookies.js';
import { SessionsService } from './sessions.service.js';

/**
 * Accounts and sessions, and the global {@link AuthGuard}: every route of every module needs a session
 * unless marked `@Public()`; `@Roles(...)` restricts by role; `@CurrentUser()` injects the user.
 */
@Module({
  imports: [MailModule, DemoProjectModule, ApiKeysModule, SettingsModule],
  controllers: [AccountsController, PasswordResetController],
  providers: [
    AccountsService,
    PasswordResetService,
    SessionsService,
    LoginThrottleService,
    SessionCookies,
    { provide: APP_GUARD, useClass: AuthGuard },
    // After AuthGuard, so that the API rate limit counts per signed-in user.
    { provide: APP_GUARD, useClass: ApiThrottlerGuard },
    { provide: APP_GUARD, useClass: ApiKeyRateLimitGuard },
  ],
  exports: [SessionsService, AccountsService, PasswordResetService],
})
export class AccountsModule {}
