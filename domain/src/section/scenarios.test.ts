import { describe, expect, it } from 'vitest';
import { validSection } from '../test-support/fixtures.js';
import { addVariant, nextScenarioColors, removeVariant, renameVariant, SCENARIO_COLORS, variantKind, variantNameProblem, variantsOf, type Variant } from './scenarios.js';
import type { Favourite } from './types.js';

describe('scenario colours (docs/product.md#defaults-and-limits)', () => {
  it('takes the default colours in turn, skipping used ones, then cycles', () => {
    expect(nextScenarioColors([])).toEqual({ primaryColor: '#0041cf', secondaryColor: '#0041cf55' });
    expect(nextScenarioColors(['#0041cf', '#00D15E']).primaryColor).toBe('#D10600');
    expect(nextScenarioColors([...SCENARIO_COLORS]).primaryColor).toBe('#0041cf');
  });
});

describe('favourites and scenarios, named and renamable', () => {
  const data = validSection('pull');

  it('keeps favourites and scenarios apart; an entry with data and no kind is a scenario, one without data neither', () => {
    let entries = addVariant([], 'favourite', ' Before the bend ', data);
    entries = addVariant(entries, 'scenario', 'Before the bend', data);
    entries = [...entries, { name: 'Old', primaryColor: '#0041cf', secondaryColor: '#0041cf55', data } as Favourite, { name: 'Bare', primaryColor: '#000', secondaryColor: '#fff' }];
    expect(variantsOf(entries, 'favourite').map((v) => v.name)).toEqual(['Before the bend']);
    expect(variantsOf(entries, 'scenario').map((v) => v.name)).toEqual(['Before the bend', 'Old']);
    expect(variantKind(entries[3]!)).toBeUndefined();
    // each kind takes its colours in turn, and the data is a copy
    expect(entries[0]).toMatchObject({ primaryColor: '#0041cf', kind: 'favourite' });
    expect((entries[1] as Variant).data).not.toBe(data);
    expect((entries[1] as Variant).data).toEqual(data);
  });

  it('refuses an empty name and a name taken in the same kind (trimmed, any case)', () => {
    const entries = addVariant(addVariant([], 'scenario', 'Winch 10 kN', data), 'scenario', 'Winch 20 kN', data);
    expect(variantNameProblem(entries, 'scenario', '  ')).toBe('required');
    expect(variantNameProblem(entries, 'scenario', ' winch 10 KN')).toBe('taken');
    expect(variantNameProblem(entries, 'favourite', 'Winch 10 kN')).toBeUndefined();
    // renaming to its own name (another case) is fine
    expect(variantNameProblem(entries, 'scenario', 'WINCH 10 kN', 'Winch 10 kN')).toBeUndefined();
    expect(() => addVariant(entries, 'scenario', 'Winch 20 kN', data)).toThrow(/taken/);
    expect(() => renameVariant(entries, 'scenario', 'Winch 10 kN', 'Winch 20 kN')).toThrow(/taken/);
  });

  it('renames and removes one variant of one kind only', () => {
    let entries = addVariant(addVariant([], 'scenario', 'A', data), 'favourite', 'A', data);
    entries = renameVariant(entries, 'scenario', 'A', ' Lubricated ');
    expect(variantsOf(entries, 'scenario').map((v) => v.name)).toEqual(['Lubricated']);
    expect(variantsOf(entries, 'favourite').map((v) => v.name)).toEqual(['A']);
    entries = removeVariant(entries, 'favourite', 'A');
    expect(entries.map((e) => e.name)).toEqual(['Lubricated']);
  });
});
