import { normalizeSectionData, PULLING_TEMPLATE, sectionFromTemplate, type SectionData } from '@cla/domain';
import { SectionDataSchema } from '@cla/domain/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

/** The number fields of a pulling section that a user types in, and a few others. */
const NUMBER_FIELDS = [
  ['cable', 'outerDiameter'],
  ['cable', 'weight'],
  ['cable', 'stiffness'],
  ['cable', 'maxPullingForce'],
  ['cable', 'minBendingRadius'],
  ['settings', 'layingSpeed'],
  ['settings', 'pullingForce'],
  ['settings', 'lostForce'],
  ['trajectory', 'altitudeAtStart'],
  ['trajectory', 'initialHeading'],
] as const;

/** A finite number (any size, negative zero included), `null`, or a value that is not one. */
const value = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constant(null)) },
  { weight: 2, arbitrary: fc.constantFrom('Infinity', '-Infinity', 'NaN', '12', {}, [], { value: 1 }, true) },
);

describe.each(availableDatabases())('section data round trip on $name', (kind) => {
  let w: World;
  let project: string;

  beforeAll(async () => {
    w = await startWorld(kind);
    project = (await w.owner.post('/api/project2', { name: 'P' }).expect(201)).body.id as string;
  });

  afterAll(async () => {
    await w?.close();
  });

  it('stores exactly what the schema accepted, and nothing when it refuses (400 naming the field)', { timeout: 60_000 }, async () => {
    const outcomes = { stored: 0, refused: 0, unprocessable: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...NUMBER_FIELDS), value), { minLength: 1, maxLength: 4 }), fc.boolean(), async (changes, extra) => {
        const data = structuredClone(sectionFromTemplate(PULLING_TEMPLATE)) as unknown as Record<string, Record<string, unknown>>;
        for (const [[group, field], v] of changes) {
          (data[group] as Record<string, unknown>)[field] = v;
        }
        if (extra) (data['cable'] as Record<string, unknown>)['colour'] = 'red';
        const before = (await w.owner.get(`/api/section?project=${project}`).expect(200)).body.length as number;
        const response = await w.owner.post('/api/section', { project, data, name: 'Round trip' });
        const parsed = SectionDataSchema.safeParse(data);
        if (!parsed.success) {
          expect(response.status).toBe(400);
          const fields = response.body.details.issues.map((issue: { field: string }) => issue.field);
          expect(fields.length).toBeGreaterThan(0);
          for (const field of fields) expect(changes.map(([[g, f]]) => `data.${g}.${f}`)).toContain(field);
          outcomes.refused += 1;
        } else if (response.status === 422) {
          outcomes.unprocessable += 1; // a finite number the domain's rules refuse (e.g. a negative diameter)
        } else {
          expect(response.status).toBe(201);
          const stored = (await w.owner.get(`/api/section/${response.body.id}`).expect(200)).body.data as SectionData;
          const accepted = normalizeSectionData(parsed.data);
          const expected = { ...accepted, general: { ...accepted.general, sectionName: 'Round trip' } };
          expect(stored).toEqual(JSON.parse(JSON.stringify(expected)));
          expect(stored.cable).not.toHaveProperty('colour');
          outcomes.stored += 1;
          await w.owner.delete(`/api/section/${response.body.id}`).expect(204);
          return;
        }
        expect((await w.owner.get(`/api/section?project=${project}`).expect(200)).body.length).toBe(before);
      }),
      { seed: 424242, numRuns: 60 },
    );
    expect(outcomes.stored).toBeGreaterThan(5);
    expect(outcomes.refused).toBeGreaterThan(5);
  });

  it('refuses 1e999 (Infinity once parsed) instead of storing it as null', async () => {
    const data = JSON.stringify({ project, data: sectionFromTemplate(PULLING_TEMPLATE) }).replace('"layingSpeed":13', '"layingSpeed":1e999');
    expect(data).toContain('1e999');
    const response = await w.owner.postRaw('/api/section', data).expect(400);
    expect(response.body.details.issues).toEqual([{ field: 'data.settings.layingSpeed', message: 'must be a finite number' }]);
  });

  it('refuses a version beyond a 32-bit integer with a 400 naming it', async () => {
    const id = (await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body.id as string;
    const response = await w.owner.patch(`/api/section/${id}`, { version: 2 ** 31 }).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [{ field: 'version', message: 'must be at most 2147483646' }] } });
  });
});
