// Load test of POST /simulator/calculate: starts the built server on 127.0.0.1 (a fresh SQLite data folder),
// registers LOAD_USERS users, then each user sends the typical section again and again (no pause: a closed loop)
// for LOAD_SECONDS. Reports throughput, latency quantiles and the count of every status, as one JSON line on stdout
// and in bench/results/simulator-load.json. Loopback only; bounded in time.
//
//   npm run build && node bench/simulator-load.mjs
//   LOAD_USERS=32 LOAD_SECONDS=30 LOAD_FIXTURE=jetting-3km-10-bends-max node bench/simulator-load.mjs
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sessionHeaders, startBuiltServer } from './load-server.mjs';
import { quantile } from './measure.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Math.min(Number(process.env.LOAD_SECONDS ?? 30), 60);
const FIXTURE = process.env.LOAD_FIXTURE ?? 'jetting-2km-25-bends-typical-max';
const PORT = Number(process.env.LOAD_PORT ?? 38000 + Math.floor(Math.random() * 1000));
const HOST = '127.0.0.1';

const agent = new Agent({ keepAlive: true, maxSockets: USERS + 10 });

/** One HTTP request: `{ status, headers, body }`. */
function send(method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = request(
      { host: HOST, port: PORT, method, path, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Registers one user and answers the headers of its signed-in requests. */
async function register(index) {
  const name = `load${index}`;
  const response = await send('POST', '/api/register', { username: name, email: `${name}@example.com`, password: 'load-test-password' });
  if (response.status !== 201) {
    throw new Error(`register ${name}: ${response.status} ${response.body}`);
  }
  return sessionHeaders(response);
}

const body = await readFile(join(ROOT, 'fixtures', 'requests', `${FIXTURE}.json`), 'utf8');
const dataDir = await mkdtemp(join(tmpdir(), 'cla-load-'));
const server = await startBuiltServer(dataDir, PORT);
try {
  const users = [];
  for (let start = 0; start < USERS; start += 20) {
    users.push(...(await Promise.all(Array.from({ length: Math.min(20, USERS - start) }, (_, i) => register(start + i)))));
  }
  // Warm-up: one calculation per worker's worth, not measured.
  await Promise.all(users.slice(0, 4).map((headers) => send('POST', '/simulator/calculate', body, headers)));

  const latencies = [];
  const statuses = {};
  const retryAfter = {};
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    users.map(async (headers) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await send('POST', '/simulator/calculate', body, headers);
        latencies.push(performance.now() - t0);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.headers['retry-after'] !== undefined) {
          retryAfter[response.status] = (retryAfter[response.status] ?? 0) + 1;
        }
        if (response.status === 503 || response.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers['retry-after'] ?? 1)));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const count = (predicate) => Object.entries(statuses).reduce((sum, [status, n]) => sum + (predicate(Number(status)) ? n : 0), 0);
  const result = {
    bench: 'simulator-load',
    date: new Date().toISOString(),
    machine: {
      cpus: availableParallelism(),
      model: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
    },
    fixture: FIXTURE,
    users: USERS,
    seconds: Number(elapsed.toFixed(1)),
    requests: latencies.length,
    ok: statuses[200] ?? 0,
    throughputPerSecond: Number(((statuses[200] ?? 0) / elapsed).toFixed(1)),
    p50Ms: Number(quantile(latencies, 0.5).toFixed(1)),
    p90Ms: Number(quantile(latencies, 0.9).toFixed(1)),
    p99Ms: Number(quantile(latencies, 0.99).toFixed(1)),
    maxMs: Number(latencies.at(-1).toFixed(1)),
    statuses,
    count5xx: count((status) => status >= 500),
    count503: statuses[503] ?? 0,
    count429: statuses[429] ?? 0,
    retryAfter,
  };
  console.log(JSON.stringify(result));
  await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
  await writeFile(join(ROOT, 'bench', 'results', `simulator-load-${USERS}u.json`), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
