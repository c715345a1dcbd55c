import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AdminAuditSchema } from '../src/modules/admin-audit/admin-audit.entity.js';
import { as, type Client, registerClient, sessionOf } from './support/accounts-client.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

describe.each(availableDatabases())('admin routes on $name', (kind) => {
  let w: World;
  let ids: Record<'admin' | 'owner' | 'other', string>;

  beforeAll(async () => {
    w = await startWorld(kind);
    const idOf = async (client: Client): Promise<string> => (await client.get('/api/whoami').expect(200)).body.id as string;
    ids = { admin: await idOf(w.admin), owner: await idOf(w.owner), other: await idOf(w.other) };
  });

  afterAll(async () => {
    await w?.close();
  });

  const NO_COMPANY = { company: null, companyRole: null, licence: null, active: true };

  describe('GET /api/admin/users', () => {
    it('lists every user (id, username, email, role, createdAt), oldest first, to admins', async () => {
      const response = await w.admin.get('/api/admin/users').expect(200);
      expect(response.body).toEqual([
        { id: ids.admin, username: 'admin', email: 'admin@example.com', role: 'admin', ...NO_COMPANY, createdAt: expect.any(String) },
        { id: ids.owner, username: 'owner', email: 'owner@example.com', role: 'ordinary', ...NO_COMPANY, createdAt: expect.any(String) },
        { id: ids.other, username: 'other', email: 'other@example.com', role: 'ordinary', ...NO_COMPANY, createdAt: expect.any(String) },
      ]);
      expect(JSON.stringify(response.body)).not.toContain('scrypt');
    });

    it('is for admins only', async () => {
      await w.http.get('/api/admin/users').expect(401);
      const response = await w.owner.get('/api/admin/users').expect(403);
      expect(response.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    });
  });

  describe('impersonation', () => {
    let admin: Client;

    beforeAll(async () => {
      // A second admin session of its own, so that the world's admin client stays an admin for the other tests.
      const response = await w.http.post('/api/login').send({ email: 'admin@example.com', password: 'correct horse battery' }).expect(200);
      admin = as(w.http, sessionOf(response));
    });

    it('switches the admin session to the user, whoami says impersonated, and the exit link returns to the admin', async () => {
      const started = await admin.post(`/api/admin/impersonate/${ids.owner}`).expect(200);
      expect(started.body).toMatchObject({ id: ids.owner, username: 'owner', impersonated: true });

      const whoami = await admin.get('/api/whoami').expect(200);
      expect(whoami.body).toMatchObject({ id: ids.owner, role: 'ordinary', impersonated: true });
      // Acting as the owner: the owner's resources, not the admin's rights.
      await admin.post('/api/folder', { name: 'made while impersonating' }).expect(201);
      expect((await w.owner.get('/api/folders').expect(200)).body.map((folder: { name: string }) => folder.name)).toContain('made while impersonating');
      await admin.get('/api/admin/users').expect(403);
      expect((await w.owner.get('/api/whoami').expect(200)).body.impersonated).toBe(false);

      const exit = await admin.get('/api/admin/impersonateExit').expect(302);
      expect(exit.headers['location']).toBe('/');
      const back = await admin.get('/api/whoami').expect(200);
      expect(back.body).toMatchObject({ id: ids.admin, role: 'admin', impersonated: false });
      await admin.get('/api/admin/users').expect(200);
    });

    it('records the start and the exit in the audit trail', async () => {
      const rows = await w.app.get(MikroORM).em.fork().find(AdminAuditSchema, { action: { $in: ['impersonate-start', 'impersonate-exit'] } }, { orderBy: { createdAt: 'asc' } });
      expect(rows.map((row) => [row.action, row.adminId, row.userId])).toEqual([
        ['impersonate-start', ids.admin, ids.owner],
        ['impersonate-exit', ids.admin, ids.owner],
      ]);
    });

    it('refuses to impersonate an admin (403) or an unknown user (404)', async () => {
      const invited = await w.admin.post('/api/admin/invite', { email: 'second.admin@example.com', role: 'admin' }).expect(201);
      const response = await admin.post(`/api/admin/impersonate/${invited.body.id as string}`).expect(403);
      expect(response.body.message).toContain('Admins');
      await admin.post(`/api/admin/impersonate/${ids.admin}`).expect(403);
      await admin.post(`/api/admin/impersonate/${UNKNOWN_ID}`).expect(404);
      await admin.post('/api/admin/impersonate/not-an-id').expect(404);
      expect((await admin.get('/api/whoami').expect(200)).body.impersonated).toBe(false);
    });

    it('is for admins only, with the CSRF header', async () => {
      await w.http.post(`/api/admin/impersonate/${ids.owner}`).expect(401);
      await w.other.post(`/api/admin/impersonate/${ids.owner}`).expect(403);
      const csrf = await admin.postWithXsrf(`/api/admin/impersonate/${ids.owner}`, undefined).expect(403);
      expect(csrf.body.details).toEqual({ reason: 'csrf' });
      expect((await admin.get('/api/whoami').expect(200)).body.impersonated).toBe(false);
    });

    it('the exit link only redirects when nobody impersonates', async () => {
      const anonymous = await w.http.get('/api/admin/impersonateExit').expect(302);
      expect(anonymous.headers['location']).toBe('/');
      await w.owner.get('/api/admin/impersonateExit').expect(302);
      expect((await w.owner.get('/api/whoami').expect(200)).body).toMatchObject({ id: ids.owner, impersonated: false });
    });

    it('ends with the user’s other sessions when the user changes the password', async () => {
      const plain = await registerClient(w.http, 'plainuser');
      const plainId = (await plain.get('/api/whoami').expect(200)).body.id as string;
      await admin.post(`/api/admin/impersonate/${plainId}`).expect(200);
      await plain.post('/api/change-password', { oldPassword: 'correct horse battery', newPassword: 'another long password' }).expect(204);
      // change-password keeps only the caller's session: the admin's impersonating session of that user ends.
      await admin.get('/api/whoami').expect(401);
    });
  });
});
