import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AccountTokenSchema } from '../src/modules/accounts/account-token.entity.js';
import { PasswordResetService } from '../src/modules/accounts/password-reset.service.js';
import { LogMailer, Mailer } from '../src/modules/mail/mailer.js';
import { as, registerClient, sessionOf } from './support/accounts-client.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const LINK = /\/(password-reset|confirm-invite)\/([A-Za-z0-9_-]{43})(?=\s|$)/;

describe.each(availableDatabases())('password reset and invitations on $name', (kind) => {
  let w: World;
  let mailer: LogMailer;
  let resets: PasswordResetService;

  beforeAll(async () => {
    w = await startWorld(kind);
    mailer = w.app.get(Mailer) as LogMailer;
    resets = w.app.get(PasswordResetService);
  });

  afterAll(async () => {
    await w?.close();
  });

  const sql = (query: string): Promise<Record<string, unknown>[]> => w.app.get(MikroORM).em.getConnection().execute(query);
  const tokens = (kind: 'password-reset' | 'invite') =>
    w.app.get(MikroORM).em.fork().find(AccountTokenSchema, { kind }, { orderBy: { createdAt: 'asc' } });

  /** The token of the last link mailed to an address. */
  async function lastLink(to: string, page: 'password-reset' | 'confirm-invite'): Promise<string> {
    await resets.idle();
    const message = [...mailer.sent].reverse().find((candidate) => candidate.to === to);
    const match = message === undefined ? null : LINK.exec(message.text);
    if (match === null || match[1] !== page) {
      throw new Error(`no ${page} link mailed to ${to}`);
    }
    return match[2] as string;
  }

  const login = (email: string, password: string) => w.http.post('/api/login').send({ email, password });

  describe('POST /api/password-request and /api/password-reset', () => {
    it('answers 204 for a known and an unknown address alike, and mails a link only to the known one', async () => {
      const before = mailer.sent.length;
      await w.http.post('/api/password-request').send({ email: 'Owner@Example.com ' }).expect(204);
      await w.http.post('/api/password-request').send({ email: 'nobody@example.com' }).expect(204);
      await resets.idle();
      const sent = mailer.sent.slice(before);
      expect(sent.map((message) => message.to)).toEqual(['owner@example.com']);
      expect(sent[0]?.text).toMatch(LINK);
      expect(sent[0]?.subject).toContain('reset');
    });

    it('stores only the hash of a token of 256 random bits, valid one hour', async () => {
      await w.http.post('/api/password-request').send({ email: 'other@example.com' }).expect(204);
      const token = await lastLink('other@example.com', 'password-reset');
      const rows = await tokens('password-reset');
      expect(JSON.stringify(rows)).not.toContain(token);
      const row = rows.at(-1);
      expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(60 * 60 * 1000);
      expect(row?.usedAt ?? null).toBeNull();
    });

    it('sets the password once, ends every session of the user, and refuses the token afterwards', async () => {
      const signedIn = await login('owner@example.com', PASSWORD).expect(200);
      const session = as(w.http, sessionOf(signedIn));
      await session.get('/api/whoami').expect(200);

      await w.http.post('/api/password-request').send({ email: 'owner@example.com' }).expect(204);
      const token = await lastLink('owner@example.com', 'password-reset');
      await w.http.post('/api/password-reset').send({ token, password: NEW_PASSWORD }).expect(204);

      await session.get('/api/whoami').expect(401);
      await w.owner.get('/api/whoami').expect(401);
      await login('owner@example.com', PASSWORD).expect(401);
      await login('owner@example.com', NEW_PASSWORD).expect(200);

      const again = await w.http.post('/api/password-reset').send({ token, password: 'yet another passphrase' }).expect(400);
      expect(again.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ field: 'token', message: expect.stringContaining('already used') }] } });
    });

    it('keeps only the newest link of a user', async () => {
      await w.http.post('/api/password-request').send({ email: 'other@example.com' }).expect(204);
      const older = await lastLink('other@example.com', 'password-reset');
      await w.http.post('/api/password-request').send({ email: 'other@example.com' }).expect(204);
      const newer = await lastLink('other@example.com', 'password-reset');
      expect(newer).not.toBe(older);
      await w.http.post('/api/password-reset').send({ token: older, password: NEW_PASSWORD }).expect(400);
      await w.http.post('/api/password-reset').send({ token: newer, password: NEW_PASSWORD }).expect(204);
    });

    it('refuses an unknown or expired token with 400 on token', async () => {
      const unknown = await w.http.post('/api/password-reset').send({ token: 'A'.repeat(43), password: NEW_PASSWORD }).expect(400);
      expect(unknown.body.details.issues).toEqual([{ field: 'token', message: expect.stringContaining('unknown, expired') }]);

      await w.http.post('/api/password-request').send({ email: 'admin@example.com' }).expect(204);
      const token = await lastLink('admin@example.com', 'password-reset');
      await w.app
        .get(MikroORM)
        .em.fork()
        .nativeUpdate(AccountTokenSchema, { kind: 'password-reset', usedAt: null }, { expiresAt: new Date(Date.now() - 1000) });
      await w.http.post('/api/password-reset').send({ token, password: NEW_PASSWORD }).expect(400);
      await login('admin@example.com', PASSWORD).expect(200);
    });

    it('checks the new password with the rules of register, and refuses bad bodies naming the fields', async () => {
      const response = await w.http.post('/api/password-reset').send({ token: 'x', password: 'short', extra: 1 }).expect(400);
      expect(response.body.details.issues.map((issue: { field: string }) => issue.field).sort()).toEqual(['extra', 'password']);
      const request = await w.http.post('/api/password-request').send({ email: 'not an address' }).expect(400);
      expect(request.body.details.issues).toEqual([{ field: 'email', message: 'must be an e-mail address' }]);
    });

    it('limits requests per address (whether it exists or not) with 429 and Retry-After', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await w.http.post('/api/password-request').send({ email: 'flood@example.com' }).expect(204);
      }
      const response = await w.http.post('/api/password-request').send({ email: 'flood@example.com' }).expect(429);
      expect(response.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits requests per client address too', async () => {
      // 20 per client within the window; this client already sent some above.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) {
        statuses.push((await w.http.post('/api/password-request').send({ email: `someone${attempt}@example.com` })).status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 204).length).toBeLessThan(20);
    });
  });

  describe('POST /api/admin/invite and /api/confirm-invite', () => {
    it('lets an admin invite a user who cannot sign in until the invitation is confirmed', async () => {
      const response = await w.admin.post('/api/admin/invite', { email: 'New.Person@Example.com', role: 'admin' }).expect(201);
      expect(response.body).toEqual({ id: expect.any(String), username: 'new.person', email: 'new.person@example.com', role: 'admin', company: null, companyRole: null, licence: null, active: true, createdAt: expect.any(String) });
      const token = await lastLink('new.person@example.com', 'confirm-invite');
      const row = (await tokens('invite')).at(-1);
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(7 * 24 * 60 * 60 * 1000);

      await login('new.person@example.com', '!invited').expect(401);
      await w.http.post('/api/confirm-invite').send({ token, password: NEW_PASSWORD }).expect(204);
      const signedIn = await login('new.person', NEW_PASSWORD).expect(200);
      expect(signedIn.body).toMatchObject({ role: 'admin', email: 'new.person@example.com' });
      await w.http.post('/api/confirm-invite').send({ token, password: NEW_PASSWORD }).expect(400);
    });

    it('does not accept a reset token as an invitation, nor the reverse', async () => {
      await w.admin.post('/api/admin/invite', { email: 'crossed@example.com', username: 'crossed' }).expect(201);
      const invite = await lastLink('crossed@example.com', 'confirm-invite');
      await w.http.post('/api/password-reset').send({ token: invite, password: NEW_PASSWORD }).expect(400);
      await w.http.post('/api/confirm-invite').send({ token: invite, password: NEW_PASSWORD }).expect(204);
    });

    it('refuses a taken e-mail or username with 409, bad fields with 400', async () => {
      const taken = await w.admin.post('/api/admin/invite', { email: 'other@example.com' }).expect(409);
      expect(taken.body.details).toEqual({ fields: ['email'] });
      await w.admin.post('/api/admin/invite', { email: 'fresh@example.com', username: 'other' }).expect(409);
      const bad = await w.admin.post('/api/admin/invite', { email: 'x', role: 'king', username: 'a' }).expect(400);
      expect(bad.body.details.issues.map((issue: { field: string }) => issue.field).sort()).toEqual(['email', 'role', 'username']);
    });

    it('is for admins only', async () => {
      await w.http.post('/api/admin/invite').send({ email: 'anon@example.com' }).expect(401);
      const plain = await registerClient(w.http, 'plain');
      await plain.post('/api/admin/invite', { email: 'sneaky@example.com' }).expect(403);
      await w.admin.postWithXsrf('/api/admin/invite', undefined, { email: 'csrf@example.com' }).expect(403);
    });

    it('records invitations in the audit trail', async () => {
      const rows = await sql("select action, admin_id, user_id from admin_audit where action = 'invite'");
      expect(rows.length).toBeGreaterThanOrEqual(2);
    });
  });
});
