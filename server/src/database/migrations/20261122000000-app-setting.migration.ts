// Migration: creates app_setting, the instance-wide key/value settings.
import { SchemaMigration } from './schema-migration.js';

/** Creates `app_setting`, the instance-wide key/value settings (first of all the instance id). */
export class AppSettingMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('app_setting', (table) => {
      table.string('key', 100).notNullable().primary();
      table.text('value').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
  }

  override async down(): Promise<void> {
    await this.schema().dropTable('app_setting');
  }
}
