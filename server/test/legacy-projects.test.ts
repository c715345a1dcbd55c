import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DATA = {
  trajectory: [
    { type: 'straight', key: 'a', slope: 0, length: 100 },
    { type: 'curve', key: 'b', angle: 90, totalAngle: 90, radius: 6 },
  ],
  slopeBased: true,
  altitudeAtStart: 0,
};

describe.each(availableDatabases())('legacy projects on $name', (kind) => {
  let w: World;

  beforeAll(async () => {
    w = await startWorld(kind);
  });

  afterAll(async () => {
    await w?.close();
  });

  const create = async (name: string | null = 'Legacy'): Promise<string> =>
    ((await w.owner.post('/api/project', { name, data: DATA }).expect(201)).body as { id: string }).id;

  it('POST /api/project creates a project; GET /api/projects lists the caller’s', async () => {
    const folder = (await w.owner.post('/api/folder', { name: 'F' }).expect(201)).body.id as string;
    const created = await w.owner.post('/api/project', { name: 'Old route', folder, data: DATA, id: 'new-1', deleted: true }).expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Old route',
      folder,
      owner: expect.stringMatching(UUID),
      shareToken: null,
      deleted: false,
      data: DATA,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    await w.other.post('/api/project', { name: 'Theirs', data: DATA }).expect(201);
    const list = await w.owner.get('/api/projects').expect(200);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Old route']);
    expect((await w.owner.get(`/api/project/${created.body.id}`).expect(200)).body).toEqual(created.body);
    await w.http.get('/api/projects').expect(401);
  });

  it('refuses bad input with 400 naming the fields, down to the trajectory rows', async () => {
    const response = await w.owner
      .post('/api/project', { name: 3, data: { trajectory: [{ type: 'loop', key: 1, slope: 'steep' }, 5], slopeBased: 'yes' } })
      .expect(400);
    expect(response.body.details.issues).toEqual([
      { field: 'name', message: 'must be a string' },
      { field: 'data.trajectory[0].type', message: 'must be one of straight, curve' },
      { field: 'data.trajectory[0].key', message: 'must be a string' },
      { field: 'data.trajectory[0].slope', message: 'must be a finite number or null' },
      { field: 'data.trajectory[1]', message: 'must be an object' },
      { field: 'data.slopeBased', message: 'must be true or false' },
      { field: 'data.altitudeAtStart', message: 'is required' },
    ]);
    const missing = await w.owner.post('/api/project', {}).expect(400);
    expect(missing.body.details.issues).toEqual([{ field: 'data', message: 'is required' }]);
    const theirs = (await w.other.post('/api/folder', { name: 'X' }).expect(201)).body.id as string;
    const folder = await w.owner.post('/api/project', { folder: theirs, data: DATA }).expect(400);
    expect(folder.body.details.issues).toEqual([{ field: 'folder', message: 'is not one of your folders' }]);
  });

  it('GET /api/project/{id}: 401, 404 another user, admin and owner read', async () => {
    const id = await create();
    await w.http.get(`/api/project/${id}`).expect(401);
    await w.other.get(`/api/project/${id}`).expect(404);
    await w.admin.get(`/api/project/${id}`).expect(200);
    await w.owner.get(`/api/project/${UNKNOWN_ID}`).expect(404);
  });

  it('PATCH /api/project/{id} changes what it is given (the whole project may come back)', async () => {
    const id = await create('Before');
    await w.http.patch(`/api/project/${id}`).send({ name: 'x' }).expect(401);
    await w.other.patch(`/api/project/${id}`, { name: 'x' }).expect(404);
    await w.admin.patch(`/api/project/${id}`, { name: 'x' }).expect(403);
    const renamed = await w.owner.patch(`/api/project/${id}`, { name: 'After' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'After', data: DATA });
    const data = { ...DATA, slopeBased: false };
    const whole = await w.owner.patch(`/api/project/${id}`, { ...renamed.body, data, name: null }).expect(200);
    expect(whole.body).toMatchObject({ id, name: null, data });
    const bad = await w.owner.patch(`/api/project/${id}`, { data: { ...DATA, altitudeAtStart: 'high' } }).expect(400);
    expect(bad.body.details.issues).toEqual([{ field: 'data.altitudeAtStart', message: 'must be a finite number' }]);
  });

  it('DELETE /api/project/{id} marks it deleted: gone from the list and reads; undo re-posts it', async () => {
    const id = await create('To delete');
    await w.http.delete(`/api/project/${id}`).expect(401);
    await w.other.delete(`/api/project/${id}`).expect(404);
    await w.admin.delete(`/api/project/${id}`).expect(403);
    const before = (await w.owner.get(`/api/project/${id}`).expect(200)).body;
    await w.owner.delete(`/api/project/${id}`).expect(204);
    await w.owner.get(`/api/project/${id}`).expect(404);
    expect((await w.owner.get('/api/projects').expect(200)).body.map((p: { id: string }) => p.id)).not.toContain(id);
    const [row] = await w.app.get(MikroORM).em.getConnection().execute('select deleted from legacy_project where id = ?', [id]);
    expect(Boolean(row?.['deleted'])).toBe(true);
    const undone = await w.owner.post('/api/project', before).expect(201);
    expect(undone.body).toMatchObject({ name: 'To delete', data: DATA, deleted: false });
  });

  it('PATCH /api/create-share-token/{id} answers one token of ≥128 bits', async () => {
    const id = await create();
    await w.http.patch(`/api/create-share-token/${id}`).expect(401);
    await w.other.patch(`/api/create-share-token/${id}`).expect(404);
    await w.admin.patch(`/api/create-share-token/${id}`).expect(403);
    const first = await w.owner.patch(`/api/create-share-token/${id}`).expect(200);
    expect(first.body).toEqual({ shareToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect((await w.owner.patch(`/api/create-share-token/${id}`).expect(200)).body).toEqual(first.body);
    expect((await w.owner.get(`/api/project/${id}`).expect(200)).body.shareToken).toBe(first.body.shareToken);
  });

  it('GET /api/project/share/{token} opens a shared project read-only for anybody; not once deleted', async () => {
    const id = await create('Shared');
    const { shareToken } = (await w.owner.patch(`/api/create-share-token/${id}`).expect(200)).body as { shareToken: string };
    const shared = await w.http.get(`/api/project/share/${shareToken}`).expect(200);
    expect(Object.keys(shared.body).sort()).toEqual(['createdAt', 'data', 'id', 'name', 'updatedAt']);
    expect(shared.body).toMatchObject({ id, name: 'Shared', data: DATA });
    await w.other.get(`/api/project/share/${shareToken}`).expect(200);
    await w.http.get(`/api/project/share/${'A'.repeat(43)}`).expect(404);
    await w.http.get('/api/project/share/short').expect(404);
    // a section's token does not open a legacy project, nor the other way round
    await w.http.get(`/api/section/share/${shareToken}`).expect(404);
    await w.owner.delete(`/api/project/${id}`).expect(204);
    await w.http.get(`/api/project/share/${shareToken}`).expect(404);
  });

  it('DELETE /api/share-token/{id} stops sharing, as for a section: the old link answers 404; only the owner stops it', async () => {
    const id = await create('Shared, then not');
    const first = (await w.owner.patch(`/api/create-share-token/${id}`).expect(200)).body as { shareToken: string };
    await w.http.get(`/api/project/share/${first.shareToken}`).expect(200);
    await w.http.delete(`/api/share-token/${id}`).expect(401);
    await w.other.delete(`/api/share-token/${id}`).expect(404);
    await w.admin.delete(`/api/share-token/${id}`).expect(403);
    await w.other.delete(`/api/share-token/${UNKNOWN_ID}`).expect(404);
    // refused, the link still opens the project
    await w.http.get(`/api/project/share/${first.shareToken}`).expect(200);
    await w.owner.delete(`/api/share-token/${id}`).expect(204);
    await w.http.get(`/api/project/share/${first.shareToken}`).expect(404);
    await w.other.post(`/api/project/share/${first.shareToken}/copy`).expect(404);
    expect((await w.owner.get(`/api/project/${id}`).expect(200)).body.shareToken).toBeNull();
    // nothing to stop: still 204; sharing again gives a new link
    await w.owner.delete(`/api/share-token/${id}`).expect(204);
    const again = (await w.owner.patch(`/api/create-share-token/${id}`).expect(200)).body as { shareToken: string };
    expect(again.shareToken).not.toBe(first.shareToken);
    await w.http.get(`/api/project/share/${again.shareToken}`).expect(200);
    await w.http.get(`/api/project/share/${first.shareToken}`).expect(404);
    // a section's stop does not reach a legacy project with the same id, nor the other way round
    await w.owner.delete(`/api/section/share-token/${id}`).expect(404);
    await w.http.get(`/api/project/share/${again.shareToken}`).expect(200);
  });

  it('POST /api/project/share/{token}/copy copies it into the caller’s projects, without folder or token', async () => {
    const folder = (await w.owner.post('/api/folder', { name: 'G' }).expect(201)).body.id as string;
    const id = ((await w.owner.post('/api/project', { name: 'To copy', folder, data: DATA }).expect(201)).body as { id: string }).id;
    const { shareToken } = (await w.owner.patch(`/api/create-share-token/${id}`).expect(200)).body as { shareToken: string };
    await w.http.post(`/api/project/share/${shareToken}/copy`).expect(401);
    const copy = await w.other.post(`/api/project/share/${shareToken}/copy`).expect(201);
    expect(copy.body).toMatchObject({ name: 'To copy', folder: null, shareToken: null, deleted: false, data: DATA });
    expect(copy.body.id).not.toBe(id);
    expect((await w.other.get('/api/projects').expect(200)).body.map((p: { id: string }) => p.id)).toContain(copy.body.id);
    await w.other.post(`/api/project/share/${'B'.repeat(43)}/copy`).expect(404);
  });
});
