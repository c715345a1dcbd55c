// Sections: create, read, list, rename, duplicate and delete (saving and sharing have their own files).
import { newSection, type SectionData } from '@cla/domain';
import { MikroORM } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import { UNKNOWN_ID, type World } from './support/world.js';
import { brokenSection, createSectionIn, ISO, pullingSection, useSectionsWorld, UUID } from './support/section-bodies.js';

describe.each(availableDatabases())('sections on $name', (kind) => {
  let w: World, project: string, otherProject: string;
  useSectionsWorld(kind, (world) => ({ w, project, otherProject } = world));

  const createSection = (data?: SectionData) => createSectionIn(w, project, data);

  describe('POST /api/section', () => {
    it('keeps the numbers of the stored result’s messages, so that the saved result can say them in the reader’s units', async () => {
      const message = { code: 'I_HEAD_FORCE', level: 'info', title: 'Pull of the cable head', message: 'At the end …', params: { force: 8709.82, pressureDrop: 4.93, tension: 5574.29 } };
      const results = { status: 'success', distance: 2052.39, messages: [message] };
      const created = await w.owner.post('/api/section', { project, data: pullingSection('With a message'), results }).expect(201);
      expect(created.body.results.messages).toEqual([message]);
      expect((await w.owner.get(`/api/section/${created.body.id as string}`).expect(200)).body.results.messages).toEqual([message]);
      // a param is a number or a text, nothing else
      const nested = { ...message, params: { force: { deep: 1 } } };
      await w.owner.post('/api/section', { project, data: pullingSection('Bad params'), results: { status: 'success', messages: [nested] } }).expect(400);
    });

    it('creates a section: warnings and missing values are stored, the name comes from the data', async () => {
      const data = pullingSection('Pull from template');
      data.settings.pullingForce = 13_000; // above the template cable's 12 kN: a warning
      const results = { status: 'notStarted', distance: 0, messages: [] };
      const response = await w.owner.post('/api/section', { project, data, results, id: 'new' }).expect(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(UUID),
        project,
        name: 'Pull from template',
        data: expect.objectContaining({ general: expect.objectContaining({ sectionName: 'Pull from template', layingMethod: 'pull' }) }),
        results,
        // the results came with this data: they belong to it
        stale: false,
        shareToken: null,
        favorites: [],
        version: 1,
        warnings: [expect.objectContaining({ level: 'warning', key: 'section.settings.pullingForce.warning.aboveLimit' })],
        incomplete: [expect.objectContaining({ level: 'error', key: 'section.equipment.pullingMachine.error.required' })],
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect(response.body.data.cable).toEqual(data.cable);
      const listed = await w.owner.get(`/api/project2/${project}`).expect(200);
      expect(listed.body.sections).toContainEqual({
        id: response.body.id,
        name: 'Pull from template',
        layingMethod: 'pull',
        status: 'notStarted',
        // a run refused before it started: the cable did not move
        started: false,
        stale: false,
        updatedAt: response.body.updatedAt,
      });
    });

    it('keeps the name and data.general.sectionName equal: a given name is written into the data', async () => {
      const response = await w.owner.post('/api/section', { project, data: pullingSection('From data'), name: 'Given' }).expect(201);
      expect(response.body).toMatchObject({ name: 'Given', data: { general: { sectionName: 'Given' } } });
    });

    it('saves a brand-new, still empty section (missing values do not block a save)', async () => {
      const response = await w.owner.post('/api/section', { project, data: newSection() }).expect(201);
      expect(response.body.incomplete.length).toBeGreaterThan(0);
      expect(response.body.name).toBe('');
    });

    it('refuses data that breaks a rule with 422 and the list of issues', async () => {
      const response = await w.owner.post('/api/section', { project, data: brokenSection() }).expect(422);
      expect(response.body).toMatchObject({ statusCode: 422, code: 'UNPROCESSABLE' });
      expect(response.body.details.issues).toContainEqual(
        expect.objectContaining({ level: 'error', path: 'cable.outerDiameter', key: 'section.cable.outerDiameter.error.greaterThanZero' }),
      );
      expect(response.body.details.issues.every((i: { level: string }) => i.level === 'error')).toBe(true);
    });

    it('refuses a stretch id over 100 characters (400 naming it) and one that repeats another (422)', async () => {
      const data = pullingSection('Ids');
      const [first] = data.stretches.rows;
      const long = await w.owner.post('/api/section', { project, data: { ...data, stretches: { rows: [{ ...first!, id: 'x'.repeat(101) }] } } }).expect(400);
      expect(long.body.details.issues).toEqual([{ field: 'data.stretches.rows[0].id', message: 'must have at most 100 characters' }]);
      const twice = await w.owner.post('/api/section', { project, data: { ...data, stretches: { rows: [first!, { ...first! }] } } }).expect(422);
      expect(twice.body.details.issues).toEqual([{ level: 'error', path: 'stretches.rows.1.id', key: 'section.stretches.id.error.unique', params: {} }]);
    });

    it('refuses a coefficient of friction above 1 (422 naming the stretch’s cof); above 0.5 it only warns', async () => {
      const data = pullingSection('Sticky');
      const withCof = (cof: number): SectionData => ({ ...data, stretches: { rows: data.stretches.rows.map((row) => ({ ...row, cof })) } });
      const refused = await w.owner.post('/api/section', { project, data: withCof(1e20) }).expect(422);
      expect(refused.body.details.issues).toEqual([
        { level: 'error', path: 'stretches.rows.0.cof', key: 'section.stretches.cof.error.atMost', params: { max: 1 } },
      ]);
      const saved = await w.owner.post('/api/section', { project, data: withCof(0.8) }).expect(201);
      expect(saved.body.warnings).toContainEqual({ level: 'warning', path: 'stretches.rows.0.cof', key: 'section.stretches.cof.warning.high', params: { limit: 0.5 } });
    });

    it('refuses a laying method the licence does not allow (422)', async () => {
      const data = pullingSection();
      const response = await w.owner
        .post('/api/section', { project, data: { ...data, general: { ...data.general, layingMethod: 'teleport' } } })
        .expect(422);
      expect(response.body.details.issues.map((i: { key: string }) => i.key)).toContain('section.general.layingMethod.error.notAllowed');
    });

    it('refuses bad input with 400 naming the fields', async () => {
      const response = await w.owner.post('/api/section', { project: 'x', data: 'pull', results: 3, favorites: {}, extra: 1 }).expect(400);
      expect(response.body.details.issues).toEqual([
        { field: 'extra', message: 'is not a known field' },
        { field: 'project', message: 'must be an id' },
        { field: 'data', message: 'must be an object' },
        { field: 'results', message: 'must be an object' },
        { field: 'favorites', message: 'must be an array of objects' },
      ]);
      const missing = await w.owner.post('/api/section', {}).expect(400);
      expect(missing.body.details.issues.map((i: { field: string }) => i.field)).toEqual(['project', 'data']);
    });

    it('refuses a project that is not the caller’s (400), and anonymous callers (401)', async () => {
      const theirs = await w.owner.post('/api/section', { project: otherProject, data: {} }).expect(400);
      const unknown = await w.owner.post('/api/section', { project: UNKNOWN_ID, data: {} }).expect(400);
      expect(theirs.body).toEqual(unknown.body);
      await w.admin.post('/api/section', { project, data: {} }).expect(400);
      await w.http.post('/api/section').send({ project, data: {} }).expect(401);
    });
  });

  describe('GET /api/section/{id} and GET /api/section?project=', () => {
    it('reads for the owner and admins; 401 anonymous; 404 for another user, unknown and malformed ids', async () => {
      const { id } = await createSection();
      await w.http.get(`/api/section/${id}`).expect(401);
      const hidden = await w.other.get(`/api/section/${id}`).expect(404);
      const unknown = await w.other.get(`/api/section/${UNKNOWN_ID}`).expect(404);
      expect(hidden.body).toEqual(unknown.body);
      await w.owner.get('/api/section/xyz').expect(404);
      expect((await w.admin.get(`/api/section/${id}`).expect(200)).body.id).toBe(id);
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body.id).toBe(id);
    });

    it('lists a project’s sections by name, with the same ownership rules', async () => {
      const list = await w.owner.get(`/api/section?project=${project}`).expect(200);
      expect(list.body.length).toBeGreaterThan(0);
      expect(list.body.every((s: { project: string }) => s.project === project)).toBe(true);
      await w.other.get(`/api/section?project=${project}`).expect(404);
      await w.admin.get(`/api/section?project=${project}`).expect(200);
      await w.http.get(`/api/section?project=${project}`).expect(401);
      const bad = await w.owner.get('/api/section').expect(400);
      expect(bad.body.details.issues[0].field).toBe('project');
    });
  });
  describe('PATCH /api/section/rename/{id}', () => {
    it('sets the name and the data’s sectionName, with a new version', async () => {
      const { id, version } = await createSection();
      await w.http.patch(`/api/section/rename/${id}`).send({ name: 'x' }).expect(401);
      await w.other.patch(`/api/section/rename/${id}`, { name: 'x' }).expect(404);
      await w.admin.patch(`/api/section/rename/${id}`, { name: 'x' }).expect(403);
      const bad = await w.owner.patch(`/api/section/rename/${id}`, { name: 7 }).expect(400);
      expect(bad.body.details.issues).toEqual([{ field: 'name', message: 'must be a string' }]);
      const renamed = await w.owner.patch(`/api/section/rename/${id}`, { name: ' New name ' }).expect(200);
      expect(renamed.body).toMatchObject({ name: 'New name', version: version + 1, data: { general: { sectionName: 'New name' } } });
    });
  });

  it('renames a stored section whose older data now breaks a rule (a rename is not a data save)', async () => {
    const { id } = await createSection();
    await w.app.get(MikroORM).em.getConnection().execute('update section set data = ? where id = ?', [JSON.stringify(brokenSection()), id]);
    const renamed = await w.owner.patch(`/api/section/rename/${id}`, { name: 'Still renamable' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Still renamable', data: { cable: { outerDiameter: -5 } } });
    await w.owner.patch(`/api/section/${id}`, { version: renamed.body.version, data: renamed.body.data }).expect(422);
  });

  describe('POST /api/section/{id}/duplicate', () => {
    it('copies into the same project by default, or another of the caller’s; never the share token', async () => {
      const { id } = await createSection(pullingSection('Source'));
      await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200);
      const copy = await w.owner.post(`/api/section/${id}/duplicate`).expect(201);
      expect(copy.body).toMatchObject({ project, name: 'Source (copy)', shareToken: null, version: 1 });
      expect(copy.body.id).not.toBe(id);
      const target = (await w.owner.post('/api/project2', { name: 'Copies' }).expect(201)).body.id as string;
      const named = await w.owner.post(`/api/section/${id}/duplicate`, { project: target, name: 'Variant' }).expect(201);
      expect(named.body).toMatchObject({ project: target, name: 'Variant' });
    });

    it('holds the ownership matrix and refuses bad input', async () => {
      const { id } = await createSection();
      await w.http.post(`/api/section/${id}/duplicate`).send({}).expect(401);
      await w.other.post(`/api/section/${id}/duplicate`, { project: otherProject }).expect(404);
      // an admin may read it, so may copy it into a project of their own, not into the owner's
      await w.admin.post(`/api/section/${id}/duplicate`).expect(400);
      const adminProject = (await w.admin.post('/api/project2', { name: 'Admin' }).expect(201)).body.id as string;
      await w.admin.post(`/api/section/${id}/duplicate`, { project: adminProject }).expect(201);
      const bad = await w.owner.post(`/api/section/${id}/duplicate`, { project: 'x' }).expect(400);
      expect(bad.body.details.issues).toEqual([{ field: 'project', message: 'must be an id' }]);
    });
  });
  describe('DELETE /api/section/{id}', () => {
    it('deletes for the owner only: 401, 404 another user, 403 admin, then 404', async () => {
      const { id } = await createSection();
      await w.http.delete(`/api/section/${id}`).expect(401);
      await w.other.delete(`/api/section/${id}`).expect(404);
      await w.admin.delete(`/api/section/${id}`).expect(403);
      await w.owner.delete(`/api/section/${id}`).expect(204);
      await w.owner.get(`/api/section/${id}`).expect(404);
      await w.owner.delete(`/api/section/${id}`).expect(404);
    });
  });
});
