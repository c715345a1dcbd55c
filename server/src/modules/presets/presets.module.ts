// The presets module: a user's presets and the global catalogue.
import { Module, type OnModuleInit } from '@nestjs/common';

import { PresetsAdminController } from './presets-admin.controller.js';
import { PresetsAdminService } from './presets-admin.service.js';
import { PresetsController } from './presets.controller.js';
import { PresetsService } from './presets.service.js';
import { AdminTables } from '../common/admin-tables.js';
import { PRESETS_ADMIN_TABLES } from './presets-admin-tables.js';

/** Presets: the demo catalogue (loaded at the first start), users' own, and the admin's routes of the global ones. */
@Module({
  controllers: [PresetsController, PresetsAdminController],
  providers: [PresetsService, PresetsAdminService],
  exports: [PresetsService],
})
export class PresetsModule implements OnModuleInit {
  constructor(private readonly adminTables: AdminTables) {}

  /** Registers the module's tables in the admin's table view. */
  onModuleInit(): void {
    for (const table of PRESETS_ADMIN_TABLES) this.adminTables.register(table);
  }
}
