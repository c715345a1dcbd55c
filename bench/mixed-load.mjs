// Mixed-traffic load test of the whole server, as a crowd of engineers uses it: starts the built server on
// 127.0.0.1 (a fresh SQLite data folder, or LOAD_DATABASE_URL), registers LOAD_USERS users, each with a project and
// a section, then every user loops without pause (a closed loop) for LOAD_SECONDS over a mix of
//   10 % sign-in (POST /api/login), 30 % projects list (GET /api/project2),
//   30 % section save (PATCH /api/section/{id}, with its version), 30 % calculate (POST /simulator/calculate),
// sending `Accept-Encoding: gzip, br` like a browser. Users start spread over LOAD_RAMP_SECONDS (default 5), which
// are a warm-up: only requests sent after it, for LOAD_SECONDS (default and at most 60), are counted. Reports, per kind and in all, latency quantiles, statuses and
// the bytes received, as one JSON line on stdout and in bench/results/mixed-load-<users>u.json. Loopback only; bounded.
//
//   npm run build && node bench/mixed-load.mjs
//   LOAD_USERS=50 LOAD_SECONDS=30 node bench/mixed-load.mjs
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { newSection } from '@cla/domain';

import { sessionHeaders, startBuiltServer } from './load-server.mjs';
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
  const registered = await json('POST', '/api/register', { username: name, email: `${name}@example.com`, password: PASSWORD });
  if (registered.status !== 201) {
    throw new Error(`register ${name}: ${registered.status} ${registered.raw}`);
  }
  const user = { name, headers: sessionHeaders(registered) };
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
      const response = await send('POST', '/api/login', { email: user.name, password: PASSWORD });
      if (response.status === 200) {
        user.headers = sessionHeaders(response);
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

function summary(latencies, statuses, bytes) {
  latencies.sort((a, b) => a - b);
  const over1s = latencies.filter((ms) => ms > 1000).length;
  const count5xx = Object.entries(statuses).reduce((sum, [status, n]) => sum + (Number(status) >= 500 ? n : 0), 0);
  return {
    requests: latencies.length,
    p50Ms: Number(quantile(latencies, 0.5).toFixed(1)),
    p90Ms: Number(quantile(latencies, 0.9).toFixed(1)),
    p99Ms: Number(quantile(latencies, 0.99).toFixed(1)),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
    over1s,
    statuses,
    count5xx,
    meanBytes: latencies.length === 0 ? 0 : Math.round(bytes / latencies.length),
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'cla-mixed-'));
const server = await startBuiltServer(dataDir, PORT, {
  ...(process.env.LOAD_DATABASE_URL ? { DATABASE_URL: process.env.LOAD_DATABASE_URL } : {}),
  ...(process.env.LOAD_REDIS_URL ? { REDIS_URL: process.env.LOAD_REDIS_URL } : {}),
});
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
          continue; // the warm-up: not counted
        }
        const record = byKind[kind];
        record.latencies.push(performance.now() - t0);
        record.statuses[response.status] = (record.statuses[response.status] ?? 0) + 1;
        record.bytes += response.bytes;
        if (response.status === 503 || response.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers['retry-after'] ?? 1)));
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
  const result = {
    bench: 'mixed-load',
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage1m: Number(loadavg()[0].toFixed(2)) },
    database: process.env.LOAD_DATABASE_URL ? 'postgresql' : 'sqlite',
    fixture: FIXTURE,
    users: USERS,
    rampSeconds: RAMP_SECONDS,
    seconds: Number(elapsed.toFixed(1)),
    throughputPerSecond: Number((all.latencies.length / elapsed).toFixed(1)),
    all: summary(all.latencies, all.statuses, all.bytes),
    ...Object.fromEntries(Object.entries(byKind).map(([kind, record]) => [kind, summary(record.latencies, record.statuses, record.bytes)])),
  };
  console.log(JSON.stringify(result));
  await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
  await writeFile(join(ROOT, 'bench', 'results', `mixed-load-${USERS}u.json`), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
