// How fast a normal calculation answers right after a hostile one: starts the built server on 127.0.0.1 (a fresh
// SQLite data folder, default settings unless LOAD_SERVER_ENV), registers two users, then, HOSTILE_RUNS times per
// kind, user A sends a hostile calculate (a body nested 6000 levels, an array of 10⁶ items, an array of 20 000 rows,
// and a pathological route: the longest the limits allow, 10 000 rows jetted with findMaxDistance, which runs long on
// its worker) and, 20 ms later, user B the typical section (fixtures/requests/jetting-2km-25-bends-typical-max.json).
// Reports B's latency per kind (median, max) and A's status, as one JSON line and in
// bench/results/hostile-calculate.json. Target: B under 1 s. Loopback only; bounded.
//
//   npm run build && node bench/hostile-calculate.mjs
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sessionHeaders, startBuiltServer } from './load-server.mjs';
import { quantile } from './measure.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.min(Number(process.env.HOSTILE_RUNS ?? 5), 20);
const PORT = Number(process.env.LOAD_PORT ?? 37000 + Math.floor(Math.random() * 1000));
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function send(path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, method: 'POST', path, agent, headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function register(name) {
  const response = await send('/api/register', JSON.stringify({ username: name, email: `${name}@example.com`, password: 'hostile-test-password' }), { 'accept-encoding': 'identity' });
  if (response.status !== 201) {
    throw new Error(`register ${name}: ${response.status}`);
  }
  return sessionHeaders(response);
}

const typical = await readFile(join(ROOT, 'fixtures', 'requests', 'jetting-2km-25-bends-typical-max.json'), 'utf8');
const jetting = JSON.parse(typical);
const rows = Array.from({ length: 10_000 }, () => ({ type: 'straight', slope: 0, length: 0.3 }));
const HOSTILE = {
  deepNesting: `{"data":${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}}`,
  hugeArray: `{"data":{"trajectory":{"rows":[${new Array(1_000_000).fill('0').join(',')}]}}}`,
  rows20000: `{"data":{"trajectory":{"rows":[${new Array(20_000).fill('{}').join(',')}]}}}`,
  longRoute: JSON.stringify({ ...jetting, findMaxDistance: true, data: { ...jetting.data, trajectory: { altitudeAtStart: 0, initialHeading: 0, rows } } }),
};

const dataDir = await mkdtemp(join(tmpdir(), 'cla-hostile-'));
const server = await startBuiltServer(dataDir, PORT);
try {
  const a = await register('hostile');
  const b = await register('normal');
  await send('/simulator/calculate', typical, b); // warm-up
  const results = {};
  for (const [kind, body] of Object.entries(HOSTILE)) {
    const latencies = [];
    const hostileStatuses = {};
    const hostileMs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const t0 = performance.now();
      const hostile = send('/simulator/calculate', body, a).then((response) => {
        hostileMs.push(performance.now() - t0);
        hostileStatuses[response.status] = (hostileStatuses[response.status] ?? 0) + 1;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const t1 = performance.now();
      const normal = await send('/simulator/calculate', typical, b);
      latencies.push(performance.now() - t1);
      if (normal.status !== 200) {
        throw new Error(`the normal calculate after ${kind} answered ${normal.status}`);
      }
      await hostile;
    }
    latencies.sort((x, y) => x - y);
    hostileMs.sort((x, y) => x - y);
    results[kind] = {
      hostileStatuses,
      hostileMedianMs: Number(quantile(hostileMs, 0.5).toFixed(1)),
      nextNormalMedianMs: Number(quantile(latencies, 0.5).toFixed(1)),
      nextNormalMaxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
    };
  }
  const result = {
    bench: 'hostile-calculate',
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage1m: Number(loadavg()[0].toFixed(2)) },
    runs: RUNS,
    results,
  };
  console.log(JSON.stringify(result));
  await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
  await writeFile(join(ROOT, 'bench', 'results', 'hostile-calculate.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
