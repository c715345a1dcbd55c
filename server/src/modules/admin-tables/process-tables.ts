// The admin's tables whose rows the process keeps in memory, not the database: its last log lines and its metrics.
import { type AdminTable, col, inProcess } from '../common/admin-tables.js';

/** `logs` and `metrics`: AdminTablesService reads their rows from the process (recent-log.ts, the metrics registry). */
export const PROCESS_TABLES: readonly AdminTable[] = [
  // the last lines the process logged (recent-log.ts), newest first; the note says the full log is on stdout
  inProcess(
    'logs',
    [col('time', 'datetime'), col('level', 'string', 'fs'), col('context', 'string', 'fsq'), col('message', 'string', 'fsq')],
    'only the last lines since the start are kept here; the full log is on the standard output of the process',
  ),
  // kept in the process (the prom-client registry of GET /metrics): the service reads its rows there
  {
    name: 'metrics',
    entity: null,
    idColumn: null,
    columns: [col('name', 'string', 'fsq'), col('type', 'string', 'fs'), col('labels', 'string', 'fsq'), col('value', 'string', 's')],
    defaultSort: 'name',
    emptyReason: null,
  },
];
