// The component that binds, in the studies' words: Compare methods' max distance with what ended it, and sizing's
// verdict when the cable binds rather than the machine.
import type { EquipmentChoice, EquipmentSizingResult } from '@cla/domain';
import { describe, expect, it } from 'vitest';
import { createLocaleIntl } from '../../../lib/intl.tsx';
import { maxDistanceText, methodChartBars } from './method-rows.ts';
import { sizingVerdict } from './sizing-view.tsx';

const metres = (v: number | null | undefined) => `${v} m`;

const choice = (over: Partial<EquipmentChoice>): EquipmentChoice => ({
  kind: 'pullingMachine', preset: 'w', name: 'Drum winch 100 kN', rating: 100_000, needed: 4000, ok: false,
  limitedBy: 'E_CABLE_PULLING_FORCE', margin: null, cableBinds: true, distance: 935.5, status: 'failed', ...over,
});

describe('Compare methods: the max distance and what ended it', () => {
  it('adds the component that binds and where; the search cap reads as a lower bound; a cable that never moved has none', async () => {
    const { intl } = await createLocaleIntl('en');
    const row = { status: 'success' as const, started: true, maxDistance: 208.15 };
    expect(maxDistanceText(intl, metres, { ...row, maxDistanceLimitedBy: { code: 'I_LOCK_UP', position: 208.15 } })).toBe('208.15 m — Cable locks up (helical buckling) at 208.15 m');
    expect(maxDistanceText(intl, metres, { ...row, maxDistance: 5000, maxDistanceCapped: true, maxDistanceLimitedBy: null })).toBe('≥ 5000 m (search limit)');
    expect(maxDistanceText(intl, metres, row)).toBe('208.15 m');
    const de = (await createLocaleIntl('de')).intl;
    expect(maxDistanceText(de, metres, { ...row, maxDistanceLimitedBy: { code: 'E_CABLE_PULLING_FORCE', position: 208.15 } })).toMatch(/^208\.15 m — .*Kabel.* bei 208\.15 m$/);
  });
});

describe('Compare methods: the distance chart', () => {
  it('draws no bar for a method that cannot start (its distance is where its head stays) and says so in its place', async () => {
    const { intl } = await createLocaleIntl('en');
    const rows = [
      { status: 'success' as const, started: true, distance: 1563, maxDistance: 2354 },
      { status: 'failed' as const, started: false, distance: 1250, maxDistance: 1250 },
    ];
    expect(methodChartBars(intl, rows, 'std')).toEqual({ distance: [1563, 0], maxDistance: [2354, 0], text: ['', 'cannot start'] });
    expect(methodChartBars(intl, rows, 'us').distance[0]).toBeCloseTo(1563 / 0.3048, 6);
  });
});

describe('equipment sizing: the verdict of a kind', () => {
  const result = (choices: EquipmentChoice[], cableBinds: EquipmentSizingResult['cableBinds']): EquipmentSizingResult => ({
    margin: 0.1, kinds: ['pullingMachine'], choices, smallest: {}, ...(cableBinds ? { cableBinds } : {}),
  });

  it('says the cable binds, not the winch, when every winch stops at the cable’s limit — in every language', async () => {
    const r = result([choice({})], { pullingMachine: 'E_CABLE_PULLING_FORCE' });
    const names = (c: EquipmentChoice) => c.name;
    expect(sizingVerdict((await createLocaleIntl('en')).intl, r, 'pullingMachine', names)).toMatch(/^None of these is suitable: the cable binds, not the winch\./);
    expect(sizingVerdict((await createLocaleIntl('fr')).intl, r, 'pullingMachine', names)).toMatch(/câble qui limite, pas le treuil/);
    expect(sizingVerdict((await createLocaleIntl('de')).intl, r, 'pullingMachine', names)).toMatch(/Kabel begrenzt, nicht die Winde/);
    expect(sizingVerdict((await createLocaleIntl('it')).intl, r, 'pullingMachine', names)).toMatch(/cavo a limitare, non l’argano/);
  });

  it('says none is suitable otherwise (results stored before included), and names the smallest suitable one', async () => {
    const { intl } = await createLocaleIntl('en');
    const weak = choice({ limitedBy: 'E_PULLING_FORCE', cableBinds: false, margin: 0 });
    expect(sizingVerdict(intl, result([weak], {}), 'pullingMachine', (c) => c.name)).toBe('None of these is suitable.');
    expect(sizingVerdict(intl, result([weak], undefined), 'pullingMachine', (c) => c.name)).toBe('None of these is suitable.');
    const ok = choice({ ok: true, limitedBy: null, cableBinds: false, margin: 0.5 });
    expect(sizingVerdict(intl, { ...result([ok], {}), smallest: { pullingMachine: ok } }, 'pullingMachine', (c) => c.name)).toBe('Smallest suitable: Drum winch 100 kN');
  });
});
