// Saving a section (PATCH /api/section/{id}): versions, preconditions, names, validation, quotas.
import { newSection, type SectionData } from '@cla/domain';
import { describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import type { World } from './support/world.js';
import { brokenSection, createSectionIn, pullingSection, useSectionsWorld } from './support/section-bodies.js';

describe.each(availableDatabases())('section saves on $name', (kind) => {
  let w: World, project: string, otherProject: string;
  useSectionsWorld(kind, (world) => ({ w, project, otherProject } = world));

  const createSection = (data?: SectionData) => createSectionIn(w, project, data);

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
});
