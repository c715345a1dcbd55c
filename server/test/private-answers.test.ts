import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Response, Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Pool } from './support/id-pool.js';
import { fillPath, type OpenApiDocument, type Operation, operationsOf, pathParametersOf } from './support/openapi-operations.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

/**
 * No shared cache (a proxy, a CDN) may keep an answer that depends on who asks: every GET of the OpenAPI document,
 * asked with a session cookie (an owner, an admin), an API key, or a token in its path, answers a `Cache-Control`
 * with `private`; the web app's hashed files keep their year of public caching. Path and query parameters name
 * real things where the app has them (every id its reads answered), so that the routes that set their own headers
 * (a section, a file download, a backup) answer 200 and are checked too. (http-hardening.test.ts: the web app's
 * hashed files stay public, a year, whoever asks.)
 */
describe.each(availableDatabases())('private caching of API answers on $name', (kind) => {
  let w: World;
  let operations: Operation[];
  let apiKey = '';
  const pool = new Pool();
  const shareTokens: Record<'section' | 'legacy', string> = { section: '', legacy: '' };
  let project = '';
  let section = '';

  beforeAll(async () => {
    w = await startWorld(kind);
    const folder = (await w.owner.post('/api/folder', { name: 'F' }).expect(201)).body.id as string;
    project = (await w.owner.post('/api/project2', { name: 'P', folder }).expect(201)).body.id as string;
    section = (await w.owner.post('/api/section', { project, name: 'S', data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body.id as string;
    shareTokens.section = (await w.owner.patch(`/api/section/create-share-token/${section}`).expect(200)).body.shareToken as string;
    const legacy = (await w.owner.post('/api/project', { name: 'L', data: { trajectory: [{ type: 'straight', key: 'r1', length: 10 }], slopeBased: false, altitudeAtStart: 0 } }).expect(201)).body.id as string;
    shareTokens.legacy = (await w.owner.patch(`/api/create-share-token/${legacy}`).expect(200)).body.shareToken as string;
    await w.owner.upload(`/api/project2/${project}/file`, 'x y z\n1 2 3\n', 'survey.xyz').expect(201);
    await w.owner.post('/api/presets', { name: 'Cable', type: 'cable', data: { outerDiameter: 10 } }).expect(201);
    apiKey = (await w.owner.post('/api/api-keys', { name: 'Key' }).expect(201)).body.key as string;
    operations = operationsOf((await w.http.get('/api/docs').expect(200)).body as OpenApiDocument).filter((op) => op.method === 'get');
    for (const op of operations.filter((candidate) => !candidate.path.includes('{'))) {
      for (const client of [w.admin, w.owner]) pool.harvest((await client.get(op.path)).body, op.path);
    }
  }, 120_000);

  afterAll(async () => {
    await w?.close();
  });

  type Asker = 'owner' | 'admin' | 'apiKey' | 'anonymous';
  function ask(asker: Asker, path: string): Test {
    if (asker === 'owner') return w.owner.get(path);
    if (asker === 'admin') return w.admin.get(path);
    if (asker === 'apiKey') return w.http.get(path).set('Authorization', `Bearer ${apiKey}`);
    return w.http.get(path);
  }

  /** Paths of `op` with real things in their parameters first (tokens, tables, the ids its prefix's answers name). */
  async function pathsOf(op: Operation, asker: Asker): Promise<string[]> {
    const names = pathParametersOf(op.path);
    const query = op.path === '/api/section' ? `?project=${project}` : op.path === '/api/studies' ? `?section=${section}` : '';
    if (names.length === 0) return [op.path + query];
    const first = names[0] === 'token' ? Object.values(shareTokens) : names[0] === 'table' ? ['user', 'section'] : pool.idsFor(op.path).slice(0, 12);
    if (names.length === 1) return first.map((value) => fillPath(op.path, [value]));
    // Two parameters: the second is one of the ids the answer of the first names (a project's file, a table's row).
    const prefix = op.path.slice(0, op.path.indexOf('}') + 1);
    const paths: string[] = [];
    for (const value of first) {
      const inner = new Pool();
      inner.harvest((await ask(asker, fillPath(prefix, [value]))).body, '');
      paths.push(...[...inner.ids.keys()].filter((id) => id !== value).slice(0, 4).map((id) => fillPath(op.path, [value, id])));
    }
    return paths;
  }

  it('answers every GET of the OpenAPI document asked with a cookie, an API key or a token Cache-Control: private', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(30);
    const lacking: string[] = [];
    const succeeded = new Set<string>();
    for (const op of operations) {
      for (const asker of ['owner', 'admin', 'apiKey', 'anonymous'] as const) {
        // Anonymous requests only where the path carries a token (a share link, an invitation).
        if (asker === 'anonymous' && !op.path.includes('{token}')) continue;
        const paths = await pathsOf(op, asker);
        // Every real thing until one answers 200 (a 404 must be private too), then a thing that does not exist.
        const names = pathParametersOf(op.path);
        for (const path of names.length === 0 ? paths : [...paths, fillPath(op.path, names.map(() => UNKNOWN_ID))]) {
          const response: Response = await ask(asker, path).buffer(true);
          const cacheControl = String(response.headers['cache-control'] ?? '');
          if (!/(^|,)\s*private\s*(,|$)/.test(cacheControl)) lacking.push(`GET ${path} as ${asker}: ${response.status} Cache-Control "${cacheControl}"`);
          if (response.status === 200) {
            succeeded.add(`${op.path} ${asker}`);
            break;
          }
        }
      }
    }
    expect(lacking).toEqual([]);
    // The reads of the brief's examples got through to their handlers (so their own headers were checked).
    for (const read of ['/api/section owner', '/api/section apiKey', '/api/section/{id} owner', '/api/project2/{id} owner', '/api/project2/{id}/file/{fileId} owner', '/api/project/share/{token} anonymous', '/api/section/share/{token} anonymous', '/api/whoami owner', '/api/docs owner']) {
      expect(succeeded, read).toContain(read);
    }
    // (the backup is of SQLite only: 409 on PostgreSQL, private all the same)
    if (kind.name === 'sqlite') expect(succeeded).toContain('/api/admin/tools/backup admin');
    expect(succeeded.size).toBeGreaterThan(operations.length);
  });

  it('keeps the section read’s ETag and 304, and Express’s ETag and 304 on the other reads', async () => {
    const read = await w.owner.get(`/api/section/${section}`).expect(200);
    expect(read.headers['cache-control']).toBe('private, no-cache');
    await w.owner.get(`/api/section/${section}`).set('If-None-Match', read.headers['etag'] as string).expect(304);
    // Express's own ETag on another private read revalidates too.
    const list = await w.owner.get(`/api/section?project=${project}`).expect(200);
    expect(list.headers['etag']).toBeDefined();
    const again = await w.owner.get(`/api/section?project=${project}`).set('If-None-Match', list.headers['etag'] as string).expect(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(list.headers['vary']).toMatch(/\bCookie\b/);
    expect(list.headers['vary']).toMatch(/\bAuthorization\b/);
  });
});
