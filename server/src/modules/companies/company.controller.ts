// The caller's company routes: members, invitations, joining by link.
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';

import { IdPipe } from '../../http/id.pipe.js';
import { ParamPipe, SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Public } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { ShareTokenParam } from '../common/share-token.js';
import type { CompanyInviteInput, CompanyMemberInput } from '@cla/domain/api';
import { CompanyInviteBody, CompanyMemberBody } from '@cla/domain/contracts';
import { CompanyMembersService, type InvitationPreview, type InvitationView, type MemberView } from './company-members.service.js';
import type { UserCompanyView } from './company-views.js';

/**
 * The caller's company: `GET /api/user-company` for every member; `/api/company/**` (members and invitations) for its
 * managers and the app admins who belong to it (others 403); the invitation link `/api/company-invitation/{token}`.
 */
@Controller('api')
export class CompanyController {
  constructor(private readonly members: CompanyMembersService) {}

  /** The caller's company with its licence, or `{ company: null }`. */
  @Get('user-company')
  async userCompany(@CurrentUser() user: User): Promise<{ company: UserCompanyView | null }> {
    return { company: await this.members.userCompany(user) };
  }

  @Get('company/users')
  list(@CurrentUser() user: User): Promise<MemberView[]> {
    return this.members.members(user);
  }

  /** Invites a person by e-mail (201, the invitation). */
  @Post('company/users')
  invite(@CurrentUser() user: User, @Body(new SchemaPipe(CompanyInviteBody)) input: CompanyInviteInput): Promise<InvitationView> {
    return this.members.invite(user, input);
  }

  @Patch('company/users/:id')
  changeRole(@CurrentUser() user: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(CompanyMemberBody)) input: CompanyMemberInput): Promise<MemberView> {
    return this.members.changeRole(user, id, input.role);
  }

  @Delete('company/users/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.members.remove(user, id);
  }

  @Get('company/invitations')
  invitations(@CurrentUser() user: User): Promise<InvitationView[]> {
    return this.members.invitations(user);
  }

  @Post('company/invitations/:id/resend')
  @HttpCode(HttpStatus.OK)
  resend(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<InvitationView> {
    return this.members.resend(user, id);
  }

  @Delete('company/invitations/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  revoke(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.members.revoke(user, id);
  }

  /** What an invitation link offers (anybody holding the link). */
  @Public()
  @Get('company-invitation/:token')
  preview(@Param('token', new ParamPipe(ShareTokenParam)) token: string): Promise<InvitationPreview> {
    return this.members.preview(token);
  }

  /** The signed-in user joins the company of the invitation (200, the company). */
  @Post('company-invitation/:token/accept')
  @HttpCode(HttpStatus.OK)
  async accept(@CurrentUser() user: User, @Param('token', new ParamPipe(ShareTokenParam)) token: string): Promise<{ company: UserCompanyView }> {
    return { company: await this.members.accept(user, token) };
  }
}
