import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { PasswordHasher } from '../src/modules/identity/password-hasher.js';
import { as, sessionOf } from './support/accounts-client.js';
import { AppLauncher, startTestApp } from './support/test-app.js';
import { availableDatabases } from './support/test-databases.js';

const PASSWORD = 'correct horse battery';
/** Redis for the tests that share counters between two processes: set `REDIS_URL` (e.g. redis://127.0.0.1:6379/15). */
const REDIS_URL = process.env['REDIS_URL'];

describe.each(availableDatabases())('rate limits on $name', (kind) => {
  const launcher = new AppLauncher(kind);

  beforeAll(() => launcher.setUp());

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(() => launcher.tearDown());

  async function start(env: Record<string, string> = {}) {
    const app = await launcher.start(env);
    return request(app.getHttpServer());
  }

  it('lets at most 10 of 20 parallel wrong passwords reach the password check, and refuses the rest with 429', async () => {
    const http = await start();
    await http.post('/api/register').send({ username: 'peggy', email: 'peggy@example.com', password: PASSWORD }).expect(201);
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => http.post('/api/login').send({ email: 'peggy', password: 'wrong password' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(verify).toHaveBeenCalledTimes(10);
    // The right password is refused too until the window ends.
    await http.post('/api/login').send({ email: 'peggy', password: PASSWORD }).expect(429);
  });

  it('limits one address trying one password against many accounts (LOGIN_ADDRESS_LIMIT)', async () => {
    const http = await start({ LOGIN_ADDRESS_LIMIT: '5' });
    await http.post('/api/register').send({ username: 'victor', email: 'victor@example.com', password: PASSWORD }).expect(201);
    for (let account = 0; account < 5; account += 1) {
      await http.post('/api/login').send({ email: `user${account}@example.com`, password: 'Summer2026!' }).expect(401);
    }
    const limited = await http.post('/api/login').send({ email: 'user5@example.com', password: 'Summer2026!' }).expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    // Even a right password from that address waits.
    await http.post('/api/login').send({ email: 'victor', password: PASSWORD }).expect(429);
  });

  it('does not count successful sign-ins against the address', async () => {
    const http = await start({ LOGIN_ADDRESS_LIMIT: '2' });
    await http.post('/api/register').send({ username: 'wendy', email: 'wendy@example.com', password: PASSWORD }).expect(201);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await http.post('/api/login').send({ email: 'wendy', password: PASSWORD }).expect(200);
    }
  });

  it('limits API requests per signed-in user (API_RATE_LIMIT per minute), not per address', async () => {
    const http = await start({ API_RATE_LIMIT: '8' });
    const sign = async (name: string) =>
      sessionOf(
        await http.post('/api/register').send({ username: name, email: `${name}@example.com`, password: PASSWORD }).expect(201),
      );
    const ann = await sign('ann');
    const ben = await sign('ben');
    // Registering counted 2 anonymous requests for this address.
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      statuses.push((await as(http, ann).get('/api/whoami')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    const limited = await as(http, ann).get('/api/whoami').expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await as(http, ben).get('/api/whoami').expect(200);
  });

  it('refuses to start when REDIS_URL cannot be reached', async () => {
    await expect(startTestApp(launcher.config({ REDIS_URL: 'redis://127.0.0.1:1' }))).rejects.toThrow(
      /Could not reach Redis \(REDIS_URL\): .*ECONNREFUSED/,
    );
  });

  it.skipIf(REDIS_URL === undefined)('shares the login counters of two server processes through Redis', async () => {
    const env = { REDIS_URL: REDIS_URL ?? '' };
    const first = await start(env);
    const second = await start(env);
    await first.post('/api/register').send({ username: 'rupert', email: 'rupert@example.com', password: PASSWORD }).expect(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? first : second).post('/api/login').send({ email: 'rupert', password: 'wrong password' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    await second.post('/api/login').send({ email: 'rupert', password: PASSWORD }).expect(429);
    await first.post('/api/login').send({ email: 'rupert', password: PASSWORD }).expect(429);
  });
});
