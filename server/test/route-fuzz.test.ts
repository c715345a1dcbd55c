import { demoProjectSections, PULLING_TEMPLATE, sectionFromTemplate, type SectionData } from '@cla/domain';
import fc from 'fast-check';
import type { Response, Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LogMailer, Mailer } from '../src/modules/mail/mailer.js';
import { MailOutbox } from '../src/modules/mail/mail-outbox.service.js';
import { PasswordResetService } from '../src/modules/accounts/password-reset.service.js';
import { sessionOf } from './support/accounts-client.js';
import { Pool } from './support/id-pool.js';
import { type Method, type OpenApiDocument, operationsOf } from './support/openapi-operations.js';
import { STRAIGHT_PULL } from './support/requests.js';
import { availableDatabases } from './support/test-databases.js';
import { type Fixtures, LEGACY_DATA, type SignedIn, type ValidCall, validCalls } from './support/valid-calls.js';
import { answerProblem, candidatesFor, columnsIn, fuzzRequests, validRequest } from './support/route-fuzz-requests.js';
import { startWorld, type World } from './support/world.js';

/**
 * The property: no request makes the server answer 500, hang or die — over every operation of its OpenAPI
 * document (which docs.test.ts holds equal to the routes Nest registered), as nobody, an ordinary user, a company's
 * member and manager, an admin and an API key. hostile-input.test.ts mutates one field of a hand-written valid body; this
 * suite needs no hand-written body: it generates each route's bodies and query parameters from the route's own
 * schema in the document (mostly valid, so that they get past validation to the services and the database), then
 * breaks them (a hostile value at a random place, an extra or prototype key, any JSON at all, malformed or cut JSON,
 * a wrong or lying content type, a wrong charset or encoding), with path parameters that name real things (every id
 * the app answered while being set up) or nothing (non-UUIDs, negative, huge, NUL, malformed percent-encoding).
 * The operations whose generated requests rarely get through (a section's data, a study of a ready section, an
 * upload, a mailed link's token, an id of the caller's own) have a valid call (support/valid-calls.ts): sent as it is
 * first, then half their requests are it with its body broken at one place; each must get through to its handler
 * (a 2xx or 3xx). The things those calls act on are kept out of the random picks, so a random DELETE never takes them.
 *
 * Every answer is below 500; a 4xx is JSON `{ statusCode, code, message }` whose message says what is wrong
 * (`VALIDATION_FAILED` names each field); the server answers a health check afterwards. Fixed seed (one per route,
 * from ROUTE_FUZZ_SEED), ROUTE_FUZZ_RUNS requests per route (8) and 4 more per query parameter it documents (~960
 * requests per database), in-process only.
 * The DELETE operations run last so that the others find the things they act on.
 */

const SEED = Number(process.env['ROUTE_FUZZ_SEED'] ?? 20261128);
const RUNS_PER_ROUTE = Number(process.env['ROUTE_FUZZ_RUNS'] ?? 8);
const PASSWORD = 'correct horse battery';
/**
 * No API rate limit (the fuzz sends more than 1200 requests a minute), a short calculation timeout, and two studies
 * at a time per user (the set-up's and the valid call's; the fuzz's others are refused).
 */
const ENV = { API_RATE_LIMIT: '0', API_KEY_RATE_LIMIT: '0', LOGIN_ADDRESS_LIMIT: '100000', SIMULATOR_TIMEOUT_MS: '3000', STUDY_USER_LIMIT: '2' };


describe.each(availableDatabases())('every route under random input on $name', (kind) => {
  let w: World;
  let document: OpenApiDocument;
  const sessions = {} as Record<SignedIn, { cookie: string; xsrf: string; email: string }>;
  let apiKey = '';
  /** Ids and tokens of real things (the fuzz adds those it creates), and admin table names. */
  const pool = new Pool();
  const tables: string[] = [];
  /** The columns of each admin table that can be filtered by. */
  const columns = new Map<string, string[]>();
  /** A GET answer of each path (parameters filled from the fixtures): sent back, mutated, as a body. */
  const echoes = new Map<string, unknown>();
  /** Path parameters that worked on each path (`/api/project2/{id}/file/{fileId}`), with the role they worked for. */
  const good = new Map<string, { role: SignedIn; params: readonly string[] }[]>();
  /** A request of each operation the generated bodies rarely get through that does (see valid-calls.ts). */
  let calls: Readonly<Record<string, ValidCall>> = {};

  function remember(template: string, role: SignedIn, params: readonly string[]): void {
    if (params.some((param) => pool.protectedIds.has(param.toLowerCase()))) return;
    const list = good.get(template) ?? [];
    if (list.length < 50 && !list.some((entry) => entry.role === role && entry.params.join() === params.join())) list.push({ role, params });
    good.set(template, list);
  }

  function cookieOf(response: Response, email: string) {
    const session = sessionOf(response);
    return { cookie: `cla_session=${session.token}; XSRF-TOKEN=${session.xsrf}`, xsrf: session.xsrf, email };
  }

  function as(role: SignedIn) {
    const { cookie, xsrf } = sessions[role];
    return {
      get: (path: string) => w.http.get(path).set('Cookie', cookie),
      send: (method: Exclude<Method, 'get'>, path: string, body?: object) => w.http[method](path).set('Cookie', cookie).set('X-XSRF-TOKEN', xsrf).send(body),
    };
  }

  /** The path of a request as its route's template would start: `/api/section/create-share-token/…` → `/api/section/create-share-token`. */
  function sourceOf(path: string): string {
    return path.split('?')[0]!.replace(/\/[0-9a-f-]{36}(\/.*)?$/i, '').replace(/\/[A-Za-z0-9_-]{43}(\/.*)?$/, '');
  }

  async function signIn(role: SignedIn): Promise<void> {
    const email = sessions[role].email;
    const response = await w.http.post('/api/login').send({ email, password: PASSWORD });
    expect(response.status, `sign-in of ${role}`).toBe(200);
    sessions[role] = cookieOf(response, email);
  }

  /** Signs the fuzzers in again after the fuzz signed them out or turned them into someone else. */
  async function keepSessions(): Promise<void> {
    for (const role of ['ordinary', 'member', 'manager', 'admin'] as const) {
      const whoami = await as(role).get('/api/whoami');
      if (whoami.status === 401) {
        await signIn(role);
      } else if (whoami.body?.impersonated === true) {
        await as(role).get('/api/admin/impersonateExit');
      }
    }
  }

  beforeAll(async () => {
    w = await startWorld(kind, ENV);
    const ownerId = (await w.owner.get('/api/whoami').expect(200)).body.id as string;
    for (const client of [w.admin, w.owner, w.other]) pool.protectedIds.add((await client.get('/api/whoami').expect(200)).body.id as string);
    // The World's clients, signed in again here so that the fuzz can sign them in once more after a logout.
    for (const [role, name] of [['admin', 'admin'], ['manager', 'owner'], ['ordinary', 'other']] as const) {
      sessions[role] = { cookie: '', xsrf: '', email: `${name}@example.com` };
      await signIn(role);
    }
    const admin = as('admin');
    const manager = as('manager');
    const ordinary = as('ordinary');
    // A company with a licence, managed by the manager, with a member and an invitation pending.
    const licence = (await admin.send('post', '/api/admin/licences', { name: 'Fuzz licence', allowedLayingMethods: ['pull', 'push', 'jetting'], seats: 20, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)).body.id as string;
    const distributor = (await admin.send('post', '/api/admin/distributors', { name: 'Fuzz distributor' }).expect(201)).body.id as string;
    const company = (await admin.send('post', '/api/admin/companies', { name: 'Fuzz company', licence, distributor }).expect(201)).body.id as string;
    const plan = (await admin.send('post', '/api/admin/plans', { name: 'Fuzz plan', allowedLayingMethods: ['pull'], seats: 5, durationDays: 365 }).expect(201)).body.id as string;
    await admin.send('patch', `/api/admin/users/${ownerId}`, { company, companyRole: 'manager' }).expect(200);
    // A company, a licence and a distributor nothing refers to, for their DELETEs.
    const doomed = {
      company: (await admin.send('post', '/api/admin/companies', { name: 'Doomed company' }).expect(201)).body.id as string,
      licence: (await admin.send('post', '/api/admin/licences', { name: 'Doomed licence', allowedLayingMethods: ['pull'], seats: 1, validFrom: '2026-01-01', validUntil: '2026-12-31' }).expect(201)).body.id as string,
      distributor: (await admin.send('post', '/api/admin/distributors', { name: 'Doomed distributor' }).expect(201)).body.id as string,
    };
    const users: Record<string, string> = {};
    for (const name of ['member', 'bystander', 'forgetful']) {
      const registered = await w.http.post('/api/register').send({ username: name, email: `${name}@example.com`, password: PASSWORD }).expect(201);
      users[name] = registered.body.id as string;
      // The users of the valid calls (signed in, impersonated, reset): never disabled or given a password at random.
      pool.protectedIds.add(registered.body.id as string);
      if (name === 'member') {
        await admin.send('patch', `/api/admin/users/${registered.body.id as string}`, { company }).expect(200);
        sessions.member = cookieOf(registered, 'member@example.com');
      }
    }
    // (its link is a valid call's: never resent or revoked at random, which would change or end it)
    pool.protectedIds.add((await manager.send('post', '/api/company/users', { email: 'invitee@example.com', role: 'ordinary' }).expect(201)).body.id as string);
    const invited = (await admin.send('post', '/api/admin/invite', { email: 'invited@example.com', username: 'invited', role: 'ordinary' }).expect(201)).body as { id?: unknown };
    if (typeof invited.id === 'string') pool.protectedIds.add(invited.id);
    await w.http.post('/api/password-request').send({ email: 'forgetful@example.com' }).expect(204);
    // (the reset's mail is sent after the answer: its work, then the outbox's)
    await w.app.get(PasswordResetService).idle();
    await w.app.get(MailOutbox).idle();
    /** The token of the link mailed to each address. */
    const mailed: Record<string, string> = {};
    for (const message of (w.app.get(Mailer) as LogMailer).sent) {
      for (const match of message.text.matchAll(/\/([A-Za-z0-9_-]{43})(?=\s|$)/g)) {
        pool.tokens.add(match[1] as string);
        mailed[message.to] = match[1] as string;
      }
    }
    // The manager's and the ordinary user's things: folders, projects with a file and a picture, sections shared,
    // a legacy project shared, presets, an API key.
    // A section ready to simulate (the demo project's pulled one, with the catalogue's machines), so that a study of it runs.
    const catalogue = ((await manager.get('/api/presets').expect(200)).body as { id: string; name: string; type: string; owner: string | null }[]).filter(
      (preset) => preset.owner === null && (preset.type === 'pullingMachine' || preset.type === 'pushingMachine'),
    );
    const ready = demoProjectSections(catalogue).find((data) => data.general.layingMethod === 'pull') as SectionData;
    expect(ready).toBeDefined();
    type Things = { folder: string; project: string; section: string; sectionToken: string; studySection: string; study: string; legacy: string; legacyToken: string; preset: string };
    const things = {} as Record<'manager' | 'ordinary', Things>;
    for (const [role, client] of [['manager', manager], ['ordinary', ordinary]] as const) {
      // The manager's folder, project, sections and legacy project are what the valid calls act on: never picked at
      // random (a random DELETE of the project would take the sections, files and studies of the later valid calls).
      const keep = (id: string): string => {
        if (role === 'manager') pool.protectedIds.add(id);
        return id;
      };
      const folder = keep((await client.send('post', '/api/folder', { name: 'F' }).expect(201)).body.id as string);
      const project = keep((await client.send('post', '/api/project2', { name: 'P', folder }).expect(201)).body.id as string);
      const section = keep((await client.send('post', '/api/section', { project, name: 'S', data: ready }).expect(201)).body.id as string);
      const sectionToken = (await client.send('patch', `/api/section/create-share-token/${section}`).expect(200)).body.shareToken as string;
      pool.harvest(section, '/api/section');
      // A section studied, changed by no valid call: the manager's company licence lets it run (the ordinary user,
      // of no company, may be refused).
      const studySection = keep((await client.send('post', '/api/section', { project, name: 'Studied', data: ready }).expect(201)).body.id as string);
      const asked = await client.send('post', '/api/studies', { section: studySection, kind: 'methods' });
      expect(role === 'ordinary' || asked.status === 202, JSON.stringify(asked.body)).toBe(true);
      const study = asked.status === 202 ? (asked.body.id as string) : '';
      pool.harvest(asked.body, '/api/studies');
      const legacy = keep((await client.send('post', '/api/project', { name: 'L', data: LEGACY_DATA }).expect(201)).body.id as string);
      const legacyToken = (await client.send('patch', `/api/create-share-token/${legacy}`).expect(200)).body.shareToken as string;
      const preset = (await client.send('post', '/api/presets', { name: 'Cable', type: 'cable', data: { outerDiameter: 10 } }).expect(201)).body.id as string;
      things[role] = { folder, project, section, sectionToken, studySection, study, legacy, legacyToken, preset };
    }
    const mine = things.manager;
    const file = (await w.http.put(`/api/project2/${mine.project}/file`).set('Cookie', sessions.manager.cookie).set('X-XSRF-TOKEN', sessions.manager.xsrf).attach('file', Buffer.from('x y z\n1 2 3\n'), 'survey.xyz').expect(201)).body.fileId as string;
    apiKey = (await manager.send('post', '/api/api-keys', { name: 'Fuzz key' }).expect(201)).body.key as string;
    const globalPreset = (await admin.send('post', '/api/admin/presets', { name: 'Global cable', type: 'cable', data: { outerDiameter: 12 } }).expect(201)).body.id as string;
    const fixtures: Fixtures = {
      ...mine,
      sectionData: ready,
      emptyFolder: (await manager.send('post', '/api/folder', { name: 'Empty' }).expect(201)).body.id as string,
      doomedSection: (await manager.send('post', '/api/section', { project: mine.project, name: 'Doomed', data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body.id as string,
      otherSectionToken: things.ordinary.sectionToken,
      otherLegacyToken: things.ordinary.legacyToken,
      globalPreset,
      file,
      plan,
      company,
      doomed,
      bystander: { id: users['bystander'] as string, email: 'bystander@example.com', password: PASSWORD },
      member: users['member'] as string,
      resetToken: mailed['forgetful@example.com'] ?? '',
      inviteToken: mailed['invited@example.com'] ?? '',
      companyInvitationToken: mailed['invitee@example.com'] ?? '',
    };
    calls = validCalls(fixtures);

    document = (await w.http.get('/api/docs').expect(200)).body as OpenApiDocument;
    const tableList = (await admin.get('/api/admin/tables').expect(200)).body as { name: string; columns?: { name: string; filterable: boolean }[] }[];
    for (const table of tableList) {
      tables.push(table.name);
      columns.set(table.name, (table.columns ?? []).filter((column) => column.filterable).map((column) => column.name));
    }
    // Every id and token the reads answer (without parameters, then with the ids found): the fuzz's path
    // parameters; and one answer of each read with a parameter, which the fuzz sends back as a body (its echo).
    const gets = operationsOf(document).filter((op) => op.method === 'get' && !op.path.includes('tools/backup'));
    for (const op of gets.filter((candidate) => !candidate.path.includes('{'))) {
      for (const role of ['admin', 'manager', 'ordinary'] as const) pool.harvest((await as(role).get(op.path)).body, op.path);
    }
    // Parameters that name real things, read by read: a path of one parameter takes the ids of the answers of its
    // prefix (`/api/section/{id}`: those of `/api/section`), a path of two the ids of the answer of the first
    // (`/api/project2/{id}/file/{fileId}`: the file ids in a project).
    const answers = new Map<string, unknown>();
    for (const op of gets.filter((candidate) => candidate.path.includes('{'))) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const prefix = op.path.slice(0, op.path.indexOf('}') + 1);
      const tuples =
        names.length === 1
          ? candidatesFor({ pool, tables }, op.path, names[0] as string).map((value) => [value])
          : (good.get(prefix) ?? []).flatMap((entry) => {
              const inner = new Pool();
              inner.harvest(answers.get(`${prefix} ${entry.params.join()}`), '');
              return [...inner.ids.keys()].map((id) => [...entry.params, id]);
            });
      const role: SignedIn = op.path.startsWith('/api/admin') ? 'admin' : 'manager';
      let found = 0;
      for (const params of tuples.slice(0, 16)) {
        let index = 0;
        const path = op.path.replace(/\{(\w+)\}/g, () => params[index++] as string);
        const response = await as(role).get(path);
        if (response.status === 200 && typeof response.body === 'object' && response.body !== null) {
          pool.harvest(response.body, sourceOf(path));
          answers.set(`${op.path} ${params.join()}`, response.body);
          remember(op.path, role, params);
          if (!echoes.has(op.path)) echoes.set(op.path, response.body);
          found += 1;
          if (found === 3) break;
        }
      }
    }
  }, 120_000);

  afterAll(async () => {
    await w?.close();
  });

  const requestArbitrary = fuzzRequests({ pool, tables, echoes, document: () => document, calls: () => calls });

  it('answers every operation of the OpenAPI document below 500, with a JSON error naming the problem, and stays up', { timeout: 600_000 }, async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    // Every valid call names an operation of the document.
    expect(Object.keys(calls).filter((key) => !operations.some((op) => `${op.method} ${op.path}` === key))).toEqual([]);
    const failures = new Map<string, string>();
    const statuses: Record<string, number> = {};
    const reached = new Set<string>();
    /** The refusals of each operation (for ROUTE_FUZZ_REPORT). */
    const refusals = new Map<string, Map<string, number>>();
    let sent = 0;
    const spent: [string, number][] = [];
    for (const [index, op] of operations.entries()) {
      const start = performance.now();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (r) => {
          const worked = r.worked === null ? undefined : (good.get(op.path) ?? [])[r.worked % Math.max(good.get(op.path)?.length ?? 0, 1)];
          const params = worked?.params ?? r.params;
          let names = 0;
          let path = op.path.replace(/\{(\w+)\}/g, () => params[names++] as string);
          if (r.query !== '') path += `?${columnsIn(r.query, columns.get(params[0] ?? '') ?? [...columns.values()].flat())}`;
          let pending: Test = w.http[op.method](path).timeout({ response: 60_000 });
          if (r.role === 'apiKey') {
            pending = pending.set('Authorization', `Bearer ${apiKey}`);
          } else if (r.role !== 'anonymous') {
            pending = pending.set('Cookie', sessions[r.role].cookie).set('X-XSRF-TOKEN', sessions[r.role].xsrf);
          }
          pending = pending.set(r.headers);
          const { payload } = r;
          if (payload.kind === 'file') {
            pending = pending.attach(payload.field, payload.content, payload.name);
          } else if (payload.kind === 'json') {
            if (payload.type !== undefined) pending = pending.set('Content-Type', payload.type);
            else pending = pending.set('Content-Type', 'application/json');
            if (payload.encoding !== undefined) pending = pending.set('Content-Encoding', payload.encoding);
            pending = pending.send(payload.text);
          }
          const label = `${op.method.toUpperCase()} ${op.path} as ${r.role}`;
          let response: Response;
          try {
            response = await pending;
          } catch (error) {
            failures.set(`${label} no answer`, `${path}: ${String(error)}`);
            return;
          }
          sent += 1;
          const family = `${Math.floor(response.status / 100)}xx`;
          statuses[family] = (statuses[family] ?? 0) + 1;
          if (response.status < 400) reached.add(`${op.method} ${op.path}`);
          const sentText = payload.kind === 'json' ? payload.text.slice(0, 400) : payload.kind;
          if (response.status >= 400) {
            const counts = refusals.get(`${op.method} ${op.path}`) ?? new Map<string, number>();
            const reason = `${response.status} ${String(response.body?.code)} ${JSON.stringify(response.body?.details?.issues?.[0] ?? response.body?.message).slice(0, 160)}`;
            refusals.set(`${op.method} ${op.path}`, counts.set(reason, (counts.get(reason) ?? 0) + 1));
          }
          const problem = answerProblem(response);
          if (problem !== null) {
            failures.set(`${label} ${response.status} ${problem}`, `${path} ${sentText} → ${JSON.stringify(response.body).slice(0, 400)}`);
          }
          if (response.status < 300 && typeof response.body === 'object') {
            pool.harvest(response.body, sourceOf(path));
            if (r.role !== 'anonymous' && r.role !== 'apiKey' && params.length > 0 && op.method !== 'delete') remember(op.path, r.role, params);
          }
          if (response.status < 400 && /logout|impersonate|change-password|end-sessions|\/api\/admin\/users|confirm-invite|password-reset/.test(op.path)) {
            await keepSessions();
          }
        }),
        {
          seed: SEED + index,
          numRuns: RUNS_PER_ROUTE + 4 * op.parameters.filter((parameter) => parameter.in === 'query').length,
          // The valid call first, as it is (one of the runs).
          examples: calls[`${op.method} ${op.path}`] === undefined ? [] : [[validRequest(calls[`${op.method} ${op.path}`] as ValidCall)]],
        },
      );
      spent.push([`${op.method} ${op.path}`, Math.round(performance.now() - start)]);
    }
    // Alive: it answers a read, a signed-in read and a calculation.
    await w.http.get('/api/application-version').expect(200);
    await keepSessions();
    await as('admin').get('/api/whoami').expect(200);
    expect((await as('ordinary').send('post', '/simulator/calculate', STRAIGHT_PULL).expect(200)).body.status).toBe('success');

    if (process.env['ROUTE_FUZZ_REPORT'] === '1') {
      // For a longer exploration by hand: the statuses, and the operations no request got through.
      const missed = operations
        .map((op) => `${op.method} ${op.path}`)
        .filter((op) => !reached.has(op))
        .map((op) => [op, [...(refusals.get(op) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 4)]);
      const slowest = spent.sort((a, b) => b[1] - a[1]).slice(0, 12);
      console.log(JSON.stringify({ sent, statuses, reached: reached.size, slowest, missed }, null, 1));
    }
    expect(sent).toBe(operations.reduce((sum, op) => sum + RUNS_PER_ROUTE + 4 * op.parameters.filter((parameter) => parameter.in === 'query').length, 0));
    expect([...failures].map(([what, example]) => `${what}: ${example}`)).toEqual([]);
    // The fuzz reaches the services, not only the validation: most routes answered some request with a success.
    expect(statuses['4xx'] ?? 0).toBeGreaterThan(sent / 2);
    expect(reached.size, [...reached].join('\n')).toBeGreaterThan(operations.length / 2);
    // Each valid call got through to its handler (a success), so the mutated ones met the handler too.
    expect(
      Object.keys(calls)
        .filter((key) => !reached.has(key))
        .map((key) => `${key}: ${[...(refusals.get(key) ?? [])].map(([reason]) => reason).join(' | ').slice(0, 300)}`),
    ).toEqual([]);
  });
});
