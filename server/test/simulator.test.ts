import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { CalculateResponse } from '@cla/domain/contracts';
import type { CalculateRequest, Engine } from '@cla/engine';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { REPOSITORY_ROOT } from '../src/config/index.js';
import { AccessLogService } from '../src/modules/access-log/access-log.service.js';
import { EnginePool } from '../src/modules/simulator/engine-pool.js';
import { type Client, registerClient } from './support/accounts-client.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { createWebDist, FAKE_ENGINE, removeDir, startTestApp, testConfig } from './support/test-app.js';
import { startWorld, type World } from './support/world.js';
import { STRAIGHT_PULL } from './support/requests.js';

const REQUESTS_DIR = join(REPOSITORY_ROOT, 'fixtures', 'requests');
const FIXTURE_REQUESTS = readdirSync(REQUESTS_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(join(REQUESTS_DIR, file), 'utf8')) as CalculateRequest] as const);

describe.each(availableDatabases())('POST /simulator/calculate on $name', (kind) => {
  let w: World;
  let engine: Engine;

  beforeAll(async () => {
    w = await startWorld(kind);
    // The very door the workers load (engine-as/dist), run here on the test's own thread.
    const door = (await import(w.app.get(EnginePool).engineModuleUrl ?? 'missing')) as { createEngine(): Promise<Engine> };
    engine = await door.createEngine();
  });

  afterAll(async () => {
    await w?.close();
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await w.http.post('/simulator/calculate').send(STRAIGHT_PULL).expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('refuses a signed-in call without the CSRF header with 403', async () => {
    const response = await w.owner.postWithXsrf('/simulator/calculate', undefined, STRAIGHT_PULL).expect(403);
    expect(response.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', details: { reason: 'csrf' } });
  });

  it('runs a straight 100 m pull: success over the whole route', async () => {
    const response = await w.owner.post('/simulator/calculate', STRAIGHT_PULL).expect(200).expect('Content-Type', /json/);
    expect(response.body.status).toBe('success');
    expect(response.body.distance).toBeCloseTo(100, 6);
    expect(response.body.forceAtEnd).toBeGreaterThan(0);
  });

  it('answers a run that reaches the end past a limit as exceeded, not success, naming the limit (API users see it too)', async () => {
    // the issue's case: a radial force limit of 500 N/m, and a curve of 1 m for a cable of at least 1.5 m
    const data = {
      ...STRAIGHT_PULL.data,
      cableMaxRadialForce: 500,
      cableMinBendingRadius: 1.5,
      trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [{ type: 'straight', slope: 0, length: 300 }, { type: 'curve', angle: 90, radius: 1 }, { type: 'straight', slope: 0, length: 100 }] },
    };
    const response = await w.owner.post('/simulator/calculate', { data }).expect(200);
    expect(response.body).toMatchObject({ status: 'exceeded', started: true, limitedBy: null });
    const exceeded = response.body.exceeded as { code: string; position: number; value: number; limit: number; unit: string }[];
    expect(exceeded.map((e) => e.code).sort()).toEqual(['W_BEND_RADIUS', 'W_SIDEWALL']);
    expect(exceeded.find((e) => e.code === 'W_SIDEWALL')).toMatchObject({ position: 300, limit: 500, unit: 'N/m' });
    expect(CalculateResponse.parse(response.body)).toEqual(response.body);
  });

  it.each([['straight-pull', STRAIGHT_PULL] as const, ...FIXTURE_REQUESTS])(
    'answers %s exactly as the engine on this thread',
    async (_, body) => {
      const response = await w.owner.post('/simulator/calculate', body).expect(200);
      expect(response.body).toEqual(JSON.parse(JSON.stringify(engine.calculate(body))));
      // The worker's JSON text is sent as it is: the very bytes res.json wrote from the object before.
      expect(response.text).toBe(JSON.stringify(engine.calculate(body)));
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      // The answer agrees with the schema the OpenAPI document publishes (checked here, not at run time).
      expect(CalculateResponse.parse(response.body)).toEqual(response.body);
    },
  );

  it('compresses the answer the worker serialised, as the client asks', async () => {
    const body = FIXTURE_REQUESTS.find(([file]) => file.startsWith('jetting-3km'))?.[1] ?? STRAIGHT_PULL;
    const expected = JSON.stringify(engine.calculate(body));
    expect(expected.length).toBeGreaterThan(1024); // past the compression threshold
    const gzip = await w.owner.post('/simulator/calculate', body).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(expected); // decompressed by the client
    const brotli = await w.owner.post('/simulator/calculate', body).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(expected);
    const plain = await w.owner.post('/simulator/calculate', body).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
    expect(plain.text).toBe(expected);
    for (const answer of [gzip, brotli, plain]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
      expect(answer.headers['etag']).toBeUndefined(); // a POST answer is never revalidated
    }
  });

  it('leaves field validation to the engine: bad fields answer 200 notStarted with messages', async () => {
    const response = await w.owner.post('/simulator/calculate', { data: {} }).expect(200);
    expect(response.body.status).toBe('notStarted');
    expect(response.body.messages.length).toBeGreaterThan(0);
    expect(response.body.messages.every((message: { code: string }) => message.code === 'E_INVALID_PARAMS')).toBe(true);
  });

  it('refuses a coefficient of friction above 1 (it gave forces of 1e12 N), naming the stretch’s field', async () => {
    const sticky = { ...STRAIGHT_PULL, data: { ...STRAIGHT_PULL.data, stretches: STRAIGHT_PULL.data.stretches.map((s) => ({ ...s, cof: 1e20 })) } };
    const response = await w.owner.post('/simulator/calculate', sticky).expect(200);
    expect(response.body).toMatchObject({ status: 'notStarted', distance: 0 });
    expect(response.body.messages).toEqual([
      expect.objectContaining({ code: 'E_INVALID_PARAMS', params: { field: 'data.stretches[0].cof', rule: 'atMost:1' } }),
    ]);
  });

  it.each([
    ['an array', []],
    ['a body without data', { findMaxDistance: false }],
    ['a non-object data', { data: 'pull' }],
    ['an array data', { data: [] }],
    ['a null data', { data: null }],
  ])('refuses %s with a JSON 400 naming the field', async (_, body) => {
    const response = await w.owner.post('/simulator/calculate', body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.details.issues).toEqual([{ field: expect.stringMatching(/^(data|\(body\))$/), message: expect.any(String) }]);
  });
});

describe('the simulation worker pool (a fake engine)', () => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let user: Client;
  let pool: EnginePool;

  const calculate = (data: Record<string, unknown>) => user.post('/simulator/calculate', { data });

  beforeAll(async () => {
    database = await availableDatabases()[0]!.create();
    webDist = await createWebDist({});
    app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist, SIMULATOR_WORKERS: '2', SIMULATOR_SPARE_WORKERS: '0', SIMULATOR_QUEUE_LIMIT: '1', SIMULATOR_TIMEOUT_MS: '1500' }), FAKE_ENGINE);
    http = request(app.getHttpServer());
    user = await registerClient(http, 'alice');
    pool = app.get(EnginePool);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  it('runs a quick calculation while a slow one holds a worker', async () => {
    const finished: string[] = [];
    const slow = calculate({ tag: 'slow', sleepMs: 1000 }).then((response) => {
      finished.push('slow');
      return response;
    });
    await expect.poll(() => pool.stats().busy).toBe(1);
    const quick = await calculate({ tag: 'quick' }).expect(200);
    finished.push('quick');
    expect(quick.body.tag).toBe('quick');
    expect((await slow).body.tag).toBe('slow');
    expect(finished).toEqual(['quick', 'slow']);
    expect(quick.body.threadId).not.toBe((await slow).body.threadId);
  });

  it('answers 503 with Retry-After when the queue is full', async () => {
    const running = [calculate({ tag: 'a', sleepMs: 800 }).then((r) => r), calculate({ tag: 'b', sleepMs: 800 }).then((r) => r)];
    await expect.poll(() => pool.stats().busy).toBe(2);
    const waiting = calculate({ tag: 'c' }).then((r) => r);
    await expect.poll(() => pool.stats().queued).toBe(1);
    const refused = await calculate({ tag: 'd' }).expect(503);
    expect(refused.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', details: { retryAfterSeconds: 1 } });
    expect(refused.headers['retry-after']).toBe('1');
    expect((await waiting).body.tag).toBe('c');
    await Promise.all(running);
  });

  it('drops an aborted calculation from the queue, and replaces the worker of an aborted running one', async () => {
    const replaced = pool.stats().replaced;
    const first = calculate({ tag: 'first', sleepMs: 20_000 });
    const second = calculate({ tag: 'second', sleepMs: 20_000 });
    const settled = [first.then(noop, noop), second.then(noop, noop)];
    await expect.poll(() => pool.stats().busy).toBe(2);
    const queued = calculate({ tag: 'queued' });
    settled.push(queued.then(noop, noop));
    await expect.poll(() => pool.stats().queued).toBe(1);

    queued.abort();
    await expect.poll(() => pool.stats().queued).toBe(0);
    expect(pool.stats()).toMatchObject({ busy: 2, replaced });

    first.abort();
    await expect.poll(() => pool.stats()).toMatchObject({ busy: 1, replaced: replaced + 1, workers: 2 });
    // The fresh worker answers at once, while the second 20 s calculation still runs.
    const next = await calculate({ tag: 'next' }).expect(200);
    expect(next.body.tag).toBe('next');

    second.abort();
    await expect.poll(() => pool.stats()).toMatchObject({ busy: 0, queued: 0, replaced: replaced + 2, workers: 2 });
    await Promise.all(settled);
    await calculate({ tag: 'after' }).expect(200);
  });

  it('logs an aborted calculation as 499 in the access log', async () => {
    const aborted = calculate({ tag: 'gone', sleepMs: 20_000 });
    const settled = aborted.then(noop, noop);
    await expect.poll(() => pool.stats().busy).toBe(1);
    const rows = async (): Promise<Record<string, unknown>[]> => {
      await app.get(AccessLogService).flush();
      return app.get(MikroORM).em.getConnection().execute("select status from access_log where path = '/simulator/calculate' and status = 499");
    };
    const before = (await rows()).length;
    aborted.abort();
    await settled;
    await expect.poll(async () => (await rows()).length).toBe(before + 1);
    await expect.poll(() => pool.stats().busy).toBe(0);
  });

  it('answers an engine exception with a bare 500, logs it, and the worker makes a fresh engine', async () => {
    const logError = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const failures = pool.stats().engineFailures;
      const response = await calculate({ fail: true }).expect(500);
      expect(response.body).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error', details: null });
      expect(logError).toHaveBeenCalledWith('POST /simulator/calculate failed', expect.stringContaining('wasm trap'));
      expect(pool.stats().engineFailures).toBe(failures + 1);
      await calculate({ tag: 'fine' }).expect(200);
    } finally {
      logError.mockRestore();
    }
  });

  it('stops a calculation past SIMULATOR_TIMEOUT_MS with 422 CALCULATION_TIMEOUT; the next one answers at once', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const replaced = pool.stats().replaced;
      const response = await calculate({ spin: true }).expect(422);
      expect(response.body).toMatchObject({ statusCode: 422, code: 'CALCULATION_TIMEOUT', details: { timeoutMs: 1500 } });
      expect(pool.stats().replaced).toBe(replaced + 1);
      await calculate({ tag: 'after' }).expect(200);
      expect(pool.stats()).toMatchObject({ busy: 0, queued: 0, workers: 2 });
    } finally {
      warn.mockRestore();
    }
  });
});

function noop(): void {}
