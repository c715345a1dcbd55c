import type { LegacyProjectData } from '@cla/domain';
import type { LegacyProject, SharedLegacyProject, ShareTokenResponse } from '@cla/domain/api';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';

import { IdPipe } from '../../http/id.pipe.js';
import { ParamPipe, SchemaPipe } from '../../http/schema/schema.pipe.js';
import { ApiKeyAllowed, CurrentUser, Public } from '../accounts/auth.decorators.js';
import type { User } from '../accounts/user.entity.js';
import { ShareTokenParam } from '../sections/sections.input.js';
import { CreateLegacyProjectBody, type LegacyProjectInput, PatchLegacyProjectBody } from './legacy-projects.input.js';
import { LegacyProjectsService } from './legacy-projects.service.js';

/**
 * Legacy projects: `/api/projects`, `/api/project[/{id}]`, `/api/create-share-token/{id}` and `/api/share-token/{id}`
 * (start and stop sharing, as a section's `/api/section/create-share-token/{id}` and `/api/section/share-token/{id}`), and shared ones
 * (`/api/project/share/{token}[/copy]`, the same token rules as shared sections).
 */
@Controller('api')
export class LegacyProjectsController {
  constructor(private readonly projects: LegacyProjectsService) {}

  @ApiKeyAllowed()
  @Get('projects')
  list(@CurrentUser() user: User): Promise<LegacyProject[]> {
    return this.projects.list(user);
  }

  /** A shared legacy project, for anybody with the link (read-only: no owner, folder or token). */
  @Public()
  @Get('project/share/:token')
  shared(@Param('token', new ParamPipe(ShareTokenParam)) token: string): Promise<SharedLegacyProject> {
    return this.projects.shared(token);
  }

  /** Copies a shared legacy project into the caller's projects (201, the copy, at the top level). */
  @Post('project/share/:token/copy')
  copyShared(@CurrentUser() user: User, @Param('token', new ParamPipe(ShareTokenParam)) token: string): Promise<LegacyProject> {
    return this.projects.copyShared(user, token);
  }

  @ApiKeyAllowed()
  @Get('project/:id')
  get(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<LegacyProject> {
    return this.projects.get(user, id);
  }

  /** Creates a project (201); undoing a delete re-posts the project. */
  @Post('project')
  create(
    @CurrentUser() user: User,
    @Body(new SchemaPipe(CreateLegacyProjectBody)) input: LegacyProjectInput & { data: LegacyProjectData },
  ): Promise<LegacyProject> {
    return this.projects.create(user, input);
  }

  @Patch('project/:id')
  patch(
    @CurrentUser() user: User,
    @Param('id', IdPipe) id: string,
    @Body(new SchemaPipe(PatchLegacyProjectBody)) input: LegacyProjectInput,
  ): Promise<LegacyProject> {
    return this.projects.patch(user, id, input);
  }

  /** Marks the project deleted (204). */
  @Delete('project/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.projects.delete(user, id);
  }

  /** The project's share token, created on the first call. */
  @Patch('create-share-token/:id')
  shareToken(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<ShareTokenResponse> {
    return this.projects.shareToken(user, id);
  }

  /** Stops sharing the project: its link no longer opens it (a later share gives a new link). */
  @Delete('share-token/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  unshare(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.projects.revokeShareToken(user, id);
  }
}
