// The admin's user routes: list, invite, impersonate.
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Redirect, Req } from '@nestjs/common';
import type { Request } from 'express';

import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { IdPipe } from '../../http/id.pipe.js';
import type { AccountView } from '../accounts/accounts.service.js';
import { authContextOf, CurrentSession, Public, Roles } from '../identity/auth.decorators.js';
import { InviteBody, type InviteInput } from '../accounts/password-reset.input.js';
import type { AuthContext } from '../identity/sessions.service.js';
import type { AdminUserView } from '../identity/admin-user-view.js';
import { AdminService } from './admin.service.js';

/** `/api/admin/**`: admins only, except the exit of an impersonation (the session then acts as a non-admin). */
@Controller('api/admin')
@Roles('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  /** Every user: id, username, email, role, createdAt (oldest first). */
  @Get('users')
  users(): Promise<AdminUserView[]> {
    return this.admin.listUsers();
  }

  /** Creates a user without a password and mails an invitation link (201, the user). */
  @Post('invite')
  invite(@CurrentSession() auth: AuthContext, @Body(new SchemaPipe(InviteBody)) input: InviteInput): Promise<AdminUserView> {
    return this.admin.invite(auth.user, input);
  }

  /** Switches the admin's session to act as the user (200, that user's account with `impersonated: true`). */
  @Post('impersonate/:userId')
  @HttpCode(HttpStatus.OK)
  impersonate(@CurrentSession() auth: AuthContext, @Param('userId', IdPipe) userId: string): Promise<AccountView> {
    return this.admin.impersonate(auth, userId);
  }

  /**
   * A plain browser link: gives an impersonating session back to its admin, then redirects to `/` (302) — in
   * every case, so that a stale link never shows an error page.
   */
  @Public()
  @Get('impersonateExit')
  @Redirect('/', HttpStatus.FOUND)
  async impersonateExit(@Req() request: Request): Promise<void> {
    await this.admin.exitImpersonation(authContextOf(request));
  }
}
