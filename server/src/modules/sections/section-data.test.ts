// Tests of the shape of section data (the contract's SectionDataSchema) as the server answers it: its messages and body limits.
import { JETTING_TEMPLATE, MAX_STRETCH_ID_LENGTH, newSection, PULLING_TEMPLATE, sectionFromTemplate, WATUCAB_TEMPLATE } from '@cla/domain';
import { SectionDataSchema } from '@cla/domain/contracts';
import { describe, expect, it } from 'vitest';

import { BODY_LIMITS } from '../../http/schema/body-limits.js';
import { fieldIssuesOf } from '../../http/schema/zod-issues.js';

function issuesOf(data: unknown) {
  const parsed = SectionDataSchema.safeParse(data);
  return parsed.success ? [] : fieldIssuesOf(parsed.error);
}

describe('SectionDataSchema', () => {
  it('accepts what the domain makes, unchanged (nothing dropped)', () => {
    const sections = [newSection(), newSection({ allowedLayingMethods: ['jetting'], displayMode: 'simple' }), ...[PULLING_TEMPLATE, JETTING_TEMPLATE, WATUCAB_TEMPLATE].map((t) => sectionFromTemplate(t))];
    for (const data of sections) {
      expect(SectionDataSchema.parse(data)).toEqual(data);
    }
  });

  it('refuses anything but a finite number or null where a number belongs, naming the field', () => {
    const data = sectionFromTemplate(PULLING_TEMPLATE);
    expect(issuesOf({ ...data, cable: { ...data.cable, outerDiameter: 'Infinity' } })).toEqual([{ field: 'cable.outerDiameter', message: 'must be a finite number or null' }]);
    expect(issuesOf({ ...data, cable: { ...data.cable, weight: { value: 1 } } })).toEqual([{ field: 'cable.weight', message: 'must be a finite number or null' }]);
    expect(issuesOf({ ...data, settings: { ...data.settings, layingSpeed: Number.POSITIVE_INFINITY } })).toEqual([{ field: 'settings.layingSpeed', message: 'must be a finite number or null' }]);
    const rows = [...data.trajectory.rows];
    rows[1] = { ...rows[1], type: 'straight', key: 'k', length: '12' } as unknown as (typeof rows)[number];
    expect(issuesOf({ ...data, trajectory: { ...data.trajectory, rows } })).toEqual([{ field: 'trajectory.rows[1].length', message: 'must be a finite number or null' }]);
    expect(issuesOf({ ...data, cable: { ...data.cable, outerDiameter: null } })).toEqual([]);
  });

  it('refuses wrong types of groups, lists and choices, and lookup keys every object has', () => {
    expect(issuesOf({ general: [], stretches: { rows: {} }, equipment: { lubricant: 'oil' } })).toEqual([
      { field: 'general', message: 'must be an object' },
      { field: 'equipment.lubricant', message: 'must be one of no, yes, lubricator or null' },
      { field: 'stretches.rows', message: 'must be an array' },
    ]);
    expect(issuesOf({ general: { layingMethod: 'constructor' }, trajectory: { rows: [{ type: 'toString', key: 'a' }] } })).toEqual([
      { field: 'general.layingMethod', message: 'is not an allowed value' },
      { field: 'trajectory.rows[0].type', message: 'is not an allowed value' },
    ]);
    // A choice the domain judges in context stays a string here: the domain answers it with a 422.
    expect(issuesOf({ general: { layingMethod: 'teleport' } })).toEqual([]);
  });

  it('refuses a stretch id longer than a study’s perStretch key may be (100 characters), naming the field', () => {
    const data = sectionFromTemplate(PULLING_TEMPLATE);
    const withId = (id: string) => ({ ...data, stretches: { rows: data.stretches.rows.map((row) => ({ ...row, id })) } });
    expect(MAX_STRETCH_ID_LENGTH).toBe(100);
    expect(BODY_LIMITS.maxKeyLength).toBe(MAX_STRETCH_ID_LENGTH);
    expect(issuesOf(withId('s'.repeat(101)))).toEqual([{ field: 'stretches.rows[0].id', message: 'must have at most 100 characters' }]);
    expect(issuesOf(withId('s'.repeat(100)))).toEqual([]);
  });

  it('drops fields the section model does not know', () => {
    expect(SectionDataSchema.parse({ cable: { outerDiameter: 10, colour: 'red' }, extra: 1 })).toEqual({ cable: { outerDiameter: 10 } });
  });
});
