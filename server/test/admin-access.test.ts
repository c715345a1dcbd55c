import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AccessLogService } from '../src/modules/access-log/access-log.service.js';
import { AdminTables } from '../src/modules/common/admin-tables.js';
import { MailOutbox } from '../src/modules/mail/mail-outbox.service.js';
import { sessionOf } from './support/accounts-client.js';
import { registeredRoutes, type RegisteredRoute } from './support/routes.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

/**
 * Every route of the admin area, found in the router (so that a new one cannot be forgotten): none answers an
 * ordinary user, and none answers a secret to an admin.
 */

/** The one admin route that is public by design: the exit of an impersonation, a plain link that always redirects. */
const PUBLIC_EXIT = 'get /api/admin/impersonateExit';
/** The database backup is the database itself, secrets included, by design (admins only): not read for secrets. */
const BACKUP = 'get /api/admin/tools/backup';

const key = (route: RegisteredRoute) => `${route.method} ${route.path}`;

function adminRoutes(w: World): RegisteredRoute[] {
  return registeredRoutes(w).filter((route) => route.path.startsWith('/api/admin/') || route.path === '/api/admin');
}

/** A path of the route with every parameter filled in (`table` a real table, any other an id of nothing). */
function fill(route: RegisteredRoute): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'table' ? 'user' : UNKNOWN_ID));
}

describe.each(availableDatabases())('every admin route on $name', (kind) => {
  let w: World;
  /** An ordinary user calling with an API key of theirs. */
  let byKey: Record<RegisteredRoute['method'], (path: string) => ReturnType<World['http']['get']>>;

  beforeAll(async () => {
    w = await startWorld(kind);
    const apiKey = (await w.other.post('/api/api-keys', { name: 'Scripts' }).expect(201)).body.key as string;
    byKey = {
      get: (path: string) => w.http.get(path).set('Authorization', `Bearer ${apiKey}`),
      post: (path: string) => w.http.post(path).set('Authorization', `Bearer ${apiKey}`).send({}),
      put: (path: string) => w.http.put(path).set('Authorization', `Bearer ${apiKey}`).send({}),
      patch: (path: string) => w.http.patch(path).set('Authorization', `Bearer ${apiKey}`).send({}),
      delete: (path: string) => w.http.delete(path).set('Authorization', `Bearer ${apiKey}`),
    };
  }, 60_000);

  afterAll(async () => {
    await w?.close();
  });

  it('finds the admin routes in the router as the OpenAPI document lists them', async () => {
    const routes = adminRoutes(w).map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const document = (await w.http.get('/api/docs').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(routes.length).toBeGreaterThan(40);
    expect([...new Set(routes)].sort()).toEqual(documented.sort());
  });

  it('answers 401 to anonymous callers and 403 to an ordinary user, by session or API key, on every route', async () => {
    const routes = adminRoutes(w).filter((route) => key(route) !== PUBLIC_EXIT);
    const refusals: string[] = [];
    for (const route of routes) {
      const path = fill(route);
      const anonymous = await (route.method === 'get' || route.method === 'delete' ? w.http[route.method](path) : w.http[route.method](path).send({}));
      if (anonymous.status !== 401) refusals.push(`${key(route)} anonymous → ${anonymous.status}`);
      for (const [who, client] of [['session', w.other], ['API key', byKey]] as const) {
        const answer = await client[route.method](path);
        if (answer.status !== 403 || answer.body?.code !== 'FORBIDDEN') refusals.push(`${key(route)} ${who} → ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(refusals).toEqual([]);
  });

  it('lets an ordinary user’s impersonation exit link only redirect, changing nothing', async () => {
    const answer = await w.other.get('/api/admin/impersonateExit').expect(302);
    expect(answer.headers['location']).toBe('/');
    expect((await w.other.get('/api/whoami').expect(200)).body).toMatchObject({ username: 'other', role: 'ordinary' });
  });

  it('never answers a secret to an admin: no password hash, API key or key hash, session, link or share token', async () => {
    // One of every kind of secret: an API key, share tokens, an invitation and a password-reset link, company invitations.
    const secrets: string[] = [];
    secrets.push((await w.owner.post('/api/api-keys', { name: 'Nightly' }).expect(201)).body.key as string);
    const project = (await w.owner.post('/api/project2', { name: 'Pipeline' }).expect(201)).body.id as string;
    const section = (await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body.id as string;
    await w.owner.patch(`/api/section/create-share-token/${section}`).expect(200);
    const licence = (await w.admin.post('/api/admin/licences', { name: 'Trial', allowedLayingMethods: ['pull'], seats: 5, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)).body.id as string;
    const distributor = (await w.admin.post('/api/admin/distributors', { name: 'Nordic', contact: 'n@example.com', country: 'SE' }).expect(201)).body.id as string;
    const company = (await w.admin.post('/api/admin/companies', { name: 'Ductworks', licence, distributor }).expect(201)).body.id as string;
    await w.admin.post('/api/admin/plans', { name: 'Air', allowedLayingMethods: ['jetting'], seats: 3, durationDays: 365 }).expect(201);
    const ownerId = (await w.owner.get('/api/whoami').expect(200)).body.id as string;
    await w.admin.patch(`/api/admin/users/${ownerId}`, { company, companyRole: 'manager' }).expect(200);
    await w.owner.post('/api/company/users', { email: 'joiner@example.com', role: 'ordinary' }).expect(201);
    await w.admin.post('/api/admin/invite', { email: 'invited@example.com' }).expect(201);
    await w.http.post('/api/password-request').send({ email: 'other@example.com' }).expect(204);
    // Raw session tokens (the cookie of a new account and of a second sign-in).
    const registered = await w.http.post('/api/register').send({ username: 'latecomer', email: 'late@example.com', password: 'correct horse battery' }).expect(201);
    const signIn = await w.http.post('/api/login').send({ email: 'owner@example.com', password: 'correct horse battery' }).expect(200);
    secrets.push(sessionOf(registered).token, sessionOf(signIn).token);
    await w.app.get(MailOutbox).idle();
    await w.app.get(AccessLogService).flush();

    // And the stored secrets themselves, read from the database.
    const connection = w.app.get(MikroORM).em.fork().getConnection();
    const column = async (sql: string) => ((await connection.execute(sql)) as Record<string, unknown>[]).map((row) => String(Object.values(row)[0]));
    const stored = {
      passwordHash: await column('select password_hash from app_user where password_hash is not null'),
      keyHash: await column('select key_hash from api_key'),
      session: await column('select id from session'),
      linkToken: await column('select id from account_token'),
      invitationToken: await column('select token_hash from company_invitation'),
      shareToken: await column('select share_token from section where share_token is not null'),
    };
    for (const [name, values] of Object.entries(stored)) expect(values.length, name).toBeGreaterThan(0);
    secrets.push(...Object.values(stored).flat());

    // Every GET of the admin area, each id filled in with every real id its list answers, every table with its rows.
    const ids = async (path: string) => ((await w.admin.get(path).expect(200)).body as { id: string }[]).map((row) => row.id);
    const byParam: Record<string, string[]> = {
      '/api/admin/companies/:id': await ids('/api/admin/companies'),
      '/api/admin/licences/:id': await ids('/api/admin/licences'),
      '/api/admin/plans/:id': await ids('/api/admin/plans'),
      '/api/admin/distributors/:id': await ids('/api/admin/distributors'),
      '/api/admin/presets/:id': (await ids('/api/admin/presets')).slice(0, 5),
    };
    const paths: string[] = [];
    for (const route of adminRoutes(w).filter((candidate) => candidate.method === 'get' && ![PUBLIC_EXIT, BACKUP].includes(key(candidate)))) {
      if (route.path === '/api/admin/tables/:table') {
        for (const table of w.app.get(AdminTables).sorted) paths.push(`/api/admin/tables/${table.name}?pageSize=200`, `/api/admin/tables/${table.name}?format=csv`);
      } else if (route.path === '/api/admin/tables/:table/rows/:id') {
        for (const table of w.app.get(AdminTables).sorted.filter((candidate) => candidate.idColumn !== null)) {
          const rows = ((await w.admin.get(`/api/admin/tables/${table.name}?pageSize=200`).expect(200)).body as { rows: Record<string, unknown>[] }).rows;
          for (const row of rows.slice(0, 10)) paths.push(`/api/admin/tables/${table.name}/rows/${String(row['id'])}`);
        }
      } else if (route.path.includes(':')) {
        const values = byParam[route.path];
        expect(values, `no ids to fill ${route.path} with`).toBeDefined();
        paths.push(...(values ?? []).map((id) => route.path.replace(':id', id)));
      } else {
        paths.push(route.path);
      }
    }
    expect(paths.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    for (const path of paths) {
      const answer = await w.admin.get(path);
      expect(answer.status, path).toBe(200);
      const text = answer.text ?? JSON.stringify(answer.body);
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${path} holds ${secret.slice(0, 12)}…`);
      if (/\$argon2|"(passwordHash|keyHash|tokenHash|shareToken)"/.test(text)) leaks.push(`${path} names a secret`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});
