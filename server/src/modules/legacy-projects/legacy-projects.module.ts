// The legacy-projects module: `/api/legacy-projects` (simple trajectories), kept in folders.
import { Module, type OnModuleInit } from '@nestjs/common';

import { FolderContents } from '../folders/folder-contents.js';
import { FoldersModule } from '../folders/folders.module.js';
import { LegacyProjectsController } from './legacy-projects.controller.js';
import { LegacyProjectsService } from './legacy-projects.service.js';
import { AdminTables } from '../common/admin-tables.js';
import { LEGACY_PROJECTS_ADMIN_TABLES } from './legacy-projects-admin-tables.js';

/** Legacy projects (simple trajectories). Deleting a folder marks the legacy projects in it deleted. */
@Module({
  imports: [FoldersModule],
  controllers: [LegacyProjectsController],
  providers: [LegacyProjectsService],
})
export class LegacyProjectsModule implements OnModuleInit {
  constructor(
    private readonly folders: FolderContents,
    private readonly legacyProjects: LegacyProjectsService,
    private readonly adminTables: AdminTables,
  ) {}

  onModuleInit(): void {
    for (const table of LEGACY_PROJECTS_ADMIN_TABLES) this.adminTables.register(table);
    this.folders.register({ deleteIn: (tx, folderIds) => this.legacyProjects.deleteInFolders(tx, folderIds) });
  }
}
