// The routes of legacy projects and their share links.
import type { LegacyProjectData } from '@cla/domain';
import type { LegacyListQuery, LegacyProject, SharedLegacyProject, ShareTokenResponse } from '@cla/domain/api';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CreateLegacyProjectBody, LegacyListQuery as LegacyListSchema, type LegacyProjectInput, PatchLegacyProjectBody } from '@cla/domain/contracts';

import { nextLink } from '../../database/byte-pages.js';
import { IdPipe } from '../../http/id.pipe.js';
import { ParamPipe, SchemaPipe } from '../../http/schema/schema.pipe.js';
import { ApiKeyAllowed, CurrentUser, Public } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { ShareTokenParam } from '../common/share-token.js';
import { LegacyProjectsService } from './legacy-projects.service.js';

/**
 * Legacy projects: `/api/projects`, `/api/project[/{id}]`, `/api/create-share-token/{id}` and `/api/share-token/{id}`
 * (start and stop sharing, as a section's `/api/section/create-share-token/{id}` and `/api/section/share-token/{id}`), and shared ones
 * (`/api/project/share/{token}[/copy]`, the same token rules as shared sections).
 */
@Controller('api')
export class LegacyProjectsController {
  constructor(private readonly projects: LegacyProjectsService) {}

  /**
   * The caller's projects, by name, a page of at most about 2 M characters of data at a time:
   * `GET /api/projects[?offset=N]`; `Link: </api/projects?offset=N>; rel="next"` names the next page.
   */
  @ApiKeyAllowed()
  @Get('projects')
  async list(@CurrentUser() user: User, @Query(new SchemaPipe(LegacyListSchema)) query: LegacyListQuery, @Res({ passthrough: true }) response: Response): Promise<LegacyProject[]> {
    const { projects, page } = await this.projects.list(user, query.offset);
    const link = nextLink('/api/projects', page);
    if (link !== undefined) {
      response.setHeader('Link', link);
    }
    return projects;
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
