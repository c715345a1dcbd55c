import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REPOSITORY_ROOT } from '../src/config/index.js';
import { SimulationRecorder } from '../src/modules/metrics/simulation-recorder.js';
import { type Client, registerClient } from './support/accounts-client.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const PULL = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'fixtures', 'requests', 'pull-1750m-8-bends.json'), 'utf8')) as { data: Record<string, unknown> };

/** The value of one sample line of the text format (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const found = Object.fromEntries([...inside.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe.each(availableDatabases())('GET /metrics on $name', (kind) => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let admin: Client;

  beforeAll(async () => {
    database = await kind.create();
    webDist = await createWebDist({ 'index.html': '<!doctype html><title>app</title>' });
    app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist, METRICS_TOKEN: TOKEN, SIMULATOR_WORKERS: '1', SIMULATOR_SPARE_WORKERS: '0' }));
    http = request(app.getHttpServer());
    admin = await registerClient(http, 'admin');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  it('answers 401 without the token or with a wrong one, whatever else is sent', async () => {
    const none = await http.get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body.code).toBe('UNAUTHENTICATED');
    await http.get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await http.get('/metrics').set('Authorization', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`).expect(401);
    // A session is not a metrics token.
    await admin.get('/metrics').expect(401);
  });

  it('counts requests by route pattern, simulations by method and status, and shows the engine queue', async () => {
    const section = await admin.get(`/api/section/01900000-0000-7000-8000-000000000000`);
    expect(section.status).toBe(404);
    const calc = await admin.post('/simulator/calculate', { data: PULL.data }).expect(200);
    const status = calc.body.status as string; // as the engine judged this fixture
    expect(['success', 'failed']).toContain(status);
    await admin.post('/simulator/calculate', { data: { layingMethod: 'pull' } }).expect(200); // notStarted: invalid parameters
    const response = await http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.text;
    expect(sample(text, 'cla_http_requests_total', { method: 'POST', route: '/simulator/calculate', status: '200' })).toBe(2);
    expect(sample(text, 'cla_http_requests_total', { method: 'GET', route: '/api/section/:id', status: '404' })).toBe(1);
    // Never the raw URL.
    expect(text).not.toContain('01900000-0000-7000-8000-000000000000');
    expect(sample(text, 'cla_http_request_duration_seconds_count', { method: 'POST', route: '/simulator/calculate', status: '200' })).toBe(2);
    expect(sample(text, 'cla_simulations_total', { method: 'pull', status })).toBe(1);
    expect(sample(text, 'cla_simulations_total', { method: 'pull', status: 'notStarted' })).toBe(1);
    expect(sample(text, 'cla_simulation_duration_seconds_count', { method: 'pull', status })).toBe(1);
    expect(text).toMatch(/^cla_engine_queue_length 0$/m);
    expect(text).toMatch(/^cla_engine_workers 1$/m);
    expect(text).toMatch(/^# TYPE cla_mails_total counter$/m);
    expect(text).toMatch(/^cla_process_cpu_seconds_total /m);

    // And each calculation is a simulation_run row.
    await app.get(SimulationRecorder).flush();
    const rows = await app.get(MikroORM).em.fork().getConnection().execute('select method, status from simulation_run');
    expect(rows.map((row: { method: string; status: string }) => `${row.method}:${row.status}`).sort()).toEqual(['pull:notStarted', `pull:${status}`].sort());
  });
});

describe.each(availableDatabases())('GET /metrics without METRICS_TOKEN on $name', (kind) => {
  it('answers 404, also with a bearer', async () => {
    const database = await kind.create();
    const webDist = await createWebDist({ 'index.html': '<!doctype html><title>app</title>' });
    const app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist, SIMULATOR_WORKERS: '1' }));
    try {
      const http = request(app.getHttpServer());
      await http.get('/metrics').expect(404);
      await http.get('/metrics').set('Authorization', 'Bearer anything-at-all-long-enough').expect(404);
    } finally {
      await app.close();
      await database.drop();
      await removeDir(webDist);
    }
  }, 60_000);
});
