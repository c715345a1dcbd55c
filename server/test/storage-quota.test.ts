// One account cannot stall everyone: stored JSON counts against DATA_QUOTA_MB (shown by GET /api/storage), and the
// lists whose items are large (legacy projects, a project's sections) answer pages of about 2 M characters.
import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Client } from './support/accounts-client.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

const MB = 1024 * 1024;

/** Legacy project data of about `characters` characters of JSON (rows padded with a note the route keeps). */
function bulkyData(characters: number) {
  const note = 'x'.repeat(100);
  const row = (index: number) => ({ type: 'straight', key: `r${index}`, slope: 0, length: 1, note });
  const rows = Math.floor(characters / (JSON.stringify(row(99999)).length + 1));
  return {
    trajectory: Array.from({ length: rows }, (_, index) => row(index)),
    slopeBased: true,
    altitudeAtStart: 0,
  };
}

/** Every page of a paged list, following `Link: <…>; rel="next"`; answers the pages' item counts too. */
async function allPages(client: Client, first: string): Promise<{ items: { id: string }[]; pages: number[] }> {
  const items: { id: string }[] = [];
  const pages: number[] = [];
  let next: string | null = first;
  while (next !== null) {
    const answer = await client.get(next).expect(200);
    items.push(...(answer.body as { id: string }[]));
    pages.push((answer.body as unknown[]).length);
    const link = /^<([^>]+)>; rel="next"$/.exec(String(answer.headers['link'] ?? ''));
    next = link?.[1] ?? null;
  }
  return { items, pages };
}

describe.each(availableDatabases())('storage quota and paged lists on $name', (kind) => {
  let w: World;

  beforeAll(async () => {
    w = await startWorld(kind, { DATA_QUOTA_MB: '3' });
  });

  afterAll(async () => {
    await w?.close();
  });

  it('refuses with 413 naming the quota the save that would pass DATA_QUOTA_MB, and accepts it once space is freed', async () => {
    const start = (await w.owner.get('/api/storage').expect(200)).body;
    expect(start.data.quotaBytes).toBe(3 * MB);
    expect(start.files.quotaBytes).toBeGreaterThan(0);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await w.owner.post('/api/project', { name: `Bulky ${index}`, data: bulkyData(0.9 * MB) }).expect(201)).body.id as string);
    }
    const used = (await w.owner.get('/api/storage').expect(200)).body.data.usedBytes as number;
    expect(used).toBeGreaterThan(start.data.usedBytes + 2.6 * MB);
    const refused = await w.owner.post('/api/project', { name: 'One too many', data: bulkyData(0.9 * MB) }).expect(413);
    expect(refused.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { reason: 'data-quota', quotaBytes: 3 * MB, usedBytes: used } });
    expect(refused.body.message).toContain('3.0 MB');
    // Sections and presets count against the same quota.
    const project = (await w.owner.post('/api/project2', { name: 'P' }).expect(201)).body.id as string;
    const data = sectionFromTemplate(PULLING_TEMPLATE);
    const scenarios = Array.from({ length: Math.floor((0.8 * MB) / JSON.stringify(data).length) }, (_, index) => ({ name: `S${index}`, primaryColor: '#000000', secondaryColor: '#ffffff', kind: 'scenario', data }));
    expect((await w.owner.post('/api/section', { project, data, favorites: scenarios }).expect(413)).body.details.reason).toBe('data-quota');
    // Another user is not affected; deleting frees the space.
    await w.other.post('/api/project', { name: 'Theirs', data: bulkyData(0.9 * MB) }).expect(201);
    await w.owner.delete(`/api/project/${ids[0] as string}`).expect(204);
    await w.owner.post('/api/project', { name: 'Now it fits', data: bulkyData(0.9 * MB) }).expect(201);
  });

  it('answers the legacy project list in pages of about 2 M characters, linked by rel="next"', async () => {
    const { items, pages } = await allPages(w.owner, '/api/projects');
    expect(items.map((item) => item.id)).toHaveLength(3);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    expect(pages.length).toBeGreaterThan(1);
    expect(Math.max(...pages)).toBeLessThanOrEqual(2);
    expect((await w.owner.get('/api/projects?offset=99').expect(200)).body).toEqual([]);
    expect((await w.owner.get('/api/projects?offset=-1').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it("pages a project's sections the same way", async () => {
    const project = (await w.other.post('/api/project2', { name: 'Many' }).expect(201)).body.id as string;
    for (let index = 0; index < 3; index += 1) {
      await w.other.post('/api/section', { project, data: { ...sectionFromTemplate(PULLING_TEMPLATE), general: { ...sectionFromTemplate(PULLING_TEMPLATE).general, sectionName: `S${index}` } } }).expect(201);
    }
    const { items, pages } = await allPages(w.other, `/api/section?project=${project}`);
    expect(items).toHaveLength(3);
    expect(pages).toEqual([3]);
  });
});
