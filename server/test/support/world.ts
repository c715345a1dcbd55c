import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

import { type Client, registerClient } from './accounts-client.js';
import type { TestDatabaseKind } from './test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './test-app.js';

/** An app on a fresh database and its own web folder, nobody registered yet. */
export interface BareWorld {
  readonly app: NestExpressApplication;
  /** Requests without a session. */
  readonly http: ReturnType<typeof request>;
  /** `DATA_DIR` of the app. */
  readonly dataDir: string;
  /** Closes the app, drops the database and removes the web folder. */
  close(): Promise<void>;
}

/** An app on a fresh database with three signed-in users: the first (so admin), an owner and another user. */
export interface World extends BareWorld {
  readonly admin: Client;
  readonly owner: Client;
  readonly other: Client;
}

/** Starts a {@link BareWorld} on one kind of database, with `env` on top of the test config and `webFiles` in its web folder. */
export async function startBareWorld(
  kind: TestDatabaseKind,
  env: Readonly<Record<string, string>> = {},
  webFiles: Readonly<Record<string, string | Uint8Array>> = {},
): Promise<BareWorld> {
  const database = await kind.create();
  const webDist = await createWebDist(webFiles);
  const app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist, ...env }));
  return {
    app,
    http: request(app.getHttpServer()),
    dataDir: database.env['DATA_DIR'] ?? '',
    async close() {
      await app.close();
      await database.drop();
      await removeDir(webDist);
    },
  };
}

/** Starts a {@link World} on one kind of database, with `env` on top of the test config. */
export async function startWorld(kind: TestDatabaseKind, env: Readonly<Record<string, string>> = {}): Promise<World> {
  const bare = await startBareWorld(kind, env);
  const admin = await registerClient(bare.http, 'admin');
  const owner = await registerClient(bare.http, 'owner');
  const other = await registerClient(bare.http, 'other');
  return { ...bare, admin, owner, other };
}

/** An id that names nothing. */
export const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
