import { describe, expect, it } from 'vitest';
import { createLocaleIntl } from '../../lib/intl.tsx';
import { limitedByText } from './limited-by.ts';

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
