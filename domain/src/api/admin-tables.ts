// The shapes of the admin's table view (tables, a page, a row, the page query), inferred from ../contracts/admin-tables.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/admin-tables.js';

/** A table of the view and its columns (`GET /api/admin/tables`); one column of it. */
export type AdminTableInfo = z.output<typeof contracts.AdminTableInfo>;
export type AdminTableColumn = AdminTableInfo['columns'][number];
/** A page of a table (`GET /api/admin/tables/{table}`); a row, whitelisted columns only. */
export type AdminTablePage = z.output<typeof contracts.AdminTablePage>;
export type AdminTableRow = z.output<typeof contracts.AdminTableRow>;
/** The page query as the server reads it (numbers parsed; the `filter.<column>` parameters are read apart). */
export type AdminTableQuery = z.output<typeof contracts.AdminTableQuery>;
