// The MikroORM options for SQLite or PostgreSQL: entities, migrations, pool and SQLite pragmas.
import type { Options } from '@mikro-orm/core';
import { LibSqlDriver } from '@mikro-orm/libsql';
import { Migrator } from '@mikro-orm/migrations';
import type { MikroOrmModuleSyncOptions } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

import type { DatabaseConfig } from '../config/index.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { applySqlitePragmas } from './sqlite-pragmas.js';

/** The table where the migrator records what it has applied. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * Builds the MikroORM options for the configured database: libsql on the SQLite file by default,
 * PostgreSQL when `DATABASE_URL` is set. Both share the entities and the migrations. SQLite connections run in WAL
 * mode with a busy timeout (sqlite-pragmas.ts).
 *
 * @param database - from the app config
 * @param log - where MikroORM's own messages go (the migrator reports what it applies)
 */
export function buildOrmOptions(database: DatabaseConfig, log: (message: string) => void): MikroOrmModuleSyncOptions {
  const common = {
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: {
      tableName: MIGRATIONS_TABLE,
      migrationsList: MIGRATIONS,
      // No snapshot file: the schema lives in the migrations, and the data folder may be read-only.
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    logger: log,
    colors: false,
    // No request context (a fork of the entity manager in AsyncLocalStorage for every request, made by a middleware):
    // every service forks its own entity manager where it needs one, so the per-request fork was pure cost.
    registerRequestContext: false,
  } satisfies Options & Pick<MikroOrmModuleSyncOptions, 'registerRequestContext'>;
  if (database.kind === 'sqlite') {
    // WAL and a busy timeout on each connection (sqlite-pragmas.ts).
    return { ...common, driver: LibSqlDriver, dbName: database.file, pool: { afterCreate: applySqlitePragmas } };
  }
  // A request waits for a free connection; each query of a busy process also waits for its event loop, so the pool
  // bounds how many requests progress at once (DATABASE_POOL_SIZE).
  return { ...common, driver: PostgreSqlDriver, clientUrl: database.url, pool: { min: Math.min(2, database.poolSize), max: database.poolSize } };
}
