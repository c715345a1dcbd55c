// The demo-project module: the demo project copied into each new account.
import { SettingsModule } from '../settings/settings.module.js';
import { Module } from '@nestjs/common';

import { PresetsModule } from '../presets/presets.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SectionsModule } from '../sections/sections.module.js';
import { DemoProjectService } from './demo-project.service.js';

/** The demo project copied into each new account (`DEMO_PROJECT`). */
@Module({
  imports: [PresetsModule, ProjectsModule, SectionsModule, SettingsModule],
  providers: [DemoProjectService],
  exports: [DemoProjectService],
})
export class DemoProjectModule {}
