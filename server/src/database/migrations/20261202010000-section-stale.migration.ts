// Migration: adds section.stale and results_hash (whether the result still belongs to the data) and fills them.
import { resultsBasisHash } from '@cla/domain';

import { parseJsonText } from '../json-text.js';
import { SchemaMigration } from './schema-migration.js';

/** Sections read per batch while filling the columns. */
const BATCH = 500;

/**
 * Adds `section.results_hash` (the digest of the data the stored result was computed from, `resultsBasisHash`) and
 * `section.stale` (true once the stored data no longer matches it; section-freshness.ts). A result stored before
 * cannot say which data it came from: it is taken as computed from the data stored with it (hash of that data, not
 * stale); `null` both without a result.
 */
export class SectionStaleMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().alterTable('section', (table) => {
      table.string('results_hash', 16).nullable();
      table.boolean('stale').nullable();
    });
    const knex = this.ctx ?? this.getKnex();
    let after: string | null = null;
    for (;;) {
      const query = knex('section').select('id', 'data').whereNotNull('results');
      // (a uuid column on PostgreSQL: no empty string to start from)
      if (after !== null) {
        query.andWhere('id', '>', after);
      }
      const rows = (await query.orderBy('id').limit(BATCH)) as { id: string; data: string }[];
      if (rows.length === 0) {
        break;
      }
      after = rows[rows.length - 1]!.id;
      for (const row of rows) {
        await knex('section').where('id', row.id).update({ results_hash: resultsBasisHash(parseJsonText<Record<string, unknown>>(row.data, {})), stale: false });
      }
    }
  }

  override async down(): Promise<void> {
    await this.schema().alterTable('section', (table) => {
      table.dropColumn('stale');
      table.dropColumn('results_hash');
    });
  }
}
