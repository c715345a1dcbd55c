// The accounts routes: register, sign in and out, who am I, profile, password change.
import type { ChangePasswordInput, LoginInput, ProfileInput, RegisterInput } from '@cla/domain/api';
import { ChangePasswordBody, LoginBody, ProfileBody, RegisterBody } from '@cla/domain/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { type AccountView, AccountsService } from './accounts.service.js';
import { authContextOf, CurrentSession, CurrentUser, Public } from '../identity/auth.decorators.js';
import { SessionCookies } from '../identity/session-cookies.js';
import { SessionsService, type AuthContext } from '../identity/sessions.service.js';
import type { User } from '../identity/user.entity.js';

/** Accounts and sessions: `/api/register`, `/api/login`, `/api/logout`, `/api/whoami`, `/api/change-password`, `/api/profile`. */
@Controller('api')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly cookies: SessionCookies,
  ) {}

  /** Creates an account and signs it in (201, the account; session and CSRF cookies). */
  @Public()
  @Post('register')
  async register(
    @Body(new SchemaPipe(RegisterBody)) input: RegisterInput,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountView> {
    const { account, token } = await this.accounts.register(input);
    await this.endCurrentSession(request);
    this.cookies.set(response, token);
    return account;
  }

  /** Signs in with an e-mail or a username (200, the account; session and CSRF cookies). */
  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body(new SchemaPipe(LoginBody)) input: LoginInput,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountView> {
    const { account, token } = await this.accounts.login(input, request.ip ?? request.socket.remoteAddress ?? '');
    await this.endCurrentSession(request);
    this.cookies.set(response, token);
    return account;
  }

  /** Ends the current session, if any, and clears the cookies (204; idempotent). */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.endCurrentSession(request);
    this.cookies.clear(response);
  }

  /** The signed-in account (200), refreshing the `XSRF-TOKEN` cookie; 401 when nobody is signed in. */
  @Get('whoami')
  async whoami(@CurrentSession() auth: AuthContext, @Res({ passthrough: true }) response: Response): Promise<AccountView> {
    this.cookies.setXsrf(response, auth.xsrfToken);
    return this.accounts.whoami(auth.user.id, auth.impersonatorId !== null);
  }

  /** Changes the password and ends every other session of the user (204). */
  @Post('change-password')
  @HttpCode(HttpStatus.NO_CONTENT)
  async changePassword(
    @CurrentSession() auth: AuthContext,
    @Body(new SchemaPipe(ChangePasswordBody)) input: ChangePasswordInput,
  ): Promise<void> {
    await this.accounts.changePassword(auth.user.id, auth.sessionId, input);
  }

  /** Changes the profile's systemOfUnits, displayMode and language (200, the account). */
  @Patch('profile')
  updateProfile(@CurrentUser() user: User, @Body(new SchemaPipe(ProfileBody)) input: ProfileInput): Promise<AccountView> {
    return this.accounts.updateProfile(user.id, input);
  }

  /** Signing in (again) or out replaces the session the browser had, if any. */
  private async endCurrentSession(request: Request): Promise<void> {
    const auth = authContextOf(request);
    if (auth !== undefined) {
      await this.sessions.delete(auth.sessionId);
    }
  }
}
