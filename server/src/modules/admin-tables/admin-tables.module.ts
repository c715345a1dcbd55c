import { Module } from '@nestjs/common';

import { AccountsModule } from '../accounts/accounts.module.js';
import { AdminTablesController } from './admin-tables.controller.js';
import { AdminTablesService } from './admin-tables.service.js';

/** The admin's generic table view: every whitelisted table, paged, sorted, filtered, exported as CSV. */
@Module({
  imports: [AccountsModule],
  controllers: [AdminTablesController],
  providers: [AdminTablesService],
})
export class AdminTablesModule {}
