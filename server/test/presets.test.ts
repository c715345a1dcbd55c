import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REPOSITORY_ROOT } from '../src/config/index.js';
import { compareNames } from '../src/database/order.js';
import { MotdService } from '../src/modules/motd/motd.service.js';
import { PresetsService } from '../src/modules/presets/presets.service.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface CataloguePreset {
  name: string;
  type: string;
  group: string;
  data: Record<string, unknown>;
}

describe.each(availableDatabases())('presets, motd and user-company on $name', (kind) => {
  let w: World;
  let catalogue: CataloguePreset[];

  beforeAll(async () => {
    w = await startWorld(kind);
    catalogue = (JSON.parse(await readFile(join(REPOSITORY_ROOT, 'fixtures/presets/demo-catalogue.json'), 'utf8')) as { presets: CataloguePreset[] }).presets;
  });

  afterAll(async () => {
    await w?.close();
  });

  describe('GET /api/presets', () => {
    it('answers the demo catalogue, loaded at the first start, by name, owner null', async () => {
      const response = await w.owner.get('/api/presets?order=name').expect(200);
      expect(response.body).toHaveLength(catalogue.length);
      const names = response.body.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort(compareNames));
      expect(names.indexOf('Micro cable 96 fibres, 6.0 mm')).toBeLessThan(names.indexOf('Micro cable 144 fibres, 7.5 mm'));
      const first = catalogue[0] as CataloguePreset;
      expect(response.body).toContainEqual({ id: expect.stringMatching(UUID), name: first.name, type: first.type, group: first.group, data: first.data, owner: null });
    });

    it('filters by type', async () => {
      const response = await w.owner.get('/api/presets?order=name&type=pushingMachine').expect(200);
      expect(response.body.length).toBe(catalogue.filter((p) => p.type === 'pushingMachine').length);
      expect(response.body.every((p: { type: string }) => p.type === 'pushingMachine')).toBe(true);
    });

    it('refuses an unknown type, order or parameter (400 naming it), and anonymous callers (401)', async () => {
      const response = await w.owner.get('/api/presets?order=size&type=rocket&page=2').expect(400);
      expect(response.body.details.issues).toEqual([
        { field: 'page', message: 'is not a known field' },
        { field: 'order', message: 'must be one of name' },
        { field: 'type', message: 'must be one of cable, compressor, pullingMachine, pushingMachine, stretch, trajectory, waterPump' },
      ]);
      await w.http.get('/api/presets').expect(401);
    });

    it('does not load the catalogue twice', async () => {
      expect(await w.app.get(PresetsService).loadDemoCatalogue(join(REPOSITORY_ROOT, 'fixtures/presets/demo-catalogue.json'))).toBe(0);
      expect((await w.owner.get('/api/presets').expect(200)).body).toHaveLength(catalogue.length);
    });
  });

  it('loads the valid entries of a catalogue and skips the bad ones; a missing file loads nothing', async () => {
    const orm = w.app.get(MikroORM);
    const file = join(w.dataDir, 'catalogue.json');
    await writeFile(file, JSON.stringify({ version: 2, presets: [{ name: 'Good', type: 'cable', group: 'g', data: {} }, { name: '', type: 'rocket' }] }));
    const service = w.app.get(PresetsService);
    await orm.em.getConnection().execute("delete from app_setting where key = 'demo_catalogue_version'");
    expect(await service.loadDemoCatalogue(join(w.dataDir, 'missing.json'))).toBe(0);
    expect(await service.loadDemoCatalogue(file)).toBe(1);
    expect((await w.owner.get('/api/presets?type=cable').expect(200)).body.map((p: { name: string }) => p.name)).toContain('Good');
    expect(await service.loadDemoCatalogue(file)).toBe(0);
  });

  describe('POST /api/presets and DELETE /api/presets/{id}', () => {
    it('saves a user’s own preset, seen by them only', async () => {
      const body = { name: 'My pusher', type: 'pushingMachine', group: 'mine', data: { maxPushingForce: 1000, cableDiameterRange: { min: 5, max: 20 }, useInSerie: true } };
      const created = await w.owner.post('/api/presets', body).expect(201);
      expect(created.body).toEqual({ id: expect.stringMatching(UUID), ...body, owner: expect.stringMatching(UUID) });
      const mine = await w.owner.get('/api/presets?type=pushingMachine').expect(200);
      expect(mine.body).toContainEqual(created.body);
      const theirs = await w.other.get('/api/presets?type=pushingMachine').expect(200);
      expect(theirs.body.map((p: { id: string }) => p.id)).not.toContain(created.body.id);
    });

    it('refuses bad input with 400 naming the fields', async () => {
      const response = await w.owner
        .post('/api/presets', { name: '', type: 'rocket', data: [] })
        .expect(400);
      expect(response.body.details.issues.map((i: { field: string }) => i.field)).toEqual(['name', 'type', 'data']);
      const machine = await w.owner
        .post('/api/presets', { name: 'Bad', type: 'pullingMachine', data: { maxPullingForce: -1, ductDiameterRange: 5, useInParallel: 'yes' } })
        .expect(400);
      expect(machine.body.details.issues).toEqual([
        { field: 'data.maxPullingForce', message: 'must be a number ≥ 0 or null' },
        { field: 'data.ductDiameterRange', message: 'must be {min, max} with numbers ≥ 0 or null' },
        { field: 'data.useInParallel', message: 'must be true, false or null' },
      ]);
      // a stretch preset's COF is one the stretches take: above 0, at most 1
      const sticky = await w.owner.post('/api/presets', { name: 'Sticky', type: 'stretch', data: { innerDiameter: 33, cof: 1e20 } }).expect(400);
      expect(sticky.body.details.issues).toEqual([{ field: 'data.cof', message: 'must be at most 1' }]);
      const none = await w.owner.post('/api/presets', { name: 'None', type: 'stretch', data: { cof: 0 } }).expect(400);
      expect(none.body.details.issues).toEqual([{ field: 'data.cof', message: 'must be more than 0' }]);
      await w.http.post('/api/presets').send({ name: 'x', type: 'cable', data: {} }).expect(401);
    });

    it('deletes one’s own preset; another user’s is a 404 (admins too); the catalogue is read-only (403)', async () => {
      const id = (await w.owner.post('/api/presets', { name: 'Tmp', type: 'cable', data: { outerDiameter: 10 } }).expect(201)).body.id as string;
      await w.http.delete(`/api/presets/${id}`).expect(401);
      await w.other.delete(`/api/presets/${id}`).expect(404);
      await w.admin.delete(`/api/presets/${id}`).expect(404);
      await w.owner.delete(`/api/presets/${id}`).expect(204);
      await w.owner.delete(`/api/presets/${id}`).expect(404);
      await w.owner.delete(`/api/presets/${UNKNOWN_ID}`).expect(404);
      const demo = (await w.owner.get('/api/presets').expect(200)).body.find((p: { owner: string | null }) => p.owner === null) as { id: string };
      const refused = await w.owner.delete(`/api/presets/${demo.id}`).expect(403);
      expect(refused.body.message).toBe('The demo catalogue is read-only');
      await w.admin.delete(`/api/presets/${demo.id}`).expect(403);
    });
  });

  describe('PATCH /api/presets/{id}', () => {
    it('renames one’s own preset (trimmed); refuses an empty name or other fields (400), another user’s (404) and the catalogue (403)', async () => {
      const created = (await w.owner.post('/api/presets', { name: 'Old name', type: 'cable', group: 'telecom', data: { outerDiameter: 10 } }).expect(201)).body as { id: string };
      const renamed = await w.owner.patch(`/api/presets/${created.id}`, { name: '  Fibre 96, 10 mm ' }).expect(200);
      expect(renamed.body).toEqual({ ...created, name: 'Fibre 96, 10 mm' });
      expect((await w.owner.get('/api/presets?type=cable').expect(200)).body).toContainEqual(renamed.body);
      const empty = await w.owner.patch(`/api/presets/${created.id}`, { name: ' ' }).expect(400);
      expect(empty.body.details.issues.map((i: { field: string }) => i.field)).toEqual(['name']);
      const extra = await w.owner.patch(`/api/presets/${created.id}`, { name: 'x', data: {} }).expect(400);
      expect(extra.body.code).toBeDefined();
      await w.http.patch(`/api/presets/${created.id}`).send({ name: 'x' }).expect(401);
      await w.other.patch(`/api/presets/${created.id}`, { name: 'Mine now' }).expect(404);
      await w.owner.patch(`/api/presets/${UNKNOWN_ID}`, { name: 'x' }).expect(404);
      const demo = (await w.owner.get('/api/presets').expect(200)).body.find((p: { owner: string | null }) => p.owner === null) as { id: string };
      await w.owner.patch(`/api/presets/${demo.id}`, { name: 'Renamed demo' }).expect(403);
    });
  });

  describe('presets in section validation', () => {
    it('checks a section against the limits of its machine preset', async () => {
      const presets = (await w.owner.get('/api/presets?type=pullingMachine').expect(200)).body as { id: string }[];
      const project = (await w.owner.post('/api/project2', { name: 'With machine' }).expect(201)).body.id as string;
      const { sectionFromTemplate, PULLING_TEMPLATE } = await import('@cla/domain');
      const data = sectionFromTemplate(PULLING_TEMPLATE);
      const withMachine = { ...data, equipment: { ...data.equipment, pullingMachine: presets[0]?.id } };
      const section = await w.owner.post('/api/section', { project, data: withMachine }).expect(201);
      expect(section.body.incomplete.map((i: { key: string }) => i.key)).not.toContain('section.equipment.pullingMachine.error.required');
    });
  });

  describe('GET /api/motd', () => {
    it('answers the default until one is stored, then the stored one; signed-in users only', async () => {
      await w.http.get('/api/motd').expect(401);
      expect((await w.owner.get('/api/motd').expect(200)).body).toEqual({ keyPrefix: 'motd', seqId: 0, enable: false });
      await w.app.get(MotdService).set({ keyPrefix: 'motd.maintenance', seqId: 3, enable: true });
      expect((await w.other.get('/api/motd').expect(200)).body).toEqual({ keyPrefix: 'motd.maintenance', seqId: 3, enable: true });
    });
  });

  describe('GET /api/user-company', () => {
    it('answers a null company for now; 401 without a session', async () => {
      expect((await w.owner.get('/api/user-company').expect(200)).body).toEqual({ company: null });
      await w.http.get('/api/user-company').expect(401);
    });
  });
});
