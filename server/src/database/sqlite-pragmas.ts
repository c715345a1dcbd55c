// The pragmas of every SQLite connection (busy timeout, WAL journal…).
/** How long a libsql connection waits for a lock held by another connection before failing with SQLITE_BUSY, in ms. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** The part of a libsql `Database` (better-sqlite3's API) the pragmas need. */
interface PragmaConnection {
  pragma(source: string, options: { simple: true }): unknown;
}

/**
 * Sets the pragmas of every new libsql connection (knex's `pool.afterCreate`; the pool replaces its SQLite
 * connection every 10 s, so a pragma run once at connect would not last):
 *
 * - `journal_mode = WAL`: readers no longer block the writer nor the writer the readers, and a commit appends to the
 *   `-wal` file instead of rewriting pages through a rollback journal. It is stored in the database file; setting it
 *   again is a no-op. An in-memory database answers `memory` and keeps it.
 * - `synchronous = NORMAL`: in WAL mode a commit no longer waits for the disk (fsync) — only a checkpoint does —
 *   and libsql runs on the main thread, so every section save used to stop every other request for one fsync. A
 *   committed transaction may be lost by a power cut or an OS crash (not by the process crashing); the database is
 *   never corrupted. Per connection.
 * - `busy_timeout`: a connection that finds the file locked (a second connection, a backup tool) retries for
 *   {@link SQLITE_BUSY_TIMEOUT_MS} instead of failing at once. Per connection.
 * - `foreign_keys = ON`: MikroORM turns it on once when it connects, so a connection the pool opens later would
 *   check no foreign key at all. Per connection.
 *
 * Only for the embedded SQLite (orm-options.ts), never PostgreSQL.
 */
export function applySqlitePragmas(connection: PragmaConnection, done: (error: Error | null, connection: unknown) => void): void {
  try {
    connection.pragma('journal_mode = WAL', { simple: true });
    connection.pragma('synchronous = NORMAL', { simple: true });
    connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`, { simple: true });
    connection.pragma('foreign_keys = ON', { simple: true });
    done(null, connection);
  } catch (error) {
    done(error instanceof Error ? error : new Error(String(error)), connection);
  }
}
