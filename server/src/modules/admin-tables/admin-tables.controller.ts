// The routes of the admin's generic table view.
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AdminTableInfo, AdminTablePage } from '@cla/domain/api';

import { Roles } from '../identity/auth.decorators.js';
import { AdminTablesService } from './admin-tables.service.js';
import { toCsv } from './csv.js';

/** `/api/admin/tables/**`: the admin's generic table view (admins only; reading only, so nothing to audit). */
@Controller('api/admin/tables')
@Roles('admin')
export class AdminTablesController {
  constructor(private readonly tables: AdminTablesService) {}

  /** Every table with its columns (name, type, filterable, sortable). */
  @Get()
  list(): AdminTableInfo[] {
    return this.tables.tables();
  }

  /** A page of the table; with `format=csv`, every row of the filter and sort as a CSV attachment. */
  @Get(':table')
  async page(@Param('table') table: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminTablePage | string> {
    if (query['format'] !== 'csv') {
      return this.tables.page(table, query);
    }
    const page = await this.tables.page(table, query, true);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${page.table}.csv"`);
    return toCsv(page.columns, page.rows);
  }

  /** One row with every whitelisted column. */
  @Get(':table/rows/:id')
  row(@Param('table') table: string, @Param('id') id: string): Promise<Record<string, unknown>> {
    return this.tables.row(table, id);
  }
}
