// Runs the migrations at start, one process at a time on PostgreSQL (an advisory lock).
import type { MikroORM } from '@mikro-orm/core';

import type { DatabaseConfig } from '../config/index.js';

/**
 * The PostgreSQL advisory lock key that serialises migrations (any fixed 64-bit number; it only has to
 * be the same in every process of this application).
 */
export const MIGRATION_LOCK_KEY = 7_372_140_501;

/**
 * Brings the database schema up to date by running every pending migration (never schema sync).
 *
 * On PostgreSQL several server processes may start at once, so the migrations run inside one transaction
 * that first takes a transaction-level advisory lock: the other processes wait, then find nothing
 * pending. SQLite is one file for one process, so it just migrates.
 *
 * @returns the names of the migrations applied now (empty when the schema was already current)
 */
export async function migrateDatabase(orm: MikroORM, database: DatabaseConfig): Promise<string[]> {
  const migrator = orm.getMigrator();
  if (database.kind === 'sqlite') {
    const applied = await migrator.up();
    return applied.map((migration) => migration.name);
  }
  const connection = orm.em.getConnection();
  const applied = await connection.transactional(async (transaction) => {
    await connection.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY], 'run', transaction);
    return migrator.up({ transaction });
  });
  return applied.map((migration) => migration.name);
}
