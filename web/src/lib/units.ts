// Numbers as the app shows them: quantities in the user's unit system to their meaningful digits, unit labels, litres and percentages.
import { AUTOMATIC_DIGITS, enteredDigits, RESULT_DIGITS, roundSignificant, toDisplay, unitOf, type UnitCategory, type UnitSystem } from '@cla/domain';
import { useCallback } from 'react';
import { useIntl, type IntlShape } from './intl.tsx';
import { useUnitSystem } from './session.tsx';

/** What a shown value is: a result (to its quantity's digits), an entered input (what was typed) or an automatic input. */
export type QuantityKind = 'result' | 'entered' | 'automatic';

/**
 * A shown number with the locale's digits, separators and grouping, to `digits` significant digits, its integer
 * part never rounded away (12 000, not 12 000.00 nor 1.2E4); no "-0".
 */
export function formatSignificant(intl: IntlShape, shown: number, digits: number): string {
  const rounded = roundSignificant(shown, digits);
  const integerDigits = rounded === 0 ? 1 : Math.floor(Math.log10(Math.abs(rounded))) + 1;
  return intl.formatNumber(rounded, { maximumSignificantDigits: Math.min(21, Math.max(digits, integerDigits, 1)) });
}

/**
 * A base-unit value for reading in `system` — the one formatting of every quantity the app shows (result pane,
 * Results tab, studies, scenarios, report): converted by @cla/domain's tables, written with the locale's digits
 * and separators, then the unit symbol — after a space, except the degree of an angle, which carries its sign
 * once, against the number ("252.71°"). A result keeps the significant digits of its quantity (RESULT_DIGITS of
 * @cla/domain: 12 000 N, 0.141 kN, 969 m, 1 N/m — what the model is good to), an entered input what was typed
 * (0.024 kg/m), an automatic input the value the engine uses (0.105 kg/m). '' for a missing or non-finite value,
 * so that NaN never reaches a screen or a report.
 */
export function formatQuantity(
  intl: IntlShape,
  system: UnitSystem,
  value: number | null | undefined,
  category: UnitCategory,
  kind: QuantityKind = 'result',
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const shown = toDisplay(value, category, system);
  // an entered value as typed (or, converted from the other system, to 6 digits), domain's enteredDigits
  const digits = kind === 'result' ? RESULT_DIGITS[category] : kind === 'automatic' ? AUTOMATIC_DIGITS : enteredDigits(shown);
  const text = formatSignificant(intl, shown, digits);
  const unit = unitLabel(intl, system, category);
  return category === 'angle' ? `${text}${unit.trim()}` : `${text} ${unit}`;
}

/**
 * A value and the limit it is compared with ("needs 100.4 N, more than its 100 N"), each as {@link formatQuantity}
 * writes a result, with more digits (up to 6) while two values that differ would read the same: a message never says
 * a force is above a rating that reads equal to it. '' for a missing value, as formatQuantity.
 */
export function formatCompared(intl: IntlShape, system: UnitSystem, value: number, limit: number, category: UnitCategory): [string, string] {
  const unit = (text: string): string => (category === 'angle' ? `${text}${unitLabel(intl, system, category).trim()}` : `${text} ${unitLabel(intl, system, category)}`);
  const shownValue = toDisplay(value, category, system);
  const shownLimit = toDisplay(limit, category, system);
  for (let digits = RESULT_DIGITS[category]; ; digits++) {
    const a = formatSignificant(intl, shownValue, digits);
    const b = formatSignificant(intl, shownLimit, digits);
    if (a !== b || shownValue === shownLimit || digits >= 6) return [unit(a), unit(b)];
  }
}

/**
 * A pressure difference (the drop over a head or a pig) in `system`'s unit, without the gauge mark: a difference of
 * two pressures is the same whatever they are measured from, so "(gauge)" would misread it as a pressure. '' for a
 * missing or non-finite value, like {@link formatQuantity}, and to the same digits.
 */
export function formatPressureDifference(intl: IntlShape, system: UnitSystem, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${formatSignificant(intl, toDisplay(value, 'pressure', system), RESULT_DIGITS.pressure)} ${unitOf(system, 'pressure').unit}`;
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

/**
 * Litres (US gallons in the us system), for lubricant quantities (the unit tables have no litre category), to the
 * significant digits of a result: a jetting tube's 0.156 l (0.0413 gal) never reads 0.2 l or 0.0 gal.
 */
export function formatLitres(intl: IntlShape, system: UnitSystem, litres: number): string {
  const us = system === 'us';
  const value = us ? litres / 3.785411784 : litres;
  return `${formatSignificant(intl, value, RESULT_DIGITS.waterQuantity)} ${us ? 'gal' : 'l'}`;
}

/** {@link formatQuantity} in the current locale and the user's unit system (or `system`). */
export function useFormatQuantity(
  system?: UnitSystem,
): (value: number | null | undefined, category: UnitCategory, kind?: QuantityKind) => string {
  const intl = useIntl();
  const userSystem = useUnitSystem();
  const chosen = system ?? userSystem;
  return useCallback((value, category, kind) => formatQuantity(intl, chosen, value, category, kind), [intl, chosen]);
}

/** A share as a percentage (0.13 → 13 %); a value that rounds to zero is 0 %, never -0 %. */
export function formatPercent(intl: IntlShape, share: number, maximumFractionDigits = 0): string {
  return intl.formatNumber(share, { style: 'percent', maximumFractionDigits, signDisplay: 'negative' });
}
