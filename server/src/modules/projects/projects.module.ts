// The projects module: `/api/projects` (v2) with files and picture, kept in folders; the registry of what projects hold.
import { Module, type OnModuleInit } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { FolderContents } from '../folders/folder-contents.js';
import { FoldersModule } from '../folders/folders.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { FileStore, uploadDirectoryOf } from './file-store.js';
import { ProjectContents } from './project-contents.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsService } from './projects.service.js';
import { MAX_UPLOAD_BYTES } from './upload-types.js';
import { AdminTables } from '../common/admin-tables.js';
import { PROJECTS_ADMIN_TABLES } from './projects-admin-tables.js';

/**
 * Projects (v2), their files and picture. Uploads are streamed by multer to `DATA_DIR/uploads` (never held in
 * memory), at most one file of 20 MB per request; the service checks the type and moves the file into place. Deleting a
 * folder deletes its projects (registered in {@link FolderContents}); sections register in {@link ProjectContents}.
 */
@Module({
  imports: [
    SettingsModule,
    FoldersModule,
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        dest: uploadDirectoryOf(config),
        // Browsers send file names as raw UTF-8 (RFC 7578), not latin1 as busboy assumes.
        defParamCharset: 'utf8',
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
      }),
    }),
  ],
  controllers: [ProjectsController],
  providers: [ProjectsService, FileStore, ProjectContents],
  exports: [ProjectsService, FileStore, ProjectContents],
})
export class ProjectsModule implements OnModuleInit {
  constructor(
    private readonly folders: FolderContents,
    private readonly projects: ProjectsService,
    private readonly adminTables: AdminTables,
  ) {}

  onModuleInit(): void {
    for (const table of PROJECTS_ADMIN_TABLES) this.adminTables.register(table);
    this.folders.register({ deleteIn: (tx, folderIds) => this.projects.deleteInFolders(tx, folderIds) });
  }
}
