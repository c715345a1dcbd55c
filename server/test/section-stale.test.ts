// A saved result that no longer matches the saved data is stale: in the section (`stale`), in the project API's
// section summaries (`stale` beside `status`), never silently fresh again; favourites saved alone leave it as it was.
import { PULLING_TEMPLATE, resultsBasisHash, sectionFromTemplate, type SectionData } from '@cla/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

function pulling(name: string): SectionData {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  return { ...data, general: { ...data.general, sectionName: name } };
}

const RESULTS = { status: 'success', started: true, distance: 300, messages: [] };

describe.each(availableDatabases())('stale results on $name', (kind) => {
  let w: World;
  let project: string;

  beforeAll(async () => {
    w = await startWorld(kind);
    project = (await w.owner.post('/api/project2', { name: 'Stale' }).expect(201)).body.id as string;
  });

  afterAll(async () => {
    await w?.close();
  });

  const summary = async (id: string) => {
    const projects = (await w.owner.get('/api/project2').expect(200)).body as { id: string; sections: { id: string; status?: string; stale?: boolean }[] }[];
    return projects.find((p) => p.id === project)!.sections.find((s) => s.id === id)!;
  };

  it('marks the result stale once the data it rests on changes, and fresh with a result of the new data', async () => {
    const data = pulling('Stale one');
    const created = (await w.owner.post('/api/section', { project, data, results: RESULTS }).expect(201)).body as { id: string; version: number; stale: boolean };
    const { id } = created;
    expect(created.stale).toBe(false);
    expect(await summary(id)).toMatchObject({ status: 'success', stale: false });

    // a rename and a new description are no edit of what the result rests on
    let version = (await w.owner.patch(`/api/section/${id}`, { version: created.version, name: 'Renamed' }).expect(200)).body.version as number;
    const described = { ...data, general: { ...data.general, sectionName: 'Renamed', sectionDescription: 'Along the river' } };
    const saved = await w.owner.patch(`/api/section/${id}`, { version, data: described }).expect(200);
    expect(saved.body.stale).toBe(false);
    version = saved.body.version as number;

    // a save of the data alone (as the editor's Save after an edit): the stored result stays, stale
    const edited = { ...described, settings: { ...described.settings, pullingForce: 9000 } };
    const after = await w.owner.patch(`/api/section/${id}`, { version, data: edited }).expect(200);
    expect(after.body).toMatchObject({ stale: true, results: { status: 'success', distance: 300 } });
    expect((await w.owner.get(`/api/section/${id}`).expect(200)).body.stale).toBe(true);
    expect(await summary(id)).toMatchObject({ status: 'success', stale: true });
    expect((await w.owner.get(`/api/section?project=${project}`).expect(200)).body.find((s: { id: string }) => s.id === id).stale).toBe(true);

    // favourites saved on their own change nothing of it
    const favourite = await w.owner.patch(`/api/section/${id}`, { version: after.body.version, favorites: [{ name: 'Plan A', primaryColor: '#112233', secondaryColor: '#445566' }] }).expect(200);
    expect(favourite.body).toMatchObject({ stale: true, favorites: [{ name: 'Plan A' }] });

    // editing back to the data the result came from makes it fresh again: the digest, not the version, decides
    const back = await w.owner.patch(`/api/section/${id}`, { version: favourite.body.version, data: described }).expect(200);
    expect(back.body.stale).toBe(false);
    const again = await w.owner.patch(`/api/section/${id}`, { version: back.body.version, data: edited }).expect(200);
    expect(again.body.stale).toBe(true);

    // results sent alone belong to the stored data; results sent with data belong to that data
    const simulated = await w.owner.patch(`/api/section/${id}`, { version: again.body.version, results: { ...RESULTS, distance: 280 } }).expect(200);
    expect(simulated.body).toMatchObject({ stale: false, results: { distance: 280 } });
    expect(await summary(id)).toMatchObject({ stale: false });
    const both = await w.owner.patch(`/api/section/${id}`, { version: simulated.body.version, data: described, results: RESULTS }).expect(200);
    expect(both.body.stale).toBe(false);

    // no result, nothing to be stale: the summary says neither
    const cleared = await w.owner.patch(`/api/section/${id}`, { version: both.body.version, results: null }).expect(200);
    expect(cleared.body.stale).toBe(false);
    expect(await summary(id)).not.toHaveProperty('stale');
    expect(resultsBasisHash(edited)).not.toBe(resultsBasisHash(described));
  });

  it('copies the freshness with the section', async () => {
    const data = pulling('To copy');
    const created = (await w.owner.post('/api/section', { project, data, results: RESULTS }).expect(201)).body as { id: string; version: number };
    await w.owner.patch(`/api/section/${created.id}`, { version: created.version, data: { ...data, settings: { ...data.settings, pullingForce: 8000 } } }).expect(200);
    const copy = await w.owner.post(`/api/section/${created.id}/duplicate`, {}).expect(201);
    expect(copy.body).toMatchObject({ stale: true, results: { status: 'success' } });
  });
});
