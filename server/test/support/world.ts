import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

import { type Client, registerClient } from './accounts-client.js';
import type { TestDatabaseKind } from './test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './test-app.js';

/** An app on a fresh database with three signed-in users: the first (so admin), an owner and another user. */
export interface World {
  readonly app: NestExpressApplication;
  /** Requests without a session. */
  readonly http: ReturnType<typeof request>;
  readonly admin: Client;
  readonly owner: Client;
  readonly other: Client;
  /** `DATA_DIR` of the app. */
  readonly dataDir: string;
  close(): Promise<void>;
}

/** Starts a {@link World} on one kind of database, with `env` on top of the test config. */
export async function startWorld(kind: TestDatabaseKind, env: Readonly<Record<string, string>> = {}): Promise<World> {
  const database = await kind.create();
  const webDist = await createWebDist({});
  const app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist, ...env }));
  const http = request(app.getHttpServer());
  const admin = await registerClient(http, 'admin');
  const owner = await registerClient(http, 'owner');
  const other = await registerClient(http, 'other');
  return {
    app,
    http,
    admin,
    owner,
    other,
    dataDir: database.env['DATA_DIR'] ?? '',
    async close() {
      await app.close();
      await database.drop();
      await removeDir(webDist);
    },
  };
}

/** An id that names nothing. */
export const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
