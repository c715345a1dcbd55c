// Migration: drops login_failure (the login rate limits count in a CounterStore now).
import { SchemaMigration } from './schema-migration.js';

/**
 * Drops `login_failure`: the login rate limits now count in a CounterStore (atomic increments in memory, or
 * in Redis shared by every process), because counting failures in rows after the password check let parallel
 * attempts pass the limit.
 */
export class DropLoginFailureMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().dropTableIfExists('login_failure');
  }

  override async down(): Promise<void> {
    await this.schema().createTable('login_failure', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('key_hash', 64).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['key_hash', 'created_at'], 'login_failure_key_hash_created_at_index');
    });
  }
}
