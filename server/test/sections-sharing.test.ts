// Sharing a section: its link's token, the shared view, revoking, copying a shared section.
import { type SectionData } from '@cla/domain';
import { describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import type { World } from './support/world.js';
import { createSectionIn, pullingSection, useSectionsWorld } from './support/section-bodies.js';

describe.each(availableDatabases())('section sharing on $name', (kind) => {
  let w: World, project: string, otherProject: string;
  useSectionsWorld(kind, (world) => ({ w, project, otherProject } = world));

  const createSection = (data?: SectionData) => createSectionIn(w, project, data);

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
});
