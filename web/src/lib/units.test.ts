import { describe, expect, it } from 'vitest';
import { createLocaleIntl } from './intl.tsx';
import { formatPercent } from './units.ts';

describe('percentages', () => {
  it('write a margin that rounds to zero as 0 %, not -0 %', async () => {
    const { intl } = await createLocaleIntl('en');
    // equipment sizing: a 2000 N pusher stopped at 1999.9999 N of its rating had a margin of -5e-8
    expect(formatPercent(intl, 2000 / 2000.0001 - 1)).toBe('0%');
    expect(formatPercent(intl, -0.09)).toBe('-9%');
    expect(formatPercent(intl, 0.1234, 1)).toBe('12.3%');
  });
});
