// Main-thread cost of one request, per kind: starts the built server in this process (fresh SQLite data folder) and
// drives it from a worker thread (so the client's work is not counted), one request at a time, COST_REQUESTS per
// kind; the main thread's busy time (performance.eventLoopUtilization) divided by the requests is what each request
// costs the event loop that every user shares (the engine runs on its own worker threads and is not counted).
//
//   npm run build && node bench/main-thread-cost.mjs
import 'reflect-metadata';

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.COST_REQUESTS ?? 300);
const require = createRequire(import.meta.url);
const { parseConfig, REPOSITORY_ROOT } = require(join(ROOT, 'server', 'dist', 'config', 'index.js'));
const { createApp } = require(join(ROOT, 'server', 'dist', 'create-app.js'));

const dataDir = await mkdtemp(join(tmpdir(), 'cla-cost-'));
const parsed = parseConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', COOKIE_SECURE: 'false', SIMULATOR_WORKERS: '1' }, { repositoryRoot: REPOSITORY_ROOT, cwd: ROOT });
const app = await createApp(parsed.config, { logger: ['error'] });
await app.listen(0, '127.0.0.1');
const port = app.getHttpServer().address().port;
const calculateBody = await readFile(join(ROOT, 'fixtures', 'requests', 'jetting-3km-10-bends-max.json'), 'utf8');

const client = new Worker(
  `
  const { parentPort, workerData } = require('node:worker_threads');
  const { request, Agent } = require('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method, path, body, headers = {}) => new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: workerData.port, method, path, agent,
      headers: { 'accept-encoding': 'gzip, br', ...headers, ...(body ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const chunks = []; res.on('data', (c) => chunks.push(c)); res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject); req.end(body);
  });
  let headers;
  parentPort.on('message', async ({ kind, count }) => {
    if (kind === 'setup') {
      const r = await send('POST', '/api/register', JSON.stringify({ username: 'cost', email: 'cost@example.com', password: 'cost-test-password' }), { 'accept-encoding': 'identity' });
      const cookies = Object.fromEntries(r.headers['set-cookie'].map((l) => l.split(';')[0].split('=')));
      headers = { cookie: 'cla_session=' + cookies.cla_session + '; XSRF-TOKEN=' + cookies['XSRF-TOKEN'], 'x-xsrf-token': decodeURIComponent(cookies['XSRF-TOKEN']) };
      parentPort.postMessage({ done: true });
      return;
    }
    const statuses = {};
    for (let i = 0; i < count; i += 1) {
      const r = kind === 'calculate'
        ? await send('POST', '/simulator/calculate', workerData.calculateBody, headers)
        : await send('GET', '/api/project2', undefined, headers);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
    parentPort.postMessage({ done: true, statuses });
  });
  `,
  { eval: true, workerData: { port, calculateBody } },
);
const ask = (message) =>
  new Promise((resolve) => {
    client.once('message', resolve);
    client.postMessage(message);
  });

try {
  await ask({ kind: 'setup' });
  await ask({ kind: 'calculate', count: 20 }); // warm-up
  const result = { bench: 'main-thread-cost', date: new Date().toISOString(), node: process.version, requests: REQUESTS };
  for (const kind of ['projects', 'calculate']) {
    const before = performance.eventLoopUtilization();
    const t0 = performance.now();
    const { statuses } = await ask({ kind, count: REQUESTS });
    const elu = performance.eventLoopUtilization(before);
    result[kind] = { mainThreadMsPerRequest: Number((elu.active / REQUESTS).toFixed(2)), wallMsPerRequest: Number(((performance.now() - t0) / REQUESTS).toFixed(2)), statuses };
  }
  console.log(JSON.stringify(result));
} finally {
  await client.terminate();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
