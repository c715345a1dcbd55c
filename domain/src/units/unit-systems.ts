/**
 * Display unit tables (docs/product.md#data-model "Locales and units", docs/product.md#defaults-and-limits). Values are stored, sent and computed in base
 * units (the `std` system, factor 1); a display unit shows `value * factor + offset`.
 */

export const UNIT_SYSTEMS = ['std', 'si', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const UNIT_CATEGORIES = [
  'length',
  'diameter',
  'force',
  'forceDensity',
  'pressure',
  'speed',
  'linearWeight',
  'stiffness',
  'density',
  'airFlow',
  'waterFlow',
  'airQuantity',
  'waterQuantity',
  'duration',
  'angle',
  'ratio',
] as const;
export type UnitCategory = (typeof UNIT_CATEGORIES)[number];

export interface Unit {
  /** the category, e.g. `force` */
  label: UnitCategory;
  /** the symbol shown next to a value, e.g. `kN` */
  unit: string;
  /** a stable name of the unit, e.g. `kilonewton` (translation key suffix) */
  name: string;
  /** shown = base × factor + offset */
  factor: number;
  offset: number;
}

const u = (label: UnitCategory, unit: string, name: string, factor = 1, offset = 0): Unit => ({
  label,
  unit,
  name,
  factor,
  offset,
});

/** Exact or standard conversion constants (NIST SP 811). */
const FT_PER_M = 1 / 0.3048;
const IN_PER_MM = 1 / 25.4;
const LBF_PER_N = 1 / 4.4482216152605;
const PSI_PER_BAR = 1e5 / 6894.757293168;
const LB_PER_KG = 1 / 0.45359237;
const GAL_PER_L = 1 / 3.785411784;

export const UNIT_TABLES: Readonly<Record<UnitSystem, Readonly<Record<UnitCategory, Unit>>>> = {
  std: {
    length: u('length', 'm', 'metre'),
    diameter: u('diameter', 'mm', 'millimetre'),
    force: u('force', 'N', 'newton'),
    forceDensity: u('forceDensity', 'N/m', 'newtonPerMetre'),
    pressure: u('pressure', 'bar', 'bar'),
    speed: u('speed', 'm/min', 'metrePerMinute'),
    linearWeight: u('linearWeight', 'kg/m', 'kilogramPerMetre'),
    stiffness: u('stiffness', 'N·m²', 'newtonSquareMetre'),
    density: u('density', 'kg/dm³', 'kilogramPerCubicDecimetre'),
    airFlow: u('airFlow', 'l/min', 'litrePerMinute'),
    waterFlow: u('waterFlow', 'l/min', 'litrePerMinute'),
    airQuantity: u('airQuantity', 'm³', 'cubicMetre'),
    waterQuantity: u('waterQuantity', 'm³', 'cubicMetre'),
    duration: u('duration', 'min', 'minute'),
    angle: u('angle', '°', 'degree'),
    ratio: u('ratio', '%', 'percent'),
  },
  si: {
    length: u('length', 'm', 'metre'),
    diameter: u('diameter', 'mm', 'millimetre'),
    force: u('force', 'kN', 'kilonewton', 1e-3),
    forceDensity: u('forceDensity', 'kN/m', 'kilonewtonPerMetre', 1e-3),
    pressure: u('pressure', 'kPa', 'kilopascal', 100),
    speed: u('speed', 'm/s', 'metrePerSecond', 1 / 60),
    linearWeight: u('linearWeight', 'kg/m', 'kilogramPerMetre'),
    stiffness: u('stiffness', 'N·m²', 'newtonSquareMetre'),
    density: u('density', 'kg/m³', 'kilogramPerCubicMetre', 1000),
    airFlow: u('airFlow', 'm³/min', 'cubicMetrePerMinute', 1e-3),
    waterFlow: u('waterFlow', 'm³/h', 'cubicMetrePerHour', 0.06),
    airQuantity: u('airQuantity', 'm³', 'cubicMetre'),
    waterQuantity: u('waterQuantity', 'm³', 'cubicMetre'),
    duration: u('duration', 'h', 'hour', 1 / 60),
    angle: u('angle', '°', 'degree'),
    ratio: u('ratio', '%', 'percent'),
  },
  us: {
    length: u('length', 'ft', 'foot', FT_PER_M),
    diameter: u('diameter', 'in', 'inch', IN_PER_MM),
    force: u('force', 'lbf', 'poundForce', LBF_PER_N),
    forceDensity: u('forceDensity', 'lbf/ft', 'poundForcePerFoot', LBF_PER_N / FT_PER_M),
    pressure: u('pressure', 'psi', 'psi', PSI_PER_BAR),
    speed: u('speed', 'ft/min', 'footPerMinute', FT_PER_M),
    linearWeight: u('linearWeight', 'lb/ft', 'poundPerFoot', LB_PER_KG / FT_PER_M),
    stiffness: u('stiffness', 'lbf·ft²', 'poundForceSquareFoot', LBF_PER_N * FT_PER_M * FT_PER_M),
    density: u('density', 'lb/ft³', 'poundPerCubicFoot', (LB_PER_KG * 1000) / FT_PER_M ** 3),
    airFlow: u('airFlow', 'cfm', 'cubicFootPerMinute', FT_PER_M ** 3 / 1000),
    waterFlow: u('waterFlow', 'gal/min', 'usGallonPerMinute', GAL_PER_L),
    airQuantity: u('airQuantity', 'ft³', 'cubicFoot', FT_PER_M ** 3),
    waterQuantity: u('waterQuantity', 'gal', 'usGallon', GAL_PER_L * 1000),
    duration: u('duration', 'min', 'minute'),
    angle: u('angle', '°', 'degree'),
    ratio: u('ratio', '%', 'percent'),
  },
};

/** The unit tables by system (alias of UNIT_TABLES, the name other packages use). */
export const unitSystems = UNIT_TABLES;
export type UnitTable = Readonly<Record<UnitCategory, Unit>>;

/** Smallest step of a number field (docs/product.md#validation). */
export const MIN_STEP = 0.01;

export function unitOf(system: UnitSystem, category: UnitCategory): Unit {
  return UNIT_TABLES[system][category];
}

/** Base value → shown value in `system` (default std): value × factor + offset. */
export function toDisplay(value: number, category: UnitCategory, system: UnitSystem = 'std'): number {
  const unit = unitOf(system, category);
  return value * unit.factor + unit.offset;
}

/** Shown value in `system` → base value (the inverse of toDisplay). */
export function fromDisplay(shown: number, category: UnitCategory, system: UnitSystem = 'std'): number {
  const unit = unitOf(system, category);
  return (shown - unit.offset) / unit.factor;
}

/**
 * A result as plain text (no locale; the web app writes it with the language's separators, web/src/lib/units.ts): the
 * shown value to the {@link RESULT_DIGITS} of its quantity, the integer part kept ("12000", "0.141", "969"), or ''
 * for a value that is not a finite number (no NaN ever reaches a screen).
 */
export function formatDisplay(value: number | null | undefined, category: UnitCategory, system: UnitSystem = 'std'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(roundSignificant(toDisplay(value, category, system), RESULT_DIGITS[category]));
}

/**
 * A unit input's text → base value: undefined for empty (or unparsable) input, else the value converted back to
 * the base unit (docs/product.md#validation "Unit input"). Accepts a decimal comma.
 */
export function parseDisplay(text: string, category: UnitCategory, system: UnitSystem = 'std'): number | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? fromDisplay(n, category, system) : undefined;
}

/**
 * Significant digits of a result by quantity (docs/product.md#defaults-and-limits "Display"): what the model is good
 * to. The engine's forces, reaches and flows agree with closed forms to well under 1 % but rest on a coefficient of
 * friction known to ±10–20 % (docs/physics.md#friction), so three digits say all a result knows (969 m, 12.3 kN,
 * 0.141 kN); a radial force, a ratio against a rating read off a data sheet, two (1.0 N/m, not 0.998 N/m). The
 * integer part of a value is never rounded away (12 000 N, 1 234 m).
 */
export const RESULT_DIGITS: Readonly<Record<UnitCategory, number>> = {
  length: 3,
  diameter: 3,
  force: 3,
  forceDensity: 2,
  pressure: 3,
  speed: 3,
  linearWeight: 3,
  stiffness: 3,
  density: 3,
  airFlow: 3,
  waterFlow: 3,
  airQuantity: 3,
  waterQuantity: 3,
  duration: 3,
  angle: 3,
  ratio: 2,
};

/**
 * Significant digits of an entered value shown back in another unit system: enough that converting the shown value
 * back gives the stored one to 1e-9 relative (10 digits round to 5e-11), so that showing a value never changes it.
 */
export const ENTERED_DIGITS = 10;

/**
 * Significant digits of a value that reads as a conversion in the shown system (231 m is 757.8740157 ft; 13 m/min is
 * 42.65091864 ft/min): more than {@link PLAIN_DIGITS} digits there, so it was not typed in that system. It shows
 * 757.874 ft, 42.6509 ft/min (5·10⁻⁶ relative, finer than any input is known to); the stored value stays as it is
 * unless the user edits it.
 */
export const CONVERTED_DIGITS = 6;

/** Significant digits up to which a shown value reads as typed in the shown system (1234.567 m, 757.87 ft). */
export const PLAIN_DIGITS = 8;

/** Significant digits of an automatic value in its field: the value the engine uses, 0.105 kg/m, not 0.1. */
export const AUTOMATIC_DIGITS = 3;

/**
 * `x` rounded to `digits` significant digits, never rounding its integer part away (12 345.6 with 3 digits is
 * 12 346, not 12 300): an engineer reads 1 234 m as a distance, not 1 230. Non-finite values pass through.
 */
export function roundSignificant(x: number, digits: number): number {
  if (!Number.isFinite(x) || x === 0) return x === 0 ? 0 : x;
  const integerDigits = Math.floor(Math.log10(Math.abs(x))) + 1;
  const rounded = Number(x.toPrecision(Math.min(100, Math.max(digits, integerDigits, 1))));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The text of a unit input for a base value (docs/product.md#validation "Unit input"): converted to `system`, written
 * plainly with a decimal point (the input's own syntax). An entered value shows as typed (0.024 stays 0.024; one
 * typed in another system and shown back there converts back to itself, 757.87 ft), one converted from another
 * system to {@link CONVERTED_DIGITS} digits (231 m reads 757.874 ft, not 757.8740157), an automatic one
 * {@link AUTOMATIC_DIGITS} (what the engine takes, 0.105 kg/m); an integer field shows an integer. '' for a missing or
 * non-finite value.
 */
export function inputText(
  value: number | null | undefined,
  category: UnitCategory | undefined,
  system: UnitSystem = 'std',
  kind: 'entered' | 'automatic' | 'integer' = 'entered',
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const shown = category ? toDisplay(value, category, system) : value;
  if (kind === 'integer') return String(Math.round(shown) || 0);
  return String(roundSignificant(shown, kind === 'automatic' ? AUTOMATIC_DIGITS : enteredDigits(shown)));
}

/**
 * Significant digits an entered value shows with in the shown system: {@link ENTERED_DIGITS} when it reads as typed
 * there (up to {@link PLAIN_DIGITS} digits: 757.87 ft, 1234.567 m), else {@link CONVERTED_DIGITS} (a conversion).
 */
export function enteredDigits(shown: number): number {
  return roundSignificant(shown, PLAIN_DIGITS) === roundSignificant(shown, ENTERED_DIGITS) ? ENTERED_DIGITS : CONVERTED_DIGITS;
}

/** Decimals of a shown value as written plainly (757.87 → 2), at most 12; conversion noise below 10 digits ignored. */
function decimalsShown(value: number): number {
  const text = String(roundSignificant(value, ENTERED_DIGITS));
  if (text.includes('e')) return 12;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(12, text.length - dot - 1);
}

/**
 * Step of a number field from the magnitude of its (shown) value: one hundredth of its order of magnitude,
 * 10^(floor(log10 |v|) − 2), at least 0.01 (docs/product.md#validation) — one key press moves a value by 0.1–1 %,
 * finer than what any input is known to; 1 for integer fields; 1 for 0 or an empty value.
 * Examples: 1234 → 10, 757.87 → 1, 13 → 0.1, 2.5 → 0.01, 0.3 → 0.01.
 */
export function numberFieldStep(value: number | null | undefined, integer = false): number {
  if (integer) return 1;
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return 1;
  const step = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2);
  return Math.max(MIN_STEP, Number(step.toPrecision(1)));
}

/**
 * One step up (+1) or down (−1) of a number field, in the unit the field shows (a value in ft steps on feet: 757.87
 * → 758.87, never through a conversion), clamped to the optional minimum and maximum (docs/product.md#validation),
 * rounded to the step's decimals or the value's own, whichever are more (so a step never rounds away what was
 * entered: 757.87 ↑ is 758.87, not 759); integers for integer fields. Symmetric: a step down undoes a step up and
 * the reverse (13 ↔ 13.1, 10 ↔ 9.99, 1 ↔ 0.99), away from 0 (whose step is 1) and the bounds.
 */
export function stepNumber(
  value: number | null | undefined,
  direction: 1 | -1,
  options: { min?: number; max?: number; integer?: boolean } = {},
): number {
  const v = value !== null && value !== undefined && Number.isFinite(value) ? value : 0;
  let step = numberFieldStep(v, options.integer);
  // Towards zero across a power of ten (10 → 9), the value landed on steps finer (0.1): take that finer step
  // (10 → 9.9) so that the opposite key brings the value back (9.9 → 10) — up and down mirror each other.
  const landing = v + direction * step;
  if (landing !== 0) step = Math.min(step, numberFieldStep(landing, options.integer));
  const stepDecimals = Math.max(0, -Math.floor(Math.log10(step)));
  const decimals = options.integer ? 0 : Math.max(stepDecimals, decimalsShown(v));
  let next = Number((v + direction * step).toFixed(decimals));
  if (options.min !== undefined) next = Math.max(options.min, next);
  if (options.max !== undefined) next = Math.min(options.max, next);
  return next;
}
