// Migration: creates batch, one row per study run as a job.
import { SchemaMigration } from './schema-migration.js';

/**
 * Creates `batch`: one row per study run as a job (`POST /api/studies`) — its section and owner, kind, status,
 * progress, the inputs it runs on, and its result or error.
 */
export class BatchMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('batch', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('section_id').notNullable().index('batch_section_id_index');
      table.uuid('owner_id').notNullable();
      table.string('kind', 20).notNullable();
      table.string('status', 20).notNullable();
      // knex writes `float` for a double on SQLite, where MikroORM's entity expects `double`.
      table.specificType('progress', this.driver.getPlatform().constructor.name.startsWith('PostgreSql') ? 'double precision' : 'double').notNullable();
      table.integer('runs').notNullable();
      table.text('options').notNullable();
      table.text('input').notNullable();
      table.text('result').nullable();
      table.text('error').nullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.timestamp('started_at', { useTz: true }).nullable();
      table.timestamp('finished_at', { useTz: true }).nullable();
      table.index(['owner_id', 'status'], 'batch_owner_id_status_index');
    });
  }

  override async down(): Promise<void> {
    await this.schema().dropTable('batch');
  }
}
