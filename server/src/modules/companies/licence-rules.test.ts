// Tests of the licence rules: dates, methods and refusals.
import { describe, expect, it } from 'vitest';

import { addDays, type EffectiveLicence, layingMethodsText, licenceRefusal, parseLayingMethods, statusOfDates, todayIso } from './licence-rules.js';

const licence = (overrides: Partial<EffectiveLicence> = {}): EffectiveLicence => ({
  id: 'l1',
  name: 'Crew',
  source: 'company',
  status: 'valid',
  licensedLayingMethods: ['pull', 'push'],
  allowedLayingMethods: ['pull', 'push'],
  seats: 2,
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  ...overrides,
});

describe('licence rules', () => {
  it('counts both dates as valid days (UTC)', () => {
    expect(statusOfDates('2026-01-01', '2026-12-31', '2025-12-31')).toBe('notYetValid');
    expect(statusOfDates('2026-01-01', '2026-12-31', '2026-01-01')).toBe('valid');
    expect(statusOfDates('2026-01-01', '2026-12-31', '2026-12-31')).toBe('valid');
    expect(statusOfDates('2026-01-01', '2026-12-31', '2027-01-01')).toBe('expired');
    expect(todayIso(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2026-03-01', 364)).toBe('2027-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('stores and reads methods in the product order, dropping unknown ones', () => {
    expect(layingMethodsText(['jetting', 'push', 'jetting'])).toBe('["push","jetting"]');
    expect(parseLayingMethods('["freefloating","teleport","pull"]')).toEqual(['pull', 'freefloating']);
    expect(parseLayingMethods('not json')).toEqual([]);
  });

  it('allows a listed method, refuses another, and leaves unknown or missing methods to the other rules', () => {
    expect(licenceRefusal(licence(), 'pull')).toBeNull();
    expect(licenceRefusal(licence(), null)).toBeNull();
    expect(licenceRefusal(licence(), 'teleport')).toBeNull();
    const refusal = licenceRefusal(licence(), 'jetting');
    expect(refusal?.code).toBe('E_LICENCE');
    expect(refusal?.message).toBe('The laying method "jetting" is not allowed by your licence "Crew" (allowed: pull, push)');
    expect(refusal?.details).toMatchObject({ method: 'jetting', reason: 'method' });
  });

  it('refuses every method, and none chosen, while expired, not yet valid or missing', () => {
    const expired = licenceRefusal(licence({ status: 'expired', allowedLayingMethods: [] }), 'pull');
    expect(expired?.message).toBe('The laying method "pull" cannot be used: your licence "Crew" expired on 2026-12-31; ask your manager or distributor to renew it');
    expect(licenceRefusal(licence({ status: 'expired', allowedLayingMethods: [] }), null)?.details).toMatchObject({ reason: 'expired', method: null });
    expect(licenceRefusal(licence({ status: 'notYetValid', allowedLayingMethods: [] }), 'pull')?.message).toContain('valid only from 2026-01-01');
    expect(licenceRefusal(licence({ status: 'missing', name: null, allowedLayingMethods: [] }), 'pull')?.message).toContain('your company has no licence');
  });
});
