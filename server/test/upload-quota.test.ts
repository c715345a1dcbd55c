import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Client, registerClient } from './support/accounts-client.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';

const KB = 1024;
/** A text file of `size` bytes. */
const text = (size: number): Buffer => Buffer.alloc(size, 'a');
/** A PNG signature padded to `size` bytes (the type check reads the signature). */
const png = (size: number): Buffer =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8)]);

describe.each(availableDatabases())('upload quota on $name', (kind) => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  let owner: Client;
  let other: Client;
  let projectId: string;

  beforeAll(async () => {
    database = await kind.create();
    webDist = await createWebDist({});
    app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist, UPLOAD_QUOTA_MB: '1' }));
    const http = request(app.getHttpServer());
    owner = await registerClient(http, 'owner');
    other = await registerClient(http, 'other');
    projectId = (await owner.post('/api/project2', { name: 'Route' }).expect(201)).body.id as string;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  it('refuses with 413 and a clear message the upload that would pass UPLOAD_QUOTA_MB, and accepts it once space is freed', async () => {
    const first = await owner.upload(`/api/project2/${projectId}/file`, text(600 * KB), 'a.txt').expect(201);
    const refused = await owner.upload(`/api/project2/${projectId}/file`, text(600 * KB), 'b.txt').expect(413);
    expect(refused.body).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      details: { quotaBytes: 1024 * KB, usedBytes: 600 * KB },
    });
    expect(refused.body.message).toContain('Storage quota reached: your files use 0.6 MB of 1.0 MB');
    // Nothing of the refused file was kept.
    const project = (await owner.get(`/api/project2/${projectId}`).expect(200)).body as { files: unknown[] };
    expect(project.files).toHaveLength(1);
    // Another user's quota is their own.
    const theirs = (await other.post('/api/project2', { name: 'Theirs' }).expect(201)).body.id as string;
    await other.upload(`/api/project2/${theirs}/file`, text(600 * KB), 'c.txt').expect(201);
    await owner.delete(`/api/project2/${projectId}/file/${first.body.fileId as string}`).expect(204);
    await owner.upload(`/api/project2/${projectId}/file`, text(600 * KB), 'b.txt').expect(201);
  });

  it('counts a replaced picture as freed', async () => {
    const pictures = (await owner.post('/api/project2', { name: 'Pictures' }).expect(201)).body.id as string;
    await owner.upload(`/api/project2/${pictures}/picture`, png(300 * KB), 'one.png').expect(201);
    await owner.upload(`/api/project2/${pictures}/picture`, png(300 * KB), 'two.png').expect(201);
    await owner.upload(`/api/project2/${pictures}/file`, text(200 * KB), 'd.txt').expect(413);
  });
});
