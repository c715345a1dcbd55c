import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SERVER_ROOT } from '../src/config/index.js';

// The built server (`npm run build` first, as `npm test` does) started with bad settings: one line on stderr that
// names the setting and says what to do, no stack, exit code 1.
const MAIN = join(SERVER_ROOT, 'dist', 'main.js');

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: '/usr/bin:/bin', NODE_ENV: 'test', SIMULATOR_WORKERS: '1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.trim() });
    });
  });
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('start-up errors of the built server', () => {
  let dir: string;
  let busy: Server;
  let busyPort: number;

  beforeAll(async () => {
    expect(existsSync(MAIN), `${MAIN} is missing: run npm run build`).toBe(true);
    dir = await mkdtemp(join(tmpdir(), 'cla-start-'));
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '0.0.0.0', resolve));
    busyPort = (busy.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => busy?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('a DATA_DIR that cannot be written', async () => {
    // a regular file where a folder should be: even root cannot create a folder below it
    await writeFile(join(dir, 'a-file'), '');
    const { code, stderr } = await start({ DATA_DIR: join(dir, 'a-file', 'data'), PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Could not start: DATA_DIR .*a-file\/data cannot be written \(ENOTDIR\): set DATA_DIR to a folder/);
  });

  it.runIf(existsSync('/proc/self'))('a DATA_DIR under /proc, where a folder can never be made (it used to hang)', async () => {
    const { code, stderr } = await start({ DATA_DIR: '/proc/cla-data', PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Could not start: DATA_DIR \/proc\/cla-data cannot be written \(ENOENT\)/);
  });

  it('a DATABASE_URL that cannot be reached, without its password', async () => {
    const { code, stderr } = await start({ DATA_DIR: join(dir, 'db'), DATABASE_URL: 'postgres://cla:s3cret@127.0.0.1:1/cla', PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain('Could not start: the PostgreSQL database of DATABASE_URL (127.0.0.1:1/cla) cannot be used (connect ECONNREFUSED');
    expect(stderr).toContain('start PostgreSQL there or correct DATABASE_URL');
    expect(stderr).not.toContain('s3cret');
  });

  it('a PORT already in use', async () => {
    const { code, stderr } = await start({ DATA_DIR: join(dir, 'port'), PORT: String(busyPort), DEMO_PROJECT: 'false' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toBe(
      `Could not start: port ${busyPort} is already in use (PORT): stop the program using it, or start on another port, e.g. PORT=${busyPort + 1} npm start`,
    );
  });

  it('a bad setting names its key', async () => {
    const { code, stderr } = await start({ DATA_DIR: join(dir, 'bad'), DEMO_PROJECT: 'maybe' });
    expect(code).toBe(1);
    expect(stderr).toBe('Invalid configuration: DEMO_PROJECT must be true or false (got "maybe")');
  });
});
