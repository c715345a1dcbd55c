// Checks before the start that the port, the data folder and the database can be used.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

import { MikroORM } from '@mikro-orm/core';

import type { AppConfig, DatabaseConfig } from './config/index.js';
import { buildOrmOptions } from './database/orm-options.js';

/** A start-up problem the operator can fix, as the one line to print (it names the setting and what to do). */
export class StartUpError extends Error {
  override readonly name = 'StartUpError';
}

/** The code of a Node or driver error (`ENOTDIR`, `ECONNREFUSED`, PostgreSQL's `3D000`…), if any. */
function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Creates `DATA_DIR` if missing and proves it writable by writing and removing a small file.
 *
 * @throws StartUpError naming `DATA_DIR` and what to do
 */
export async function checkDataDir(dataDir: string): Promise<void> {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    await makeDirectory(dataDir);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = codeOf(error);
    throw new StartUpError(
      `Could not start: DATA_DIR ${dataDir} cannot be written${code ? ` (${code})` : ''}: set DATA_DIR to a folder this user may create and write, or fix its permissions`,
    );
  }
}

/**
 * `mkdir -p` that cannot loop: Node's `mkdir(…, { recursive: true })` retries forever where the parent exists but the
 * folder can never be made (a path under `/proc` answers ENOENT whatever is done), so each level is made once.
 */
export async function makeDirectory(path: string): Promise<void> {
  try {
    await mkdir(path);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST') {
      return;
    }
    const parent = dirname(path);
    if (code !== 'ENOENT' || parent === path) {
      throw error;
    }
    await makeDirectory(parent);
    try {
      await mkdir(path);
    } catch (again) {
      if (codeOf(again) !== 'EEXIST') {
        throw again;
      }
    }
  }
}

/** A PostgreSQL URL without its password: `host:port/database`. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

/**
 * Connects once to a PostgreSQL `DATABASE_URL` before anything else starts, so that an unreachable server, a refused
 * login or a missing database is one clear line (the SQLite file is covered by {@link checkDataDir}).
 *
 * @throws StartUpError naming `DATABASE_URL` and what to do
 */
export async function checkDatabase(database: DatabaseConfig): Promise<void> {
  if (database.kind !== 'postgresql') {
    return;
  }
  const where = describePostgresUrl(database.url);
  let outcome: { ok: boolean; reason?: string; error?: unknown };
  try {
    const orm = await MikroORM.init({ ...buildOrmOptions(database, () => undefined), ensureDatabase: false });
    try {
      outcome = await orm.checkConnection();
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    outcome = { ok: false, reason: reasonOf(error), error };
  }
  if (outcome.ok) {
    return;
  }
  const code = codeOf(outcome.error);
  const advice =
    code === '3D000'
      ? 'create that database or correct DATABASE_URL'
      : code === '28P01' || code === '28000'
        ? 'correct the user or password in DATABASE_URL'
        : 'start PostgreSQL there or correct DATABASE_URL';
  throw new StartUpError(
    `Could not start: the PostgreSQL database of DATABASE_URL (${where}) cannot be used (${outcome.reason ?? 'no connection'}): ${advice}, or unset DATABASE_URL to use the embedded SQLite file`,
  );
}

/**
 * Listens on `port` for a moment and lets it go, so that a port in use is explained before the database is migrated
 * and the workers start (the real listen can still lose a race; {@link explainStartError} explains that too).
 *
 * @throws StartUpError naming `PORT`
 */
export async function checkPort(port: number): Promise<void> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '0.0.0.0', resolve);
    });
  } catch (error) {
    throw new StartUpError(explainStartError(error, port));
  }
  await new Promise((resolve) => server.close(resolve));
}

/** Runs every start-up check, in order: the port, the data folder, then the database. */
export async function checkStartUp(config: AppConfig): Promise<void> {
  await checkPort(config.port);
  await checkDataDir(config.dataDir);
  await checkDatabase(config.database);
}

/**
 * The one line printed when the start fails: a {@link StartUpError}'s own line, a port in use or not allowed
 * (naming `PORT`), else the error's stack (a bug or something unforeseen).
 */
export function explainStartError(error: unknown, port: number | undefined): string {
  if (error instanceof StartUpError) {
    return error.message;
  }
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return `Could not start: port ${port ?? '?'} is already in use (PORT): stop the program using it, or start on another port, e.g. PORT=${(port ?? 3000) + 1} npm start`;
  }
  if (code === 'EACCES') {
    return `Could not start: this user may not listen on port ${port ?? '?'} (PORT): choose a port above 1023, e.g. PORT=3000`;
  }
  return `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
