import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { AuthGuard } from './auth.guard.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionCookies } from './session-cookies.js';
import { SessionsService } from './sessions.service.js';

/**
 * Accounts and sessions, and the global {@link AuthGuard}: every route of every module needs a session
 * unless marked `@Public()`; `@Roles(...)` restricts by role; `@CurrentUser()` injects the user.
 */
@Module({
  controllers: [AccountsController],
  providers: [
    AccountsService,
    SessionsService,
    LoginThrottleService,
    SessionCookies,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionsService],
})
export class AccountsModule {}
