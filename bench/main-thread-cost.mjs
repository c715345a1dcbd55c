// Main-thread cost of one request, per kind: starts the built server in this process (fresh SQLite data folder, or
// the PostgreSQL database of COST_DATABASE_URL, emptied first) and drives it from a worker thread (so the client's
// work is not counted), one request at a time, COST_REQUESTS per kind, after COST_WARMUP of each. Kinds (COST_KINDS,
// comma-separated, default all): signIn (POST /api/login), projects (GET /api/project2 of a user with 3 projects of
// 4 sections each), save (PATCH /api/section/{id} of a new section, with its version), calculate (POST
// /simulator/calculate, the 3 km jetting fixture); whoami and version (GET /api/application-version, the floor) on
// demand. For each: the main thread's CPU time per request (Linux: the thread's /proc schedstat, in ns, so other
// processes' load does not count), its busy time
// (performance.eventLoopUtilization, wall time: grows when the machine is loaded) and the wall time per request.
// The engine (worker threads) and libuv's pool (argon2, zlib) are not counted.
//
//   npm run build && node bench/main-thread-cost.mjs
//   COST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/cla_bench node bench/main-thread-cost.mjs
//   COST_SERVER_DIST=$PWD/server-before/dist node bench/main-thread-cost.mjs   # another build: a copy of server/dist,
//                                  # server/worker and server/package.json in a folder of the repository (its modules)
//   COST_PROFILE_DIR=/tmp/prof node bench/main-thread-cost.mjs   # a CPU profile of each kind's measured requests
import 'reflect-metadata';

import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';

import { newSection } from '@cla/domain';

import { emptyDatabase } from './load-server.mjs';
import { machine } from './measure.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.COST_REQUESTS ?? 300);
const WARMUP = Number(process.env.COST_WARMUP ?? 30);
const KINDS = (process.env.COST_KINDS ?? 'signIn,projects,save,calculate').split(',').filter((kind) => kind !== '');
const DATABASE_URL = process.env.COST_DATABASE_URL ?? '';
const PROFILE_DIR = process.env.COST_PROFILE_DIR ?? '';
/** What the client accepts (`identity` to measure without compression). */
const ACCEPT_ENCODING = process.env.COST_ACCEPT_ENCODING ?? 'gzip, br';
const DIST = process.env.COST_SERVER_DIST ?? join(ROOT, 'server', 'dist');
const require = createRequire(import.meta.url);
const { parseConfig, REPOSITORY_ROOT } = require(join(DIST, 'config', 'index.js'));
const { createApp } = require(join(DIST, 'create-app.js'));

/** The main thread's CPU time in ms (its task's schedstat, ns), or `undefined` off Linux. */
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
function threadCpuMs() {
  return existsSync(SCHEDSTAT) ? Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6 : undefined;
}

if (DATABASE_URL !== '') {
  await emptyDatabase(DATABASE_URL); // the app migrates it from nothing
}
const dataDir = await mkdtemp(join(tmpdir(), 'cla-cost-'));
const env = { DATA_DIR: dataDir, NODE_ENV: 'production', COOKIE_SECURE: 'false', SIMULATOR_WORKERS: '1' };
const parsed = parseConfig(DATABASE_URL === '' ? env : { ...env, DATABASE_URL }, { repositoryRoot: REPOSITORY_ROOT, cwd: ROOT });
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
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = request({ host: '127.0.0.1', port: workerData.port, method, path, agent,
      headers: { 'accept-encoding': workerData.acceptEncoding, ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const chunks = []; res.on('data', (c) => chunks.push(c)); res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject); req.end(payload);
  });
  const plain = { 'accept-encoding': 'identity' };
  const sessionOf = (r) => {
    const cookies = Object.fromEntries(r.headers['set-cookie'].map((l) => { const p = l.split(';')[0]; return [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]; }));
    return { cookie: 'cla_session=' + cookies.cla_session + '; XSRF-TOKEN=' + cookies['XSRF-TOKEN'], 'x-xsrf-token': decodeURIComponent(cookies['XSRF-TOKEN']) };
  };
  const credentials = { email: 'cost@example.com', password: 'cost-test-password' };
  let headers;
  let section;
  async function setUp() {
    headers = sessionOf(await send('POST', '/api/register', { username: 'cost', ...credentials }, plain));
    for (let p = 0; p < 3; p += 1) {
      const project = JSON.parse((await send('POST', '/api/project2', { name: 'Route ' + p }, { ...headers, ...plain })).body);
      for (let s = 0; s < 4; s += 1) {
        const created = await send('POST', '/api/section', { project: project.id, data: workerData.section }, { ...headers, ...plain });
        if (created.status !== 201) throw new Error('section: ' + created.status + ' ' + created.body);
        section = JSON.parse(created.body);
      }
    }
  }
  async function one(kind) {
    switch (kind) {
      case 'signIn': return send('POST', '/api/login', credentials);
      case 'projects': return send('GET', '/api/project2', undefined, headers);
      case 'whoami': return send('GET', '/api/whoami', undefined, headers);
      case 'version': return send('GET', '/api/application-version', undefined, headers);
      case 'save': {
        const data = { ...section.data, general: { ...section.data.general, comment: 'edit ' + Date.now() } };
        const r = await send('PATCH', '/api/section/' + section.id, { version: section.version, data }, { ...headers, ...plain });
        if (r.status === 200) section.version = JSON.parse(r.body).version;
        return r;
      }
      default: return send('POST', '/simulator/calculate', workerData.calculateBody, headers);
    }
  }
  parentPort.on('message', async ({ kind, count }) => {
    if (kind === 'setup') {
      await setUp();
      parentPort.postMessage({});
      return;
    }
    const statuses = {};
    for (let i = 0; i < count; i += 1) {
      const r = await one(kind);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
    parentPort.postMessage({ statuses });
  });
  `,
  { eval: true, workerData: { port, calculateBody, section: newSection(), acceptEncoding: ACCEPT_ENCODING } },
);
const ask = (message) =>
  new Promise((resolve) => {
    client.once('message', resolve);
    client.postMessage(message);
  });

try {
  await ask({ kind: 'setup' });
  const result = {
    bench: 'main-thread-cost',
    date: new Date().toISOString(),
    machine: await machine(),
    database: DATABASE_URL === '' ? 'sqlite' : 'postgresql',
    build: DIST,
    requests: REQUESTS,
    acceptEncoding: ACCEPT_ENCODING,
  };
  for (const kind of KINDS) {
    await ask({ kind, count: WARMUP });
    const profiler = PROFILE_DIR === '' ? undefined : new Session();
    if (profiler !== undefined) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const cpu0 = threadCpuMs();
    const before = performance.eventLoopUtilization();
    const t0 = performance.now();
    const { statuses } = await ask({ kind, count: REQUESTS });
    const elu = performance.eventLoopUtilization(before);
    const cpu = threadCpuMs();
    if (profiler !== undefined) {
      const { profile } = await profiler.post('Profiler.stop');
      await mkdir(PROFILE_DIR, { recursive: true });
      await writeFile(join(PROFILE_DIR, `${kind}.cpuprofile`), JSON.stringify(profile));
      profiler.disconnect();
    }
    result[kind] = {
      mainThreadCpuMsPerRequest: cpu === undefined ? null : Number(((cpu - cpu0) / REQUESTS).toFixed(3)),
      mainThreadMsPerRequest: Number((elu.active / REQUESTS).toFixed(3)),
      wallMsPerRequest: Number(((performance.now() - t0) / REQUESTS).toFixed(3)),
      statuses,
    };
  }
  result.machine.loadAverage1mAtEnd = (await machine()).loadAverage1m;
  console.log(JSON.stringify(result));
  await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
  await writeFile(join(ROOT, 'bench', 'results', 'main-thread-cost.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await client.terminate();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
