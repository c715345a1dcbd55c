import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compareNames } from '../src/database/order.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';
import { validationFailed } from './support/error-bodies.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(availableDatabases())('folders on $name', (kind) => {
  let w: World;

  beforeAll(async () => {
    w = await startWorld(kind);
  });

  afterAll(async () => {
    await w?.close();
  });

  const createFolder = async (name: string, parent: string | null = null): Promise<string> =>
    ((await w.owner.post('/api/folder', { name, parent }).expect(201)).body as { id: string }).id;

  describe('POST /api/folder', () => {
    it('creates a folder at the top and one inside it', async () => {
      const top = await w.owner.post('/api/folder', { name: '  Zürich  ' }).expect(201);
      expect(top.body).toEqual({ id: expect.stringMatching(UUID), name: 'Zürich', parent: null, createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) });
      const child = await w.owner.post('/api/folder', { name: 'Lot 1', parent: top.body.id, user: 'ignored' }).expect(201);
      expect(child.body).toMatchObject({ name: 'Lot 1', parent: top.body.id });
    });

    it('refuses bad input with a 400 naming every field', async () => {
      const response = await w.owner.post('/api/folder', { name: '', parent: 'nope', colour: 'red' }).expect(400);
      expect(response.body).toEqual(
        validationFailed([
          { field: 'colour', message: 'is not a known field' },
          { field: 'name', message: 'must not be empty' },
          { field: 'parent', message: 'must be an id or null' },
        ]),
      );
      const long = await w.owner.post('/api/folder', { name: 'x'.repeat(201) }).expect(400);
      expect(long.body.details.issues).toEqual([{ field: 'name', message: 'must have at most 200 characters' }]);
      await w.owner.post('/api/folder', ['name']).expect(400);
    });

    it("refuses another user's folder, or an unknown one, as parent (400, the same answer)", async () => {
      const mine = await createFolder('Mine');
      const theirs = await w.other.post('/api/folder', { name: 'Parent', parent: mine }).expect(400);
      const unknown = await w.other.post('/api/folder', { name: 'Parent', parent: UNKNOWN_ID }).expect(400);
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body.details.issues).toEqual([{ field: 'parent', message: 'is not one of your folders' }]);
    });

    it('needs a session (401) and the CSRF header (403)', async () => {
      await w.http.post('/api/folder').send({ name: 'x' }).expect(401);
      const csrf = await w.owner.postWithXsrf('/api/folder', undefined, { name: 'x' }).expect(403);
      expect(csrf.body.details).toEqual({ reason: 'csrf' });
    });
  });

  describe('GET /api/folders', () => {
    it("lists only the caller's folders, by name", async () => {
      await w.other.post('/api/folder', { name: 'Other one' }).expect(201);
      const owner = await w.owner.get('/api/folders').expect(200);
      const names = (owner.body as { name: string }[]).map((f) => f.name);
      expect(names).toEqual([...names].sort(compareNames));
      expect(names).not.toContain('Other one');
      const other = await w.other.get('/api/folders').expect(200);
      expect(other.body.map((f: { name: string }) => f.name)).toEqual(['Other one']);
      await w.http.get('/api/folders').expect(401);
    });
  });

  describe('PATCH /api/folder/{id}', () => {
    it('renames for the owner; 401 anonymous, 404 another user, 403 admin, 404 unknown or malformed id', async () => {
      const id = await createFolder('Old');
      await w.http.patch(`/api/folder/${id}`).send({ name: 'New' }).expect(401);
      const hidden = await w.other.patch(`/api/folder/${id}`, { name: 'New' }).expect(404);
      expect(hidden.body).toMatchObject({ code: 'NOT_FOUND', message: 'Folder not found' });
      await w.admin.patch(`/api/folder/${id}`, { name: 'New' }).expect(403);
      await w.owner.patch(`/api/folder/${UNKNOWN_ID}`, { name: 'New' }).expect(404);
      await w.owner.patch('/api/folder/not-an-id', { name: 'New' }).expect(404);
      const renamed = await w.owner.patch(`/api/folder/${id}`, { id, name: 'New', parent: null }).expect(200);
      expect(renamed.body).toMatchObject({ id, name: 'New', parent: null });
    });

    it('refuses a missing or empty name (400)', async () => {
      const id = await createFolder('Keep');
      const response = await w.owner.patch(`/api/folder/${id}`, {}).expect(400);
      expect(response.body.details.issues).toEqual([{ field: 'name', message: 'is required' }]);
    });
  });

  describe('DELETE /api/folder/{id}', () => {
    it('deletes the folder with its subfolders, their projects and sections, and marks legacy projects deleted', async () => {
      const top = await createFolder('Doomed');
      const sub = await createFolder('Doomed/sub', top);
      const subsub = await createFolder('Doomed/sub/sub', sub);
      const keep = await createFolder('Kept');
      const p1 = (await w.owner.post('/api/project2', { name: 'In sub', folder: sub }).expect(201)).body.id as string;
      const p2 = (await w.owner.post('/api/project2', { name: 'Kept', folder: keep }).expect(201)).body.id as string;
      const section = (await w.owner.post('/api/section', { project: p1, data: {} }).expect(201)).body.id as string;
      const fileId = (await w.owner.upload(`/api/project2/${p1}/file`, 'a,b\n1,2\n', 'route.csv').expect(201)).body.fileId as string;
      const legacy = (
        await w.owner.post('/api/project', { name: 'Old', folder: subsub, data: { trajectory: [], slopeBased: true, altitudeAtStart: 0 } }).expect(201)
      ).body.id as string;

      await w.http.delete(`/api/folder/${top}`).expect(401);
      await w.other.delete(`/api/folder/${top}`).expect(404);
      await w.admin.delete(`/api/folder/${top}`).expect(403);
      await w.owner.delete(`/api/folder/${top}`).expect(204);

      const folders = (await w.owner.get('/api/folders').expect(200)).body as { id: string }[];
      expect(folders.map((f) => f.id)).not.toEqual(expect.arrayContaining([top]));
      expect(folders.map((f) => f.id)).toContain(keep);
      for (const id of [top, sub, subsub]) {
        expect(folders.some((f) => f.id === id)).toBe(false);
      }
      await w.owner.get(`/api/project2/${p1}`).expect(404);
      await w.owner.get(`/api/section/${section}`).expect(404);
      await w.owner.get(`/api/project2/${p1}/file/${fileId}`).expect(404);
      expect(existsSync(join(w.dataDir, 'files', fileId))).toBe(false);
      await w.owner.get(`/api/project/${legacy}`).expect(404);
      await w.owner.get(`/api/project2/${p2}`).expect(200);
      await w.owner.delete(`/api/folder/${top}`).expect(404);
    });
  });
});
