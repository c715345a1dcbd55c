import { createEngine } from '@cla/engine';
import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BatchSchema } from '../src/modules/studies/batch.entity.js';
import { executeStudy } from '../src/modules/studies/study-executor.js';
import { InProcessStudyQueue, StudyQueue } from '../src/modules/studies/study-queue.js';

import type { Client } from './support/accounts-client.js';
import { demoSections, settled, type StudyAnswer, until } from './support/studies.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

const BIG_COF = { runs: 2000, cof: { min: 0.05, max: 0.5 } };

/**
 * `DELETE /api/studies/{id}` in the server process (no REDIS_URL): a queued study leaves the queue, a running one
 * stops before its next engine run once its runner sees the row gone, a finished one is deleted; the owner only.
 */
describe.each(availableDatabases())('cancelling and deleting studies in the server process on $name', (kind) => {
  let w: World;
  let app: NestExpressApplication;
  let admin: Client;
  let owner: Client;
  let other: Client;
  let section: string;

  beforeAll(async () => {
    w = await startWorld(kind, { DEMO_PROJECT: 'true', SIMULATOR_WORKERS: '1', STUDY_CONCURRENCY: '1' });
    ({ app, admin, owner, other } = w);
    section = (await demoSections(owner)).sections['push']!.id;
  });

  afterAll(() => w?.close());

  const ask = async (options: object): Promise<StudyAnswer> => (await owner.post('/api/studies', { section, kind: 'cof', options }).expect(202)).body as StudyAnswer;
  const listed = async (): Promise<string[]> => ((await owner.get(`/api/studies?section=${section}`).expect(200)).body as StudyAnswer[]).map((s) => s.id);

  it('deletes a finished study; only its owner may (404 for others, 403 for an admin, who reads only)', async () => {
    const done = await settled(owner, (await ask({ runs: 3, cof: { min: 0.1, max: 0.2 } })).id);
    expect(done.status).toBe('done');
    await other.delete(`/api/studies/${done.id}`).expect(404);
    expect((await admin.delete(`/api/studies/${done.id}`).expect(403)).body.code).toBe('FORBIDDEN');
    await owner.get(`/api/studies/${done.id}`).expect(200);
    await owner.delete(`/api/studies/${done.id}`).expect(204);
    await owner.get(`/api/studies/${done.id}`).expect(404);
    await owner.delete(`/api/studies/${done.id}`).expect(404);
    expect(await listed()).not.toContain(done.id);
    await owner.delete(`/api/studies/${UNKNOWN_ID}`).expect(404);
    await owner.delete('/api/studies/not-an-id').expect(404);
  });

  it('cancels a queued study and a running one: both are gone and the runner is free again', async () => {
    const running = await ask(BIG_COF);
    const queued = await ask(BIG_COF);
    await until(owner, running.id, (s) => s.status === 'running' && s.progress > 0);
    expect((await owner.get(`/api/studies/${queued.id}`).expect(200)).body.status).toBe('queued');
    await owner.delete(`/api/studies/${queued.id}`).expect(204);
    await owner.delete(`/api/studies/${running.id}`).expect(204);
    for (const id of [queued.id, running.id]) {
      await owner.get(`/api/studies/${id}`).expect(404);
    }
    expect(await listed()).not.toContain(running.id);
    // the next study runs to its end: nothing is left of the cancelled ones, no row came back
    const next = await settled(owner, (await ask({ runs: 5, cof: { min: 0.1, max: 0.2 } })).id, 240_000);
    expect(next).toMatchObject({ status: 'done', runs: 5 });
    const queue = app.get(StudyQueue) as InProcessStudyQueue;
    const end = Date.now() + 30_000;
    while (queue.size.running > 0 && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(queue.size).toEqual({ waiting: 0, running: 0 });
    const em = app.get(MikroORM).em.fork();
    expect(await em.count(BatchSchema, { id: { $in: [queued.id, running.id] } })).toBe(0);
  }, 300_000);

  it('stops a runner before its next engine run once a progress write finds the study deleted', async () => {
    const em = app.get(MikroORM).em.fork();
    const done = await settled(owner, (await ask({ runs: 3, cof: { min: 0.1, max: 0.2 } })).id);
    const source = await em.findOneOrFail(BatchSchema, { id: done.id });
    const id = uuidv7();
    const now = new Date();
    const options = JSON.stringify({ ...BIG_COF, seed: 1 });
    await em.insert(BatchSchema, { ...source, id, options, status: 'queued', progress: 0, runs: 0, result: null, error: null, createdAt: now, updatedAt: now, startedAt: null, finishedAt: null });
    const engine = await createEngine();
    let calls = 0;
    let deletedAt = 0;
    const outcome = await executeStudy(em, id, {
      from: ['queued'],
      engine: () => async (request) => {
        calls += 1;
        if (calls === 2) {
          await em.fork().nativeDelete(BatchSchema, { id });
          deletedAt = calls;
        }
        // a run takes a while, so that the next progress write (at most every 250 ms) comes well before the end
        await new Promise((resolve) => setTimeout(resolve, 2));
        return engine.calculate(request);
      },
    });
    expect(outcome).toBe('gone');
    expect(deletedAt).toBe(2);
    expect(calls).toBeLessThan(BIG_COF.runs);
    expect(await em.fork().count(BatchSchema, { id })).toBe(0);
    // a runner given a deleted study takes nothing
    expect(await executeStudy(em, id, { from: ['queued', 'running'], engine: () => () => engine.calculate({} as never) })).toBe('skipped');
  }, 120_000);
});
