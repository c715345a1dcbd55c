// Mixed-traffic load test of the whole server, as a crowd of engineers uses it: starts the built server on
// 127.0.0.1 (a fresh SQLite data folder, or LOAD_DATABASE_URL), registers LOAD_USERS users, each with a project and
// a section, then every user loops without pause (a closed loop) for LOAD_SECONDS over a mix of
//   10 % sign-in (POST /api/login), 30 % projects list (GET /api/project2),
//   30 % section save (PATCH /api/section/{id}, with its version), 30 % calculate (POST /simulator/calculate),
// sending `Accept-Encoding: gzip, br` like a browser. Users start spread over LOAD_RAMP_SECONDS (default 5), which
// are a warm-up: only requests sent after it, for LOAD_SECONDS (default and at most 60), are counted.
//
// LOAD_PACE_MS=2000-5000 paces the users instead (issue #38: a user acts every 2 to 5 s, a random think time after
// each answer): the targets are then p99 under 300 ms for reads and saves and under 1 s for calculations.
//
// Every simulated user comes from its own address, as a real crowd does: the server runs with TRUST_PROXY=loopback
// and each user's requests carry `X-Forwarded-For: 198.18.x.y` (the benchmarking range), so the anonymous sign-ins
// are counted per user by API_RATE_LIMIT instead of all against 127.0.0.1 (LOAD_SPREAD_ADDRESSES=0: everybody is
// 127.0.0.1 again). Reports, per kind and in all, latency quantiles, statuses, 5xx and 429 counts (apart), the
// refused calculations (429 or 503) and the bytes received, as one JSON line on stdout (the last line) and in
// bench/results/mixed-load-<users>u-<database>[-paced].json. Loopback only; bounded.
//
//   npm run build && node bench/mixed-load.mjs                                   # SQLite (a fresh data folder)
//   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/cla_bench node bench/mixed-load.mjs   # PostgreSQL (emptied first)
//   LOAD_USERS=50 LOAD_SECONDS=30 node bench/mixed-load.mjs
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { newSection } from '@cla/domain';

import { emptyDatabase, serverEnvOverrides, sessionHeaders, startBuiltServer } from './load-server.mjs';
import { quantile } from './measure.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Math.min(Number(process.env.LOAD_SECONDS ?? 60), 60);
/** Users start spread over this many seconds, and what they send meanwhile is not counted (a warm-up). */
const RAMP_SECONDS = Math.min(Number(process.env.LOAD_RAMP_SECONDS ?? 5), 30);
const FIXTURE = process.env.LOAD_FIXTURE ?? 'jetting-2km-25-bends-typical-max';
const PORT = Number(process.env.LOAD_PORT ?? 39000 + Math.floor(Math.random() * 1000));
const HOST = '127.0.0.1';
const PASSWORD = 'load-test-password';
/** Whether each user gets its own client address (X-Forwarded-For, trusted from loopback). */
const SPREAD_ADDRESSES = process.env.LOAD_SPREAD_ADDRESSES !== '0';
/** Paced users: the think time after each answer, a random number of ms in [min, max] (unset: a closed loop). */
const PACE = /^(\d+)-(\d+)$/.exec(process.env.LOAD_PACE_MS ?? '');
const PACE_MS = PACE ? { min: Number(PACE[1]), max: Math.max(Number(PACE[1]), Number(PACE[2])) } : null;
/** Reads and saves must answer within this (p99); the targets' line says whether they did (paced: issue #38's). */
const TARGET_P99_MS = PACE_MS ? 300 : 1000;
/** Paced: calculations must answer within this (p99). */
const TARGET_CALCULATE_P99_MS = 1000;
const MIX = [
  ['signIn', 0.1],
  ['projects', 0.3],
  ['save', 0.3],
  ['calculate', 0.3],
];

const agent = new Agent({ keepAlive: true, maxSockets: USERS + 10 });

/** One HTTP request: `{ status, headers, body, bytes }` (the body as received: maybe compressed). */
function send(method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = request(
      {
        host: HOST,
        port: PORT,
        method,
        path,
        agent,
        headers: { 'accept-encoding': 'gzip, br', ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, raw, bytes: raw.length });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A JSON answer's body, from an uncompressed request. */
async function json(method, path, body, headers) {
  const response = await send(method, path, body, { ...headers, 'accept-encoding': 'identity' });
  return { ...response, json: response.raw.length > 0 ? JSON.parse(response.raw.toString('utf8')) : undefined };
}

/** Registers one user with a project and a section. */
async function setUp(index) {
  const name = `mixed${index}`;
  const address = SPREAD_ADDRESSES ? { 'x-forwarded-for': `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}` } : {};
  const registered = await json('POST', '/api/register', { username: name, email: `${name}@example.com`, password: PASSWORD }, address);
  if (registered.status !== 201) {
    throw new Error(`register ${name}: ${registered.status} ${registered.raw}`);
  }
  const user = { name, address, headers: { ...address, ...sessionHeaders(registered) } };
  const project = await json('POST', '/api/project2', { name: `Route ${index}` }, user.headers);
  const section = await json('POST', '/api/section', { project: project.json.id, data: newSection() }, user.headers);
  if (section.status !== 201) {
    throw new Error(`section ${name}: ${section.status} ${section.raw}`);
  }
  user.section = { id: section.json.id, version: section.json.version, data: section.json.data };
  return user;
}

function pick() {
  let roll = Math.random();
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) {
      return kind;
    }
  }
  return MIX.at(-1)[0];
}

const calculateBody = await readFile(join(ROOT, 'fixtures', 'requests', `${FIXTURE}.json`), 'utf8');

async function act(kind, user) {
  switch (kind) {
    case 'signIn': {
      const response = await send('POST', '/api/login', { email: user.name, password: PASSWORD }, user.address);
      if (response.status === 200) {
        user.headers = { ...user.address, ...sessionHeaders(response) };
      }
      return response;
    }
    case 'projects':
      return send('GET', '/api/project2', undefined, user.headers);
    case 'save': {
      const data = { ...user.section.data, general: { ...user.section.data.general, comment: `edit ${Date.now()}` } };
      const response = await json('PATCH', `/api/section/${user.section.id}`, { version: user.section.version, data }, user.headers);
      if (response.status === 200) {
        user.section.version = response.json.version;
      }
      return response;
    }
    default:
      return send('POST', '/simulator/calculate', calculateBody, user.headers);
  }
}

/** How many answers had a status `test` accepts. */
function countOf(statuses, test) {
  return Object.entries(statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
}

function summary(latencies, statuses, bytes) {
  latencies.sort((a, b) => a - b);
  const over1s = latencies.filter((ms) => ms > 1000).length;
  return {
    requests: latencies.length,
    p50Ms: Number(quantile(latencies, 0.5).toFixed(1)),
    p90Ms: Number(quantile(latencies, 0.9).toFixed(1)),
    p99Ms: Number(quantile(latencies, 0.99).toFixed(1)),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
    over1s,
    statuses,
    count5xx: countOf(statuses, (status) => status >= 500),
    count429: countOf(statuses, (status) => status === 429),
    meanBytes: latencies.length === 0 ? 0 : Math.round(bytes / latencies.length),
  };
}

const DATABASE = process.env.LOAD_DATABASE_URL ? 'postgresql' : 'sqlite';
if (process.env.LOAD_DATABASE_URL) {
  await emptyDatabase(process.env.LOAD_DATABASE_URL);
}
const dataDir = await mkdtemp(join(tmpdir(), 'cla-mixed-'));
const server = await startBuiltServer(dataDir, PORT, {
  ...(SPREAD_ADDRESSES ? { TRUST_PROXY: 'loopback' } : {}),
  ...(process.env.LOAD_DATABASE_URL ? { DATABASE_URL: process.env.LOAD_DATABASE_URL } : {}),
  ...(process.env.LOAD_REDIS_URL ? { REDIS_URL: process.env.LOAD_REDIS_URL } : {}),
});
// a server that dies under the load says so (with the end of what it wrote), instead of leaving only a socket error
let serverTail = '';
const keepTail = (chunk) => (serverTail = (serverTail + chunk).slice(-4000));
server.stdout.on('data', keepTail);
server.stderr.on('data', keepTail);
server.once('exit', (code, signal) => {
  if (code !== 0 && signal !== 'SIGTERM') console.error(`the server exited (${code ?? signal}):\n${serverTail}`);
});
const loadAverage1mAtStart = Number(loadavg()[0].toFixed(2));
try {
  const users = [];
  for (let start = 0; start < USERS; start += 20) {
    users.push(...(await Promise.all(Array.from({ length: Math.min(20, USERS - start) }, (_, i) => setUp(start + i)))));
  }
  const byKind = Object.fromEntries(MIX.map(([kind]) => [kind, { latencies: [], statuses: {}, bytes: 0 }]));
  const started = performance.now() + RAMP_SECONDS * 1000;
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    users.map(async (user) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * RAMP_SECONDS * 1000));
      while (performance.now() < deadline) {
        const kind = pick();
        const t0 = performance.now();
        const response = await act(kind, user);
        if (t0 < started) {
          // the warm-up: not counted
          if (PACE_MS) await new Promise((resolve) => setTimeout(resolve, PACE_MS.min + Math.random() * (PACE_MS.max - PACE_MS.min)));
          continue;
        }
        const record = byKind[kind];
        record.latencies.push(performance.now() - t0);
        record.statuses[response.status] = (record.statuses[response.status] ?? 0) + 1;
        record.bytes += response.bytes;
        if (response.status === 503 || response.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers['retry-after'] ?? 1)));
        } else if (PACE_MS) {
          await new Promise((resolve) => setTimeout(resolve, PACE_MS.min + Math.random() * (PACE_MS.max - PACE_MS.min)));
        }
      }
    }),
  );
  // Counted: requests sent from the end of the ramp to the deadline (their answers may come after it).
  const elapsed = (performance.now() - started) / 1000;
  const all = { latencies: [], statuses: {}, bytes: 0 };
  for (const record of Object.values(byKind)) {
    all.latencies.push(...record.latencies);
    all.bytes += record.bytes;
    for (const [status, n] of Object.entries(record.statuses)) {
      all.statuses[status] = (all.statuses[status] ?? 0) + n;
    }
  }
  const kinds = Object.fromEntries(Object.entries(byKind).map(([kind, record]) => [kind, summary(record.latencies, record.statuses, record.bytes)]));
  const overall = summary(all.latencies, all.statuses, all.bytes);
  const refusedCalculations = countOf(kinds.calculate.statuses, (status) => status === 429 || status === 503);
  const result = {
    bench: 'mixed-load',
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage1mAtStart, loadAverage1m: Number(loadavg()[0].toFixed(2)) },
    database: DATABASE,
    serverEnv: { ...(SPREAD_ADDRESSES ? { TRUST_PROXY: 'loopback' } : {}), ...serverEnvOverrides() },
    spreadAddresses: SPREAD_ADDRESSES,
    fixture: FIXTURE,
    users: USERS,
    paceMs: PACE_MS,
    rampSeconds: RAMP_SECONDS,
    seconds: Number(elapsed.toFixed(1)),
    throughputPerSecond: Number((all.latencies.length / elapsed).toFixed(1)),
    calculationsPerSecond: Number(((kinds.calculate.statuses[200] ?? 0) / elapsed).toFixed(1)),
    count5xx: overall.count5xx,
    count429: overall.count429,
    refusedCalculations,
    // p50 / p99 in ms per kind, and whether the run met the targets: no 5xx, no refused calculation, reads and
    // saves (sign-in, projects list, section save) at p99 under 1 s.
    p50Ms: Object.fromEntries(Object.entries(kinds).map(([kind, s]) => [kind, s.p50Ms])),
    p99Ms: Object.fromEntries(Object.entries(kinds).map(([kind, s]) => [kind, s.p99Ms])),
    targets: {
      no5xx: overall.count5xx === 0,
      noRefusedCalculation: refusedCalculations === 0,
      [`readsAndSavesP99Under${TARGET_P99_MS}ms`]: ['signIn', 'projects', 'save'].every((kind) => kinds[kind].p99Ms < TARGET_P99_MS),
      ...(PACE_MS ? { [`calculateP99Under${TARGET_CALCULATE_P99_MS}ms`]: kinds.calculate.p99Ms < TARGET_CALCULATE_P99_MS } : {}),
    },
    all: overall,
    ...kinds,
  };
  console.log(JSON.stringify(result));
  await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
  await writeFile(join(ROOT, 'bench', 'results', `mixed-load-${USERS}u-${DATABASE}${PACE_MS ? '-paced' : ''}.json`), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
