// The access-log module: the access log in the database.
import { Module, type OnModuleInit } from '@nestjs/common';

import { AccessLogService } from './access-log.service.js';
import { AdminTables } from '../common/admin-tables.js';
import { ACCESS_LOG_ADMIN_TABLES } from './access-log-admin-tables.js';

/** The access log (`access_log`); the middleware is installed by `createApp`. */
@Module({
  providers: [AccessLogService],
  exports: [AccessLogService],
})
export class AccessLogModule implements OnModuleInit {
  constructor(private readonly adminTables: AdminTables) {}

  /** Registers the module's tables in the admin's table view. */
  onModuleInit(): void {
    for (const table of ACCESS_LOG_ADMIN_TABLES) this.adminTables.register(table);
  }
}
