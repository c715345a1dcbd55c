import { DEMO_PROJECT_NAME, demoProjectName, demoProjectSections, machinePresetOf, METHODS, type SectionData, toSimulationRequest } from '@cla/domain';
import type { Preset, Project2, Section } from '@cla/domain/api';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, registerClient, sessionOf } from './support/accounts-client.js';
import { availableDatabases } from './support/test-databases.js';
import { type BareWorld, startBareWorld } from './support/world.js';

// The demo project (DEMO_PROJECT, on by default): each new account gets its own copy, one section per laying method,
// and each section computes on the server's real engine.
describe.each(availableDatabases())('the demo project on $name', (kind) => {
  let world: BareWorld;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    world = await startBareWorld(kind, { DEMO_PROJECT: 'true', SIMULATOR_WORKERS: '1' });
    http = world.http;
  });

  afterAll(() => world?.close());

  it('a new account sees the demo project with 7 sections, one per laying method, each computing to a result', async () => {
    const first = await registerClient(http, 'first');
    const user = await registerClient(http, 'newcomer');
    const projects = (await user.get('/api/project2').expect(200)).body as Project2[];
    expect(projects.map((p) => p.name)).toEqual([DEMO_PROJECT_NAME]);
    const sections = (await user.get(`/api/section?project=${projects[0]!.id}`).expect(200)).body as Section[];
    expect(sections).toHaveLength(7);
    expect(sections.map((s) => s.data['general'] && (s.data as unknown as SectionData).general.layingMethod).sort()).toEqual([...METHODS].sort());

    const presets = (await user.get('/api/presets').expect(200)).body as Preset[];
    const machines = Object.fromEntries(
      presets.filter((p) => p.type === 'pushingMachine' || p.type === 'pullingMachine').map((p) => [p.id, machinePresetOf(p)]),
    );
    for (const section of sections) {
      const body = toSimulationRequest(section.data as unknown as SectionData, { context: { machines }, findMaxDistance: false });
      const result = (await user.post('/simulator/calculate', body).expect(200)).body as { status: string; distance: number; messages: { level: string }[] };
      expect([section.name, result.status]).toEqual([section.name, 'success']);
      expect(Number.isFinite(result.distance) && result.distance > 0).toBe(true);
    }

    // every account has its own copy: the first user's is another project
    const firstProjects = (await first.get('/api/project2').expect(200)).body as Project2[];
    expect(firstProjects).toHaveLength(1);
    expect(firstProjects[0]!.id).not.toBe(projects[0]!.id);
  });

  it('is made in the language the account registers with: the project, section, cable and pump names', async () => {
    const response = await http.post('/api/register').send({ username: 'hanna', email: 'hanna@example.com', password: 'correct horse battery', language: 'de' }).expect(201);
    expect(response.body.account?.language ?? response.body.language).toBe('de');
    const user = as(http, sessionOf(response));
    const projects = (await user.get('/api/project2').expect(200)).body as Project2[];
    expect(projects.map((p) => p.name)).toEqual([demoProjectName('de')]);
    const sections = (await user.get(`/api/section?project=${projects[0]!.id}`).expect(200)).body as Section[];
    const expected = demoProjectSections([], 'expert', 'de');
    expect(sections.map((s) => s.name).sort()).toEqual(expected.map((d) => d.general.sectionName).sort());
    const floating = sections.map((s) => s.data as unknown as SectionData).find((d) => d.general.layingMethod === 'floating')!;
    expect(floating.equipment.waterPump.name).toBe('Wasserpumpe 300 l/min, 16 bar');
    expect(floating.cable.name).toBe('Bündeladerkabel 288 Fasern, 15 mm');
    await http.post('/api/register').send({ username: 'tom', email: 'tom@example.com', password: 'correct horse battery', language: 'xx' }).expect(400);
  });
});

describe('DEMO_PROJECT=false', () => {
  it('leaves a new account empty', async () => {
    const [kind] = availableDatabases();
    const world = await startBareWorld(kind!, { DEMO_PROJECT: 'false', SIMULATOR_WORKERS: '1' });
    try {
      const user = await registerClient(world.http, 'alone');
      expect((await user.get('/api/project2').expect(200)).body).toEqual([]);
    } finally {
      await world.close();
    }
  });
});
