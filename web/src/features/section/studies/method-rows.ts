import { STUDY_EQUIPMENT_DEFAULTS, type MethodComparisonRow } from '@cla/domain';
import type { UnitCategory } from '@cla/domain';
import { stuck } from '../../../lib/cannot-start.ts';
import type { IntlShape } from '../../../lib/intl.tsx';

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
 * The maximum distance of a row; a search stopped at its limit reads as a lower bound ("≥ 5,000.00 m (search limit)");
 * none for a cable that never moved.
 */
export function maxDistanceText(
  intl: IntlShape, quantity: Quantity, row: Pick<MethodComparisonRow, 'status' | 'started' | 'maxDistance' | 'maxDistanceCapped'>,
): string {
  if (stuck(row)) return intl.formatMessage({ id: 'results.cannotStart.none' });
  const value = quantity(row.maxDistance, 'length');
  return row.maxDistanceCapped ? intl.formatMessage({ id: 'studies.methods.maxDistanceCapped' }, { value }) : value;
}

/** The air (jetting) or water a row used, '—' when none. */
export function quantityText(quantity: Quantity, row: Pick<MethodComparisonRow, 'layingMethod' | 'airOrWaterQuantity'>): string {
  return row.airOrWaterQuantity > 0 ? quantity(row.airOrWaterQuantity, row.layingMethod === 'jetting' ? 'airQuantity' : 'waterQuantity') : '—';
}
