// The limits a simulation exceeded, in words: which one, where and by how much, in the user's language and units.
import type { UnitCategory } from '@cla/domain';
import type { ExceededLimit, ExceededQuantity } from '@cla/engine';
import { JAM_BAND } from '@cla/engine/core';
import type { IntlShape, MessageId } from './intl.tsx';

/** Formats a value of a category in the user's units (lib/units.ts formatQuantity, useFormatQuantity). */
export type FormatQuantity = (value: number | null | undefined, category: UnitCategory) => string;

/** The unit category of each exceeded quantity (the jam ratio has none). */
const CATEGORY: Readonly<Record<ExceededQuantity, UnitCategory | null>> = {
  radialForce: 'forceDensity',
  bendRadius: 'length',
  jamRatio: null,
  pullingForce: 'force',
  pushingForce: 'force',
  pressure: 'pressure',
};

/**
 * One exceeded limit in words (docs/simulation-api.md#limits-exceeded): which, where and by how much, in the user's
 * language and units, e.g. "Radial force on the cable 1,184 N/m at 300 m, above its limit of 500 N/m".
 */
export function exceededText(intl: IntlShape, quantity: FormatQuantity, limit: ExceededLimit): string {
  const category = CATEGORY[limit.quantity] ?? null;
  const shown = (v: number) => (category ? quantity(v, category) : intl.formatNumber(v, { maximumFractionDigits: 2 }));
  return intl.formatMessage({ id: `results.exceeded.${limit.quantity}` as MessageId }, {
    value: shown(limit.value),
    limit: shown(limit.limit),
    position: limit.position === null ? '' : quantity(limit.position, 'length'),
    low: intl.formatNumber(JAM_BAND.low),
    high: intl.formatNumber(JAM_BAND.high),
  });
}

/** Every exceeded limit in words, one sentence each ({@link exceededText}); limits of a quantity the app does not know are left out. */
export function exceededTexts(intl: IntlShape, quantity: FormatQuantity, limits: readonly ExceededLimit[] | null | undefined): string[] {
  return (limits ?? []).filter((l) => l.quantity in CATEGORY).map((l) => exceededText(intl, quantity, l));
}
