import { describe, expect, it } from 'vitest';
import { createLocaleIntl } from '../../lib/intl.tsx';
import { limitedByText, maxDistanceBeyondStop, maxDistanceEndText, maxDistanceLabel } from './limited-by.ts';

const metres = (v: number | null | undefined) => `${v} m`;

describe('what limits the laying', () => {
  it('names the limit and where, says nothing did for a success, and a dash otherwise', async () => {
    const { intl } = await createLocaleIntl('en');
    expect(limitedByText(intl, metres, { status: 'failed', limitedBy: { code: 'E_PUSHING_FORCE', position: 238.57 } }, '—')).toBe('Pushing machine force reached at 238.57 m');
    expect(limitedByText(intl, metres, { status: 'failed', limitedBy: { code: 'E_PUSHING_FORCE', position: null } }, '—')).toBe('Pushing machine force reached');
    expect(limitedByText(intl, metres, { status: 'success', limitedBy: null }, '—')).toBe('Nothing: the cable reaches the end');
    expect(limitedByText(intl, metres, { status: 'failed', limitedBy: null }, '—')).toBe('—');
  });

  it('names each limit exceeded, where and by how much, for a cable that reached the end past them (status exceeded), in every language', async () => {
    const sidewall = { code: 'W_SIDEWALL', component: 'cable', quantity: 'radialForce', position: 300, value: 1184, limit: 500, unit: 'N/m' } as const;
    const bend = { code: 'W_BEND_RADIUS', component: 'cable', quantity: 'bendRadius', position: 300, value: 1, limit: 1.5, unit: 'm' } as const;
    const shown = (v: number | null | undefined, category: string) => `${v} ${category}`;
    const figures = { status: 'exceeded' as const, limitedBy: null, exceeded: [sidewall, bend] };
    const en = (await createLocaleIntl('en')).intl;
    expect(limitedByText(en, shown, figures, '—')).toBe(
      'Radial force on the cable 1184 forceDensity at 300 length, above its limit of 500 forceDensity; Bend radius 1 length at 300 length, below the cable’s minimum of 1.5 length',
    );
    expect(limitedByText((await createLocaleIntl('fr')).intl, shown, figures, '—')).toMatch(/^Effort radial sur le câble de 1184 forceDensity à 300 length, au-dessus de sa limite de 500 forceDensity; Rayon de courbure/);
    expect(limitedByText((await createLocaleIntl('de')).intl, shown, figures, '—')).toMatch(/^Radialkraft auf das Kabel 1184 forceDensity bei 300 length/);
    expect(limitedByText((await createLocaleIntl('it')).intl, shown, figures, '—')).toMatch(/^Forza radiale sul cavo di 1184 forceDensity a 300 length/);
    // the jam ratio has no place: its band instead
    expect(limitedByText(en, shown, { status: 'exceeded', limitedBy: null, exceeded: [{ code: 'W_JAM_RATIO', component: 'cable', quantity: 'jamRatio', position: null, value: 2.8, limit: 2.6, unit: '' }] }, '—')).toBe(
      'Jam ratio of the cables 2.8, in the band where they jam (2.6 to 3.1)',
    );
    // never "nothing" past a limit
    expect(limitedByText(en, shown, { status: 'exceeded', limitedBy: null, exceeded: [] }, '—')).toBe('—');
  });
});

describe('what ends the max distance', () => {
  it('names the component that binds and where, the search cap, or a dash for a result kept from before', async () => {
    const { intl } = await createLocaleIntl('en');
    const at = (code: string, position: number | null) => ({ maxDistance: 208.15, maxDistanceLimitedBy: { code, position } });
    expect(maxDistanceEndText(intl, metres, at('I_LOCK_UP', 208.15), '—')).toBe('Cable locks up (helical buckling) at 208.15 m');
    expect(maxDistanceEndText(intl, metres, at('E_CABLE_PULLING_FORCE', 935.5), '—')).toBe('Cable pulling force limit reached at 935.5 m');
    expect(maxDistanceEndText(intl, metres, { maxDistance: 5000, maxDistanceLimitedBy: null, maxDistanceCapped: true }, '—')).toBe('the search limit (5000 m): the cable would go further');
    expect(maxDistanceEndText(intl, metres, { maxDistance: 300, maxDistanceLimitedBy: undefined }, '—')).toBe('—');
    const fr = (await createLocaleIntl('fr')).intl;
    expect(maxDistanceEndText(fr, metres, at('E_CABLE_PULLING_FORCE', 935.5), '—')).toBe('Limite de tirage du câble atteinte à 935.5 m');
    // jetting: the limit binds with the head before the end of a route of the max distance's length
    const short = { maxDistance: 2354.2, maxDistanceLimitedBy: { code: 'E_PUSHING_FORCE', position: 2312.4 } };
    expect(maxDistanceEndText(intl, metres, short, '—')).toBe('Pushing machine force reached with the head at 2312.4 m of 2354.2 m');
    expect(maxDistanceEndText(fr, metres, short, '—')).toBe('Effort de la machine de poussage atteint, la tête à 2312.4 m sur 2354.2 m');
    expect(maxDistanceEndText(intl, metres, { ...short, maxDistance: 2312.7 }, '—')).toBe('Pushing machine force reached at 2312.4 m');
  });
});

describe('the max distance of a run that stopped on its route', () => {
  // the jetting demo section with a COF of 0.3 (engine answer): the pusher stops the cable at 228.2 m of the
  // 1562.8 m route, and a duct cut at 794.8 m installs (its air leaves sooner: a steeper pressure gradient)
  const jettingStopped = { status: 'failed' as const, cannotStart: false, distance: 228.2, maxDistance: 794.8 };

  it('is the longest duct that installs (the route cut there), not the route continued straight', () => {
    expect(maxDistanceLabel(jettingStopped)).toBe('results.maxDistance.stopped');
    // a run that reached its end: the reserve beyond it, the route continued straight
    expect(maxDistanceLabel({ status: 'success', cannotStart: false })).toBe('results.maxDistance');
    expect(maxDistanceLabel({ status: 'exceeded', cannotStart: false })).toBe('results.maxDistance');
    // a cable that cannot start has none, under the usual label
    expect(maxDistanceLabel({ status: 'failed', cannotStart: true })).toBe('results.maxDistance');
  });

  it('says why it lies beyond the distance reached, in every language; nothing where they agree or the run reached its end', async () => {
    const en = (await createLocaleIntl('en')).intl;
    expect(en.formatMessage({ id: maxDistanceLabel(jettingStopped) })).toBe('Longest duct that installs (route cut there)');
    expect(maxDistanceBeyondStop(en, metres, jettingStopped)).toBe(
      'The cable stops at 228.2 m on this route, yet in a duct cut at 794.8 m it would install: the air (or water) leaves a shorter duct sooner, so its pressure falls more steeply along the cable and drives it harder.',
    );
    const fr = (await createLocaleIntl('fr')).intl;
    expect(maxDistanceBeyondStop(fr, metres, jettingStopped)).toMatch(/^Le câble s’arrête à 228.2 m sur ce tracé, mais dans un fourreau coupé à 794.8 m il passerait\u00a0: /);
    expect(fr.formatMessage({ id: 'results.maxDistance.stopped' })).toMatch(/^Plus long fourreau/);
    expect(maxDistanceBeyondStop((await createLocaleIntl('de')).intl, metres, jettingStopped)).toMatch(/^Das Kabel bleibt auf dieser Trasse bei 228.2 m stehen, in einem bei 794.8 m abgeschnittenen Rohr/);
    expect(maxDistanceBeyondStop((await createLocaleIntl('it')).intl, metres, jettingStopped)).toMatch(/^Il cavo si ferma a 228.2 m su questo tracciato, ma in un tubo tagliato a 794.8 m/);
    // a pull stops where its max distance ends (323 m both): nothing to explain
    expect(maxDistanceBeyondStop(en, metres, { status: 'failed', cannotStart: false, distance: 323.1, maxDistance: 323.1 })).toBeNull();
    // a jetting run that reaches its end has its max distance beyond it by design (the reserve)
    expect(maxDistanceBeyondStop(en, metres, { status: 'success', cannotStart: false, distance: 1562.8, maxDistance: 2354.2 })).toBeNull();
    expect(maxDistanceBeyondStop(en, metres, { status: 'failed', cannotStart: true, distance: 0, maxDistance: 0 })).toBeNull();
  });
});
