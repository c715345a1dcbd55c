import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { newSection } from '@cla/domain';
import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(availableDatabases())('projects v2 on $name', (kind) => {
  let w: World;

  beforeAll(async () => {
    w = await startWorld(kind);
  });

  afterAll(async () => {
    await w?.close();
  });

  const createProject = async (body: object = { name: 'Route A' }): Promise<string> =>
    ((await w.owner.post('/api/project2', body).expect(201)).body as { id: string }).id;

  describe('POST /api/project2 and GET /api/project2[/{id}]', () => {
    it('creates a project at the top or in a folder, and lists the caller’s projects by name', async () => {
      const folder = (await w.owner.post('/api/folder', { name: 'F' }).expect(201)).body.id as string;
      const created = await w.owner.post('/api/project2', { name: 'Beta', folder }).expect(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(UUID),
        name: 'Beta',
        folder,
        picture: null,
        files: [],
        sections: [],
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      const bare = await w.owner.post('/api/project2', {}).expect(201);
      expect(bare.body).toMatchObject({ name: '', folder: null });
      await w.other.post('/api/project2', { name: 'Theirs' }).expect(201);

      const list = await w.owner.get('/api/project2').expect(200);
      expect(list.body.map((p: { name: string }) => p.name)).toEqual(['', 'Beta']);
      expect((await w.owner.get(`/api/project2/${created.body.id}`).expect(200)).body).toEqual(created.body);
    });

    it('refuses bad input (400 naming the fields) and a folder that is not the caller’s', async () => {
      const bad = await w.owner.post('/api/project2', { name: 5, folder: 'x', files: [] }).expect(400);
      expect(bad.body.details.issues).toEqual([
        { field: 'files', message: 'is not a known field' },
        { field: 'name', message: 'must be a string' },
        { field: 'folder', message: 'must be an id or null' },
      ]);
      const theirs = (await w.other.post('/api/folder', { name: 'Other F' }).expect(201)).body.id as string;
      const refused = await w.owner.post('/api/project2', { folder: theirs }).expect(400);
      expect(refused.body.details.issues).toEqual([{ field: 'folder', message: 'is not one of your folders' }]);
    });

    it('GET: 401 anonymous, 404 another user, 200 admin and owner, 404 unknown', async () => {
      const id = await createProject();
      await w.http.get(`/api/project2/${id}`).expect(401);
      await w.http.get('/api/project2').expect(401);
      const hidden = await w.other.get(`/api/project2/${id}`).expect(404);
      const unknown = await w.other.get(`/api/project2/${UNKNOWN_ID}`).expect(404);
      expect(hidden.body).toEqual(unknown.body);
      await w.admin.get(`/api/project2/${id}`).expect(200);
      await w.owner.get(`/api/project2/${id}`).expect(200);
      await w.owner.get('/api/project2/123').expect(404);
    });
  });

  describe('GET /api/project2 with files, picture and sections', () => {
    it('lists every project of the caller as GET /api/project2/{id} answers it, and nobody else’s', async () => {
      const other = ((await w.other.post('/api/project2', { name: 'Not yours' }).expect(201)).body as { id: string }).id;
      await w.other.post('/api/section', { project: other, data: { ...newSection(), general: { ...newSection().general, sectionName: 'Hidden' } } }).expect(201);
      await w.other.upload(`/api/project2/${other}/file`, PDF, 'hidden.pdf').expect(201);
      const ids = [await createProject({ name: 'Listed 10' }), await createProject({ name: 'listed 9' }), await createProject({ name: 'Listed 11' })];
      for (const [index, id] of ids.entries()) {
        for (const name of ['b section', 'A section', 'c section'].slice(0, index + 1)) {
          await w.owner.post('/api/section', { project: id, data: { ...newSection(), general: { ...newSection().general, sectionName: name } } }).expect(201);
        }
        await w.owner.upload(`/api/project2/${id}/file`, PDF, `plan ${index}.pdf`).expect(201);
        await w.owner.upload(`/api/project2/${id}/file`, 'x,y\n', `route ${index}.csv`).expect(201);
      }
      await w.owner.upload(`/api/project2/${ids[1]}/picture`, PNG, 'p.png').expect(201);

      const list = (await w.owner.get('/api/project2').expect(200)).body as { id: string; name: string }[];
      const singles = await Promise.all(list.map(async (project) => (await w.owner.get(`/api/project2/${project.id}`).expect(200)).body as unknown));
      expect(list).toEqual(singles);
      expect(list.map((project) => project.id)).not.toContain(other);
      const names = list.map((project) => project.name);
      expect(names.indexOf('listed 9')).toBeLessThan(names.indexOf('Listed 10'));
      expect(names.indexOf('Listed 10')).toBeLessThan(names.indexOf('Listed 11'));
      const listed = list.find((project) => project.id === ids[2]) as unknown as { sections: { name: string }[]; files: unknown[]; picture: unknown };
      expect(listed.sections.map((section) => section.name)).toEqual(['A section', 'b section', 'c section']);
      expect(listed.files).toHaveLength(2);
      expect((list.find((project) => project.id === ids[1]) as unknown as { picture: unknown }).picture).toEqual(expect.stringMatching(UUID));
    });
  });

  describe('a section’s stored status in the project', () => {
    /** A force limit's message: beyond its rating at the launch point (force > rating), it could not start. */
    /** A limit the result exceeded (the engine's `exceeded`): the radial force of the issue's case. */
    const SIDEWALL = { code: 'W_SIDEWALL', component: 'cable', quantity: 'radialForce', position: 300, value: 1184, limit: 500, unit: 'N/m' };
    const limit = (force: number, rating: number) => ({ code: 'E_PULLING_FORCE', level: 'error', title: 'Pulling force reached', message: '…', params: { position: 0, force, rating } });
    const RESULTS: Record<string, object | null> = {
      'a success': { status: 'success', started: true, distance: 500, messages: [] },
      'b stopped on the way': { status: 'failed', started: true, distance: 300, messages: [limit(2000, 2000)] },
      'c cannot start': { status: 'failed', started: false, distance: 0, messages: [limit(100, 100)] },
      // saved before results said `started`: as the web app reads them, from the messages
      'd old, beyond its rating': { status: 'failed', distance: 0, messages: [limit(100, 99)] },
      'e old, at its rating': { status: 'failed', distance: 0, messages: [limit(100, 100)] },
      'f not calculated': { status: 'notStarted', started: false, distance: 0, messages: [] },
      'g no result': null,
      // the end reached past a limit: not a success (docs/simulation-api.md#limits-exceeded); saved with or without `started`
      'h past a limit': { status: 'exceeded', started: true, distance: 500, exceeded: [SIDEWALL], messages: [] },
      'i past a limit, old': { status: 'exceeded', distance: 500, messages: [] },
    };
    const EXPECTED: Record<string, { status?: string; started?: boolean }> = {
      'a success': { status: 'success', started: true },
      'b stopped on the way': { status: 'failed', started: true },
      'c cannot start': { status: 'failed', started: false },
      'd old, beyond its rating': { status: 'failed', started: false },
      'e old, at its rating': { status: 'failed', started: true },
      'f not calculated': { status: 'notStarted', started: false },
      'g no result': {},
      'h past a limit': { status: 'exceeded', started: true },
      'i past a limit, old': { status: 'exceeded', started: true },
    };
    type Listed = { id: string; name: string; status?: string; started?: boolean };
    const summaries = async (id: string): Promise<Record<string, { status?: string; started?: boolean }>> => {
      const single = (await w.owner.get(`/api/project2/${id}`).expect(200)).body as { sections: Listed[] };
      const listed = ((await w.owner.get('/api/project2').expect(200)).body as { id: string; sections: Listed[] }[]).find((p) => p.id === id);
      expect(listed?.sections).toEqual(single.sections);
      return Object.fromEntries(single.sections.map(({ name, status, started }) => [name, { ...(status && { status }), ...(started !== undefined && { started }) }]));
    };

    it('says whether the saved result’s cable moved (started), from the result or, saved before, from its messages', async () => {
      const project = await createProject({ name: 'Statuses' });
      const ids: Record<string, string> = {};
      for (const [name, results] of Object.entries(RESULTS)) {
        const data = { ...newSection(), general: { ...newSection().general, sectionName: name } };
        ids[name] = (await w.owner.post('/api/section', { project, data, ...(results && { results }) }).expect(201)).body.id as string;
      }
      expect(await summaries(project)).toEqual(EXPECTED);
      // the stored result keeps which limit was exceeded, where and by how much
      const exceeded = (await w.owner.get(`/api/section/${ids['h past a limit']}`).expect(200)).body as { results: { status: string; exceeded: unknown } };
      expect(exceeded.results).toMatchObject({ status: 'exceeded', exceeded: [SIDEWALL] });
      // a new result replaces it; no result, neither; a copy keeps it
      await w.owner.patch(`/api/section/${ids['a success']}`, { results: RESULTS['c cannot start'] }).expect(200);
      await w.owner.patch(`/api/section/${ids['c cannot start']}`, { results: null }).expect(200);
      await w.owner.post(`/api/section/${ids['d old, beyond its rating']}/duplicate`, {}).expect(201);
      expect(await summaries(project)).toMatchObject({
        'a success': { status: 'failed', started: false },
        'c cannot start': {},
        'd old, beyond its rating (copy)': { status: 'failed', started: false },
      });
    });

    it('fills the column for the sections stored before it, from their results (the migration)', async () => {
      const project = await createProject({ name: 'Migrated' });
      for (const [name, results] of Object.entries(RESULTS)) {
        const data = { ...newSection(), general: { ...newSection().general, sectionName: name } };
        await w.owner.post('/api/section', { project, data, ...(results && { results }) }).expect(201);
      }
      const migrator = w.app.get(MikroORM).getMigrator();
      await migrator.down({ to: '20261126010000-account-token-language' });
      await migrator.up();
      expect(await summaries(project)).toEqual(EXPECTED);
    });
  });

  describe('PATCH /api/project2/{id}', () => {
    it('renames (name only), or takes the whole project back; the ownership matrix holds', async () => {
      const id = await createProject({ name: 'Before' });
      await w.http.patch(`/api/project2/${id}`).send({ name: 'x' }).expect(401);
      await w.other.patch(`/api/project2/${id}`, { name: 'x' }).expect(404);
      await w.admin.patch(`/api/project2/${id}`, { name: 'x' }).expect(403);
      const renamed = await w.owner.patch(`/api/project2/${id}`, { name: 'After' }).expect(200);
      expect(renamed.body.name).toBe('After');
      const folder = (await w.owner.post('/api/folder', { name: 'Moved here' }).expect(201)).body.id as string;
      const whole = await w.owner.patch(`/api/project2/${id}`, { ...renamed.body, folder }).expect(200);
      expect(whole.body).toMatchObject({ id, name: 'After', folder });
      const back = await w.owner.patch(`/api/project2/${id}`, { folder: null }).expect(200);
      expect(back.body.folder).toBeNull();
    });

    it('refuses bad fields and a picture that is not the project’s', async () => {
      const id = await createProject();
      const bad = await w.owner.patch(`/api/project2/${id}`, { name: [], picture: UNKNOWN_ID, colour: 1 }).expect(400);
      expect(bad.body.details.issues.map((i: { field: string }) => i.field)).toEqual(['colour', 'name']);
      const picture = await w.owner.patch(`/api/project2/${id}`, { picture: UNKNOWN_ID }).expect(400);
      expect(picture.body.details.issues[0].field).toBe('picture');
    });
  });

  describe('files', () => {
    it('uploads (201 {fileId}), lists, downloads and deletes a file', async () => {
      const id = await createProject();
      await w.http.put(`/api/project2/${id}/file`).attach('file', PDF, 'plan.pdf').expect(401);
      await w.other.upload(`/api/project2/${id}/file`, PDF, 'plan.pdf').expect(404);
      await w.admin.upload(`/api/project2/${id}/file`, PDF, 'plan.pdf').expect(403);
      const uploaded = await w.owner.upload(`/api/project2/${id}/file`, PDF, 'Plan été.pdf').expect(201);
      expect(uploaded.body).toEqual({ fileId: expect.stringMatching(UUID) });
      const fileId = uploaded.body.fileId as string;
      expect(existsSync(join(w.dataDir, 'files', fileId))).toBe(true);

      const project = await w.owner.get(`/api/project2/${id}`).expect(200);
      expect(project.body.files).toEqual([
        { fileId, filename: 'Plan été.pdf', size: PDF.length, contentType: 'application/pdf', createdAt: expect.stringMatching(ISO) },
      ]);

      const download = await w.owner.get(`/api/project2/${id}/file/${fileId}`).buffer(true).expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="Plan _t_.pdf"; filename*=UTF-8''Plan%20%C3%A9t%C3%A9.pdf`);
      expect(Buffer.from(download.body as Buffer).equals(PDF)).toBe(true);
      await w.admin.get(`/api/project2/${id}/file/${fileId}`).expect(200);
      await w.other.get(`/api/project2/${id}/file/${fileId}`).expect(404);
      await w.http.get(`/api/project2/${id}/file/${fileId}`).expect(401);
      await w.owner.get(`/api/project2/${id}/file/${UNKNOWN_ID}`).expect(404);

      await w.http.delete(`/api/project2/${id}/file/${fileId}`).expect(401);
      await w.other.delete(`/api/project2/${id}/file/${fileId}`).expect(404);
      await w.admin.delete(`/api/project2/${id}/file/${fileId}`).expect(403);
      await w.owner.delete(`/api/project2/${id}/file/${fileId}`).expect(204);
      expect(existsSync(join(w.dataDir, 'files', fileId))).toBe(false);
      expect((await w.owner.get(`/api/project2/${id}`).expect(200)).body.files).toEqual([]);
      await w.owner.delete(`/api/project2/${id}/file/${fileId}`).expect(404);
    });

    it.each([
      ['route.kml', '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"></kml>', 'application/vnd.google-earth.kml+xml'],
      // a KMZ is a zip: its content must start with a zip entry's signature
      ['route.kmz', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), 'application/vnd.google-earth.kmz'],
      ['track.gpx', '<?xml version="1.0"?><gpx version="1.1" creator="receiver"><trk><trkseg/></trk></gpx>', 'application/gpx+xml'],
      ['route.xyz', '0 0 0\n10 0 1\n', 'text/plain'],
      ['route.csv', 'x,y,z\n0,0,0\n', 'text/csv'],
      ['notes.txt', 'hello', 'text/plain'],
      ['section.json', '{"a":1}', 'application/json'],
    ])('accepts %s as %s', async (filename, content, contentType) => {
      const id = await createProject();
      const fileId = (await w.owner.upload(`/api/project2/${id}/file`, content, filename).expect(201)).body.fileId as string;
      const download = await w.owner.get(`/api/project2/${id}/file/${fileId}`).buffer(true).expect(200);
      expect(download.headers['content-type']).toContain(contentType);
    });

    it('refuses other types (415), content that does not match the extension (415), no file (400) and over 20 MB (413)', async () => {
      const id = await createProject();
      const exe = await w.owner.upload(`/api/project2/${id}/file`, 'MZ', 'tool.exe').expect(415);
      expect(exe.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', details: { allowed: expect.arrayContaining(['pdf', 'png', 'kml', 'csv']) } });
      await w.owner.upload(`/api/project2/${id}/file`, '<svg/>', 'logo.svg').expect(415);
      await w.owner.upload(`/api/project2/${id}/file`, 'not a pdf', 'fake.pdf').expect(415);
      await w.owner.upload(`/api/project2/${id}/file`, '<kml></kml>', 'renamed.kmz').expect(415);
      await w.owner.upload(`/api/project2/${id}/file`, Buffer.from([0x41, 0, 0x42]), 'binary.txt').expect(415);
      const missing = await w.owner.put(`/api/project2/${id}/file`, {}).expect(400);
      expect(missing.body.details.issues[0].field).toBe('file');
      const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x61);
      const tooLarge = await w.owner.upload(`/api/project2/${id}/file`, big, 'big.txt').expect(413);
      expect(tooLarge.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect((await w.owner.get(`/api/project2/${id}`).expect(200)).body.files).toEqual([]);
      expect(readdirSync(join(w.dataDir, 'uploads'))).toEqual([]);
    });
  });

  describe('picture', () => {
    it('sets an image as the picture (201 {pictureId}), replaces it, refuses non-images, clears it on delete', async () => {
      const id = await createProject();
      await w.http.put(`/api/project2/${id}/picture`).attach('file', PNG, 'p.png').expect(401);
      await w.other.upload(`/api/project2/${id}/picture`, PNG, 'p.png').expect(404);
      await w.admin.upload(`/api/project2/${id}/picture`, PNG, 'p.png').expect(403);
      await w.owner.upload(`/api/project2/${id}/picture`, PDF, 'plan.pdf').expect(415);
      const first = await w.owner.upload(`/api/project2/${id}/picture`, PNG, 'site.png').expect(201);
      expect(first.body).toEqual({ pictureId: expect.stringMatching(UUID) });
      expect((await w.owner.get(`/api/project2/${id}`).expect(200)).body).toMatchObject({ picture: first.body.pictureId, files: [] });
      const image = await w.owner.get(`/api/project2/${id}/file/${first.body.pictureId}`).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toMatch(/^inline; /);

      const second = await w.owner.upload(`/api/project2/${id}/picture`, PNG, 'site2.png').expect(201);
      expect((await w.owner.get(`/api/project2/${id}`).expect(200)).body.picture).toBe(second.body.pictureId);
      await w.owner.get(`/api/project2/${id}/file/${first.body.pictureId}`).expect(404);
      expect(existsSync(join(w.dataDir, 'files', first.body.pictureId))).toBe(false);

      const cleared = await w.owner.patch(`/api/project2/${id}`, { picture: null }).expect(200);
      expect(cleared.body.picture).toBeNull();
      await w.owner.get(`/api/project2/${id}/file/${second.body.pictureId}`).expect(404);
    });
  });

  describe('DELETE /api/project2/{id}', () => {
    it('deletes the project with its sections and files; the ownership matrix holds', async () => {
      const id = await createProject();
      const section = (await w.owner.post('/api/section', { project: id, data: {} }).expect(201)).body.id as string;
      const fileId = (await w.owner.upload(`/api/project2/${id}/file`, 'x', 'a.txt').expect(201)).body.fileId as string;
      await w.http.delete(`/api/project2/${id}`).expect(401);
      await w.other.delete(`/api/project2/${id}`).expect(404);
      await w.admin.delete(`/api/project2/${id}`).expect(403);
      await w.owner.delete(`/api/project2/${id}`).expect(204);
      await w.owner.get(`/api/project2/${id}`).expect(404);
      await w.owner.get(`/api/section/${section}`).expect(404);
      expect(existsSync(join(w.dataDir, 'files', fileId))).toBe(false);
      await w.owner.delete(`/api/project2/${id}`).expect(404);
    });
  });
});
