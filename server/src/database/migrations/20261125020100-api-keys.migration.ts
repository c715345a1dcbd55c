// Migration: creates api_key and adds access_log.api_key_prefix.
import { SchemaMigration } from './schema-migration.js';

/**
 * Creates `api_key` (a user's keys for `Authorization: Bearer`, stored as the SHA-256 of the key) and adds
 * `access_log.api_key_prefix` (the visible prefix of the key a request came with).
 */
export class ApiKeysMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('api_key', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('user_id').notNullable().index('api_key_user_id_index');
      table.string('name', 100).notNullable();
      table.string('prefix', 20).notNullable();
      table.string('key_hash', 64).notNullable().unique({ indexName: 'api_key_key_hash_unique' });
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('last_used_at', { useTz: true }).nullable();
    });
    await this.schema().alterTable('access_log', (table) => {
      table.string('api_key_prefix', 20).nullable();
    });
  }

  override async down(): Promise<void> {
    await this.schema().alterTable('access_log', (table) => {
      table.dropColumn('api_key_prefix');
    });
    await this.schema().dropTable('api_key');
  }
}
