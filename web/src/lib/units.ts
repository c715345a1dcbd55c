import { DEFAULT_PRECISION, toDisplay, unitOf, type UnitCategory, type UnitSystem } from '@cla/domain';
import { useCallback } from 'react';
import { useIntl, type IntlShape } from './intl.tsx';
import { useUnitSystem } from './session.tsx';

/**
 * A base-unit value for reading in `system`: converted by @cla/domain's tables, written with the locale's
 * digits and separators, `precision` decimals (2 by default; 3 significant digits for a value they would
 * round to zero), then the unit symbol — after a space, except the
 * degree of an angle, which carries its sign once, against the number ("252.71°"). '' for a missing or
 * non-finite value, so that NaN never reaches a screen or a report.
 */
export function formatQuantity(
  intl: IntlShape,
  system: UnitSystem,
  value: number | null | undefined,
  category: UnitCategory,
  precision = DEFAULT_PRECISION,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const shown = toDisplay(value, category, system);
  // a value that is not zero never reads as zero: one the decimals would round to 0 keeps 3 significant digits
  // (a 3.87 N/m radial force is 0.00387 kN/m in SI, not 0.00 kN/m)
  const vanishes = shown !== 0 && Number(shown.toFixed(precision)) === 0;
  const text = intl.formatNumber(
    Object.is(shown, -0) ? 0 : shown,
    vanishes ? { maximumSignificantDigits: 3 } : { minimumFractionDigits: precision, maximumFractionDigits: fractionDigits(shown, precision) },
  );
  const unit = unitLabel(intl, system, category);
  return category === 'angle' ? `${text}${unit.trim()}` : `${text} ${unit}`;
}

/**
 * Decimals of a shown value: `precision`, more for a value under 100 so that it keeps 3 significant digits (a
 * 141.37 N force is 0.141 kN in SI, not 0.14 kN beside a 0.10 kN rating); none added to an integer display
 * (precision 0).
 */
export function fractionDigits(shown: number, precision: number): number {
  if (precision === 0 || shown === 0 || !Number.isFinite(shown)) return precision;
  return Math.max(precision, Math.min(6, 2 - Math.floor(Math.log10(Math.abs(shown)))));
}

/**
 * A pressure difference (the drop over a head or a pig) in `system`'s unit, without the gauge mark: a difference of
 * two pressures is the same whatever they are measured from, so "(gauge)" would misread it as a pressure. '' for a
 * missing or non-finite value, like {@link formatQuantity}.
 */
export function formatPressureDifference(intl: IntlShape, system: UnitSystem, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const shown = toDisplay(value, 'pressure', system);
  const text = intl.formatNumber(Object.is(shown, -0) ? 0 : shown, {
    minimumFractionDigits: DEFAULT_PRECISION,
    maximumFractionDigits: DEFAULT_PRECISION,
  });
  return `${text} ${unitOf(system, 'pressure').unit}`;
}

/**
 * The unit symbol of `category` in `system` as read-only displays show it: pressures say they are gauge
 * ("bar (gauge)", "psi (Überdruck)"…), as every pressure of the product is.
 */
export function unitLabel(intl: IntlShape, system: UnitSystem, category: UnitCategory): string {
  const unit = unitOf(system, category).unit;
  return category === 'pressure' ? intl.formatMessage({ id: 'units.gauge' }, { unit }) : unit;
}

/**
 * The vertical axis of a chart of the cable's axial force, in `system`'s unit with its sign convention (tension
 * positive, compression negative, as the engine gives it and the bends' table shows it): "kN (+ tension, −
 * compression)". A pushed cable's force reads negative there while the pushing force, a machine's, reads positive.
 */
export function cableForceAxisLabel(intl: IntlShape, system: UnitSystem): string {
  return intl.formatMessage({ id: 'section.results.axis.cableForce' }, { unit: unitOf(system, 'force').unit });
}

/**
 * The unit of `category` in `system` as an input's label shows it: a pressure is marked gauge in the short form of
 * the trade ("bar(g)", "psi(g)", "bar Ü"…), since the label already wraps the unit in parentheses.
 */
export function inputUnitLabel(intl: IntlShape, system: UnitSystem, category: UnitCategory): string {
  const unit = unitOf(system, category).unit;
  return category === 'pressure' ? intl.formatMessage({ id: 'units.gaugeShort' }, { unit }) : unit;
}

/** Litres (US gallons in the us system), for lubricant quantities (the unit tables have no litre category). */
export function formatLitres(intl: IntlShape, system: UnitSystem, litres: number): string {
  const us = system === 'us';
  const value = us ? litres / 3.785411784 : litres;
  return `${intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ${us ? 'gal' : 'l'}`;
}

/** {@link formatQuantity} in the current locale and the user's unit system (or `system`). */
export function useFormatQuantity(
  system?: UnitSystem,
): (value: number | null | undefined, category: UnitCategory, precision?: number) => string {
  const intl = useIntl();
  const userSystem = useUnitSystem();
  const chosen = system ?? userSystem;
  return useCallback((value, category, precision) => formatQuantity(intl, chosen, value, category, precision), [intl, chosen]);
}

/** A share as a percentage (0.13 → 13 %); a value that rounds to zero is 0 %, never -0 %. */
export function formatPercent(intl: IntlShape, share: number, maximumFractionDigits = 0): string {
  return intl.formatNumber(share, { style: 'percent', maximumFractionDigits, signDisplay: 'negative' });
}
