import { METHODS, type SectionData } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import type { MachinePreset } from '@cla/domain';
import { createEngine } from '@cla/engine';
import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BatchSchema } from '../src/modules/studies/batch.entity.js';
import { executeStudy } from '../src/modules/studies/study-executor.js';

import { as, type Client, sessionOf } from './support/accounts-client.js';
import { asJson, demoSections, direct, settled, type StudyAnswer, until } from './support/studies.js';
import { AppLauncher } from './support/test-app.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

/**
 * Studies run as jobs in the server process (no REDIS_URL): each kind's answer is the domain's own on the same section,
 * only the owner asks, whoever reads the section reads its studies, bad options are 400s naming the field, and a user
 * has at most STUDY_USER_LIMIT studies queued or running.
 */
describe.each(availableDatabases())('studies in the server process on $name', (kind) => {
  let w: World;
  let app: NestExpressApplication;
  let admin: Client;
  let owner: Client;
  let other: Client;
  let sections: Record<string, Section>;
  let machines: Record<string, MachinePreset>;
  const data = (method: string): SectionData => sections[method]!.data as unknown as SectionData;

  beforeAll(async () => {
    w = await startWorld(kind, { DEMO_PROJECT: 'true', SIMULATOR_WORKERS: '1', STUDY_USER_LIMIT: '2' });
    ({ app, admin, owner, other } = w);
    ({ sections, machines } = await demoSections(owner));
  });

  afterAll(() => w?.close());

  const ask = async (client: Client, body: object, status = 202): Promise<StudyAnswer> => (await client.post('/api/studies', body).expect(status)).body as StudyAnswer;

  it('compares every allowed method: the answer of compareMethods on the same section, progress 0 → 1', async () => {
    const queued = await ask(owner, { section: sections['push']!.id, kind: 'methods' });
    expect(queued).toMatchObject({ kind: 'methods', section: sections['push']!.id, progress: 0, result: null, error: null });
    expect(['queued', 'running']).toContain(queued.status);
    const done = await settled(owner, queued.id);
    expect(done).toMatchObject({ status: 'done', progress: 1, runs: METHODS.length, error: null });
    const expected = await direct.methods(data('push'), machines, null);
    expect(done.result).toEqual(asJson(expected));
    const rows = (done.result as { methods: { layingMethod: string; status: string; distance: number; maxDistance: number; duration: number }[] }).methods;
    expect(rows.map((row) => row.layingMethod)).toEqual([...METHODS]);
    for (const row of rows) {
      expect(Number.isFinite(row.distance) && Number.isFinite(row.maxDistance) && Number.isFinite(row.duration)).toBe(true);
      expect(row).toHaveProperty('limitedBy');
    }
  });

  it('lets a runner write nothing more once the study was taken again by another (a BullMQ job given to a second worker), and stop', async () => {
    const em = app.get(MikroORM).em.fork();
    const done = await settled(owner, (await ask(owner, { section: sections['pull']!.id, kind: 'methods' })).id);
    const source = await em.findOneOrFail(BatchSchema, { id: done.id });
    const id = uuidv7();
    const now = new Date();
    await em.insert(BatchSchema, { ...source, id, status: 'queued', progress: 0, runs: 0, result: null, error: null, createdAt: now, updatedAt: now, startedAt: null, finishedAt: null });
    const engine = await createEngine();
    const other = new Date(now.getTime() + 60_000);
    let calls = 0;
    const outcome = await executeStudy(em, id, {
      from: ['queued'],
      engine: () => async (request) => {
        calls += 1;
        if (calls === 2) {
          await em.fork().nativeUpdate(BatchSchema, { id }, { startedAt: other, progress: 0 });
        }
        return engine.calculate(request);
      },
    });
    // it stops at its next engine run once a progress write finds the run's row gone, or finishes writing nothing
    expect(['finished', 'gone']).toContain(outcome);
    expect(calls).toBeLessThanOrEqual(METHODS.length);
    const row = await em.fork().findOneOrFail(BatchSchema, { id });
    expect(row).toMatchObject({ status: 'running', result: null, progress: 0 });
    expect(row.startedAt?.getTime()).toBe(other.getTime());
    expect(await executeStudy(em, id, { from: ['queued'], engine: () => () => engine.calculate({} as never) })).toBe('skipped');
    await em.fork().nativeDelete(BatchSchema, { id }); // not left counting against the owner's limit
  });

  it('runs the COF study: the answer of cofUncertainty (runs, percentiles, probability, bands), per-stretch ranges included', async () => {
    const section = data('push');
    const options = { runs: 25, cof: { min: 0.05, max: 0.4 }, perStretch: { [section.stretches.rows[0]!.id]: { min: 0.1, max: 0.2 } }, seed: 7 };
    const done = await settled(owner, (await ask(owner, { section: sections['push']!.id, kind: 'cof', options })).id);
    expect(done).toMatchObject({ status: 'done', progress: 1, runs: 25, options });
    const expected = await direct.cof(section, machines, options);
    expect(done.result).toEqual(asJson(expected));
    const result = done.result as { runs: number; distance: { p10: number; p50: number; p90: number }; reachProbability: number };
    expect(result.runs).toBe(25);
    expect(result.distance.p10).toBeLessThanOrEqual(result.distance.p50);
    expect(result.distance.p50).toBeLessThanOrEqual(result.distance.p90);
    expect(result.reachProbability).toBeGreaterThanOrEqual(0);
    expect(result.reachProbability).toBeLessThanOrEqual(1);
    // the defaults: 200 runs and seed 1 are filled in
    const defaults = await ask(owner, { section: sections['pull']!.id, kind: 'cof', options: { cof: { min: 0.1, max: 0.1 }, runs: 3 } });
    expect(defaults.options).toEqual({ cof: { min: 0.1, max: 0.1 }, runs: 3, seed: 1 });
    expect((await settled(owner, defaults.id)).status).toBe('done');
  });

  it('places pushers: the answer of placeMachines, count = positions; a method without pushers or pits is a 422', async () => {
    const done = await settled(owner, (await ask(owner, { section: sections['push']!.id, kind: 'pushers', options: { minSpacing: 20 } })).id);
    expect(done.status).toBe('done');
    const expected = await direct.pushers(data('push'), machines, 20);
    expect(done.result).toEqual(asJson({ machine: 'pusher', count: expected.positions.length, ...expected }));
    const result = done.result as { count: number; positions: number[] };
    expect(result.count).toBe(result.positions.length);
    // the stated margin and clearance: the defaults (15 %, 5 m), or the ones asked
    expect(done.result).toMatchObject({ forceMargin: 0.15, bendClearance: 5 });
    const asked = await settled(owner, (await ask(owner, { section: sections['pull']!.id, kind: 'pushers', options: { forceMargin: 0.3, bendClearance: 12 } })).id);
    expect(asked.options).toMatchObject({ forceMargin: 0.3, bendClearance: 12 });
    const pits = await direct.pushers(data('pull'), machines, 0, { forceMargin: 0.3, bendClearance: 12 });
    expect(asked.result).toEqual(asJson({ machine: 'pit', count: pits.positions.length, ...pits }));
    expect(asked.result).toMatchObject({ forceMargin: 0.3, bendClearance: 12 });
    const refused = await owner.post('/api/studies', { section: sections['pushpull']!.id, kind: 'pushers' }).expect(422);
    expect(refused.body).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('pushpull') });
  });

  it('refuses bad requests with a 400 naming the field', async () => {
    const section = sections['push']!.id;
    const issues = async (body: object): Promise<{ field: string; message: string }[]> => {
      const response = await owner.post('/api/studies', body).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      return response.body.details.issues as { field: string; message: string }[];
    };
    expect((await issues({ section, kind: 'nope' }))[0]!.field).toBe('kind');
    expect((await issues({ kind: 'methods' }))[0]).toEqual({ field: 'section', message: 'is required' });
    expect((await issues({ section, kind: 'cof', options: { runs: 0, cof: { min: 0.1, max: 0.2 } } }))[0]!.field).toBe('options.runs');
    expect((await issues({ section, kind: 'cof', options: { runs: 2001, cof: { min: 0.1, max: 0.2 } } }))[0]!.field).toBe('options.runs');
    expect((await issues({ section, kind: 'cof', options: { runs: 2.5, cof: { min: 0.1, max: 0.2 } } }))[0]!.field).toBe('options.runs');
    expect(await issues({ section, kind: 'cof', options: { cof: { min: 0.3, max: 0.2 } } })).toEqual([{ field: 'options.cof.max', message: 'must be at least min' }]);
    expect((await issues({ section, kind: 'cof', options: { cof: { min: -0.1, max: 0.2 } } }))[0]!.field).toBe('options.cof.min');
    // the engine refuses a stretch COF above 1: a range past it is refused before any run
    expect(await issues({ section, kind: 'cof', options: { cof: { min: 0.1, max: 1.5 } } })).toEqual([{ field: 'options.cof.max', message: 'must be at most 1' }]);
    expect((await issues({ section, kind: 'cof', options: { cof: { min: 0.1 } } }))[0]).toEqual({ field: 'options.cof.max', message: 'is required' });
    expect((await issues({ section, kind: 'cof', options: {} }))[0]).toEqual({ field: 'options.cof', message: 'is required' });
    expect((await issues({ section, kind: 'cof', options: { cof: { min: 0.1, max: 0.2 }, perStretch: { nope: { min: 0.1, max: 0.2 } } } }))[0]).toEqual({
      field: 'options.perStretch.nope',
      message: 'is not a stretch of the section',
    });
    // an empty key is named as one (it read 'options.perStretch.', a path with a trailing dot)
    expect(await issues({ section, kind: 'cof', options: { cof: { min: 0.1, max: 0.2 }, perStretch: { '': { min: 0.1, max: 0.2 } } } })).toEqual([
      { field: 'options.perStretch[""]', message: 'is not a stretch of the section' },
    ]);
    expect((await issues({ section, kind: 'pushers', options: { minSpacing: -1 } }))[0]!.field).toBe('options.minSpacing');
    expect((await issues({ section, kind: 'pushers', options: { minSpacing: '5' } }))[0]!.field).toBe('options.minSpacing');
    expect((await issues({ section, kind: 'pushers', options: { forceMargin: 0.95 } }))[0]).toEqual({ field: 'options.forceMargin', message: 'must be at most 0.9' });
    expect((await issues({ section, kind: 'pushers', options: { bendClearance: -1 } }))[0]!.field).toBe('options.bendClearance');
    expect((await issues({ section, kind: 'methods', options: { extra: 1 } }))[0]).toEqual({ field: 'options.extra', message: 'is not a known field' });
    expect((await issues({ section, kind: 'methods', options: [] }))[0]!.field).toBe('options');
    const infinite = await owner.postRaw('/api/studies', `{"section":"${section}","kind":"cof","options":{"cof":{"min":0.1,"max":1e999}}}`).expect(400);
    expect(JSON.stringify(infinite.body.details.issues)).toContain('options.cof.max');
  });

  it('lets only the owner ask; whoever reads the section reads its studies (admins read-only); others get 404', async () => {
    const section = sections['pull']!.id;
    const study = await ask(owner, { section, kind: 'pushers', options: { minSpacing: 0 } });
    await other.get(`/api/studies/${study.id}`).expect(404);
    await other.get(`/api/studies?section=${section}`).expect(404);
    await other.post('/api/studies', { section, kind: 'methods' }).expect(404);
    expect((await admin.get(`/api/studies/${study.id}`).expect(200)).body.id).toBe(study.id);
    expect(((await admin.get(`/api/studies?section=${section}`).expect(200)).body as StudyAnswer[]).map((s) => s.id)).toContain(study.id);
    expect((await admin.post('/api/studies', { section, kind: 'methods' }).expect(403)).body.code).toBe('FORBIDDEN');
    await owner.get(`/api/studies/${UNKNOWN_ID}`).expect(404);
    await owner.get('/api/studies/not-an-id').expect(404);
    await owner.post('/api/studies', { section: UNKNOWN_ID, kind: 'methods' }).expect(404);
    const listed = (await owner.get(`/api/studies?section=${section}`).expect(200)).body as StudyAnswer[];
    expect(listed[0]!.id).toBe(study.id);
    expect(listed.every((s) => s.section === section)).toBe(true);
    expect(JSON.stringify(listed)).not.toContain('"input"');
    expect((await settled(owner, study.id)).result).toMatchObject({ machine: 'pit' });
    // the admin's table view lists the study's row, without its input (the section's data)
    const table = (await admin.get(`/api/admin/tables/batch?filter.sectionId=${section}`).expect(200)).body as { rows: Record<string, unknown>[]; columns: string[] };
    expect(table.rows.map((row) => row['id'])).toContain(study.id);
    expect(table.columns).not.toContain('input');
    const detail = (await admin.get(`/api/admin/tables/batch/rows/${study.id}`).expect(200)).body as Record<string, unknown>;
    expect(detail).toMatchObject({ id: study.id, kind: 'pushers', status: 'done', ownerId: expect.any(String) });
    expect(detail).not.toHaveProperty('input');
  });

  it('compares only the methods the licence allows, and refuses a study of a method it does not allow', async () => {
    const otherId = (await other.get('/api/whoami').expect(200)).body.id as string;
    const licence = (await admin.post('/api/admin/licences', { name: 'Ground only', allowedLayingMethods: ['pull', 'push'], seats: 5, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)).body.id as string;
    const company = (await admin.post('/api/admin/companies', { name: 'Diggers', licence }).expect(201)).body.id as string;
    await admin.patch(`/api/admin/users/${otherId}`, { company, companyRole: 'ordinary' }).expect(200);
    const own = await demoSections(other);
    const done = await settled(other, (await ask(other, { section: own.sections['push']!.id, kind: 'methods' })).id);
    expect((done.result as { methods: { layingMethod: string }[] }).methods.map((row) => row.layingMethod)).toEqual(['push', 'pull']);
    expect(done.result).toEqual(asJson(await direct.methods(own.sections['push']!.data as unknown as SectionData, own.machines, ['push', 'pull'])));
    const refused = await other.post('/api/studies', { section: own.sections['jetting']!.id, kind: 'cof', options: { cof: { min: 0.1, max: 0.2 } } }).expect(403);
    expect(refused.body).toMatchObject({ code: 'E_LICENCE', details: { method: 'jetting' } });
  });

  it('answers 429 past STUDY_USER_LIMIT studies queued or running, and takes studies again once they finish', async () => {
    const section = sections['push']!.id;
    const big = { section, kind: 'cof', options: { runs: 2000, cof: { min: 0.05, max: 0.5 } } };
    const first = await ask(owner, big);
    const second = await ask(owner, big);
    const refused = await owner.post('/api/studies', big).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect(refused.body.message).toContain('at most 2');
    // Another user is not held by the owner's studies.
    const otherStudy = await ask(other, { section: (await demoSections(other)).sections['push']!.id, kind: 'methods' });
    const list = (await owner.get(`/api/studies?section=${section}`).expect(200)).body as StudyAnswer[];
    expect(list.filter((s) => s.id === first.id || s.id === second.id)).toHaveLength(2);
    // The first one shows its progress while it runs.
    const end = Date.now() + 60_000;
    let seen: StudyAnswer;
    do {
      seen = (await owner.get(`/api/studies/${first.id}`).expect(200)).body as StudyAnswer;
    } while ((seen.status !== 'running' || seen.progress === 0) && seen.status !== 'done' && Date.now() < end);
    expect(seen.progress).toBeGreaterThan(0);
    expect(seen.progress).toBeLessThanOrEqual(1);
    expect((await settled(other, otherStudy.id, 240_000)).status).toBe('done');
  }, 300_000);
});

describe.each(availableDatabases())('a study the server process left running on $name', (kind) => {
  const launcher = new AppLauncher(kind);
  beforeAll(() => launcher.setUp());
  afterAll(() => launcher.tearDown());
  const start = (): Promise<NestExpressApplication> => launcher.start({ DEMO_PROJECT: 'true', SIMULATOR_WORKERS: '1' });

  it('goes back to queued when the server stops, and runs again to the domain’s answer at the next start', async () => {
    const first = await start();
    const registered = await request(first.getHttpServer()).post('/api/register').send({ username: 'ruth', email: 'ruth@example.com', password: 'correct horse battery' }).expect(201);
    const session = sessionOf(registered);
    const owner = as(request(first.getHttpServer()), session);
    const { sections, machines } = await demoSections(owner);
    const options = { runs: 600, cof: { min: 0.05, max: 0.5 } };
    const study = (await owner.post('/api/studies', { section: sections['push']!.id, kind: 'cof', options }).expect(202)).body as StudyAnswer;
    await until(owner, study.id, (s) => s.status === 'running' && s.progress > 0);
    await launcher.stop(first);

    const second = await start();
    const again = as(request(second.getHttpServer()), session);
    const done = await settled(again, study.id, 240_000);
    expect(done).toMatchObject({ status: 'done', progress: 1, runs: 600 });
    expect(done.result).toEqual(asJson(await direct.cof(sections['push']!.data as unknown as SectionData, machines, options)));
  }, 300_000);
});

