// What the admin's statistics charts read: calendar labels in the reader's language, whole-number count axes, empty periods.
import type { AdminStatistics } from '@cla/domain/api';
import type { IntlShape } from '../../lib/intl.tsx';

/** `GET /api/admin/statistics?days=` (`@cla/domain/api`; days and weeks as `YYYY-MM-DD`, a week by its Monday, in UTC) as the charts read it. */
export type Statistics = Omit<AdminStatistics, 'from'>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The labels of a chart's calendar axis in the reader's language (`28 nov.`, `28. Nov.`), with the year when the
 * days span more than one: the charts show them as categories, so no axis is left to Plotly's English month names.
 */
export function calendarLabels(intl: IntlShape, isoDays: readonly string[]): string[] {
  const years = new Set(isoDays.filter((day) => ISO_DAY.test(day)).map((day) => day.slice(0, 4)));
  const options: Intl.DateTimeFormatOptions = years.size > 1 ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return isoDays.map((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return ISO_DAY.test(day) && !Number.isNaN(date.getTime()) ? intl.formatDate(date, options) : day;
  });
}

/** The y axis of a chart of counts: from zero, whole steps while the counts are small (no "0.5 simulations"). */
export function countAxis(values: readonly number[]): { rangemode: 'tozero'; range?: [number, number]; dtick?: number } {
  const top = Math.max(0, ...values.filter((value) => Number.isFinite(value)));
  if (top === 0) return { rangemode: 'tozero', range: [0, 1], dtick: 1 };
  return top <= 5 ? { rangemode: 'tozero', range: [0, top * 1.05], dtick: 1 } : { rangemode: 'tozero' };
}

/** Whether the period holds a simulation (else the simulation charts give way to a sentence). */
export function hasSimulations(data: Statistics): boolean {
  return data.simulationsPerDay.some((day) => day.total > 0 || day.failed > 0);
}

/** Whether the period holds a registration. */
export function hasRegistrations(data: Statistics): boolean {
  return data.registrationsPerWeek.some((week) => week.count > 0);
}
