// What the HTTP load scripts share: the built server started on a port of loopback, and the headers of a signed-in
// session (cookie and CSRF token) read from a sign-in or registration answer.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `node server/dist/main.js` on `port` with `env` on top of the defaults, and waits for its listening line. */
export async function startBuiltServer(dataDir, port, env = {}) {
  const server = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', COOKIE_SECURE: 'false', ...env },
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
