// The routes of forgotten passwords and invitation links.
import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { Request } from 'express';

import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { Public } from '../identity/auth.decorators.js';
import type { PasswordRequestInput, TokenPasswordInput } from '@cla/domain/api';
import { PasswordRequestBody, TokenPasswordBody } from '@cla/domain/contracts';
import { PasswordResetService } from './password-reset.service.js';

/** Forgotten passwords and invitations: `/api/password-request`, `/api/password-reset`, `/api/confirm-invite`. */
@Controller('api')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** Mails a reset link when the address has an account; 204 in every case (429 beyond the limits). */
  @Public()
  @Post('password-request')
  @HttpCode(HttpStatus.NO_CONTENT)
  async request(@Body(new SchemaPipe(PasswordRequestBody)) input: PasswordRequestInput, @Req() request: Request): Promise<void> {
    await this.resets.request(input.email, request.ip ?? request.socket.remoteAddress ?? '');
  }

  /** Sets a new password with a reset link's token; every session of the user ends (204). */
  @Public()
  @Post('password-reset')
  @HttpCode(HttpStatus.NO_CONTENT)
  async reset(@Body(new SchemaPipe(TokenPasswordBody)) input: TokenPasswordInput): Promise<void> {
    await this.resets.resetPassword(input);
  }

  /** Sets an invited user's first password with the invitation's token (204). */
  @Public()
  @Post('confirm-invite')
  @HttpCode(HttpStatus.NO_CONTENT)
  async confirmInvite(@Body(new SchemaPipe(TokenPasswordBody)) input: TokenPasswordInput): Promise<void> {
    await this.resets.confirmInvite(input);
  }
}
