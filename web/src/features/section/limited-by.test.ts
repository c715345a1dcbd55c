import { describe, expect, it } from 'vitest';
import { createLocaleIntl } from '../../lib/intl.tsx';
import { limitedByText, maxDistanceEndText } from './limited-by.ts';

const metres = (v: number | null | undefined) => `${v} m`;

describe('what limits the laying', () => {
  it('names the limit and where, says nothing did for a success, and a dash otherwise', async () => {
    const { intl } = await createLocaleIntl('en');
    expect(limitedByText(intl, metres, { status: 'failed', limitedBy: { code: 'E_PUSHING_FORCE', position: 238.57 } }, '—')).toBe('Pushing machine force reached at 238.57 m');
    expect(limitedByText(intl, metres, { status: 'failed', limitedBy: { code: 'E_PUSHING_FORCE', position: null } }, '—')).toBe('Pushing machine force reached');
    expect(limitedByText(intl, metres, { status: 'success', limitedBy: null }, '—')).toBe('Nothing: the cable reaches the end');
    expect(limitedByText(intl, metres, { status: 'failed', limitedBy: null }, '—')).toBe('—');
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
  });
});
