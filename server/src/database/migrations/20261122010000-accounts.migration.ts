// Migration: creates the accounts tables (app_user, session, login_failure).
import { SchemaMigration } from './schema-migration.js';

/** Creates the accounts tables: `app_user`, `session` and `login_failure` (the login rate limit). */
export class AccountsMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('app_user', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('username', 50).notNullable().unique();
      table.string('email', 254).notNullable().unique();
      table.string('password_hash', 255).notNullable();
      table.string('role', 20).notNullable();
      table.uuid('company_id').nullable();
      table.string('system_of_units', 10).notNullable();
      table.string('display_mode', 10).notNullable();
      table.string('language', 10).notNullable();
      table.text('allowed_laying_methods').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('session', (table) => {
      table.string('id', 64).notNullable().primary();
      table.uuid('user_id').notNullable().index('session_user_id_index');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('last_seen_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('login_failure', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('key_hash', 64).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['key_hash', 'created_at'], 'login_failure_key_hash_created_at_index');
    });
  }

  override async down(): Promise<void> {
    await this.schema().dropTable('login_failure');
    await this.schema().dropTable('session');
    await this.schema().dropTable('app_user');
  }
}
