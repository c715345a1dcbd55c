// The folders module: `/api/folders`, and the registry of what folders hold.
import { Module } from '@nestjs/common';

import { FolderContents } from './folder-contents.js';
import { FoldersController } from './folders.controller.js';
import { FoldersService } from './folders.service.js';

/**
 * Folders of projects. Deleting a folder deletes what is in it through {@link FolderContents}, where the projects and
 * legacy-projects modules (which import this one) register.
 */
@Module({
  controllers: [FoldersController],
  providers: [FoldersService, FolderContents],
  exports: [FolderContents],
})
export class FoldersModule {}
