import { JETTING_TEMPLATE, PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessionOf, type TestSession } from './support/accounts-client.js';
import { registeredRoutes, type RegisteredRoute as Route } from './support/routes.js';
import { availableDatabases } from './support/test-databases.js';
import { hostileKey, hostileValue, mutate, toText } from './support/hostile-values.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

/**
 * A bounded fuzz of every route the app registers under /api and /simulator (fast-check, fixed seed): hostile
 * bodies built from a valid body of the route with one value replaced or one key added (NUL bytes, prototype keys,
 * huge integers, "Infinity" and 1e999, wrong types, deep nesting, long arrays and strings), hostile path
 * parameters, as a signed-in user and anonymously. No answer may be a 500.
 */

describe.each(availableDatabases())('hostile input on every route on $name', (kind) => {
  let w: World;
  let session: TestSession;
  let ids: Record<string, string>;
  let apiKey: string;
  let bases: Record<string, unknown>;

  beforeAll(async () => {
    w = await startWorld(kind);
    const registered = await w.http.post('/api/register').send({ username: 'fuzzer', email: 'fuzzer@example.com', password: 'correct horse battery' }).expect(201);
    session = sessionOf(registered);
    // An admin, so that the admin routes reach their services too (not only the 403 of the role check).
    await w.admin.patch(`/api/admin/users/${(registered.body as { id: string }).id}`, { role: 'admin' }).expect(200);
    const cookie = `cla_session=${session.token}; XSRF-TOKEN=${session.xsrf}`;
    const post = (path: string, body: object) => w.http.post(path).set('Cookie', cookie).set('X-XSRF-TOKEN', session.xsrf).send(body);
    const folder = (await post('/api/folder', { name: 'F' }).expect(201)).body.id as string;
    const project = (await post('/api/project2', { name: 'P', folder }).expect(201)).body.id as string;
    const data = sectionFromTemplate(PULLING_TEMPLATE);
    const section = (await post('/api/section', { project, data, name: 'S' }).expect(201)).body as { id: string };
    const token = ((await w.http.patch(`/api/section/create-share-token/${section.id}`).set('Cookie', cookie).set('X-XSRF-TOKEN', session.xsrf).expect(200)).body as { shareToken: string }).shareToken;
    const legacy = (await post('/api/project', { name: 'L', data: { trajectory: [{ type: 'straight', key: 'r1', length: 10 }], slopeBased: false, altitudeAtStart: 0 } }).expect(201)).body.id as string;
    const preset = (await post('/api/presets', { name: 'Cable', type: 'cable', data: { outerDiameter: 10 } }).expect(201)).body.id as string;
    apiKey = ((await post('/api/api-keys', { name: 'Fuzzer key' }).expect(201)).body as { key: string }).key;
    ids = { id: section.id, userId: UNKNOWN_ID, fileId: UNKNOWN_ID, token, folder, project, legacy, preset };
    const jetting = sectionFromTemplate(JETTING_TEMPLATE);
    bases = {
      '/api/register': { username: 'someone', email: 'someone@example.com', password: 'long enough password' },
      '/api/login': { email: 'fuzzer@example.com', password: 'wrong password' },
      '/api/change-password': { oldPassword: 'wrong password', newPassword: 'another long password' },
      '/api/profile': { systemOfUnits: 'si', displayMode: 'expert', language: 'fr' },
      '/api/password-request': { email: 'nobody@example.com' },
      '/api/password-reset': { token: 'A'.repeat(43), password: 'long enough password' },
      '/api/confirm-invite': { token: 'A'.repeat(43), password: 'long enough password' },
      '/api/api-keys': { name: 'Fuzzed key' },
      '/api/admin/invite': { email: 'invited@example.com', username: 'invited', role: 'ordinary' },
      '/api/folder': { name: 'Folder', parent: folder },
      '/api/folder/:id': { name: 'Renamed', id: folder },
      '/api/project2': { name: 'Project', folder },
      '/api/project2/:id': { name: 'Project', folder: null, picture: null },
      '/api/section': { project, data, name: 'Section', favorites: [{ name: 'A', primaryColor: '#000', secondaryColor: '#fff' }], results: null },
      '/api/section/:id': { version: 1, data: jetting, results: { status: 'notStarted', messages: [] }, name: 'Section' },
      '/api/section/rename/:id': { name: 'Renamed' },
      '/api/section/:id/duplicate': { project, name: 'Copy' },
      '/api/section/share/:token/copy': { project },
      '/api/project': { name: 'Legacy', folder, data: { trajectory: [{ type: 'curve', key: 'k', radius: 5, angle: 10 }], slopeBased: true, altitudeAtStart: 1 } },
      '/api/project/:id': { name: 'Legacy', data: { trajectory: [], slopeBased: false, altitudeAtStart: 0 } },
      '/api/presets': { name: 'Pusher', type: 'pushingMachine', group: 'G', data: { maxPushingForce: 100, cableDiameterRange: { min: 1, max: 2 }, useInSerie: true } },
      '/api/admin/motd': { enable: false, texts: { en: { title: 'Title', message: 'Message' } } },
      '/api/admin/settings': { registration: 'open', uploadQuotaMb: 500, demoProject: false, defaultLayingMethods: ['pull'] },
      '/api/admin/users/:id/password': { password: 'long enough password' },
      '/api/admin/presets': { name: 'Global', type: 'cable', data: { outerDiameter: 10 } },
      '/api/admin/presets/:id': { name: 'Renamed' },
      '/simulator/calculate': { findMaxDistance: false, data: { layingMethod: 'pull', trajectory: { rows: [{ type: 'straight', length: 10 }] } } },
    };
  }, 60_000);

  afterAll(async () => {
    await w?.close();
  });

  it('never answers 500, signed in or anonymous, whatever the body, query or path', { timeout: 120_000 }, async () => {
    const routes = registeredRoutes(w);
    expect(routes.length).toBeGreaterThan(30);
    const cookie = `cla_session=${session.token}; XSRF-TOKEN=${session.xsrf}`;
    const failures: string[] = [];
    let sent = 0;
    const statuses: Record<string, number> = {};
    const hostileParam = fc.constantFrom('%00', 'a%00b', 'constructor', '__proto__', '2147483648', '..%2F..%2Fetc', 'A'.repeat(43), `${UNKNOWN_ID}%00`, 'x'.repeat(2000), '%E0%A4%A');
    const requestArbitrary = fc.record({
      route: fc.integer({ min: 0, max: routes.length - 1 }),
      signedIn: fc.boolean(),
      // One request in six carries the fuzzer's API key, one in six a junk Bearer token.
      bearer: fc.nat({ max: 5 }).map((n) => (n === 0 ? 'key' : n === 1 ? 'junk' : null)),
      path: fc.array(fc.nat(), { maxLength: 4 }),
      value: hostileValue,
      key: hostileKey,
      addKey: fc.boolean(),
      wholeBody: fc.nat({ max: 9 }).map((n) => n === 0), // one body in ten is a hostile value as a whole
      param: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileParam }),
      query: fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('project=%00', 'project=constructor', 'type=a%00', 'order=name&order=name', 'project[]=x', 'type[__proto__]=1', '__proto__=1') },
      ),
    });
    // FUZZ_RUNS and FUZZ_SEED explore further by hand; the suite keeps its fixed seed and bound.
    const perDatabase = Number(process.env['FUZZ_RUNS'] ?? 1500);
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (r) => {
        const route = routes[r.route] as Route;
        if (route.path === '/api/logout' && r.signedIn) {
          return; // signing the fuzzer out would make the rest anonymous; anonymous logouts are fuzzed
        }
        let path = route.path.replace(/:(\w+)/g, (_, name: string) => (r.param ?? (route.method === 'delete' ? UNKNOWN_ID : name === 'id' ? idFor(route.path, ids) : (ids[name] ?? UNKNOWN_ID))));
        if (r.query !== null) path += `?${r.query}`;
        const base = bases[route.path];
        const body = r.wholeBody || base === undefined ? r.value : mutate(base, r);
        const text = toText(body);
        let pending = w.http[route.method](path).set('Content-Type', 'application/json');
        if (r.signedIn) pending = pending.set('Cookie', cookie).set('X-XSRF-TOKEN', session.xsrf);
        if (r.bearer !== null) pending = pending.set('Authorization', `Bearer ${r.bearer === 'key' ? apiKey : `cla_${r.value === null ? '' : toText(r.value).slice(0, 60)}`}`);
        const response = route.method === 'get' ? await pending : await pending.send(text);
        sent += 1;
        const family = `${Math.floor(response.status / 100)}xx`;
        statuses[family] = (statuses[family] ?? 0) + 1;
        if (response.status >= 500 && response.status !== 503) {
          failures.push(`${route.method.toUpperCase()} ${path} ${text.slice(0, 300)} → ${response.status} ${JSON.stringify(response.body)}`);
        }
        if (response.status === 400 && response.body?.code === 'VALIDATION_FAILED') {
          expect(response.body.details.issues.length).toBeGreaterThan(0);
          for (const issue of response.body.details.issues) expect(issue).toEqual({ field: expect.any(String), message: expect.any(String) });
        }
      }),
      { seed: Number(process.env['FUZZ_SEED'] ?? 20261124), numRuns: perDatabase, endOnFailure: true },
    );
    expect(sent).toBeGreaterThan(perDatabase * 0.9);
    expect(failures).toEqual([]);
    // The fuzz reaches the services too, not only the validation: some hostile variants are valid requests.
    // (3.5 %: the admin area's ~20 routes, most of whose hostile variants are refused, thinned the share of successes.)
    expect(statuses['2xx'] ?? 0).toBeGreaterThan(perDatabase * 0.035);
    expect(statuses['4xx'] ?? 0).toBeGreaterThan(perDatabase * 0.5);
  });
});

/** The `:id` of a route: the fuzzer's own resource of that kind, so that requests get past the ownership check. */
function idFor(path: string, ids: Record<string, string>): string {
  if (path.startsWith('/api/folder')) return ids['folder'] as string;
  if (path.startsWith('/api/project2')) return ids['project'] as string;
  if (path.startsWith('/api/project/') || path.startsWith('/api/create-share-token')) return ids['legacy'] as string;
  if (path.startsWith('/api/presets')) return ids['preset'] as string;
  return ids['id'] as string;
}
