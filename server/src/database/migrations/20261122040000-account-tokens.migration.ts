// Migration: adds account_token (password-reset and invitation links) and the impersonation columns.
import { SchemaMigration } from './schema-migration.js';

/**
 * Adds `account_token` (single-use password-reset and invitation tokens, stored as their SHA-256),
 * `session.impersonator_id` (the admin acting as the session's user) and `admin_audit` (impersonation starts and
 * exits, invitations).
 */
export class AccountTokensMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('account_token', (table) => {
      table.string('id', 64).notNullable().primary();
      table.uuid('user_id').notNullable().index('account_token_user_id_index');
      table.string('kind', 20).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true }).nullable();
    });
    await this.schema().alterTable('session', (table) => {
      table.uuid('impersonator_id').nullable();
    });
    await this.schema().createTable('admin_audit', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('action', 30).notNullable();
      table.uuid('admin_id').notNullable();
      table.uuid('user_id').nullable();
      table.timestamp('created_at', { useTz: true }).notNullable().index('admin_audit_created_at_index');
    });
  }

  override async down(): Promise<void> {
    await this.schema().dropTable('admin_audit');
    await this.schema().alterTable('session', (table) => {
      table.dropColumn('impersonator_id');
    });
    await this.schema().dropTable('account_token');
  }
}
