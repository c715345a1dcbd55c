import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, type Client, registerClient, sessionOf } from './support/accounts-client.js';
import { SessionSchema } from '../src/modules/identity/session.entity.js';
import { UserSchema } from '../src/modules/identity/user.entity.js';
import { AppLauncher } from './support/test-app.js';
import { availableDatabases } from './support/test-databases.js';

const REDIS_URL = process.env['REDIS_URL'];
const PASSWORD = 'correct horse battery';

describe.each(availableDatabases())('session cache on $name', (kind) => {
  const launcher = new AppLauncher(kind);

  beforeAll(() => launcher.setUp());

  afterAll(() => launcher.tearDown());

  async function start(env: Record<string, string> = {}) {
    const app = await launcher.start(env);
    return { app, http: request(app.getHttpServer()) };
  }
  const sessionRows = (app: NestExpressApplication, username: string) =>
    app
      .get(MikroORM)
      .em.getConnection()
      .execute('select s.id from session s join app_user u on u.id = s.user_id where u.username = ?', [username]);

  it('reuses a look-up for SESSION_CACHE_MS, and a logout ends the session at once', async () => {
    const { app, http } = await start({ SESSION_CACHE_MS: '60000' });
    const carol: Client = await registerClient(http, 'carol');
    await carol.get('/api/whoami').expect(200);
    // Deleted behind the server's back: the cached look-up still answers (proof of the cache)…
    const [row] = await sessionRows(app, 'carol');
    await app.get(MikroORM).em.getConnection().execute('delete from session where id = ?', [row?.['id']]);
    await carol.get('/api/whoami').expect(200);
    // …while a logout through the server forgets it at once.
    await carol.post('/api/logout').expect(204);
    await carol.get('/api/whoami').expect(401);
  });

  it('shows a profile change and a password change at once', async () => {
    const { http } = await start({ SESSION_CACHE_MS: '60000' });
    const dave = await registerClient(http, 'dave');
    const laptop = as(http, sessionOf(await http.post('/api/login').send({ email: 'dave', password: PASSWORD }).expect(200)));
    await laptop.get('/api/whoami').expect(200);
    await dave.get('/api/whoami').expect(200);
    await dave.patch('/api/profile', { language: 'fr' }).expect(200);
    expect((await laptop.get('/api/whoami').expect(200)).body).toMatchObject({ language: 'fr' });
    await dave.post('/api/change-password', { oldPassword: PASSWORD, newPassword: 'another long password' }).expect(204);
    await laptop.get('/api/whoami').expect(401);
    await dave.get('/api/whoami').expect(200);
  });

  it('does not cache with SESSION_CACHE_MS=0', async () => {
    const { app, http } = await start({ SESSION_CACHE_MS: '0' });
    const erin = await registerClient(http, 'erin');
    await erin.get('/api/whoami').expect(200);
    const [row] = await sessionRows(app, 'erin');
    await app.get(MikroORM).em.getConnection().execute('delete from session where id = ?', [row?.['id']]);
    await erin.get('/api/whoami').expect(401);
  });

  it('shows a role change, an impersonation and its end at once', async () => {
    const { http } = await start({ SESSION_CACHE_MS: '60000' });
    // carol registered first on this database: the admin.
    const carol = as(http, sessionOf(await http.post('/api/login').send({ email: 'carol', password: PASSWORD }).expect(200)));
    const gina = await registerClient(http, 'gina');
    const hank = await registerClient(http, 'hank');
    const ginaId = (await gina.get('/api/whoami').expect(200)).body.id as string;
    const hankId = (await hank.get('/api/whoami').expect(200)).body.id as string;
    expect((await carol.get('/api/whoami').expect(200)).body).toMatchObject({ username: 'carol', role: 'admin', impersonated: false });

    await carol.patch(`/api/admin/users/${ginaId}`, { role: 'admin' }).expect(200);
    expect((await gina.get('/api/whoami').expect(200)).body.role).toBe('admin');
    await gina.get('/api/admin/users').expect(200);

    await carol.post(`/api/admin/impersonate/${hankId}`).expect(200);
    expect((await carol.get('/api/whoami').expect(200)).body).toMatchObject({ id: hankId, role: 'ordinary', impersonated: true });
    await carol.get('/api/admin/users').expect(403);
    await carol.get('/api/admin/impersonateExit').expect(302);
    expect((await carol.get('/api/whoami').expect(200)).body).toMatchObject({ username: 'carol', role: 'admin', impersonated: false });
  });

  it('signs out, and deletes, a session that has expired or whose user is gone', async () => {
    const { app, http } = await start({ SESSION_CACHE_MS: '0' });
    const orm = app.get(MikroORM);
    const ivan = await registerClient(http, 'ivan');
    await ivan.get('/api/whoami').expect(200);
    const [expiring] = await sessionRows(app, 'ivan');
    await orm.em.fork().nativeUpdate(SessionSchema, { id: String(expiring?.['id']) }, { expiresAt: new Date(Date.now() - 1000) });
    await ivan.get('/api/whoami').expect(401);
    expect(await orm.em.fork().count(SessionSchema, { id: String(expiring?.['id']) })).toBe(0);

    const judy = await registerClient(http, 'judy');
    const judyId = (await judy.get('/api/whoami').expect(200)).body.id as string;
    await orm.em.fork().nativeDelete(UserSchema, { id: judyId });
    await judy.get('/api/whoami').expect(401);
    expect(await orm.em.fork().count(SessionSchema, { userId: judyId })).toBe(0);
  });

  it.skipIf(REDIS_URL === undefined)('tells the other server process through Redis: a logout on one ends the session on both', async () => {
    const env = { SESSION_CACHE_MS: '60000', REDIS_URL: REDIS_URL ?? '' };
    const first = await start(env);
    const second = await start(env);
    const frank = await registerClient(first.http, 'frank');
    const cookie = await frank.get('/api/whoami').expect(200);
    const header = cookie.request.getHeader('Cookie') as string;
    // The same browser on the second process (a load balancer): signed in there too, and now cached there.
    await second.http.get('/api/whoami').set('Cookie', header).expect(200);
    await frank.post('/api/logout').expect(204);
    // The invalidation travels through Redis pub/sub: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await second.http.get('/api/whoami').set('Cookie', header).expect(401);
  });
});
