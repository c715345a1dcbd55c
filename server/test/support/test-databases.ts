import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';

/** A database for one test suite, and the environment that points the server at it. */
export interface TestDatabase {
  /** `DATA_DIR` (a fresh temporary folder) and, on PostgreSQL, `DATABASE_URL`. */
  readonly env: Readonly<Record<string, string>>;
  /** Removes everything the suite created. */
  drop(): Promise<void>;
}

/** One kind of database the suites run on. */
export interface TestDatabaseKind {
  readonly name: 'sqlite' | 'postgresql';
  /** Creates an empty database (and data folder) for one suite. */
  create(): Promise<TestDatabase>;
}

const sqlite: TestDatabaseKind = {
  name: 'sqlite',
  async create() {
    const dataDir = await mkdtemp(join(tmpdir(), 'cla-server-test-'));
    return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

/**
 * PostgreSQL, when `DATABASE_URL` is set: each suite gets a throwaway `cla_test_<random>` database on
 * that server, created and dropped through the URL's own database with the pg client of
 * @mikro-orm/postgresql (through MikroORM, which types it).
 */
function postgresql(adminUrl: string): TestDatabaseKind {
  return {
    name: 'postgresql',
    async create() {
      const name = `cla_test_${uuidv7().replaceAll('-', '').slice(-16)}`;
      await runAsAdmin(adminUrl, `create database "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'cla-server-test-'));
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        async drop() {
          await runAsAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

async function runAsAdmin(adminUrl: string, sql: string): Promise<void> {
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: adminUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
  });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

/** SQLite always; PostgreSQL too when `DATABASE_URL` is set in the test environment. */
export function availableDatabases(): TestDatabaseKind[] {
  const adminUrl = process.env['DATABASE_URL'];
  return adminUrl === undefined || adminUrl === '' ? [sqlite] : [sqlite, postgresql(adminUrl)];
}
