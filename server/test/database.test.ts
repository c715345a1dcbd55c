import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateDatabase } from '../src/database/migrate-database.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { MIGRATIONS_TABLE } from '../src/database/orm-options.js';
import { SQLITE_BUSY_TIMEOUT_MS } from '../src/database/sqlite-pragmas.js';
import { SettingsService } from '../src/modules/settings/settings.service.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(availableDatabases())('database on $name', (kind) => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await kind.create();
    webDist = await createWebDist({});
    app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  const executedMigrations = async (target: NestExpressApplication): Promise<unknown[]> =>
    target.get(MikroORM).em.getConnection().execute(`select name from ${MIGRATIONS_TABLE} order by id`);

  it('applies every migration at start', async () => {
    expect(await executedMigrations(app)).toEqual(MIGRATIONS.map(({ name }) => ({ name })));
    expect(await app.get(MikroORM).getMigrator().getPendingMigrations()).toEqual([]);
  });

  it.runIf(kind.name === 'sqlite')('runs SQLite in WAL mode (synchronous NORMAL) with a busy timeout and foreign keys checked', async () => {
    const connection = app.get(MikroORM).em.getConnection();
    expect(await connection.execute('pragma journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(await connection.execute('pragma synchronous')).toEqual([{ synchronous: 1 }]); // NORMAL
    expect(await connection.execute('pragma busy_timeout')).toEqual([{ timeout: SQLITE_BUSY_TIMEOUT_MS }]);
    expect(await connection.execute('pragma foreign_keys')).toEqual([{ foreign_keys: 1 }]);
  });

  it('creates the app_setting table', async () => {
    const rows: unknown = await app
      .get(MikroORM)
      .em.getConnection()
      .execute('select key, value from app_setting order by key');
    expect(rows).toEqual([
      { key: 'demo_catalogue_version', value: '1' },
      { key: 'instance_id', value: app.get(SettingsService).instanceId },
    ]);
  });

  it('leaves the schema exactly as the entities describe it (migrations and entities agree)', async () => {
    const diff = await app.get(MikroORM).getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('creates a UUID v7 instance id on the first start', () => {
    expect(app.get(SettingsService).instanceId).toMatch(UUID_V7);
  });

  it('stores and replaces settings', async () => {
    const settings = app.get(SettingsService);
    expect(await settings.get('test_key')).toBeNull();
    await settings.set('test_key', 'one');
    await settings.set('test_key', 'two');
    expect(await settings.get('test_key')).toBe('two');
    expect(await settings.getOrCreate('test_key', () => 'three')).toBe('two');
  });

  // Several server processes behind a proxy start together: the advisory lock serialises their migrations.
  it.runIf(kind.name === 'postgresql')('lets three apps start at once on an empty database', async () => {
    const fresh = await kind.create();
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => startTestApp(testConfig({ ...fresh.env, WEB_DIST: webDist }))),
    );
    const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
      const [first] = apps;
      expect(first && (await executedMigrations(first))).toEqual(MIGRATIONS.map(({ name }) => ({ name })));
      expect(new Set(apps.map((started) => started.get(SettingsService).instanceId)).size).toBe(1);
    } finally {
      await Promise.all(apps.map((started) => started.close()));
      await fresh.drop();
    }
  });

  describe('a second start on the same database', () => {
    let second: NestExpressApplication;

    beforeAll(async () => {
      second = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist }));
    });

    afterAll(async () => {
      await second?.close();
    });

    it('applies nothing and keeps the instance id', async () => {
      expect(await executedMigrations(second)).toEqual(MIGRATIONS.map(({ name }) => ({ name })));
      expect(second.get(SettingsService).instanceId).toBe(app.get(SettingsService).instanceId);
    });

    it('finds nothing to migrate when asked again', async () => {
      const orm = second.get(MikroORM);
      const config = testConfig({ ...database.env, WEB_DIST: webDist });
      expect(await migrateDatabase(orm, config.database)).toEqual([]);
    });
  });
});
