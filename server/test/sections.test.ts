import { newSection, PULLING_TEMPLATE, sectionFromTemplate, type SectionData } from '@cla/domain';
import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A pulling section from the template: complete but for the pulling machine, with one warning. */
function pullingSection(name = 'Pull 1'): SectionData {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  return { ...data, general: { ...data.general, sectionName: name } };
}

/** The same with a value that breaks a rule (a negative cable diameter). */
function brokenSection(): SectionData {
  const data = pullingSection('Broken');
  return { ...data, cable: { ...data.cable, outerDiameter: -5 } };
}

describe.each(availableDatabases())('sections on $name', (kind) => {
  let w: World;
  let project: string;
  let otherProject: string;

  beforeAll(async () => {
    w = await startWorld(kind);
    project = (await w.owner.post('/api/project2', { name: 'P' }).expect(201)).body.id as string;
    otherProject = (await w.other.post('/api/project2', { name: 'Q' }).expect(201)).body.id as string;
  });

  afterAll(async () => {
    await w?.close();
  });

  const createSection = async (data: SectionData = pullingSection()): Promise<{ id: string; version: number }> =>
    (await w.owner.post('/api/section', { project, data }).expect(201)).body as { id: string; version: number };

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

  describe('PATCH /api/section/{id}', () => {
    it('saves with the version it edited and answers the next version', async () => {
      const { id, version } = await createSection();
      const data = pullingSection('Renamed by data');
      // (a run that failed where the cable lay: `started` false is kept, distance is then the head's starting position)
      const saved = await w.owner.patch(`/api/section/${id}`, { id, project, version, data, results: { status: 'failed', started: false, distance: 100, messages: [] } }).expect(200);
      expect(saved.body).toMatchObject({ id, version: version + 1, name: 'Renamed by data', results: { status: 'failed', started: false, distance: 100 } });
      // a bare favourite, a favourite and a scenario holding section data: kept as sent
      const favorites = [
        { name: 'A', primaryColor: '#0041cf', secondaryColor: '#D10600' },
        { name: 'Before the bend', primaryColor: '#0041cf', secondaryColor: '#0041cf55', kind: 'favourite', data: pullingSection('Before the bend') },
        { name: 'Lubricated', primaryColor: '#D10600', secondaryColor: '#D1060055', kind: 'scenario', data: pullingSection('Lubricated') },
      ];
      const again = await w.owner.patch(`/api/section/${id}`, { version: version + 1, favorites }).expect(200);
      expect(again.body).toMatchObject({ version: version + 2, favorites, name: 'Renamed by data' });
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body.favorites).toEqual(favorites);
      const wrongKind = await w.owner.patch(`/api/section/${id}`, { version: version + 2, favorites: [{ ...favorites[1], kind: 'wish' }] }).expect(400);
      expect(wrongKind.body.details.issues.map((i: { field: string }) => i.field)).toEqual(['favorites[0].kind']);
      const project2 = await w.owner.get(`/api/project2/${project}`).expect(200);
      expect(project2.body.sections).toContainEqual(expect.objectContaining({ id, status: 'failed' }));
    });

    it('answers a save with the section exactly as a read of it answers afterwards', async () => {
      const { id, version } = await createSection(pullingSection('Shared then saved'));
      const { shareToken } = (await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200)).body as { shareToken: string };
      const saved = await w.owner.patch(`/api/section/${id}`, { version, data: pullingSection('Saved once'), favorites: [{ name: 'F', primaryColor: '#000000', secondaryColor: '#ffffff' }] }).expect(200);
      expect(saved.body).toMatchObject({ version: version + 1, name: 'Saved once', shareToken });
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body).toEqual(saved.body);
      const renamed = await w.owner.patch(`/api/section/rename/${id}`, { name: 'Renamed after' }).expect(200);
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body).toEqual(renamed.body);
    });

    it('a name alone renames the data too and refreshes the warnings', async () => {
      const created = await w.owner.post('/api/section', { project, data: newSection() }).expect(201);
      const keys = (issues: { key: string }[]) => issues.map((issue) => issue.key);
      expect(keys(created.body.warnings)).toContain('section.general.sectionName.warning.required');
      const named = await w.owner.patch(`/api/section/${created.body.id}`, { version: 1, name: 'Named' }).expect(200);
      expect(named.body).toMatchObject({ name: 'Named', version: 2, data: { general: { sectionName: 'Named' } } });
      expect(keys(named.body.warnings)).not.toContain('section.general.sectionName.warning.required');
      expect(named.body.incomplete).toEqual(created.body.incomplete);
    });

    it('answers 409 with the current version to a stale save, and changes nothing', async () => {
      const { id, version } = await createSection(pullingSection('Original'));
      await w.owner.patch(`/api/section/${id}`, { version, data: pullingSection('First writer') }).expect(200);
      const stale = await w.owner.patch(`/api/section/${id}`, { version, data: pullingSection('Second writer') }).expect(409);
      expect(stale.body).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        message: expect.stringContaining('version'),
        details: { reason: 'version', currentVersion: version + 1 },
      });
      const stored = await w.owner.get(`/api/section/${id}`).expect(200);
      expect(stored.body).toMatchObject({ name: 'First writer', version: version + 1 });
    });

    it('lets exactly one of two simultaneous saves of the same version win', async () => {
      const { id, version } = await createSection();
      const results = await Promise.all([
        w.owner.patch(`/api/section/${id}`, { version, name: 'A' }),
        w.owner.patch(`/api/section/${id}`, { version, name: 'B' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)?.body.name as string;
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body).toMatchObject({ name: winner, version: version + 1 });
    });

    it('refuses rule-breaking data (422, nothing saved) and bad fields (400)', async () => {
      const { id, version } = await createSection();
      await w.owner.patch(`/api/section/${id}`, { version, data: brokenSection() }).expect(422);
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body.version).toBe(version);
      const bad = await w.owner.patch(`/api/section/${id}`, { version: -1, project: otherProject }).expect(400);
      expect(bad.body.details.issues).toEqual([{ field: 'version', message: 'must be an integer ≥ 0' }]);
      // The next version must fit the 32-bit column (PostgreSQL refused the bound 2^31 with a 500).
      const top = await w.owner.patch(`/api/section/${id}`, { version: 2_147_483_647, name: 'x' }).expect(400);
      expect(top.body.details.issues).toEqual([{ field: 'version', message: 'must be at most 2147483646' }]);
      const move = await w.owner.patch(`/api/section/${id}`, { version, project: otherProject }).expect(400);
      expect(move.body.details.issues).toEqual([{ field: 'project', message: 'is not one of your projects' }]);
    });

    it('accepts the payload {id, project, data, results} without a version: the last write wins', async () => {
      const { id, version } = await createSection(pullingSection('Before'));
      const results = { status: 'success', distance: 42, messages: [] };
      const first = await w.owner.patch(`/api/section/${id}`, { id, project, data: pullingSection('First'), results }).expect(200);
      expect(first.body).toMatchObject({ id, project, name: 'First', version: version + 1, results });
      expect(first.headers['etag']).toBe(`"${version + 1}"`);
      // A second writer that never read the first one's save still wins: nothing checks the version.
      const second = await w.owner.patch(`/api/section/${id}`, { id, project, data: pullingSection('Second'), results: null }).expect(200);
      expect(second.body).toMatchObject({ name: 'Second', version: version + 2, results: null });
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body).toMatchObject({ name: 'Second', version: version + 2 });
    });

    it('refuses a body id other than the path’s (400 naming id), and nothing changes', async () => {
      const { id, version } = await createSection(pullingSection('Kept'));
      const other = await createSection();
      const wrong = await w.owner.patch(`/api/section/${id}`, { id: other.id, data: pullingSection('Changed') }).expect(400);
      expect(wrong.body.details.issues).toEqual([{ field: 'id', message: 'must be the id in the path' }]);
      const notAnId = await w.owner.patch(`/api/section/${id}`, { id: 'new', version }).expect(400);
      expect(notAnId.body.details.issues).toEqual([{ field: 'id', message: 'must be an id' }]);
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body).toMatchObject({ name: 'Kept', version });
    });

    it('answers the version as ETag and honours If-Match: 412 when stale, * for any, 400 when malformed', async () => {
      const { id } = await createSection(pullingSection('Tagged'));
      const read = await w.owner.get(`/api/section/${id}`).expect(200);
      const etag = read.headers['etag'] as string;
      expect(etag).toBe(`"${read.body.version}"`);
      const saved = await w.owner.patch(`/api/section/${id}`, { name: 'By ETag' }).set('If-Match', etag).expect(200);
      expect(saved.headers['etag']).toBe(`"${read.body.version + 1}"`);
      const stale = await w.owner.patch(`/api/section/${id}`, { name: 'Stale' }).set('If-Match', etag).expect(412);
      expect(stale.body).toMatchObject({ code: 'PRECONDITION_FAILED', details: { reason: 'version', currentVersion: read.body.version + 1 } });
      const list = await w.owner.patch(`/api/section/${id}`, { name: 'Either' }).set('If-Match', `${etag}, ${saved.headers['etag']}`).expect(200);
      await w.owner.patch(`/api/section/${id}`, { name: 'Any' }).set('If-Match', '*').expect(200);
      for (const header of ['W/"1"', '7', '"x"', '"99999999999"']) {
        const bad = await w.owner.patch(`/api/section/${id}`, { name: 'Bad' }).set('If-Match', header).expect(400);
        expect(bad.body.details.issues[0].field).toBe('If-Match');
      }
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body).toMatchObject({ name: 'Any', version: list.body.version + 1 });
    });

    it('honours the body version beside If-Match (409 when stale), and refuses the two disagreeing (400 naming version)', async () => {
      const { id, version } = await createSection();
      const both = await w.owner.patch(`/api/section/${id}`, { version, name: 'Both' }).set('If-Match', `"${version}"`).expect(200);
      const stale = await w.owner.patch(`/api/section/${id}`, { version, name: 'Stale' }).set('If-Match', `"${version}"`).expect(409);
      expect(stale.body.details).toEqual({ reason: 'version', currentVersion: both.body.version });
      const contradiction = await w.owner.patch(`/api/section/${id}`, { version: both.body.version, name: 'x' }).set('If-Match', `"${version}"`).expect(400);
      expect(contradiction.body.details.issues[0].field).toBe('version');
      // With a wildcard the body's version decides.
      await w.owner.patch(`/api/section/${id}`, { version: both.body.version, name: 'Wildcard' }).set('If-Match', '*').expect(200);
    });

    it('moves a section only to a project of the caller’s (400 naming project otherwise), without a version too', async () => {
      const { id } = await createSection();
      const refused = await w.owner.patch(`/api/section/${id}`, { id, project: otherProject }).expect(400);
      expect(refused.body.details.issues).toEqual([{ field: 'project', message: 'is not one of your projects' }]);
      const target = (await w.owner.post('/api/project2', { name: 'Target 2' }).expect(201)).body.id as string;
      expect((await w.owner.patch(`/api/section/${id}`, { id, project: target }).expect(200)).body.project).toBe(target);
    });

    it('moves a section to another of the caller’s projects', async () => {
      const { id, version } = await createSection();
      const target = (await w.owner.post('/api/project2', { name: 'Target' }).expect(201)).body.id as string;
      const moved = await w.owner.patch(`/api/section/${id}`, { version, project: target }).expect(200);
      expect(moved.body.project).toBe(target);
    });

    it('holds the ownership matrix: 401, 404 another user, 403 admin', async () => {
      const { id, version } = await createSection();
      await w.http.patch(`/api/section/${id}`).send({ version, name: 'x' }).expect(401);
      await w.other.patch(`/api/section/${id}`, { version, name: 'x' }).expect(404);
      await w.admin.patch(`/api/section/${id}`, { version, name: 'x' }).expect(403);
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

  describe('sharing', () => {
    it('creates one share token (≥128 bits) that opens the section read-only for anybody', async () => {
      const { id } = await createSection(pullingSection('Shared'));
      await w.http.patch(`/api/section/create-share-token/${id}`).expect(401);
      await w.other.patch(`/api/section/create-share-token/${id}`).expect(404);
      await w.admin.patch(`/api/section/create-share-token/${id}`).expect(403);
      const first = await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200);
      expect(first.body).toEqual({ shareToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const second = await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200);
      expect(second.body).toEqual(first.body);
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body.shareToken).toBe(first.body.shareToken);

      const shared = await w.http.get(`/api/section/share/${first.body.shareToken}`).expect(200);
      expect(Object.keys(shared.body).sort()).toEqual(['createdAt', 'data', 'favorites', 'id', 'machines', 'name', 'results', 'studies', 'updatedAt', 'warnings']);
      expect(shared.body).toMatchObject({ id, name: 'Shared', studies: [], machines: [] });
      await w.other.get(`/api/section/share/${first.body.shareToken}`).expect(200);
      await w.http.get(`/api/section/share/${'A'.repeat(43)}`).expect(404);
      await w.http.get('/api/section/share/short').expect(404);
    });

    it('stops sharing for the owner: the link no longer opens, and sharing again gives a new link', async () => {
      const { id } = await createSection(pullingSection('Shared, then not'));
      const first = (await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200)).body as { shareToken: string };
      await w.http.delete(`/api/section/share-token/${id}`).expect(401);
      await w.other.delete(`/api/section/share-token/${id}`).expect(404);
      await w.admin.delete(`/api/section/share-token/${id}`).expect(403);
      await w.owner.delete(`/api/section/share-token/${id}`).expect(204);
      await w.http.get(`/api/section/share/${first.shareToken}`).expect(404);
      expect((await w.owner.get(`/api/section/${id}`).expect(200)).body.shareToken).toBeNull();
      await w.owner.delete(`/api/section/share-token/${id}`).expect(204);
      const again = (await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200)).body as { shareToken: string };
      expect(again.shareToken).not.toBe(first.shareToken);
    });

    it('tags the owner’s view and the link’s view apart: no If-None-Match of one revalidates the other, none is kept by a shared cache', async () => {
      const { id } = await createSection(pullingSection('Two views'));
      const { shareToken } = (await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200)).body as { shareToken: string };
      const owner = await w.owner.get(`/api/section/${id}`).expect(200);
      const link = await w.http.get(`/api/section/share/${shareToken}`).expect(200);
      const ownerTag = owner.headers['etag'] as string;
      const linkTag = link.headers['etag'] as string;
      // the owner's: the version, and while shared the share token's digest (never the token itself)
      expect(ownerTag).toMatch(new RegExp(`^"${owner.body.version as number}\\.[A-Za-z0-9_-]{12}"$`));
      expect(ownerTag).not.toContain(shareToken);
      // the link's: weak and of its own kind
      expect(linkTag).toMatch(/^W\/"shared\.[A-Za-z0-9_-]{43}"$/);
      expect(linkTag).not.toBe(ownerTag);
      for (const answer of [owner, link]) {
        expect(answer.headers['cache-control']).toBe('private, no-cache');
      }
      expect(owner.headers['vary']).toMatch(/\bCookie\b/);
      expect(owner.headers['vary']).toMatch(/\bAuthorization\b/);
      // each view revalidates itself (304)…
      await w.owner.get(`/api/section/${id}`).set('If-None-Match', ownerTag).expect(304);
      await w.http.get(`/api/section/share/${shareToken}`).set('If-None-Match', linkTag).expect(304);
      // …and never the other, whichever tag form is sent
      for (const tag of [ownerTag, `W/${ownerTag}`, `"${owner.body.version as number}"`]) {
        const crossed = await w.http.get(`/api/section/share/${shareToken}`).set('If-None-Match', tag).expect(200);
        expect(crossed.body.shareToken).toBeUndefined();
      }
      const back = await w.owner.get(`/api/section/${id}`).set('If-None-Match', linkTag).expect(200);
      expect(back.body.shareToken).toBe(shareToken);
      // the link's tag is no tag a save can name
      const refused = await w.owner.patch(`/api/section/${id}`, { name: 'By the link' }).set('If-Match', linkTag).expect(400);
      expect(refused.body.details.issues[0].field).toBe('If-Match');
      // the owner's tag is one: it names the version
      const saved = await w.owner.patch(`/api/section/${id}`, { name: 'By the owner' }).set('If-Match', ownerTag).expect(200);
      expect(saved.headers['etag']).toMatch(new RegExp(`^"${(owner.body.version as number) + 1}\\.`));
      // the link's view follows the save: the old tag no longer revalidates it
      const after = await w.http.get(`/api/section/share/${shareToken}`).set('If-None-Match', linkTag).expect(200);
      expect(after.body.name).toBe('By the owner');
    });

    it('changes the owner’s tag when sharing starts or stops, though the version stays: no 304 with a stale shareToken', async () => {
      const { id, version } = await createSection(pullingSection('Shared and stopped'));
      const before = await w.owner.get(`/api/section/${id}`).expect(200);
      expect(before.headers['etag']).toBe(`"${version}"`);
      const { shareToken } = (await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200)).body as { shareToken: string };
      const shared = await w.owner.get(`/api/section/${id}`).set('If-None-Match', before.headers['etag'] as string).expect(200);
      expect(shared.body).toMatchObject({ version, shareToken });
      await w.owner.delete(`/api/section/share-token/${id}`).expect(204);
      const stopped = await w.owner.get(`/api/section/${id}`).set('If-None-Match', shared.headers['etag'] as string).expect(200);
      expect(stopped.body).toMatchObject({ version, shareToken: null });
      expect(stopped.headers['etag']).toBe(`"${version}"`);
      const again = (await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200)).body as { shareToken: string };
      const reshared = await w.owner.get(`/api/section/${id}`).set('If-None-Match', shared.headers['etag'] as string).expect(200);
      expect(reshared.body.shareToken).toBe(again.shareToken);
      expect(reshared.headers['etag']).not.toBe(shared.headers['etag']);
      // the version is what a save compares: a tag read before sharing still saves over it
      await w.owner.patch(`/api/section/${id}`, { name: 'Saved over' }).set('If-Match', before.headers['etag'] as string).expect(200);
    });

    it('quotes in a 412 the exact tag to send now, the share digest included while shared', async () => {
      const { id } = await createSection(pullingSection('Quoted tag'));
      const first = (await w.owner.get(`/api/section/${id}`).expect(200)).headers['etag'] as string;
      await w.owner.patch(`/api/section/${id}`, { name: 'Moved on' }).expect(200);
      const plain = await w.owner.get(`/api/section/${id}`).expect(200);
      const unshared = await w.owner.patch(`/api/section/${id}`, { name: 'Stale' }).set('If-Match', first).expect(412);
      expect(unshared.body.details.currentEtag).toBe(plain.headers['etag']);
      expect(unshared.body.message).toContain(`(ETag ${plain.headers['etag'] as string})`);
      await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200);
      const shared = await w.owner.get(`/api/section/${id}`).expect(200);
      const tag = shared.headers['etag'] as string;
      expect(tag).toMatch(/^"\d+\.[A-Za-z0-9_-]+"$/);
      const stale = await w.owner.patch(`/api/section/${id}`, { name: 'Stale' }).set('If-Match', first).expect(412);
      expect(stale.body.details).toEqual({ reason: 'version', currentVersion: shared.body.version, currentEtag: tag });
      expect(stale.body.message).toContain(`(ETag ${tag})`);
      // the tag quoted is one a save accepts
      await w.owner.patch(`/api/section/${id}`, { name: 'By the quoted tag' }).set('If-Match', stale.body.details.currentEtag as string).expect(200);
    });

    it('carries the machine presets the section names, without their owner, so that a reader computes the owner’s result', async () => {
      const catalogue = ((await w.owner.get('/api/presets?order=name&type=pullingMachine').expect(200)).body as { id: string; name: string; owner: string | null }[]).find(
        (preset) => preset.owner === null,
      );
      expect(catalogue).toBeDefined();
      const own = (await w.owner.post('/api/presets', { name: 'My pusher', type: 'pushingMachine', data: { maxPushingForce: 900 } }).expect(201)).body as { id: string };
      const theirs = (await w.other.post('/api/presets', { name: 'Their pusher', type: 'pushingMachine', data: { maxPushingForce: 700 } }).expect(201)).body as { id: string };
      const data = pullingSection('With machines');
      data.equipment.pullingMachine = catalogue?.id ?? null;
      data.equipment.pushingMachine = own.id;
      data.trajectory.rows = [...data.trajectory.rows, { key: 'p', type: 'pusher', pushingMachine: theirs.id }];
      const { id } = (await w.owner.post('/api/section', { project, data }).expect(201)).body as { id: string };
      const { shareToken } = (await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200)).body as { shareToken: string };
      const shared = await w.http.get(`/api/section/share/${shareToken}`).expect(200);
      const machines = shared.body.machines as { id: string; name: string; catalogue: boolean }[];
      // the catalogue's and the owner's own; another user's preset named in a row is not the owner's to share
      expect(machines).toHaveLength(2);
      expect(machines.map(({ id, catalogue }) => [id, catalogue])).toEqual(expect.arrayContaining([[catalogue?.id, true], [own.id, false]]));
      expect(machines.find((m) => m.id === own.id)).toEqual({ id: own.id, name: 'My pusher', type: 'pushingMachine', group: null, data: { maxPushingForce: 900 }, catalogue: false });
      for (const machine of machines) {
        expect(Object.keys(machine)).not.toContain('owner');
      }
    });

    it('copies a shared section into one of the caller’s projects', async () => {
      const { id } = await createSection(pullingSection('To copy'));
      const { shareToken } = (await w.owner.patch(`/api/section/create-share-token/${id}`).expect(200)).body as { shareToken: string };
      await w.http.post(`/api/section/share/${shareToken}/copy`).send({ project: otherProject }).expect(401);
      const copy = await w.other.post(`/api/section/share/${shareToken}/copy`, { project: otherProject }).expect(201);
      expect(copy.body).toMatchObject({ project: otherProject, name: 'To copy', shareToken: null, version: 1 });
      expect((await w.other.get(`/api/section/${copy.body.id}`).expect(200)).body.data.general.sectionName).toBe('To copy');
      const notTheirs = await w.other.post(`/api/section/share/${shareToken}/copy`, { project }).expect(400);
      expect(notTheirs.body.details.issues).toEqual([{ field: 'project', message: 'is not one of your projects' }]);
      const bad = await w.other.post(`/api/section/share/${shareToken}/copy`, {}).expect(400);
      expect(bad.body.details.issues).toEqual([{ field: 'project', message: 'is required' }]);
      await w.other.post(`/api/section/share/${'B'.repeat(43)}/copy`, { project: otherProject }).expect(404);
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
