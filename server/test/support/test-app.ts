import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { NestExpressApplication } from '@nestjs/platform-express';

import { type AppConfig, parseConfig, REPOSITORY_ROOT } from '../../src/config/index.js';
import { createApp } from '../../src/create-app.js';
import type { TestDatabase, TestDatabaseKind } from './test-databases.js';

/**
 * Parses a test config exactly as production does, from an environment (no `process.env`). The demo project is off
 * unless `env` sets `DEMO_PROJECT` (so that tests start from empty accounts; demo-project.test.ts turns it on).
 */
export function testConfig(env: Readonly<Record<string, string>>): AppConfig {
  const result = parseConfig({ NODE_ENV: 'test', DEMO_PROJECT: 'false', ...env }, { repositoryRoot: REPOSITORY_ROOT, cwd: process.cwd() });
  if (!result.ok) {
    throw new Error(`bad test config: ${JSON.stringify(result.errors)}`);
  }
  return result.config;
}

/**
 * Builds the real app (the same `createApp` as main.ts), logging only warnings and errors.
 *
 * @param engineModule - the engine door of the simulation workers, e.g. {@link FAKE_ENGINE}; default `@cla/engine`
 */
export function startTestApp(config: AppConfig, engineModule?: string): Promise<NestExpressApplication> {
  return createApp(config, { logger: ['warn', 'error', 'fatal'], engineModule });
}

/** A fake engine door for pool tests (`fake-engine.mjs`): echoes `data.tag`, sleeps `data.sleepMs`, loops on `data.spin`, throws on `data.fail`. */
export const FAKE_ENGINE = pathToFileURL(join(__dirname, 'fake-engine.mjs')).href;

/** A temporary web build folder holding the given files (paths relative to it). */
export async function createWebDist(files: Readonly<Record<string, string | Uint8Array>>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cla-web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    const file = join(dir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return dir;
}

/** Removes a folder made by {@link createWebDist}. */
export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/**
 * Apps started with their own settings on one throwaway database and one web folder, as several processes of one
 * deployment: `setUp` in beforeAll, `start` per app, `tearDown` in afterAll closes them all and removes both.
 */
export class AppLauncher {
  private database: TestDatabase | undefined;
  private webDist = '';
  private readonly apps: NestExpressApplication[] = [];

  constructor(
    private readonly kind: TestDatabaseKind,
    private readonly webFiles: Readonly<Record<string, string | Uint8Array>> = {},
  ) {}

  async setUp(): Promise<void> {
    this.database = await this.kind.create();
    this.webDist = await createWebDist(this.webFiles);
  }

  /** The config of an app on this database and web folder, with `env` on top. */
  config(env: Readonly<Record<string, string>> = {}): AppConfig {
    return testConfig({ ...this.database!.env, WEB_DIST: this.webDist, ...env });
  }

  async start(env: Readonly<Record<string, string>> = {}): Promise<NestExpressApplication> {
    const app = await startTestApp(this.config(env));
    this.apps.push(app);
    return app;
  }

  /** Closes one app before the others (a process that stops), so that tearDown does not close it again. */
  async stop(app: NestExpressApplication): Promise<void> {
    this.apps.splice(this.apps.indexOf(app), 1);
    await app.close();
  }

  async tearDown(): Promise<void> {
    for (const app of this.apps) {
      await app.close();
    }
    await this.database?.drop();
    await removeDir(this.webDist);
  }
}
