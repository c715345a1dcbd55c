// The routes of sections and shared sections.
import type { Section, SharedSection, ShareTokenResponse } from '@cla/domain/api';
import {
  CopySectionBody,
  CreateSectionBody,
  type CreateSectionInput,
  DuplicateSectionBody,
  IfMatchHeader,
  PatchSectionBody,
  type PatchSectionInput,
  RenameSectionBody,
  SectionListQuery,
} from '@cla/domain/contracts';
import { Body, Controller, Delete, Get, Headers, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';

import { IdPipe } from '../../http/id.pipe.js';
import { HeaderPipe, ParamPipe, SchemaPipe } from '../../http/schema/schema.pipe.js';
import { ShareTokenParam } from '../common/share-token.js';
import { ApiKeyAllowed, CurrentUser, Public } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { answerOwnerView, answerSharedView } from './section-etag.js';
import { SectionsService } from './sections.service.js';
import { nextLink } from '../../database/byte-pages.js';

const IF_MATCH = new HeaderPipe('If-Match', IfMatchHeader);

/** Sections (`/api/section…`) and shared sections (`/api/section/share/{token}`). */
@Controller('api/section')
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  /**
   * The sections of a project: `GET /api/section?project={id}[&offset=N]`, by name, a page of at most about 2 M
   * characters of stored data at a time; `Link: <…&offset=N>; rel="next"` names the next page.
   */
  @ApiKeyAllowed()
  @Get()
  async list(
    @CurrentUser() user: User,
    @Query(new SchemaPipe(SectionListQuery)) query: { project: string; offset?: number },
    @Res({ passthrough: true }) response: Response,
  ): Promise<Section[]> {
    const { sections, page } = await this.sections.listOfProject(user, query.project, query.offset);
    const link = nextLink('/api/section', page, { project: query.project });
    if (link !== undefined) {
      response.setHeader('Link', link);
    }
    return sections;
  }

  /** A shared section, for anybody with the link (read-only); its `ETag` is the link's view's, never the owner's. */
  @Public()
  @Get('share/:token')
  async shared(@Param('token', new ParamPipe(ShareTokenParam)) token: string, @Res({ passthrough: true }) response: Response): Promise<SharedSection> {
    return answerSharedView(response, await this.sections.shared(token));
  }

  /** Copies a shared section into one of the caller's projects (201, the new section). */
  @Post('share/:token/copy')
  copyShared(
    @CurrentUser() user: User,
    @Param('token', new ParamPipe(ShareTokenParam)) token: string,
    @Body(new SchemaPipe(CopySectionBody)) input: { project: string },
  ): Promise<Section> {
    return this.sections.copyShared(user, token, input.project);
  }

  /** One section; `ETag` is its version (`"7"`, `"7.Xy3…"` while shared), for `If-Match` on a later PATCH. */
  @ApiKeyAllowed()
  @Get(':id')
  async get(@CurrentUser() user: User, @Param('id', IdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<Section> {
    return answerOwnerView(response, await this.sections.get(user, id));
  }

  /** Creates a section in one of the caller's projects (201). */
  @Post()
  create(@CurrentUser() user: User, @Body(new SchemaPipe(CreateSectionBody)) input: CreateSectionInput): Promise<Section> {
    return this.sections.create(user, input);
  }

  /**
   * Saves a section: edited from the body's `version` (409 when stale) or from the `If-Match` ETag (412), else the
   * last write wins. Answers the new `ETag`.
   */
  @Patch(':id')
  async patch(
    @CurrentUser() user: User,
    @Param('id', IdPipe) id: string,
    @Body(new SchemaPipe(PatchSectionBody)) input: PatchSectionInput,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Section> {
    return answerOwnerView(response, await this.sections.patch(user, id, input, IF_MATCH.transform(ifMatch)));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.sections.delete(user, id);
  }

  @Patch('rename/:id')
  rename(@CurrentUser() user: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(RenameSectionBody)) input: { name: string }): Promise<Section> {
    return this.sections.rename(user, id, input.name);
  }

  /** Copies a section into the same (default) or another of the caller's projects (201). */
  @Post(':id/duplicate')
  duplicate(
    @CurrentUser() user: User,
    @Param('id', IdPipe) id: string,
    @Body(new SchemaPipe(DuplicateSectionBody)) input: { project?: string; name?: string },
  ): Promise<Section> {
    return this.sections.duplicate(user, id, input);
  }

  /** Stops sharing the section: its link no longer opens it (a later share gives a new link). */
  @Delete('share-token/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  unshare(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.sections.revokeShareToken(user, id);
  }

  /** The section's share token, created on the first call. */
  @Patch('create-share-token/:id')
  shareToken(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<ShareTokenResponse> {
    return this.sections.shareToken(user, id);
  }
}
