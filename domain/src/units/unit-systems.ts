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

/** Default number of decimals of a display (docs/product.md#defaults-and-limits). */
export const DEFAULT_PRECISION = 2;
/** Decimals of an integer field (docs/product.md#validation: step 1, precision 0). */
export const INTEGER_PRECISION = 0;
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
 * A read-only display string: the shown value fixed to `precision` decimals (default 2; 0 for integers), or ''
 * for a value that is not a finite number (no NaN ever reaches a screen).
 */
export function formatDisplay(
  value: number | null | undefined,
  category: UnitCategory,
  system: UnitSystem = 'std',
  precision = DEFAULT_PRECISION,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const shown = toDisplay(value, category, system);
  const out = shown.toFixed(precision);
  // no "-0.00"
  return Number(out) === 0 ? (0).toFixed(precision) : out;
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
 * Step of a number field from the magnitude of its (shown) value: one tenth of its order of magnitude,
 * 10^(floor(log10 |v|) − 1), at least 0.01 (docs/product.md#validation); 1 for integer fields; 1 for 0 or an empty value.
 * Examples: 1234 → 100, 13 → 1, 2.5 → 0.1, 0.3 → 0.01.
 */
export function numberFieldStep(value: number | null | undefined, integer = false): number {
  if (integer) return 1;
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return 1;
  const step = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 1);
  return Math.max(MIN_STEP, Number(step.toPrecision(1)));
}

/**
 * One step up (+1) or down (−1) of a number field, clamped to the optional minimum and maximum (docs/product.md#validation), rounded
 * to the step's decimals (integers for integer fields). Symmetric: a step down undoes a step up and the reverse
 * (13 ↔ 14, 10 ↔ 9.9, 1 ↔ 0.99), away from 0 (whose step is 1) and the bounds.
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
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  let next = Number((v + direction * step).toFixed(decimals));
  if (options.min !== undefined) next = Math.max(options.min, next);
  if (options.max !== undefined) next = Math.min(options.max, next);
  return next;
}
