import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REPOSITORY_ROOT } from '../src/config/index.js';
import { WEB_APP_NOT_BUILT } from '../src/http/web-app.js';
import { registerClient } from './support/accounts-client.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';
import { STRAIGHT_PULL } from './support/requests.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
/** The 8-byte header of an empty wasm module. */
const WASM_BYTES = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

describe.each(availableDatabases())('server on $name', (kind) => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    database = await kind.create();
    webDist = await createWebDist({
      'index.html': INDEX_HTML,
      'assets/index-3f2a1b.js': 'console.log("app");',
      'assets/engine-9c8d7e.wasm': WASM_BYTES,
    });
    app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist }));
    http = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  describe('GET /api/application-version', () => {
    it('answers the version of the root package.json', async () => {
      const manifest = JSON.parse(await readFile(join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as { version: string };
      const response = await http.get('/api/application-version').expect(200).expect('Content-Type', /json/);
      expect(response.body).toEqual({ version: manifest.version });
    });

    it('sets the security headers', async () => {
      const response = await http.get('/api/application-version').expect(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
      expect(response.headers['content-security-policy']).toContain('worker-src');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('errors', () => {
    it.each(['/api/nope', '/api', '/simulator/nope', '/simulator/calculate'])('GET %s is a JSON 404', async (path) => {
      const response = await http.get(path).expect(404).expect('Content-Type', /json/);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: `Cannot GET ${path}`, details: null });
    });

    it('answers a JSON 404 to an unknown POST outside the API too', async () => {
      const response = await http.post('/projects').send({}).expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });

    it('answers malformed JSON with a JSON 400', async () => {
      const response = await http
        .post('/simulator/calculate')
        .set('Content-Type', 'application/json')
        .send('{"data": {')
        .expect(400)
        .expect('Content-Type', /json/);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST', details: null });
      expect(response.body.message).toEqual(expect.any(String));
    });

    it('answers a body over 1 MB with a JSON 413', async () => {
      const padding = 'x'.repeat(1024 * 1024);
      const response = await http
        .post('/simulator/calculate')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ data: { padding } }))
        .expect(413)
        .expect('Content-Type', /json/);
      expect(response.body).toEqual({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is larger than the 1 MB limit',
        details: { limitBytes: 1024 * 1024 },
      });
    });

    it('accepts a body just under 1 MB', async () => {
      // 1000 strings of 1000 characters: ~1.0 MB within the calculate body's limits (strings of at most 1000).
      const padding = Array.from({ length: 1000 }, () => 'x'.repeat(1000));
      const user = await registerClient(http, 'padded');
      const response = await user.post('/simulator/calculate', { ...STRAIGHT_PULL, padding }).expect(200);
      expect(response.body.status).toBe('success');
    });
  });

  describe('the web app', () => {
    it.each(['/', '/projects/0190f6d1-2a3b-7c4d-8e5f-60718293a4b5', '/admin/users'])(
      'GET %s answers index.html',
      async (path) => {
        const response = await http.get(path).expect(200).expect('Content-Type', /text\/html/);
        expect(response.text).toBe(INDEX_HTML);
        expect(response.headers['cache-control']).toBe('no-cache');
      },
    );

    it('serves files as they are, hashed assets cached for a year', async () => {
      const response = await http.get('/assets/index-3f2a1b.js').expect(200).expect('Content-Type', /javascript/);
      expect(response.text).toBe('console.log("app");');
      expect(response.headers['cache-control']).toContain('immutable');
    });

    it('serves .wasm as application/wasm', async () => {
      const response = await http
        .get('/assets/engine-9c8d7e.wasm')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('application/wasm');
      expect(new Uint8Array(response.body as Buffer)).toEqual(WASM_BYTES);
    });

    it('answers a missing file with a 404, not index.html', async () => {
      await http.get('/assets/index-000000.js').expect(404).expect('Content-Type', /json/);
    });

    it('keeps /api/** and /simulator/** out of the fallback', async () => {
      await http.get('/api/nothing-here').expect(404).expect('Content-Type', /json/);
      await http.get('/API/nothing-here').expect(404).expect('Content-Type', /json/);
    });
  });

  describe('a web app that is not built', () => {
    let emptyDist: string;
    let bare: NestExpressApplication;

    beforeAll(async () => {
      emptyDist = await createWebDist({});
      bare = await startTestApp(testConfig({ ...database.env, WEB_DIST: emptyDist }));
    });

    afterAll(async () => {
      await bare?.close();
      await removeDir(emptyDist);
    });

    it('answers / with a plain 503 saying how to build it', async () => {
      const response = await request(bare.getHttpServer()).get('/').expect(503).expect('Content-Type', /text\/plain/);
      expect(response.text).toBe(WEB_APP_NOT_BUILT);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('still serves the API', async () => {
      await request(bare.getHttpServer()).get('/api/application-version').expect(200);
    });
  });
});
