// The sections module: `/api/sections` and share links; registers sections as the contents of projects.
import { Module, type OnModuleInit } from '@nestjs/common';

import { ProjectContents } from '../projects/project-contents.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SectionsAdminController } from './sections-admin.controller.js';
import { SectionsAdminService } from './sections-admin.service.js';
import { SectionContents } from './section-contents.js';
import { SectionsInProjects } from './sections-in-projects.js';
import { SectionsController } from './sections.controller.js';
import { SectionsService } from './sections.service.js';
import { AdminTables } from '../common/admin-tables.js';
import { SECTIONS_ADMIN_TABLES } from './sections-admin-tables.js';

/**
 * Sections of projects, their share links, and copies of shared sections. A project's answer lists its sections and
 * deleting a project deletes them through {@link ProjectContents}, where this module registers; what belongs to a
 * section (studies) registers in {@link SectionContents}.
 */
@Module({
  imports: [ProjectsModule],
  controllers: [SectionsController, SectionsAdminController],
  providers: [SectionsService, SectionContents, SectionsInProjects, SectionsAdminService],
  exports: [SectionsService, SectionContents, SectionsAdminService],
})
export class SectionsModule implements OnModuleInit {
  constructor(
    private readonly projects: ProjectContents,
    private readonly sections: SectionsInProjects,
    private readonly adminTables: AdminTables,
  ) {}

  onModuleInit(): void {
    for (const table of SECTIONS_ADMIN_TABLES) this.adminTables.register(table);
    this.projects.register(this.sections);
  }
}
