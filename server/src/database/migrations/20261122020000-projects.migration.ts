// Migration: creates the tables of folders, projects, files, sections, legacy projects and presets.
import { SchemaMigration } from './schema-migration.js';

/**
 * Creates the tables of the project resources (docs/product.md#data-model): `folder`, `project` (v2) and `project_file`, `section`,
 * `legacy_project` and `preset`. No foreign keys yet (like `session.user_id`): the services keep the links
 * consistent, in transactions.
 */
export class ProjectsMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('folder', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('owner_id').notNullable().index('folder_owner_id_index');
      table.string('name', 200).notNullable();
      table.uuid('parent_id').nullable().index('folder_parent_id_index');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('project', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('owner_id').notNullable().index('project_owner_id_index');
      table.string('name', 200).notNullable();
      table.uuid('folder_id').nullable().index('project_folder_id_index');
      table.uuid('picture_id').nullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('project_file', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('project_id').notNullable().index('project_file_project_id_index');
      table.uuid('owner_id').notNullable();
      table.string('kind', 10).notNullable();
      table.string('filename', 255).notNullable();
      table.string('content_type', 100).notNullable();
      table.integer('size').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('section', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('project_id').notNullable().index('section_project_id_index');
      table.uuid('owner_id').notNullable().index('section_owner_id_index');
      table.string('name', 200).notNullable();
      table.string('laying_method', 20).nullable();
      table.string('status', 20).nullable();
      table.text('data').notNullable();
      table.text('results').nullable();
      table.text('favorites').notNullable();
      table.text('warnings').notNullable();
      table.text('incomplete').notNullable();
      table.string('share_token', 64).nullable().unique();
      table.integer('version').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('legacy_project', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('owner_id').notNullable().index('legacy_project_owner_id_index');
      table.string('name', 200).nullable();
      table.uuid('folder_id').nullable();
      table.string('share_token', 64).nullable().unique();
      table.boolean('deleted').notNullable();
      table.text('data').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('preset', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('owner_id').nullable().index('preset_owner_id_index');
      table.string('name', 200).notNullable();
      table.string('type', 30).notNullable();
      table.string('group_name', 100).nullable();
      table.text('data').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.index(['type', 'name'], 'preset_type_name_index');
    });
  }

  override async down(): Promise<void> {
    for (const table of ['preset', 'legacy_project', 'section', 'project_file', 'project', 'folder']) {
      await this.schema().dropTable(table);
    }
  }
}
