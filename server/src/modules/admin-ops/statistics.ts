// The admin statistics: daily and weekly series of calculations and accounts, for the charts.
import type { AdminStatistics } from '@cla/domain/api';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The Monday (UTC) of the week of `at`, `YYYY-MM-DD`. */
export function weekOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day)));
}

/** The median of a list (the mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Builds the series from the range's calculations and account creation times. Pure. */
export function statisticsOf(
  days: number,
  from: Date,
  runs: readonly { readonly createdAt: Date; readonly method: string; readonly status: string; readonly durationMs: number }[],
  registrations: readonly Date[],
): AdminStatistics {
  const perDay = new Map<string, { total: number; failed: number; byMethod: Record<string, number>; durations: number[] }>();
  for (let i = 0; i < days; i += 1) {
    perDay.set(dayOf(new Date(from.getTime() + i * DAY_MS)), { total: 0, failed: 0, byMethod: {}, durations: [] });
  }
  const perMethod: Record<string, number> = {};
  const durations: number[] = [];
  for (const run of runs) {
    const day = perDay.get(dayOf(run.createdAt));
    if (day === undefined) {
      continue;
    }
    day.total += 1;
    day.failed += run.status === 'success' ? 0 : 1;
    day.byMethod[run.method] = (day.byMethod[run.method] ?? 0) + 1;
    day.durations.push(run.durationMs);
    perMethod[run.method] = (perMethod[run.method] ?? 0) + 1;
    durations.push(run.durationMs);
  }
  const weeks = new Map<string, number>();
  for (const day of perDay.keys()) {
    weeks.set(weekOf(new Date(`${day}T00:00:00Z`)), 0);
  }
  for (const at of registrations) {
    const week = weekOf(at);
    if (weeks.has(week)) {
      weeks.set(week, (weeks.get(week) ?? 0) + 1);
    }
  }
  return {
    days,
    from: dayOf(from),
    simulationsPerDay: [...perDay].map(([day, { total, failed, byMethod, durations: dayDurations }]) => ({
      day,
      total,
      failed,
      byMethod,
      medianDurationMs: median(dayDurations),
    })),
    methods: Object.keys(perMethod).sort(),
    simulationsPerMethod: perMethod,
    registrationsPerWeek: [...weeks].map(([week, count]) => ({ week, count })),
    medianDurationMs: median(durations),
  };
}
