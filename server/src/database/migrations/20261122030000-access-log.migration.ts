// Migration: creates access_log, one row per API request.
import { SchemaMigration } from './schema-migration.js';

/** Creates `access_log`: one row per API request (method, path, status, user, duration; no bodies). */
export class AccessLogMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('access_log', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('method', 10).notNullable();
      table.string('path', 500).notNullable();
      table.integer('status').notNullable();
      table.uuid('user_id').nullable().index('access_log_user_id_index');
      table.integer('duration_ms').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().index('access_log_created_at_index');
    });
  }

  override async down(): Promise<void> {
    await this.schema().dropTable('access_log');
  }
}
