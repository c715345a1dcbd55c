/**
 * The admin tables of `GET /api/admin/tables`, in the server's order: the table view's navigation and the
 * dashboard's links use the same names (`/admin/table-view/{name}`).
 */
export const ADMIN_TABLE_NAMES = ['accesslog', 'apikey', 'batch', 'company', 'distributor', 'file', 'licence', 'logs', 'metrics', 'preset', 'project2', 'projects', 'section', 'session', 'token', 'user'] as const;
