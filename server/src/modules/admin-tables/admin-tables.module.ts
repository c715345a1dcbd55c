// The admin-tables module: every whitelisted table, paged, sorted, filtered, exported as CSV.
import { Module } from '@nestjs/common';

import { AdminTablesController } from './admin-tables.controller.js';
import { AdminTablesService } from './admin-tables.service.js';

/** The admin's generic table view: every whitelisted table, paged, sorted, filtered, exported as CSV. */
@Module({
  controllers: [AdminTablesController],
  providers: [AdminTablesService],
})
export class AdminTablesModule {}
