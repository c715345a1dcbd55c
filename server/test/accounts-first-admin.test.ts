// Who becomes an admin: one of several first registrations at once, or the account ADMIN_EMAIL and ADMIN_PASSWORD provision.
import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';

const PASSWORD = 'correct horse battery';

describe.each(availableDatabases())('the first admin on $name', (kind) => {
  let webDist: string;

  beforeAll(async () => {
    webDist = await createWebDist({});
  });

  afterAll(async () => {
    await removeDir(webDist);
  });

  describe('two first registrations at once', () => {
    it('make exactly one admin', async () => {
      const fresh = await kind.create();
      const other = await startTestApp(testConfig({ ...fresh.env, WEB_DIST: webDist }));
      try {
        const server = request(other.getHttpServer());
        const responses = await Promise.all(
          ['first1', 'first2', 'first3'].map((username) =>
            server.post('/api/register').send({ username, email: `${username}@example.com`, password: PASSWORD }),
          ),
        );
        expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
        expect(responses.map((response) => response.body.role as string).sort()).toEqual(['admin', 'ordinary', 'ordinary']);
      } finally {
        await other.close();
        await fresh.drop();
      }
    });
  });

  describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    let provisioned: TestDatabase;
    let adminApp: NestExpressApplication;
    const adminEnv = { ADMIN_EMAIL: 'Root@Example.com', ADMIN_PASSWORD: 'root password 1' };

    beforeAll(async () => {
      provisioned = await kind.create();
      adminApp = await startTestApp(testConfig({ ...provisioned.env, WEB_DIST: webDist, ...adminEnv }));
    });

    afterAll(async () => {
      await adminApp?.close();
      await provisioned?.drop();
    });

    it('provisions the admin at start', async () => {
      const response = await request(adminApp.getHttpServer())
        .post('/api/login')
        .send({ email: 'root@example.com', password: 'root password 1' })
        .expect(200);
      expect(response.body).toMatchObject({ username: 'root', email: 'root@example.com', role: 'admin' });
    });

    it('then makes the first registered user ordinary', async () => {
      const response = await request(adminApp.getHttpServer())
        .post('/api/register')
        .send({ username: 'erin', email: 'erin@example.com', password: PASSWORD })
        .expect(201);
      expect(response.body.role).toBe('ordinary');
    });

    it('leaves an existing admin alone on the next start', async () => {
      const again = await startTestApp(
        testConfig({ ...provisioned.env, WEB_DIST: webDist, ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'another password' }),
      );
      try {
        const rows = await again.get(MikroORM).em.getConnection().execute("select username from app_user where role = 'admin'");
        expect(rows).toEqual([{ username: 'root' }]);
        await request(again.getHttpServer())
          .post('/api/login')
          .send({ email: 'root', password: 'root password 1' })
          .expect(200);
      } finally {
        await again.close();
      }
    });
  });
});
