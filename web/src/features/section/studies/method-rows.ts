// The wording of a method comparison row (status, distance, peak force, what it assumed), shared by the tab and the report.
import { STUDY_EQUIPMENT_DEFAULTS, toDisplay, type MethodComparisonRow } from '@cla/domain';
import type { UnitCategory, UnitSystem } from '@cla/domain';
import { stuck } from '../../../lib/cannot-start.ts';
import { engineMessageTitle } from '../../../lib/engine-messages.ts';
import { exceededTexts } from '../../../lib/exceeded-limits.ts';
import type { IntlShape } from '../../../lib/intl.tsx';
import { maxDistanceEndText } from '../limited-by.ts';

/** Formats a quantity in the user's (or the report's) units and language. */
type Quantity = (value: number | null | undefined, category: UnitCategory) => string;

/** What a method's row assumed instead of the section's equipment ("Assumed: compressor 5,000 l/min, 12 bar"); '' when nothing. */
export function assumedText(intl: IntlShape, quantity: Quantity, row: Pick<MethodComparisonRow, 'assumed'>): string {
  if (row.assumed.length === 0) return '';
  // the compressor a run assumed, in whole numbers (a catalogue machine's rating)
  const compressor = {
    flow: quantity(STUDY_EQUIPMENT_DEFAULTS.compressor.maxAirFlow, 'airFlow'),
    pressure: quantity(STUDY_EQUIPMENT_DEFAULTS.compressor.maxAirPressure, 'pressure'),
  };
  const what = row.assumed.map((a) => intl.formatMessage({ id: `studies.methods.assumed.${a}` }, a === 'compressor' ? compressor : undefined)).join(', ');
  return intl.formatMessage({ id: 'studies.methods.assumed' }, { what });
}

/** The status of a row: "cannot start" for a cable that never moved, else the section status's word. */
export function statusText(intl: IntlShape, row: Pick<MethodComparisonRow, 'status' | 'started'>): string {
  return intl.formatMessage({ id: stuck(row) ? 'results.cannotStart.status' : `project.sections.status.${row.status}` });
}

/** The distance of a row; for a cable that never moved, where its head stays (not a distance travelled). */
export function distanceText(intl: IntlShape, quantity: Quantity, row: Pick<MethodComparisonRow, 'status' | 'started' | 'distance'>): string {
  const position = quantity(row.distance, 'length');
  return stuck(row) ? intl.formatMessage({ id: 'results.cannotStart.distance' }, { position }) : position;
}

/** The peak force of a row, '—' when none or when the cable never moved (its force is a need, not exerted). */
export function peakForceText(quantity: Quantity, row: Pick<MethodComparisonRow, 'status' | 'started' | 'peakForce'>): string {
  return row.peakForce > 0 && !stuck(row) ? quantity(row.peakForce, 'force') : '—';
}

/**
 * The maximum distance of a row; a search stopped at its limit reads as a lower bound ("≥ 5,000.00 m (search limit)"),
 * else with what ended it ("208.15 m — Cable locks up (helical buckling) at 208.15 m"); none for a cable that never moved.
 * Also a scenario's (Results tab: its figures, `started` from `cannotStart`).
 */
export function maxDistanceText(
  intl: IntlShape,
  quantity: Quantity,
  row: Pick<MethodComparisonRow, 'status' | 'started' | 'maxDistanceCapped'> & {
    maxDistance: number | null;
    maxDistanceLimitedBy?: { code: string; position: number | null } | null | undefined;
  },
): string {
  if (stuck(row)) return intl.formatMessage({ id: 'results.cannotStart.none' });
  const value = quantity(row.maxDistance, 'length');
  if (row.maxDistanceCapped) return intl.formatMessage({ id: 'studies.methods.maxDistanceCapped' }, { value });
  // what ended it, as the result pane says it (the component that binds and where)
  if (!row.maxDistanceLimitedBy) return value;
  const reason = maxDistanceEndText(intl, quantity, { maxDistance: row.maxDistance, maxDistanceLimitedBy: row.maxDistanceLimitedBy }, '');
  return intl.formatMessage({ id: 'results.maxDistanceEnd.valueWith' }, { value, reason });
}

/** The air (jetting) or water a row used, '—' when none. */
export function quantityText(quantity: Quantity, row: Pick<MethodComparisonRow, 'layingMethod' | 'airOrWaterQuantity'>): string {
  return row.airOrWaterQuantity > 0 ? quantity(row.airOrWaterQuantity, row.layingMethod === 'jetting' ? 'airQuantity' : 'waterQuantity') : '—';
}

/**
 * What limits a method's run: the limit that stopped it and where; for a run that reached the end past limits
 * (status exceeded), each limit exceeded with where and by how much; else '—'.
 */
export function methodLimitText(intl: IntlShape, quantity: Quantity, row: Pick<MethodComparisonRow, 'status' | 'limitedBy' | 'exceeded'>): string {
  if (row.limitedBy) {
    return intl.formatMessage({ id: 'section.results.limitedAt' }, { what: engineMessageTitle(intl, row.limitedBy.code, row.limitedBy.code), position: quantity(row.limitedBy.position, 'length') });
  }
  return row.status === 'exceeded' ? exceededTexts(intl, quantity, row.exceeded).join('; ') || '—' : '—';
}

/**
 * The bars of the distance chart, in display units: a method that cannot start has no bar (its "distance" is where
 * its head stays, not a distance reached, and it has no max distance) and says so above its place instead.
 */
export function methodChartBars(
  intl: IntlShape,
  rows: readonly Pick<MethodComparisonRow, 'status' | 'started' | 'distance' | 'maxDistance'>[],
  system: UnitSystem,
): { distance: number[]; maxDistance: number[]; text: string[] } {
  const shown = (row: (typeof rows)[number], value: number) => (stuck(row) ? 0 : toDisplay(value, 'length', system));
  return {
    distance: rows.map((row) => shown(row, row.distance)),
    maxDistance: rows.map((row) => shown(row, row.maxDistance)),
    text: rows.map((row) => (stuck(row) ? statusText(intl, row) : '')),
  };
}
