// Migration: creates simulation_run, one row per completed calculation.
import { SchemaMigration } from './schema-migration.js';

/**
 * Creates `simulation_run`: one row per completed calculation of `POST /simulator/calculate` (user, laying method,
 * outcome, engine time), for the admin's dashboard and statistics.
 */
export class SimulationRunMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('simulation_run', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('user_id').nullable();
      table.string('method', 20).notNullable();
      table.string('status', 20).notNullable();
      table.integer('duration_ms').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().index('simulation_run_created_at_index');
    });
  }

  override async down(): Promise<void> {
    await this.schema().dropTable('simulation_run');
  }
}
