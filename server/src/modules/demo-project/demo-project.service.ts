// Copies the demo project (one section per laying method) into a new account.
import { join } from 'node:path';

import { demoProjectName, demoProjectSections, LOCALES, type Locale, type NamedMachine } from '@cla/domain';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import type { User } from '../identity/user.entity.js';
import { catalogueMachinePresets } from '../presets/preset-lookup.js';
import { DEMO_CATALOGUE_PATH, PresetsService } from '../presets/presets.service.js';
import { ProjectsService } from '../projects/projects.service.js';
import { SectionsService } from '../sections/sections.service.js';
import { RuntimeSettings } from '../settings/runtime-settings.js';

/**
 * The demo project: every new account gets its own copy (one section per laying method, built by the domain's
 * `demoProjectSections` from the demo catalogue's machines), so that an empty first start has something to open,
 * and each user may change or delete their copy without touching anybody else's. Off with `DEMO_PROJECT=false`.
 */
@Injectable()
export class DemoProjectService {
  private readonly logger = new Logger('DemoProject');

  constructor(
    private readonly em: EntityManager,
    private readonly presets: PresetsService,
    private readonly projects: ProjectsService,
    private readonly sections: SectionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runtime: RuntimeSettings,
  ) {}

  /**
   * Creates the demo project in `user`'s account (top level, not in a folder). Never throws: a failure is logged
   * and the account stays as it is (registration must not fail for a demo). A section the user's licence or the
   * rules refuse is left out and logged.
   *
   * @returns the number of sections created (0 when the setting is off or the copy failed)
   */
  async copyInto(user: User): Promise<number> {
    if (!(await this.runtime.demoProject())) {
      return 0;
    }
    try {
      // The admin provisioned at start may come before the catalogue's own start hook: load it first (once).
      await this.presets.loadDemoCatalogue(join(this.config.repositoryRoot, DEMO_CATALOGUE_PATH));
      const machines = await this.catalogueMachines();
      // in the account's language: the project's name and the sections' own names (the shared catalogue's machines keep theirs)
      const locale: Locale = (LOCALES as readonly string[]).includes(user.language) ? (user.language as Locale) : 'en';
      const project = await this.projects.create(user, { name: demoProjectName(locale), folder: null });
      let created = 0;
      for (const data of demoProjectSections(machines, user.displayMode === 'simple' ? 'simple' : 'expert', locale)) {
        try {
          await this.sections.create(user, { project: project.id, data: data as unknown as Record<string, unknown> });
          created += 1;
        } catch (error) {
          this.logger.warn(`Demo section "${data.general.sectionName}" left out for ${user.username}: ${messageOf(error)}`);
        }
      }
      return created;
    } catch (error) {
      this.logger.warn(`Demo project not created for ${user.username}: ${messageOf(error)}`);
      return 0;
    }
  }

  /** The demo catalogue's machines (owner `null`), by type and name. */
  private async catalogueMachines(): Promise<NamedMachine[]> {
    const rows = await catalogueMachinePresets(this.em.fork());
    return rows.map((row) => ({ id: row.id, name: row.name, type: row.type }));
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
