// What an attack on the running server got through, closed: a deactivated user's API key and share links, sign-in
// failures counted per account whichever identifier names it, an address-wide wait of at most a minute, text that is
// not well-formed Unicode, and bidirectional controls in download names.
import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, sessionOf } from './support/accounts-client.js';
import { AppLauncher } from './support/test-app.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

const PASSWORD = 'correct horse battery';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(availableDatabases())('account hardening on $name', (kind) => {
  let w: World;
  let otherId: string;

  beforeAll(async () => {
    w = await startWorld(kind);
    otherId = (await w.other.get('/api/whoami').expect(200)).body.id as string;
  });

  afterAll(async () => {
    await w?.close();
  });

  it("ends a deactivated user's API keys and share links, and gives them back on reactivation", async () => {
    const { key } = (await w.other.post('/api/api-keys', { name: 'nightly' }).expect(201)).body as { key: string };
    const byKey = () => w.http.get('/api/projects').set('Authorization', `Bearer ${key}`);
    await byKey().expect(200);
    const project = (await w.other.post('/api/project2', { name: 'Shared' }).expect(201)).body.id as string;
    const section = (await w.other.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body.id as string;
    const { shareToken } = (await w.other.patch(`/api/section/create-share-token/${section}`).expect(200)).body as { shareToken: string };
    await w.http.get(`/api/section/share/${shareToken}`).expect(200);

    await w.admin.patch(`/api/admin/users/${otherId}`, { active: false }).expect(200);
    expect((await byKey().expect(401)).body.details).toEqual({ reason: 'api-key' });
    await w.http.post('/simulator/calculate').set('Authorization', `Bearer ${key}`).send({}).expect(401);
    await w.http.get(`/api/section/share/${shareToken}`).expect(404);
    const target = (await w.owner.post('/api/project2', { name: 'Copies' }).expect(201)).body.id as string;
    await w.owner.post(`/api/section/share/${shareToken}/copy`, { project: target }).expect(404);

    await w.admin.patch(`/api/admin/users/${otherId}`, { active: true }).expect(200);
    await byKey().expect(200);
    await w.http.get(`/api/section/share/${shareToken}`).expect(200);
  });

  it('refuses text that is not well-formed Unicode with 400 naming the field, and stores what it acknowledges', async () => {
    const folder = await w.owner.post('/api/folder', { name: 'Plans \ud800' });
    expect(folder.status).toBe(400);
    expect(folder.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ field: 'name' })] } });
    const project = (await w.owner.post('/api/project2', { name: 'Unicode' }).expect(201)).body.id as string;
    const data = sectionFromTemplate(PULLING_TEMPLATE);
    const named = { ...data, general: { ...data.general, sectionName: 'Zürich \udc00 West' } };
    const section = await w.owner.post('/api/section', { project, data: named });
    expect(section.status).toBe(400);
    expect(JSON.stringify(section.body.details)).toContain('data.general.sectionName');
    const register = await w.http.post('/api/register').send({ username: 'eve', email: 'eve\ud800@example.com', password: PASSWORD });
    expect(register.status).toBe(400);
    expect(JSON.stringify(register.body.details)).toContain('email');
    // A well-formed pair (an emoji) is kept as sent.
    const ok = await w.owner.post('/api/project2', { name: 'Cable 🚧 route' }).expect(201);
    expect((await w.owner.get(`/api/project2/${ok.body.id as string}`).expect(200)).body.name).toBe('Cable 🚧 route');
  });

  it('strips bidirectional controls from download names', async () => {
    const project = (await w.owner.post('/api/project2', { name: 'Files' }).expect(201)).body.id as string;
    const fileId = (await w.owner.upload(`/api/project2/${project}/file`, PDF, 'invoice\u202Efdp.exe.pdf').expect(201)).body.fileId as string;
    const files = (await w.owner.get(`/api/project2/${project}`).expect(200)).body.files as { filename: string }[];
    expect(files.map((file) => file.filename)).toEqual(['invoicefdp.exe.pdf']);
    const download = await w.owner.get(`/api/project2/${project}/file/${fileId}`).buffer(true).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`);
  });
});

describe.each(availableDatabases())('sign-in limits per account and per address on $name', (kind) => {
  const launcher = new AppLauncher(kind);

  beforeAll(() => launcher.setUp());
  afterAll(() => launcher.tearDown());

  async function start(env: Record<string, string> = {}) {
    return request((await launcher.start(env)).getHttpServer());
  }

  it('counts failures per account, whichever identifier names it', async () => {
    const http = await start();
    await http.post('/api/register').send({ username: 'quinn', email: 'quinn@example.com', password: PASSWORD }).expect(201);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await http.post('/api/login').send({ email: 'quinn@example.com', password: 'wrong password' }).expect(401);
      await http.post('/api/login').send({ email: 'quinn', password: 'wrong password' }).expect(401);
    }
    await http.post('/api/login').send({ email: 'quinn', password: 'wrong password' }).expect(429);
    await http.post('/api/login').send({ email: 'quinn@example.com', password: 'wrong password' }).expect(429);
  });

  it("keeps the address-wide wait to a minute, and a neighbour's failures never lock an account's own limit", async () => {
    const http = await start({ LOGIN_ADDRESS_LIMIT: '3' });
    const signedIn = await http.post('/api/register').send({ username: 'rosa', email: 'rosa@example.com', password: PASSWORD }).expect(201);
    for (let account = 0; account < 3; account += 1) {
      await http.post('/api/login').send({ email: `nobody${account}@example.com`, password: 'Summer2026!' }).expect(401);
    }
    const limited = await http.post('/api/login').send({ email: 'rosa', password: PASSWORD }).expect(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.body.details.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The signed-in session is not affected.
    await as(http, sessionOf(signedIn)).get('/api/whoami').expect(200);
  });
});
