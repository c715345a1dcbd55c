// The admin-tables module: every table the modules register, paged, sorted, filtered, exported as CSV.
import { Global, Module, type OnModuleInit } from '@nestjs/common';

import { AdminTables } from '../common/admin-tables.js';
import { AdminTablesController } from './admin-tables.controller.js';
import { AdminTablesService } from './admin-tables.service.js';
import { PROCESS_TABLES } from './process-tables.js';

/**
 * The admin's generic table view: every whitelisted table, paged, sorted, filtered, exported as CSV. It imports no
 * module's entities: each module registers its own tables in {@link AdminTables} (provided globally here, so that the
 * identity module registers too without importing this one); the process's logs and metrics are registered here.
 */
@Global()
@Module({
  controllers: [AdminTablesController],
  providers: [AdminTablesService, AdminTables],
  exports: [AdminTables],
})
export class AdminTablesModule implements OnModuleInit {
  constructor(private readonly tables: AdminTables) {}

  onModuleInit(): void {
    for (const table of PROCESS_TABLES) this.tables.register(table);
  }
}
