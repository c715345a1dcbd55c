import { describe, expect, it } from 'vitest';
import { FIELD_BOUNDS, INTEGER_FIELDS } from '../rules/input-widgets.js';
import { UNIT_CATEGORIES } from './unit-systems.js';
import { FIELD_UNITS, formatField, unitCategoryOf } from './field-units.js';

describe('field units (docs/simulation-api.md#base-units)', () => {
  it('maps field paths, with or without row indexes, to unit categories', () => {
    expect(unitCategoryOf('stretches.rows.3.innerDiameter')).toBe('diameter');
    expect(unitCategoryOf('trajectory.rows.12.radius')).toBe('length');
    expect(unitCategoryOf('settings.layingSpeed')).toBe('speed');
    expect(unitCategoryOf('cable.weight')).toBe('linearWeight');
    expect(unitCategoryOf('general.sectionName')).toBeUndefined();
    for (const c of Object.values(FIELD_UNITS)) expect(UNIT_CATEGORIES).toContain(c);
  });

  it('integer fields and bounds (number fields clamp to min and max)', () => {
    expect(INTEGER_FIELDS).toContain('cable.count');
    expect(FIELD_BOUNDS['cable.count']).toEqual({ min: 1, max: 200 });
    expect(FIELD_BOUNDS['trajectory.rows.slope']).toEqual({ min: -90, max: 90 });
  });

  it('formats a field as its input shows it: what was entered, integers for integer fields, in the chosen system', () => {
    expect(formatField('cable.count', 3)).toBe('3');
    expect(formatField('trajectory.rows.2.loopCount', 2)).toBe('2');
    expect(formatField('cable.outerDiameter', 25.4, 'us')).toBe('1');
    expect(formatField('cable.weight', 0.024)).toBe('0.024');
    expect(formatField('settings.pullingForce', 1500, 'si')).toBe('1.5');
    expect(formatField('settings.pullingForce', undefined, 'si')).toBe('');
  });
});
