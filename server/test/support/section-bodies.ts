// Section data for the sections tests (a pulling section, one that breaks a rule), the formats their answers hold,
// and the world they start from (a project of the owner's, one of the other user's).
import { PULLING_TEMPLATE, sectionFromTemplate, type SectionData } from '@cla/domain';
import { afterAll, beforeAll } from 'vitest';

import type { TestDatabaseKind } from './test-databases.js';
import { startWorld, type World } from './world.js';

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A pulling section from the template: complete but for the pulling machine, with one warning. */
export function pullingSection(name = 'Pull 1'): SectionData {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  return { ...data, general: { ...data.general, sectionName: name } };
}

/** The same with a value that breaks a rule (a negative cable diameter). */
export function brokenSection(): SectionData {
  const data = pullingSection('Broken');
  return { ...data, cable: { ...data.cable, outerDiameter: -5 } };
}

/** A world with a project of the owner's ('P') and one of the other user's ('Q'), as every sections test starts. */
export async function startSectionsWorld(kind: TestDatabaseKind): Promise<{ w: World; project: string; otherProject: string }> {
  const w = await startWorld(kind);
  const project = (await w.owner.post('/api/project2', { name: 'P' }).expect(201)).body.id as string;
  const otherProject = (await w.other.post('/api/project2', { name: 'Q' }).expect(201)).body.id as string;
  return { w, project, otherProject };
}

/** Starts that world before the suite's tests, hands it to `take` (the suite keeps its parts), closes it after them. */
export function useSectionsWorld(kind: TestDatabaseKind, take: (world: { w: World; project: string; otherProject: string }) => void): void {
  let w: World | undefined;
  beforeAll(async () => {
    const world = await startSectionsWorld(kind);
    w = world.w;
    take(world);
  });
  afterAll(async () => {
    await w?.close();
  });
}

/** Creates a section of `data` in `project` as the owner (201): its id and version. */
export async function createSectionIn(w: World, project: string, data: SectionData = pullingSection()): Promise<{ id: string; version: number }> {
  return (await w.owner.post('/api/section', { project, data }).expect(201)).body as { id: string; version: number };
}
