// Accounts: registration, sign-in, whoami, CSRF, profile, password change, sign-out and the public routes.
import { createHash } from 'node:crypto';

import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LAYING_METHOD_NAMES } from '../src/config/index.js';
import { ScryptHasher } from '../src/modules/identity/scrypt-hash.js';
import { as, sessionOf, setCookies, type TestSession } from './support/accounts-client.js';
import { availableDatabases } from './support/test-databases.js';
import { type BareWorld, startBareWorld } from './support/world.js';
import { validationFailed } from './support/error-bodies.js';

const PASSWORD = 'correct horse battery';

describe.each(availableDatabases())('accounts on $name', (kind) => {
  let w: BareWorld;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    // Failed sign-ins of the whole file come from one address: the per-address limit has its own test (rate-limits.test.ts).
    w = await startBareWorld(kind, { LOGIN_ADDRESS_LIMIT: '1000' });
    ({ app, http } = w);
  });

  afterAll(async () => {
    await w?.close();
  });

  const register = (username: string, email = `${username}@example.com`, password = PASSWORD) =>
    http.post('/api/register').send({ username, email, password });
  const login = (body: object) => http.post('/api/login').send(body);
  const signIn = async (email: string, password = PASSWORD): Promise<TestSession> =>
    sessionOf(await login({ email, password }).expect(200));
  const sql = (query: string, params: unknown[] = []): Promise<Record<string, unknown>[]> =>
    app.get(MikroORM).em.getConnection().execute(query, params);

  let alice: TestSession;

  describe('POST /api/register', () => {
    it('makes the first user of an empty instance admin, with the default profile and licence', async () => {
      const response = await register('alice', 'Alice@Example.COM').expect(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7/),
        username: 'alice',
        email: 'alice@example.com',
        role: 'admin',
        company: null,
        impersonated: false,
        systemOfUnits: 'std',
        displayMode: 'expert',
        language: 'en',
        licence: {
          allowedLayingMethods: [...LAYING_METHOD_NAMES],
          licensedLayingMethods: [...LAYING_METHOD_NAMES],
          name: null,
          source: 'personal',
          status: 'valid',
          validFrom: null,
          validUntil: null,
        },
      });
      alice = sessionOf(response);
    });

    it('makes the next users ordinary', async () => {
      const response = await register('bob').expect(201);
      expect(response.body).toMatchObject({ username: 'bob', role: 'ordinary' });
    });

    it('signs the new user in with an HttpOnly, SameSite=Lax session cookie and a readable XSRF-TOKEN', async () => {
      const cookies = setCookies(await register('carol').expect(201));
      expect(cookies['cla_session']).toMatch(/^cla_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Expires=.*; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(cookies['cla_session']).not.toContain('Secure');
      expect(cookies['XSRF-TOKEN']).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=2592000; Expires=.*; Path=\/; SameSite=Lax$/);
    });

    it('refuses bad input with a 400 naming every field', async () => {
      const response = await http
        .post('/api/register')
        .send({ username: 'al', email: 'not-an-email', password: 'short' })
        .expect(400);
      expect(response.body).toEqual(
        validationFailed([
          { field: 'username', message: 'must have between 3 and 50 characters' },
          { field: 'email', message: 'must be an e-mail address' },
          { field: 'password', message: 'must have between 8 and 1024 characters' },
        ]),
      );
    });

    it.each([
      ['missing fields', {}, ['username', 'email', 'password']],
      ['a too long username', { username: 'x'.repeat(51), email: 'x@example.com', password: PASSWORD }, ['username']],
      ['an @ in the username', { username: 'a@b', email: 'ab@example.com', password: PASSWORD }, ['username']],
      ['a number as password', { username: 'dave', email: 'dave@example.com', password: 12345678 }, ['password']],
      ['an unknown field', { username: 'dave', email: 'dave@example.com', password: PASSWORD, role: 'admin' }, ['role']],
    ])('refuses %s, naming %j', async (_, body, fields) => {
      const response = await http.post('/api/register').send(body).expect(400);
      expect(response.body.details.issues.map((issue: { field: string }) => issue.field)).toEqual(fields);
    });

    it('refuses a body that is not an object', async () => {
      const response = await http.post('/api/register').send([1]).expect(400);
      expect(response.body.details.issues).toEqual([{ field: '(body)', message: 'must be a JSON object' }]);
    });

    it('answers 409 for a taken e-mail (whatever its case) or username', async () => {
      const email = await register('alice2', 'ALICE@example.com').expect(409);
      expect(email.body).toMatchObject({ statusCode: 409, code: 'CONFLICT', details: { fields: ['email'] } });
      const username = await register('alice', 'other@example.com').expect(409);
      expect(username.body.details).toEqual({ fields: ['username'] });
    });

    it('stores an argon2id hash at OWASP cost, never the password, and never returns it', async () => {
      const [row] = await sql('select password_hash from app_user where username = ?', ['alice']);
      expect(row?.['password_hash']).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      const whoami = await as(http, alice).get('/api/whoami').expect(200);
      expect(JSON.stringify(whoami.body)).not.toMatch(/password|argon2|scrypt/i);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the e-mail in any case', async () => {
      const response = await login({ email: 'BOB@example.com', password: PASSWORD }).expect(200);
      expect(response.body).toMatchObject({ username: 'bob', role: 'ordinary' });
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);
      const session = sessionOf(response);
      expect((await as(http, session).get('/api/whoami').expect(200)).body.username).toBe('bob');
    });

    it('accepts the username in place of the e-mail, in either field', async () => {
      await login({ email: 'bob', password: PASSWORD }).expect(200);
      await login({ username: 'bob', password: PASSWORD }).expect(200);
    });

    it('answers the same 401 for a wrong password and an unknown user', async () => {
      const wrong = await login({ email: 'bob@example.com', password: 'wrong password' }).expect(401);
      const unknown = await login({ email: 'nobody@example.com', password: PASSWORD }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: expect.any(String), details: null });
      expect(unknown.body).toEqual(wrong.body);
      expect(setCookies(wrong)['cla_session']).toBeUndefined();
    });

    it('refuses missing fields with a 400 naming them', async () => {
      const response = await login({}).expect(400);
      expect(response.body.details.issues.map((issue: { field: string }) => issue.field).sort()).toEqual(['email', 'password']);
    });

    it('replaces the session the browser had when signing in again', async () => {
      const before = await signIn('bob@example.com');
      const after = sessionOf(await as(http, before).post('/api/login', { email: 'bob', password: PASSWORD }).expect(200));
      await as(http, before).get('/api/whoami').expect(401);
      await as(http, after).get('/api/whoami').expect(200);
    });

    it('signs in with a scrypt hash of an earlier version and replaces it by argon2id', async () => {
      await register('oscar').expect(201);
      const weak = await new ScryptHasher().hash(PASSWORD);
      await sql('update app_user set password_hash = ? where username = ?', [weak, 'oscar']);
      await login({ email: 'oscar', password: PASSWORD }).expect(200);
      const [row] = await sql('select password_hash from app_user where username = ?', ['oscar']);
      expect(row?.['password_hash']).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      await login({ email: 'oscar', password: PASSWORD }).expect(200);
      await login({ email: 'oscar', password: 'wrong password' }).expect(401);
    });

    it('deletes the expired sessions of a user when it signs in', async () => {
      const old = await signIn('oscar');
      const id = createHash('sha256').update(old.token).digest('hex');
      await sql('update session set expires_at = ? where id = ?', [new Date(Date.now() - 1000), id]);
      await signIn('oscar');
      expect(await sql('select id from session where id = ?', [id])).toEqual([]);
    });

        it('stores only the SHA-256 of the session token', async () => {
      const session = await signIn('bob@example.com');
      const hashed = createHash('sha256').update(session.token).digest('hex');
      expect(await sql('select id from session where id = ?', [session.token])).toEqual([]);
      expect(await sql('select id from session where id = ?', [hashed])).toEqual([{ id: hashed }]);
    });

    it('answers 429 with Retry-After after 10 failures for one client and identifier, even to the right password', async () => {
      await register('mallory').expect(201);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await login({ email: 'mallory', password: 'wrong password' }).expect(401);
      }
      const limited = await login({ email: 'mallory', password: PASSWORD }).expect(429);
      expect(limited.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // Another identifier from the same client is not limited.
      await login({ email: 'bob', password: PASSWORD }).expect(200);
    });

    it('forgets the failures after a success', async () => {
      await register('trent').expect(201);
      for (let attempt = 0; attempt < 9; attempt += 1) {
        await login({ email: 'trent', password: 'wrong password' }).expect(401);
      }
      await login({ email: 'trent', password: PASSWORD }).expect(200);
      await login({ email: 'trent', password: 'wrong password' }).expect(401);
      await login({ email: 'trent', password: PASSWORD }).expect(200);
    });
  });

  describe('GET /api/whoami', () => {
    it('answers the signed-in user and refreshes the XSRF-TOKEN cookie', async () => {
      const response = await as(http, alice).get('/api/whoami').expect(200);
      expect(response.body).toMatchObject({ username: 'alice', role: 'admin', licence: { allowedLayingMethods: LAYING_METHOD_NAMES } });
      expect(setCookies(response)['XSRF-TOKEN']).toMatch(new RegExp(`^XSRF-TOKEN=${alice.xsrf}; `));
      expect(setCookies(response)['cla_session']).toBeUndefined();
    });

    it('answers 401 when nobody is signed in', async () => {
      const response = await http.get('/api/whoami').expect(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in first', details: null });
    });

    it.each(['not-a-token', 'A'.repeat(43)])('answers 401 to an unknown session cookie %s', async (token) => {
      await http.get('/api/whoami').set('Cookie', `cla_session=${token}`).expect(401);
    });

    it('answers 401 once the session has expired', async () => {
      const session = await signIn('bob@example.com');
      const id = createHash('sha256').update(session.token).digest('hex');
      await sql('update session set expires_at = ? where id = ?', [new Date(Date.now() - 1000), id]);
      await as(http, session).get('/api/whoami').expect(401);
      expect(await sql('select id from session where id = ?', [id])).toEqual([]);
    });
  });

  describe('CSRF (double submit)', () => {
    it('refuses a cookie-authenticated write without X-XSRF-TOKEN with 403', async () => {
      const response = await as(http, alice).postWithXsrf('/api/logout', undefined).expect(403);
      expect(response.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', details: { reason: 'csrf' } });
      await as(http, alice).get('/api/whoami').expect(200);
    });

    it('refuses a wrong X-XSRF-TOKEN with 403, on PATCH too', async () => {
      await as(http, alice).postWithXsrf('/api/logout', 'A'.repeat(43)).expect(403);
      const bob = await signIn('bob@example.com');
      await as(http, alice).postWithXsrf('/api/logout', bob.xsrf).expect(403);
      await http
        .patch('/api/profile')
        .set('Cookie', `cla_session=${alice.token}`)
        .send({ language: 'fr' })
        .expect(403);
    });

    it('applies to every cookie-authenticated write, the simulator included', async () => {
      const response = await as(http, alice).postWithXsrf('/simulator/calculate', undefined, { data: {} }).expect(403);
      expect(response.body.details).toEqual({ reason: 'csrf' });
      await as(http, alice).post('/simulator/calculate', { data: {} }).expect(200);
    });

    it('does not apply to requests without a session cookie', async () => {
      await http.post('/simulator/calculate').send({ data: {} }).expect(401);
      await http.post('/api/logout').expect(204);
      await login({ email: 'bob', password: PASSWORD }).expect(200);
    });
  });

  describe('PATCH /api/profile', () => {
    it('changes the given fields only', async () => {
      const response = await as(http, alice).patch('/api/profile', { systemOfUnits: 'si', language: 'fr' }).expect(200);
      expect(response.body).toMatchObject({ systemOfUnits: 'si', displayMode: 'expert', language: 'fr' });
      await as(http, alice).patch('/api/profile', { displayMode: 'simple' }).expect(200);
      const whoami = await as(http, alice).get('/api/whoami').expect(200);
      expect(whoami.body).toMatchObject({ systemOfUnits: 'si', displayMode: 'simple', language: 'fr' });
    });

    it('refuses bad values with a 400 naming every field', async () => {
      const response = await as(http, alice)
        .patch('/api/profile', { systemOfUnits: 'imperial', displayMode: 3, language: 'xx', theme: 'dark' })
        .expect(400);
      // alice chose French above: every issue is in French, the values listed as they are.
      expect(response.body.details.issues).toEqual([
        { field: 'theme', message: 'n’est pas un champ connu' },
        { field: 'systemOfUnits', message: 'doit être l’une des valeurs std, si, us' },
        { field: 'displayMode', message: 'doit être l’une des valeurs simple, expert' },
        { field: 'language', message: 'doit être l’une des valeurs en, fr, de, it' },
      ]);
    });

    it('refuses an empty change', async () => {
      const response = await as(http, alice).patch('/api/profile', {}).expect(400);
      expect(response.body.details.issues[0].field).toBe('(body)');
    });

    it('answers 401 when nobody is signed in', async () => {
      await http.patch('/api/profile').send({ language: 'de' }).expect(401);
    });
  });

  describe('POST /api/change-password', () => {
    it('changes the password and ends every other session of the user', async () => {
      await register('dave').expect(201);
      const first = await signIn('dave@example.com');
      const second = await signIn('dave@example.com');
      const other = await signIn('bob@example.com');
      await as(http, first).post('/api/change-password', { oldPassword: PASSWORD, newPassword: 'a new passphrase' }).expect(204);
      await as(http, first).get('/api/whoami').expect(200);
      await as(http, second).get('/api/whoami').expect(401);
      await as(http, other).get('/api/whoami').expect(200);
      await login({ email: 'dave', password: PASSWORD }).expect(401);
      await login({ email: 'dave', password: 'a new passphrase' }).expect(200);
    });

    it('refuses a wrong old password with a 400 on oldPassword (not a 401, which would sign the client out)', async () => {
      const session = await signIn('bob@example.com');
      const response = await as(http, session)
        .post('/api/change-password', { oldPassword: 'not my password', newPassword: 'a new passphrase' })
        .expect(400);
      expect(response.body.details.issues).toEqual([{ field: 'oldPassword', message: 'is not the current password' }]);
      await as(http, session).get('/api/whoami').expect(200);
    });

    it('refuses a short new password and missing fields, naming them', async () => {
      const session = await signIn('bob@example.com');
      const response = await as(http, session).post('/api/change-password', { newPassword: 'short' }).expect(400);
      expect(response.body.details.issues.map((issue: { field: string }) => issue.field)).toEqual(['oldPassword', 'newPassword']);
    });

    it('answers 401 when nobody is signed in', async () => {
      await http.post('/api/change-password').send({ oldPassword: PASSWORD, newPassword: 'a new passphrase' }).expect(401);
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session and clears the cookies', async () => {
      const session = await signIn('bob@example.com');
      const response = await as(http, session).post('/api/logout').expect(204);
      const cookies = setCookies(response);
      expect(cookies['cla_session']).toMatch(/^cla_session=; Max-Age=0;/);
      expect(cookies['XSRF-TOKEN']).toMatch(/^XSRF-TOKEN=; Max-Age=0;/);
      await as(http, session).get('/api/whoami').expect(401);
    });

    it('answers 204 without a session too', async () => {
      await http.post('/api/logout').expect(204);
    });
  });

  describe('public routes', () => {
    it('keeps GET /api/application-version open to anonymous callers', async () => {
      await http.get('/api/application-version').expect(200);
    });
  });
});
