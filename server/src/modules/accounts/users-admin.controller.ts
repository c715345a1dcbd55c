// The admin's routes on users: list, invite, impersonate, change, set a password, end sessions.
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Redirect, Req } from '@nestjs/common';
import type { Request } from 'express';

import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { IdPipe } from '../../http/id.pipe.js';
import type { AccountView } from './accounts.service.js';
import { authContextOf, CurrentSession, CurrentUser, Public, Roles } from '../identity/auth.decorators.js';
import type { AdminPasswordInput, InviteInput } from '@cla/domain/api';
import { AdminPasswordBody, InviteBody } from '@cla/domain/contracts';
import type { AuthContext } from '../identity/sessions.service.js';
import type { User } from '../identity/user.entity.js';
import type { AdminUserView } from '../identity/admin-user-view.js';
import { AdminUsersService } from '../companies/admin-users.service.js';
import type { PatchUserInput } from '@cla/domain/api';
import { PatchUserBody } from '@cla/domain/contracts';
import { UsersAdminService } from './users-admin.service.js';

/**
 * `/api/admin/users/**`, `/api/admin/invite` and `/api/admin/impersonate*`: admins only (401 anonymous, 403 others),
 * every change audited, except the exit of an impersonation (the session then acts as a non-admin). A user's company,
 * company role and licence are the companies module's to check ({@link AdminUsersService}).
 */
@Controller('api/admin')
@Roles('admin')
export class UsersAdminController {
  constructor(
    private readonly admin: UsersAdminService,
    private readonly memberships: AdminUsersService,
  ) {}

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

  /** Changes a user's role, company and company role, own licence, or activation. */
  @Patch('users/:id')
  updateUser(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(PatchUserBody)) input: PatchUserInput): Promise<AdminUserView> {
    return this.memberships.update(admin.id, id, input);
  }

  @Post('users/:id/password')
  @HttpCode(HttpStatus.NO_CONTENT)
  setPassword(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(AdminPasswordBody)) input: AdminPasswordInput): Promise<void> {
    return this.admin.setPassword(admin.id, id, input);
  }

  @Post('users/:id/end-sessions')
  @HttpCode(HttpStatus.OK)
  endSessions(@CurrentUser() admin: User, @Param('id', IdPipe) id: string): Promise<{ ended: number }> {
    return this.admin.endSessions(admin.id, id);
  }
}
