// Migration: adds section.started (whether the saved result's cable moved) and fills it from the stored results.
import { parseJsonText } from '../json-text.js';
import { type StoredResults, startedOf } from '../../modules/sections/section-outcome.js';
import { SchemaMigration } from './schema-migration.js';

/** Sections read per batch while filling the column. */
const BATCH = 500;

/**
 * Adds `section.started`: whether the stored result's cable moved (`false`: a failure that could not start), for
 * the listings, as `status` repeats the result's status. Filled for the sections stored before from their result
 * (`startedOf`: the result's own `started`, else what its messages say); `null` without a result.
 */
export class SectionStartedMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().alterTable('section', (table) => {
      table.boolean('started').nullable();
    });
    const knex = this.ctx ?? this.getKnex();
    let after: string | null = null;
    for (;;) {
      const query = knex('section').select('id', 'results').whereNotNull('status');
      // (a uuid column on PostgreSQL: no empty string to start from)
      if (after !== null) {
        query.andWhere('id', '>', after);
      }
      const rows = (await query.orderBy('id').limit(BATCH)) as { id: string; results: string | null }[];
      if (rows.length === 0) {
        break;
      }
      after = rows[rows.length - 1]!.id;
      for (const row of rows) {
        const started = startedOf(parseJsonText<StoredResults | null>(row.results, null));
        if (started !== null) {
          await knex('section').where('id', row.id).update({ started });
        }
      }
    }
  }

  override async down(): Promise<void> {
    await this.schema().alterTable('section', (table) => {
      table.dropColumn('started');
    });
  }
}
