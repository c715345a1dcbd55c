// Study throughput of the server (POST /api/studies), in engine runs per second: the built server on 127.0.0.1 with
// a fresh SQLite data folder and the demo project, STUDY_USERS users each asking for STUDY_PER_USER COF studies of
// STUDY_RUNS runs on their demo push section, timed from the first request until every study is done.
//
// Modes: `in-process` (no REDIS_URL: the server runs the studies on its simulator pool at background priority; the
// latency of interactive calculations sent meanwhile is measured too, against the same calculations on the idle
// server), then `workers-1` and `workers-2` (REDIS_URL set: a BullMQ queue with its own prefix, served by that many
// `npm run worker` processes). One JSON line per mode on stdout; all of them in bench/results/study-jobs.json.
// Loopback only; bounded (each mode stops after STUDY_TIMEOUT_S seconds). Run after `npm run build`:
//
//   REDIS_URL=redis://127.0.0.1:6379/15 node bench/study-jobs.mjs
//   STUDY_RUNS=500 STUDY_USERS=2 STUDY_PER_USER=2 STUDY_ROUNDS=3 node bench/study-jobs.mjs   # without REDIS_URL: in-process only
//   STUDY_MODES=workers-2,workers-1 REDIS_URL=… node bench/study-jobs.mjs                     # some modes, in that order
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { machinePresetOf, toSimulationRequest } from '@cla/domain';
import { Queue } from 'bullmq';

import { sessionHeaders, startBuiltServer } from './load-server.mjs';
import { quantile } from './measure.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Math.min(Number(process.env.STUDY_USERS ?? 2), 10);
const PER_USER = Math.min(Number(process.env.STUDY_PER_USER ?? 2), 3);
const RUNS = Math.min(Number(process.env.STUDY_RUNS ?? 500), 2000);
const TIMEOUT_S = Number(process.env.STUDY_TIMEOUT_S ?? 300);
/** Rounds per mode (the same studies asked again once all are done); the median round is reported. */
const ROUNDS = Math.min(Number(process.env.STUDY_ROUNDS ?? 3), 10);
const REDIS_URL = process.env.REDIS_URL ?? '';
const HOST = '127.0.0.1';
const agent = new Agent({ keepAlive: true, maxSockets: 50 });

function send(port, method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request({ host: HOST, port, method, path, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode, headers: res.headers, json: () => JSON.parse(text), text });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in user with its demo push section and the request of its own calculation. */
async function user(port, name) {
  const response = await send(port, 'POST', '/api/register', { username: name, email: `${name}@example.com`, password: 'bench-password-1' });
  if (response.status !== 201) throw new Error(`register ${name}: ${response.status} ${response.text}`);
  const headers = sessionHeaders(response);
  const [project] = (await send(port, 'GET', '/api/project2', undefined, headers)).json();
  const sections = (await send(port, 'GET', `/api/section?project=${project.id}`, undefined, headers)).json();
  const push = sections.find((s) => s.data.general.layingMethod === 'push');
  const presets = (await send(port, 'GET', '/api/presets', undefined, headers)).json();
  const machines = Object.fromEntries(presets.filter((p) => p.type === 'pushingMachine' || p.type === 'pullingMachine').map((p) => [p.id, machinePresetOf(p)]));
  return { headers, section: push.id, calculation: toSimulationRequest(push.data, { context: { machines }, findMaxDistance: true }) };
}

/** Interactive calculations one after the other until `stop()` is true: their latencies in ms. */
async function interactive(port, who, stop) {
  const times = [];
  while (!stop()) {
    const t0 = performance.now();
    const response = await send(port, 'POST', '/simulator/calculate', who.calculation, who.headers);
    if (response.status !== 200) throw new Error(`calculate: ${response.status} ${response.text}`);
    times.push(performance.now() - t0);
    await sleep(50);
  }
  return times.sort((a, b) => a - b);
}

const summary = (times) => (times.length === 0 ? null : { count: times.length, medianMs: quantile(times, 0.5), p90Ms: quantile(times, 0.9) });

function startWorker(env) {
  const child = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'study-worker.js')], { env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk;
      if (log.includes('study worker ready')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the worker exited with ${code}:\n${log}`)));
  });
  return { child, ready };
}

async function runMode(mode, workers) {
  const dataDir = await mkdtemp(join(tmpdir(), 'cla-study-bench-'));
  const port = 39000 + Math.floor(Math.random() * 1000);
  const prefix = `cla-bench-${process.pid}-${mode}`;
  const env = { DEMO_PROJECT: 'true', STUDY_USER_LIMIT: String(PER_USER), ...(workers > 0 ? { REDIS_URL, STUDY_QUEUE_PREFIX: prefix } : {}) };
  const server = await startBuiltServer(dataDir, port, env);
  const children = [];
  try {
    const users = [];
    for (let i = 0; i < USERS + 1; i++) users.push(await user(port, `bench${i}`));
    const [observer, ...askers] = users;
    for (let i = 0; i < workers; i++) {
      const worker = startWorker({ DATA_DIR: dataDir, REDIS_URL, STUDY_QUEUE_PREFIX: prefix });
      children.push(worker.child);
      await worker.ready;
    }
    const idle = workers === 0 ? await interactiveFor(port, observer, 20) : [];
    const rounds = [];
    const busy = [];
    for (let round = 0; round < ROUNDS; round++) {
      const result = await oneRound(port, observer, askers, workers === 0);
      rounds.push(result);
      busy.push(...result.interactive);
    }
    const sorted = [...rounds].sort((a, b) => a.runsPerSecond - b.runsPerSecond);
    const median = sorted[Math.floor(sorted.length / 2)];
    return {
      bench: `study throughput ${mode}`,
      mode,
      workers,
      rounds: ROUNDS,
      studiesPerRound: askers.length * PER_USER,
      runsPerStudy: RUNS,
      unfinished: rounds.reduce((n, r) => n + r.unfinished, 0),
      failed: rounds.reduce((n, r) => n + r.failed, 0),
      runsPerSecond: median.runsPerSecond,
      roundsRunsPerSecond: rounds.map((r) => r.runsPerSecond),
      ...(workers === 0 ? { interactiveIdle: summary(idle), interactiveDuringStudies: summary(busy.sort((a, b) => a - b)) } : {}),
    };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    server.kill('SIGTERM');
    await sleep(500);
    if (workers > 0) {
      const queue = new Queue('studies', { connection: redisConnection(), prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One round: every asker asks for its studies, timed until all are done (interactive calculations meanwhile). */
async function oneRound(port, observer, askers, measureInteractive) {
  const started = performance.now();
  const ids = [];
  for (const who of askers) {
    for (let i = 0; i < PER_USER; i++) {
      const response = await send(port, 'POST', '/api/studies', { section: who.section, kind: 'cof', options: { runs: RUNS, cof: { min: 0.05, max: 0.5 } } }, who.headers);
      if (response.status !== 202) throw new Error(`study: ${response.status} ${response.text}`);
      ids.push([who, response.json().id]);
    }
  }
  let finished = false;
  const during = measureInteractive ? interactive(port, observer, () => finished) : Promise.resolve([]);
  const deadline = started + TIMEOUT_S * 1000;
  const pending = new Map(ids.map(([who, id]) => [id, who]));
  let failed = 0;
  while (pending.size > 0 && performance.now() < deadline) {
    for (const [id, who] of [...pending]) {
      const study = (await send(port, 'GET', `/api/studies/${id}`, undefined, who.headers)).json();
      if (study.status === 'done' || study.status === 'failed') {
        pending.delete(id);
        if (study.status === 'failed') failed += 1;
      }
    }
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  finished = true;
  const engineRuns = (ids.length - pending.size) * RUNS;
  return { seconds, engineRuns, unfinished: pending.size, failed, runsPerSecond: Number((engineRuns / seconds).toFixed(1)), interactive: await during };
}

/** BullMQ's connection options from REDIS_URL. */
function redisConnection() {
  const url = new URL(REDIS_URL);
  return { host: url.hostname, port: Number(url.port || 6379), db: Number(url.pathname.slice(1) || 0), ...(url.password ? { password: decodeURIComponent(url.password) } : {}) };
}

/** `count` interactive calculations on the idle server. */
async function interactiveFor(port, who, count) {
  let n = 0;
  return interactive(port, who, () => n++ >= count);
}

const machine = { node: process.version, cpus: availableParallelism(), cpu: cpus()[0]?.model, loadBefore: loadavg().map((v) => Number(v.toFixed(2))) };
const results = [];
const ALL_MODES = [['in-process', 0], ...(REDIS_URL === '' ? [] : [['workers-1', 1], ['workers-2', 2]])];
/** `STUDY_MODES=workers-2,in-process`: only those modes, in that order. */
const modes = process.env.STUDY_MODES ? process.env.STUDY_MODES.split(',').map((name) => ALL_MODES.find(([mode]) => mode === name)).filter(Boolean) : ALL_MODES;
if (REDIS_URL === '') console.error('REDIS_URL unset: only the in-process mode is measured');
for (const [mode, workers] of modes) {
  const result = await runMode(mode, workers);
  results.push(result);
  console.log(JSON.stringify(result));
}
const out = { date: new Date().toISOString(), machine: { ...machine, loadAfter: loadavg().map((v) => Number(v.toFixed(2))) }, settings: { USERS, PER_USER, RUNS, ROUNDS }, results };
await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
await writeFile(join(ROOT, 'bench', 'results', 'study-jobs.json'), `${JSON.stringify(out, null, 2)}\n`);
agent.destroy();
