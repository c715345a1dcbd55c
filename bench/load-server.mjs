// What the HTTP load scripts share: the built server started on a port of loopback, and the headers of a signed-in
// session (cookie and CSRF token) read from a sign-in or registration answer.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server settings of `LOAD_SERVER_ENV`, space-separated `KEY=value` pairs (e.g. `SIMULATOR_WORKERS=2
 * NODE_OPTIONS=--cpu-prof`), to try a setting or profile the server under load.
 */
export function serverEnvOverrides(text = process.env.LOAD_SERVER_ENV ?? '') {
  return Object.fromEntries(
    text
      .split(/\s+/)
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/**
 * Starts `node server/dist/main.js` on `port` with `env` and `LOAD_SERVER_ENV` on top of the defaults, and waits for
 * its listening line. `LOAD_NODE_ARGS` (space-separated) go to node before the script, e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof` (written when the server exits); `LOAD_SERVER_MAIN` starts another build (a copy of
 * `server/dist` made before a change, to compare both under the same machine load).
 */
export async function startBuiltServer(dataDir, port, env = {}) {
  const nodeArgs = (process.env.LOAD_NODE_ARGS ?? '').split(/\s+/).filter((arg) => arg !== '');
  const main = process.env.LOAD_SERVER_MAIN ?? join(ROOT, 'server', 'dist', 'main.js');
  const server = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      ...env,
      ...serverEnvOverrides(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), 30_000);
    const onData = (chunk) => {
      log += chunk;
      if (log.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${log}`)));
  });
  return server;
}

/** The headers of the signed-in requests of a session whose cookies `response` (node:http) set. */
export function sessionHeaders(response) {
  const cookies = Object.fromEntries(
    (response.headers['set-cookie'] ?? []).map((line) => {
      const pair = line.split(';')[0];
      return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    }),
  );
  return { cookie: `cla_session=${cookies.cla_session}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, 'x-xsrf-token': decodeURIComponent(cookies['XSRF-TOKEN']) };
}

/**
 * Empties the PostgreSQL database of `url` (drops and recreates its `public` schema), so that a run starts from the
 * server's migrations as on a fresh SQLite folder. Only for a database kept for benchmarks.
 */
export async function emptyDatabase(url) {
  const { default: knex } = await import('knex');
  const db = knex({ client: 'pg', connection: url });
  try {
    await db.raw('drop schema if exists public cascade; create schema public');
  } finally {
    await db.destroy();
  }
}
