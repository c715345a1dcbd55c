// Migration: creates mail_outbox, where every e-mail waits to be sent.
import { SchemaMigration } from './schema-migration.js';

/**
 * Creates `mail_outbox`: every e-mail is written here first and sent by the dispatcher, so that a mail survives a
 * restart and a failed delivery is tried again later.
 */
export class MailOutboxMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('mail_outbox', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('kind', 40).notNullable();
      table.string('recipient', 254).notNullable();
      table.string('language', 10).notNullable();
      table.string('subject', 300).notNullable();
      table.text('text').notNullable();
      table.text('html').notNullable();
      table.string('dedupe_key', 200).nullable().unique({ indexName: 'mail_outbox_dedupe_key_unique' });
      table.integer('attempts').notNullable();
      table.timestamp('next_attempt_at', { useTz: true }).notNullable().index('mail_outbox_next_attempt_at_index');
      table.timestamp('claimed_until', { useTz: true }).nullable();
      table.timestamp('sent_at', { useTz: true }).nullable();
      table.timestamp('failed_at', { useTz: true }).nullable();
      table.string('last_error', 500).nullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
    });
  }

  override async down(): Promise<void> {
    await this.schema().dropTable('mail_outbox');
  }
}
