import { createHash } from 'node:crypto';

import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AccessLogService } from '../src/modules/access-log/access-log.service.js';
import { ApiKeySchema } from '../src/modules/identity/api-key.entity.js';
import { MAX_API_KEYS_PER_USER } from '../src/modules/api-keys/api-keys.service.js';
import { registerClient } from './support/accounts-client.js';
import { AppLauncher } from './support/test-app.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';
import { STRAIGHT_PULL } from './support/requests.js';

const KEY = /^cla_[A-Za-z0-9_-]{43}$/;

describe.each(availableDatabases())('API keys on $name', (kind) => {
  let w: World;
  let project: string;
  let section: string;
  let otherProject: string;
  let otherSection: string;

  beforeAll(async () => {
    w = await startWorld(kind);
    project = (await w.owner.post('/api/project2', { name: 'Keyed' }).expect(201)).body.id as string;
    section = (await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body.id as string;
    otherProject = (await w.other.post('/api/project2', { name: 'Not yours' }).expect(201)).body.id as string;
    otherSection = (await w.other.post('/api/section', { project: otherProject, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body.id as string;
  });

  afterAll(async () => {
    await w?.close();
  });

  const bearer = (key: string) => ({
    get: (path: string) => w.http.get(path).set('Authorization', `Bearer ${key}`),
    post: (path: string, body: object = {}) => w.http.post(path).set('Authorization', `Bearer ${key}`).send(body),
    patch: (path: string, body: object = {}) => w.http.patch(path).set('Authorization', `Bearer ${key}`).send(body),
    delete: (path: string) => w.http.delete(path).set('Authorization', `Bearer ${key}`),
  });
  const createKey = async (name = 'CI script'): Promise<{ id: string; name: string; prefix: string; key: string }> =>
    (await w.owner.post('/api/api-keys', { name }).expect(201)).body as { id: string; name: string; prefix: string; key: string };

  it('creates a key whose secret is answered once and stored only as its SHA-256, lists and revokes it', async () => {
    const created = await w.owner.post('/api/api-keys', { name: '  Nightly runs ' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Nightly runs', prefix: expect.any(String), key: expect.stringMatching(KEY), createdAt: expect.any(String), lastUsedAt: null });
    const { id, key, prefix } = created.body as { id: string; key: string; prefix: string };
    expect(prefix).toBe(key.slice(0, 12));

    const list = await w.owner.get('/api/api-keys').expect(200);
    expect(list.body).toEqual([{ id, name: 'Nightly runs', prefix, createdAt: created.body.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect((await w.other.get('/api/api-keys').expect(200)).body).toEqual([]);

    const rows = await w.app.get(MikroORM).em.fork().find(ApiKeySchema, { id });
    expect(rows[0]?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(key.slice(12));

    await w.other.delete(`/api/api-keys/${id}`).expect(404);
    await w.owner.delete(`/api/api-keys/${id}`).expect(204);
    await w.owner.delete(`/api/api-keys/${id}`).expect(404);
    expect((await w.owner.get('/api/api-keys').expect(200)).body).toEqual([]);
  });

  it('refuses a bad name naming the field, and more than the allowed number of keys', async () => {
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 'ok', extra: 1 }, { name: 3 }]) {
      const response = await w.owner.post('/api/api-keys', body).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    const fresh = await registerClient(w.http, 'collector');
    for (let index = 0; index < MAX_API_KEYS_PER_USER; index += 1) {
      await fresh.post('/api/api-keys', { name: `k${index}` }).expect(201);
    }
    const over = await fresh.post('/api/api-keys', { name: 'one more' }).expect(409);
    expect(over.body).toMatchObject({ code: 'CONFLICT', details: { reason: 'limit', limit: MAX_API_KEYS_PER_USER } });
  });

  it('runs a calculation and reads the owner’s projects and sections without session or CSRF header', async () => {
    const { key } = await createKey();
    const client = bearer(key);
    const calculation = await client.post('/simulator/calculate', STRAIGHT_PULL).expect(200);
    expect(calculation.body.status).toBe('success');

    expect((await client.get('/api/project2').expect(200)).body.map((item: { id: string }) => item.id)).toEqual([project]);
    expect((await client.get(`/api/project2/${project}`).expect(200)).body.id).toBe(project);
    expect((await client.get(`/api/section?project=${project}`).expect(200)).body.map((item: { id: string }) => item.id)).toEqual([section]);
    expect((await client.get(`/api/section/${section}`).expect(200)).body.id).toBe(section);
    await client.get('/api/projects').expect(200);
    await client.get(`/api/project/${UNKNOWN_ID}`).expect(404);
  });

  it('never reaches another user’s data, and acts as the key’s owner whatever cookie comes with it', async () => {
    const { key } = await createKey();
    const client = bearer(key);
    await client.get(`/api/project2/${otherProject}`).expect(404);
    await client.get(`/api/section/${otherSection}`).expect(404);
    await client.get(`/api/section?project=${otherProject}`).expect(404);
    const othersCookie = (await w.other.get('/api/whoami').expect(200)).request.getHeader('Cookie') as string;
    expect(othersCookie).toContain('cla_session=');
    const withOthersCookie = await w.http.get('/api/project2').set('Authorization', `Bearer ${key}`).set('Cookie', othersCookie).expect(200);
    expect(withOthersCookie.body.map((item: { id: string }) => item.id)).toEqual([project]);
  });

  it('answers 403 api-key-route on every other route, the key routes included, and changes nothing', async () => {
    const { key } = await createKey();
    const client = bearer(key);
    const refused: [string, PromiseLike<{ status: number; body: unknown }>][] = [
      ['GET /api/whoami', client.get('/api/whoami')],
      ['GET /api/folders', client.get('/api/folders')],
      ['GET /api/api-keys', client.get('/api/api-keys')],
      ['POST /api/api-keys', client.post('/api/api-keys', { name: 'from a key' })],
      ['POST /api/project2', client.post('/api/project2', { name: 'made with a key' })],
      ['PATCH /api/section/rename', client.patch(`/api/section/rename/${section}`, { name: 'renamed with a key' })],
      ['DELETE /api/section', client.delete(`/api/section/${section}`)],
      ['GET /api/docs', client.get('/api/docs')],
      ['POST /api/logout', client.post('/api/logout')],
      ['GET /api/admin/users', client.get('/api/admin/users')],
    ];
    for (const [route, pending] of refused) {
      const response = await pending;
      expect(response.status, route).toBe(403);
      expect(response.body, route).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'api-key-route' } });
    }
    expect((await w.owner.get(`/api/section/${section}`).expect(200)).body.name).not.toBe('renamed with a key');
    expect((await w.owner.get('/api/project2').expect(200)).body).toHaveLength(1);
  });

  it('stops working as soon as the key is revoked (401 api-key), as does an unknown or malformed key', async () => {
    const { id, key } = await createKey();
    await bearer(key).get('/api/project2').expect(200);
    await w.owner.delete(`/api/api-keys/${id}`).expect(204);
    for (const token of [key, `cla_${'A'.repeat(43)}`, 'not-a-key', '']) {
      const response = await bearer(token).get('/api/project2').expect(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED', details: { reason: 'api-key' } });
    }
    await bearer(key).post('/simulator/calculate', STRAIGHT_PULL).expect(401);
  });

  it('records the key’s last use and marks its requests in the access log with its prefix', async () => {
    const { id, key, prefix } = await createKey('logged');
    const owner = (await w.owner.get('/api/whoami').expect(200)).body.id as string;
    await bearer(key).get(`/api/project2/${project}`).expect(200);
    await bearer(key).get('/api/whoami').expect(403);
    await w.app.get(AccessLogService).flush();
    const rows = await w.app
      .get(MikroORM)
      .em.getConnection()
      .execute(`select method, path, status, user_id, api_key_prefix from access_log where api_key_prefix = '${prefix}' order by created_at, id`);
    expect(rows).toEqual([
      { method: 'GET', path: `/api/project2/${project}`, status: 200, user_id: owner, api_key_prefix: prefix },
      { method: 'GET', path: '/api/whoami', status: 403, user_id: owner, api_key_prefix: prefix },
    ]);
    const listed = (await w.owner.get('/api/api-keys').expect(200)).body as { id: string; lastUsedAt: string | null }[];
    expect(listed.find((item) => item.id === id)?.lastUsedAt).toEqual(expect.any(String));
    // Session requests are not marked.
    const sessionRows = await w.app.get(MikroORM).em.getConnection().execute("select api_key_prefix from access_log where path = '/api/api-keys' and status = 200");
    expect(sessionRows.length).toBeGreaterThan(0);
    expect(sessionRows.every((row: { api_key_prefix: string | null }) => row.api_key_prefix === null)).toBe(true);
  });

  it('documents the bearer scheme on exactly the routes keys open', async () => {
    const document = (await w.http.get('/api/docs').expect(200)).body as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes['bearer']).toMatchObject({ type: 'http', scheme: 'bearer' });
    const opened = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.security?.some((scheme) => 'bearer' in scheme) === true)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(opened.sort()).toEqual(
      [
        'POST /simulator/calculate',
        'GET /api/project2',
        'GET /api/project2/{id}',
        'GET /api/project2/{id}/file/{fileId}',
        'GET /api/section',
        'GET /api/section/{id}',
        'GET /api/projects',
        'GET /api/project/{id}',
      ].sort(),
    );
  });
});

describe.each(availableDatabases())('the API key rate limit on $name', (kind) => {
  const launcher = new AppLauncher(kind);
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    await launcher.setUp();
    http = request((await launcher.start({ API_KEY_RATE_LIMIT: '3', API_RATE_LIMIT: '1000' })).getHttpServer());
  });

  afterAll(async () => {
    await launcher.tearDown();
  });

  it('allows API_KEY_RATE_LIMIT requests per minute per key, then 429 with Retry-After; sessions and other keys keep their own budget', async () => {
    const user = await registerClient(http, 'limited');
    const first = (await user.post('/api/api-keys', { name: 'first' }).expect(201)).body.key as string;
    const second = (await user.post('/api/api-keys', { name: 'second' }).expect(201)).body.key as string;
    for (let index = 0; index < 3; index += 1) {
      const ok = await http.get('/api/project2').set('Authorization', `Bearer ${first}`).expect(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
    }
    const limited = await http.get('/api/project2').set('Authorization', `Bearer ${first}`).expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    await http.get('/api/project2').set('Authorization', `Bearer ${second}`).expect(200);
    await user.get('/api/project2').expect(200);
  });
});
