import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setCookies } from './support/accounts-client.js';
import { AppLauncher } from './support/test-app.js';
import { availableDatabases } from './support/test-databases.js';

const PASSWORD = 'correct horse battery';
/** The policy the hand-written middleware sent before helmet: the web app (plotly, the engine's wasm worker) needs exactly this. */
const PREVIOUS_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'";
const BIG_ASSET = `console.log(${JSON.stringify('cable '.repeat(4000))});`;

/** The directives of a CSP header, whatever the spacing. */
function directivesOf(csp: string | undefined): string[] {
  return (csp ?? '').split(/;\s*/);
}

/** A GET with node:http, so that the body stays as sent (supertest decompresses). */
async function rawGet(app: NestExpressApplication, path: string, encoding: string) {
  const server = app.getHttpServer() as Server;
  if (!server.listening) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  }
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe.each(availableDatabases())('HTTP hardening on $name', (kind) => {
  const launcher = new AppLauncher(kind, { 'index.html': '<!doctype html><title>CLA</title>', 'assets/index-3f2a1b.js': BIG_ASSET });

  beforeAll(() => launcher.setUp());

  afterAll(() => launcher.tearDown());

  async function start(env: Record<string, string> = {}) {
    const app = await launcher.start(env);
    return request(app.getHttpServer());
  }

  describe('plain http, no proxy', () => {
    let http: ReturnType<typeof request>;
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await launcher.start();
      http = request(app.getHttpServer());
    });

    it('sends helmet headers with the same CSP as before, and no HSTS', async () => {
      const response = await http.get('/api/application-version').expect(200);
      expect(directivesOf(response.headers['content-security-policy'])).toEqual(directivesOf(PREVIOUS_CSP));
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('sets cookies without Secure, and ignores X-Forwarded-Proto from an untrusted peer', async () => {
      const response = await http
        .post('/api/register')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: 'plain', email: 'plain@example.com', password: PASSWORD })
        .expect(201);
      expect(Object.values(setCookies(response)).join('\n')).not.toContain('Secure');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('compresses JSON with gzip or brotli, as the client asks', async () => {
      const gzip = await rawGet(app, '/api/docs', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const document = JSON.parse(gunzipSync(gzip.body).toString('utf8')) as { openapi: string };
      expect(document.openapi).toMatch(/^3\.1/);
      const brotli = await rawGet(app, '/api/docs', 'br, gzip');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(document);
      const plain = await rawGet(app, '/api/docs', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.body.toString('utf8'))).toEqual(document);
      expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    });

    it('compresses the web app files, hashed assets immutable for a year, index.html revalidated', async () => {
      const asset = await rawGet(app, '/assets/index-3f2a1b.js', 'gzip');
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(asset.body).toString('utf8')).toBe(BIG_ASSET);
      // A signed-in browser sends its cookie with every file it asks for: the files keep their caching all the same.
      const asked = await http.get('/assets/index-3f2a1b.js').set('Cookie', 'cla_session=x').set('Authorization', 'Bearer x').expect(200);
      expect(asked.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const index = await http.get('/projects').expect(200);
      expect(index.headers['cache-control']).toBe('no-cache');
    });

    it('leaves small answers uncompressed', async () => {
      const response = await rawGet(app, '/api/application-version', 'gzip');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('behind an https proxy (TRUST_PROXY=loopback)', () => {
    let http: ReturnType<typeof request>;
    beforeAll(async () => {
      http = await start({ TRUST_PROXY: 'loopback', LOGIN_ADDRESS_LIMIT: '2' });
    });

    it('sends HSTS and Secure cookies when X-Forwarded-Proto is https, not when it is http', async () => {
      const secure = await http
        .post('/api/register')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: 'proxied', email: 'proxied@example.com', password: PASSWORD })
        .expect(201);
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
      const cookies = Object.values(setCookies(secure));
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) {
        expect(cookie).toContain('; Secure');
      }
      const plain = await http.get('/api/application-version').set('X-Forwarded-Proto', 'http').expect(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    });

    it('counts sign-in failures by the client address of X-Forwarded-For', async () => {
      const fail = (client: string, email: string) =>
        http.post('/api/login').set('X-Forwarded-For', client).send({ email, password: 'wrong password' });
      await fail('203.0.113.7', 'a@example.com').expect(401);
      await fail('203.0.113.7', 'b@example.com').expect(401);
      await fail('203.0.113.7', 'c@example.com').expect(429);
      await fail('203.0.113.8', 'c@example.com').expect(401);
    });
  });

  describe('PUBLIC_URL https', () => {
    it('sends HSTS on every answer, upgrade-insecure-requests, and Secure cookies', async () => {
      const http = await start({ PUBLIC_URL: 'https://cla.example.com' });
      const response = await http
        .post('/api/register')
        .send({ username: 'public', email: 'public@example.com', password: PASSWORD })
        .expect(201);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directivesOf(response.headers['content-security-policy'])).toEqual([...directivesOf(PREVIOUS_CSP), 'upgrade-insecure-requests']);
      for (const cookie of Object.values(setCookies(response))) {
        expect(cookie).toContain('; Secure');
      }
    });
  });
});
