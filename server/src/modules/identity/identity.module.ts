// The base identity module: users, sessions and API-key sign-in, the global auth guard and the ownership rule; imports no feature module.
import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { ApiKeyAuthService } from './api-key-auth.service.js';
import { AuthGuard } from './auth.guard.js';
import { SessionCookies } from './session-cookies.js';
import { SessionsService } from './sessions.service.js';
import { AdminTables } from '../common/admin-tables.js';
import { IDENTITY_ADMIN_TABLES } from './identity-admin-tables.js';

/**
 * Who is calling: sessions (`cla_session` cookie and CSRF token), API keys (`Authorization: Bearer`) and the global
 * {@link AuthGuard}: every route of every module needs a session unless marked `@Public()`; `@Roles(...)` restricts by
 * role; `@CurrentUser()` injects the user. The user and session tables live here; feature modules build on it and
 * it imports none of them (held by `test/module-layers.test.ts`).
 */
@Module({
  providers: [SessionsService, SessionCookies, ApiKeyAuthService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionsService, SessionCookies],
})
export class IdentityModule implements OnModuleInit {
  constructor(private readonly adminTables: AdminTables) {}

  /** Registers the module's tables in the admin's table view. */
  onModuleInit(): void {
    for (const table of IDENTITY_ADMIN_TABLES) this.adminTables.register(table);
  }
}
