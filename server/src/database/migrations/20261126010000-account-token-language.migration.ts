// Migration: adds account_token.language, the invitee's language chosen by the inviter.
import { SchemaMigration } from './schema-migration.js';

/**
 * Adds `account_token.language`: the language the inviter chose for the invitee of an invitation link (the language
 * of the invitation e-mail, of the invitee's demo project and profile); `null` for password-reset links and for the
 * invitations issued before.
 */
export class AccountTokenLanguageMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().alterTable('account_token', (table) => {
      table.string('language', 10).nullable();
    });
  }

  override async down(): Promise<void> {
    await this.schema().alterTable('account_token', (table) => {
      table.dropColumn('language');
    });
  }
}
