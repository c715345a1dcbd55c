import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { LayingMethod, PresetLike, SectionData } from '@cla/domain';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import request from 'supertest';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SERVER_ROOT } from '../src/config/index.js';
import { redisOptionsOf, STUDY_QUEUE_NAME } from '../src/modules/studies/redis-options.js';
import { type Client, registerClient } from './support/accounts-client.js';
import { asJson, demoSections, direct, settled, until } from './support/studies.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';

/** Redis for the study queue: set `REDIS_URL` (e.g. redis://127.0.0.1:6379/15; .ci/run sets it when Redis answers). */
const REDIS_URL = process.env['REDIS_URL'];
/** The built worker (`npm run worker` runs it): the tests start it as a child process, as production does. */
const WORKER = join(SERVER_ROOT, 'dist', 'study-worker.js');
const skipReason =
  REDIS_URL === undefined
    ? 'skipped: set REDIS_URL (e.g. redis://127.0.0.1:6379/15) to test the BullMQ study workers'
    : existsSync(WORKER)
      ? null
      : `skipped: ${WORKER} is missing; run npm run build first`;
if (skipReason !== null) {
  process.stdout.write(`studies-worker.test.ts ${skipReason}\n`);
}

/** A worker child process on the test's database and queue; its output is kept for failure messages. */
function startWorker(env: Record<string, string>): { child: ChildProcess; output: () => string; ready: Promise<void> } {
  const child = spawn(process.execPath, [WORKER], {
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('study worker ready')) {
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the worker exited (${String(code)}) before it was ready:\n${text}`)));
  });
  return { child, output: () => text, ready };
}

async function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exit;
}

/**
 * With REDIS_URL, studies go to a BullMQ queue (a prefix of its own per test file and database, so parallel test
 * files never share one) and run in `npm run worker` processes, which write progress and results to the database. A
 * worker killed half way (SIGKILL) loses its lock; another worker runs the study again and it completes. A deleted
 * study's job leaves the queue, or, when a worker runs it, the worker stops the study and the job completes.
 */
describe.skipIf(skipReason !== null).each(availableDatabases())('studies in BullMQ workers on $name', (kind) => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  let owner: Client;
  let queuePrefix: string;
  let workerEnv: Record<string, string>;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await kind.create();
    webDist = await createWebDist({});
    queuePrefix = `cla-test-${uuidv7().slice(-12)}`;
    const env = { ...database.env, REDIS_URL: REDIS_URL ?? '', STUDY_QUEUE_PREFIX: queuePrefix, STUDY_LOCK_MS: '2000' };
    workerEnv = env;
    app = await startTestApp(testConfig({ ...env, WEB_DIST: webDist, DEMO_PROJECT: 'true', SIMULATOR_WORKERS: '1' }));
    const http = request(app.getHttpServer());
    await registerClient(http, 'admin');
    owner = await registerClient(http, 'owner');
  });

  afterAll(async () => {
    for (const child of workers) {
      await stopped(child, 'SIGKILL');
    }
    await app?.close();
    if (REDIS_URL !== undefined && queuePrefix !== undefined) {
      const queue = new Queue(STUDY_QUEUE_NAME, { connection: redisOptionsOf(REDIS_URL), prefix: queuePrefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await database?.drop();
    await removeDir(webDist);
  });

  it('waits in the queue without a worker, and a worker runs it to the answer of the domain', async () => {
    const { sections, machines } = await demoSections(owner);
    const study = (await owner.post('/api/studies', { section: sections['pull']!.id, kind: 'methods' }).expect(202)).body as { id: string };
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await owner.get(`/api/studies/${study.id}`).expect(200)).body).toMatchObject({ status: 'queued', progress: 0 });
    const worker = startWorker(workerEnv);
    workers.push(worker.child);
    await worker.ready;
    const done = await settled(owner, study.id);
    expect(done.status, worker.output()).toBe('done');
    expect(done.result).toEqual(asJson(await direct.methods(sections['pull']!.data as unknown as SectionData, machines, null)));
    await stopped(worker.child, 'SIGTERM');
    expect(worker.child.exitCode, worker.output()).toBe(0);
  }, 120_000);

  it('runs equipment sizing and a calibration to the answers of the domain', async () => {
    const { sections, machines } = await demoSections(owner);
    const data = (method: LayingMethod) => sections[method].data as unknown as SectionData;
    const log = await direct.fieldLog(data('pull'), machines, 'winch', 10);
    const sizing = (await owner.post('/api/studies', { section: sections['pull']!.id, kind: 'equipment', options: { margin: 0.25 } }).expect(202)).body as { id: string };
    const fitting = (await owner.post('/api/studies', { section: sections['pull']!.id, kind: 'calibration', options: { log } }).expect(202)).body as { id: string };
    const worker = startWorker(workerEnv);
    workers.push(worker.child);
    await worker.ready;
    const sized = await settled(owner, sizing.id);
    expect(sized.status, worker.output()).toBe('done');
    const presets = (await owner.get('/api/presets?type=pullingMachine').expect(200)).body as PresetLike[];
    expect(sized.result).toEqual(asJson(await direct.equipment(data('pull'), machines, presets, { margin: 0.25 })));
    const fitted = await settled(owner, fitting.id);
    expect(fitted.status, worker.output()).toBe('done');
    expect(fitted.result).toEqual(asJson(await direct.calibration(data('pull'), machines, log)));
    await stopped(worker.child, 'SIGTERM');
  }, 120_000);

  it('cancels studies: a queued one’s job is removed; a running one stops and its job completes (and is removed)', async () => {
    const { sections } = await demoSections(owner);
    const queue = new Queue(STUDY_QUEUE_NAME, { connection: redisOptionsOf(REDIS_URL ?? ''), prefix: queuePrefix });
    try {
      const options = { runs: 2000, cof: { min: 0.05, max: 0.5 } };
      const waiting = (await owner.post('/api/studies', { section: sections['push']!.id, kind: 'cof', options }).expect(202)).body as { id: string };
      expect(await queue.getJob(waiting.id)).toBeDefined();
      await owner.delete(`/api/studies/${waiting.id}`).expect(204);
      await owner.get(`/api/studies/${waiting.id}`).expect(404);
      expect(await queue.getJob(waiting.id)).toBeUndefined();

      const study = (await owner.post('/api/studies', { section: sections['push']!.id, kind: 'cof', options }).expect(202)).body as { id: string };
      const worker = startWorker(workerEnv);
      workers.push(worker.child);
      await worker.ready;
      await until(owner, study.id, (s) => s.status === 'running' && s.progress > 0.02, 90_000);
      await owner.delete(`/api/studies/${study.id}`).expect(204);
      await owner.get(`/api/studies/${study.id}`).expect(404);
      const end = Date.now() + 60_000;
      while ((await queue.getJob(study.id)) !== undefined && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await queue.getJob(study.id), worker.output()).toBeUndefined();
      expect(worker.output()).toContain(`Study ${study.id} was deleted`);
      // the worker goes on with the next study
      const next = (await owner.post('/api/studies', { section: sections['pull']!.id, kind: 'methods' }).expect(202)).body as { id: string };
      expect((await settled(owner, next.id)).status, worker.output()).toBe('done');
      await owner.get(`/api/studies/${study.id}`).expect(404);
      await stopped(worker.child, 'SIGTERM');
    } finally {
      await queue.close();
    }
  }, 240_000);

  it('completes a study whose worker was killed half way (SIGKILL): another worker takes it over', async () => {
    const { sections, machines } = await demoSections(owner);
    const options = { runs: 2000, cof: { min: 0.05, max: 0.5 } };
    const study = (await owner.post('/api/studies', { section: sections['push']!.id, kind: 'cof', options }).expect(202)).body as { id: string };
    const first = startWorker(workerEnv);
    workers.push(first.child);
    await first.ready;
    const running = await until(owner, study.id, (s) => s.status === 'running' && s.progress >= 0.05, 90_000);
    expect(running.progress, first.output()).toBeLessThan(1);
    await stopped(first.child, 'SIGKILL');
    const frozen = (await owner.get(`/api/studies/${study.id}`).expect(200)).body as { status: string; progress: number };
    expect(frozen.status).toBe('running');
    expect(frozen.progress).toBeLessThan(1);

    const second = startWorker(workerEnv);
    workers.push(second.child);
    await second.ready;
    const done = await settled(owner, study.id, 240_000);
    expect(done.status, second.output()).toBe('done');
    expect(done).toMatchObject({ progress: 1, runs: 2000 });
    expect(done.result).toEqual(asJson(await direct.cof(sections['push']!.data as unknown as SectionData, machines, options)));
    await stopped(second.child, 'SIGTERM');
  }, 300_000);
});
