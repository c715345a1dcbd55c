import { newSection } from '@cla/domain';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, registerClient, sessionOf } from './support/accounts-client.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';

/**
 * Two server processes (here two apps) on one database and one DATA_DIR behave as one: a session, a project's
 * file and a share link made on one are served by the other (server/README.md, "More than one process").
 */
describe.each(availableDatabases())('two server processes on $name', (kind) => {
  let database: TestDatabase;
  let webDist: string;
  const apps: NestExpressApplication[] = [];
  let first: ReturnType<typeof request>;
  let second: ReturnType<typeof request>;

  beforeAll(async () => {
    database = await kind.create();
    webDist = await createWebDist({});
    const one = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist }));
    apps.push(one);
    const two = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist }));
    apps.push(two);
    first = request(one.getHttpServer());
    second = request(two.getHttpServer());
  });

  afterAll(async () => {
    for (const app of apps) {
      await app.close();
    }
    await database?.drop();
    await removeDir(webDist);
  });

  it('serves on one what was made on the other: session, file, share link', async () => {
    const onFirst = await registerClient(first, 'ivy');
    const login = await first.post('/api/login').send({ email: 'ivy', password: 'correct horse battery' }).expect(200);
    const onSecond = as(second, sessionOf(login));
    expect((await onSecond.get('/api/whoami').expect(200)).body).toMatchObject({ username: 'ivy' });

    const project = (await onFirst.post('/api/project2', { name: 'Shared disk' }).expect(201)).body.id as string;
    const fileId = (await onFirst.upload(`/api/project2/${project}/file`, 'x;y\n1;2\n', 'route.csv').expect(201)).body.fileId as string;
    const download = await onSecond.get(`/api/project2/${project}/file/${fileId}`).expect(200);
    expect(download.text ?? (download.body as Buffer).toString('utf8')).toBe('x;y\n1;2\n');

    const section = (await onSecond.post('/api/section', { project, data: newSection() }).expect(201)).body.id as string;
    const token = (await onFirst.patch(`/api/section/create-share-token/${section}`).expect(200)).body.shareToken as string;
    await second.get(`/api/section/share/${token}`).expect(200);

    await onSecond.post('/api/logout').expect(204);
    await as(first, sessionOf(login)).get('/api/whoami').expect(401);
  });
});
