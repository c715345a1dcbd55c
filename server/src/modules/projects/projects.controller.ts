// The routes of projects (v2), their files and picture.
import { createReadStream } from 'node:fs';

import type { Project2, UploadFileResponse, UploadPictureResponse } from '@cla/domain/api';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { CreateProjectBody, PatchProjectBody, type ProjectPatch } from '@cla/domain/contracts';

import { fieldIssue, ValidationError } from '../../errors/domain-error.js';
import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { ApiKeyAllowed, CurrentUser } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { ProjectsService, type Upload } from './projects.service.js';
import { withoutUnsafeCharacters } from '../../http/file-names.js';

/** Projects (v2): `/api/project2`, `/api/project2/{id}`, its files and picture. */
@Controller('api/project2')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  /** The caller's projects with their files and section summaries, by name. */
  @ApiKeyAllowed()
  @Get()
  list(@CurrentUser() user: User): Promise<Project2[]> {
    return this.projects.list(user);
  }

  /** Creates an empty project (201). */
  @Post()
  create(@CurrentUser() user: User, @Body(new SchemaPipe(CreateProjectBody)) input: { name: string; folder: string | null }): Promise<Project2> {
    return this.projects.create(user, input);
  }

  @ApiKeyAllowed()
  @Get(':id')
  get(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<Project2> {
    return this.projects.get(user, id);
  }

  /** Changes the name, folder or picture. */
  @Patch(':id')
  patch(@CurrentUser() user: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(PatchProjectBody)) patch: ProjectPatch): Promise<Project2> {
    return this.projects.patch(user, id, patch);
  }

  /** Deletes the project, its sections and files (204). */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.projects.delete(user, id);
  }

  /** Attaches a file (multipart field `file`, ≤ 20 MB; pdf, images, kml, kmz, gpx, xyz, csv, txt, json): 201 `{fileId}`. */
  @Put(':id/file')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(FileInterceptor('file'))
  async upload(
    @CurrentUser() user: User,
    @Param('id', IdPipe) id: string,
    @UploadedFile() file: Upload | undefined,
  ): Promise<UploadFileResponse> {
    return { fileId: await this.projects.upload(user, id, requireFile(file), 'file') };
  }

  /** Sets the picture (multipart field `file`, png, jpeg, gif or webp), replacing the previous one: 201 `{pictureId}`. */
  @Put(':id/picture')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(FileInterceptor('file'))
  async picture(
    @CurrentUser() user: User,
    @Param('id', IdPipe) id: string,
    @UploadedFile() file: Upload | undefined,
  ): Promise<UploadPictureResponse> {
    return { pictureId: await this.projects.upload(user, id, requireFile(file), 'picture') };
  }

  /** Downloads a file or the picture: images inline, other files as attachments. */
  @ApiKeyAllowed()
  @Get(':id/file/:fileId')
  async download(
    @CurrentUser() user: User,
    @Param('id', IdPipe) id: string,
    @Param('fileId', IdPipe) fileId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { file, path } = await this.projects.download(user, id, fileId);
    const inline = file.contentType.startsWith('image/');
    response.setHeader('Cache-Control', 'private, no-cache');
    return new StreamableFile(createReadStream(path), {
      type: file.contentType,
      length: file.size,
      disposition: contentDisposition(inline ? 'inline' : 'attachment', file.filename),
    });
  }

  /** Deletes a file (or the picture) (204). */
  @Delete(':id/file/:fileId')
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteFile(@CurrentUser() user: User, @Param('id', IdPipe) id: string, @Param('fileId', IdPipe) fileId: string): Promise<void> {
    return this.projects.deleteFile(user, id, fileId);
  }
}

function requireFile(file: Upload | undefined): Upload {
  if (file === undefined) {
    throw new ValidationError([fieldIssue('file', 'issue.fileRequired')]);
  }
  return file;
}

/** `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf` (RFC 6266): an ASCII fallback and the real name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  // Names stored before bidirectional controls were stripped on upload lose them here too.
  const filename = withoutUnsafeCharacters(name) || 'file';
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
