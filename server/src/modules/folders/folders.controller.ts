// The routes of folders.
import type { CreateFolderBody as CreateFolder, Folder, RenameFolderBody } from '@cla/domain/api';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { CreateFolderBody, RenameFolderBody as RenameFolderSchema } from '@cla/domain/contracts';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { FoldersService } from './folders.service.js';

/** Folders: `GET /api/folders`, `POST /api/folder`, `PATCH /api/folder/{id}`, `DELETE /api/folder/{id}`. */
@Controller('api')
export class FoldersController {
  constructor(private readonly folders: FoldersService) {}

  /** The caller's folders, by name. */
  @Get('folders')
  list(@CurrentUser() user: User): Promise<Folder[]> {
    return this.folders.list(user);
  }

  /** Creates a folder (201). */
  @Post('folder')
  create(@CurrentUser() user: User, @Body(new SchemaPipe(CreateFolderBody)) input: Required<CreateFolder>): Promise<Folder> {
    return this.folders.create(user, input);
  }

  /** Renames a folder. */
  @Patch('folder/:id')
  rename(
    @CurrentUser() user: User,
    @Param('id', IdPipe) id: string,
    @Body(new SchemaPipe(RenameFolderSchema)) input: RenameFolderBody,
  ): Promise<Folder> {
    return this.folders.rename(user, id, input);
  }

  /** Deletes a folder, its subfolders and their projects (204). */
  @Delete('folder/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.folders.delete(user, id);
  }
}
