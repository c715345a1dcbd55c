// Tests of the admin statistics' weeks, medians and series.
import { describe, expect, it } from 'vitest';

import { median, statisticsOf, weekOf } from './statistics.js';

describe('statistics', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('starts weeks on Monday (UTC)', () => {
    expect(weekOf(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-23'); // a Wednesday
    expect(weekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // Sunday
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30'); // Monday
  });

  it('fills every day of the range and counts by method, failure and week', () => {
    const from = new Date('2026-11-23T00:00:00Z');
    const at = (iso: string) => new Date(iso);
    const stats = statisticsOf(
      3,
      from,
      [
        { createdAt: at('2026-11-23T10:00:00Z'), method: 'pull', status: 'success', durationMs: 10 },
        { createdAt: at('2026-11-23T11:00:00Z'), method: 'jetting', status: 'failed', durationMs: 30 },
        { createdAt: at('2026-11-25T11:00:00Z'), method: 'pull', status: 'success', durationMs: 20 },
        { createdAt: at('2026-11-22T11:00:00Z'), method: 'pull', status: 'success', durationMs: 999 }, // before the range
      ],
      [at('2026-11-24T08:00:00Z'), at('2026-11-20T08:00:00Z')],
    );
    expect(stats.simulationsPerDay).toEqual([
      { day: '2026-11-23', total: 2, failed: 1, byMethod: { pull: 1, jetting: 1 }, medianDurationMs: 20 },
      { day: '2026-11-24', total: 0, failed: 0, byMethod: {}, medianDurationMs: null },
      { day: '2026-11-25', total: 1, failed: 0, byMethod: { pull: 1 }, medianDurationMs: 20 },
    ]);
    expect(stats.methods).toEqual(['jetting', 'pull']);
    expect(stats.simulationsPerMethod).toEqual({ pull: 2, jetting: 1 });
    expect(stats.registrationsPerWeek).toEqual([{ week: '2026-11-23', count: 1 }]);
    expect(stats.medianDurationMs).toBe(20);
  });
});
