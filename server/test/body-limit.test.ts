import { gzipSync } from 'node:zlib';

import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Client, registerClient } from './support/accounts-client.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';
import { UNKNOWN_ID } from './support/world.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route with a body (POST, PUT, PATCH) Nest registered under /api and /simulator, path parameters filled. */
function routesWithBody(app: NestExpressApplication): { method: 'post' | 'put' | 'patch'; path: string }[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return express.router.stack.flatMap((layer) => {
    const path = layer.route?.path ?? '';
    if (!path.startsWith('/api/') && !path.startsWith('/simulator/')) {
      return [];
    }
    const filled = path.replace(/:token\b/g, 'a'.repeat(43)).replace(/:[A-Za-z]+/g, UNKNOWN_ID);
    return Object.keys(layer.route?.methods ?? {})
      .filter((method): method is 'post' | 'put' | 'patch' => method === 'post' || method === 'put' || method === 'patch')
      .map((method) => ({ method, path: filled }));
  });
}

const LIMIT_KB = 8;

describe('the JSON body limit (JSON_BODY_LIMIT_KB)', () => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let user: Client;
  let session: { cookie: string; xsrf: string };

  beforeAll(async () => {
    database = await availableDatabases()[0]!.create();
    webDist = await createWebDist({});
    app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist, JSON_BODY_LIMIT_KB: String(LIMIT_KB) }));
    http = request(app.getHttpServer());
    const registered = await http.post('/api/register').send({ username: 'big', email: 'big@example.com', password: 'correct horse battery' });
    const cookies = Object.fromEntries(
      (registered.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]!.split('=') as [string, string]),
    );
    session = { cookie: `cla_session=${cookies['cla_session']}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, xsrf: decodeURIComponent(cookies['XSRF-TOKEN'] ?? '') };
    user = await registerClient(http, 'small');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  const send = (method: 'post' | 'put' | 'patch', path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    http[method](path)
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.xsrf)
      .set('Content-Type', 'application/json')
      .set(headers)
      .send(body);

  it('answers 413 naming the limit on every route that takes a body, signed in or not', async () => {
    const routes = routesWithBody(app);
    expect(routes.length).toBeGreaterThan(20);
    const body = JSON.stringify({ padding: 'x'.repeat(LIMIT_KB * 1024) });
    for (const { method, path } of routes) {
      const response = await send(method, path, body);
      expect({ route: `${method} ${path}`, status: response.status }).toEqual({ route: `${method} ${path}`, status: 413 });
      expect(response.body).toEqual({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: `The request body is larger than the ${LIMIT_KB} KB limit`,
        details: { limitBytes: LIMIT_KB * 1024 },
      });
    }
    const anonymous = await http.post('/api/login').set('Content-Type', 'application/json').send(body).expect(413);
    expect(anonymous.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('counts a compressed body once inflated', async () => {
    const inflated = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    // As bytes (superagent would serialise a Buffer as JSON).
    const response = await send('post', '/api/project2', gzipSync(inflated), { 'Content-Encoding': 'gzip' })
      .serialize((bytes: Buffer) => bytes as unknown as string)
      .expect(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { limitBytes: LIMIT_KB * 1024 } });
  });

  it('lets a body under the limit reach its route', async () => {
    const response = await user.post('/api/project2', { name: 'n'.repeat(LIMIT_KB * 1024 - 100) }).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    await user.post('/api/project2', { name: 'Under the limit' }).expect(201);
  });
});
