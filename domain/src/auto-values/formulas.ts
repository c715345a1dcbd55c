/** The closed-form automatic values of docs/product.md#states-and-transitions and docs/product.md#defaults-and-limits. */
import type { LayingMethod } from '@cla/engine';
import { isAirMethod, isWaterMethod } from '../rules/laying-methods.js';

/** Cable maxPushingForce = 0.6 × maxPullingForce (docs/product.md#defaults-and-limits). */
export const PUSHING_FROM_PULLING = 0.6;
/** minBendingRadius [m] = 0.03 × outer diameter [mm] (docs/product.md#defaults-and-limits), i.e. 30 × D. */
export const BENDING_RADIUS_FACTOR = 0.03;
/** Pulling limit of several cables: two thirds of count × one cable's limit (docs/product.md#defaults-and-limits). */
export const MULTI_CABLE_PULLING_FACTOR = 2 / 3;
/** Stretch maxPressure numerators (bar) for air and water (docs/product.md#defaults-and-limits). */
export const AIR_PRESSURE_NUMERATOR = 100;
export const WATER_PRESSURE_NUMERATOR = 160;

/** N; undefined unless maxPullingForce > 0. */
export function maxPushingForceFromPulling(maxPullingForce: number | undefined): number | undefined {
  return maxPullingForce !== undefined && maxPullingForce > 0 ? PUSHING_FROM_PULLING * maxPullingForce : undefined;
}

/** m, from the outer diameter in mm; undefined unless the diameter is > 0. */
export function minBendingRadiusFromDiameter(outerMm: number | undefined): number | undefined {
  return outerMm !== undefined && outerMm > 0 ? BENDING_RADIUS_FACTOR * outerMm : undefined;
}

/**
 * Duct pressure rating, bar: 100/(r − 1) for air methods, 160/(r − 1) for water methods, r = 2·outer/(outer − inner)
 * (r is the duct's SDR, outer diameter over wall thickness). This is the ISO 4427 / EN 12201 rating
 * PN = 20·MRS/(C·(SDR − 1)) with MRS 10 MPa (PE100) and design coefficient C = 1.25 for water (160) and 2 for
 * compressed air (100). Undefined for other methods or when outer ≤ inner or either is not > 0.
 */
export function stretchMaxPressure(
  method: LayingMethod | null | undefined,
  outerMm: number | undefined,
  innerMm: number | undefined,
): number | undefined {
  if (outerMm === undefined || innerMm === undefined || !(innerMm > 0) || !(outerMm > innerMm)) return undefined;
  const r = (2 * outerMm) / (outerMm - innerMm);
  if (isAirMethod(method)) return AIR_PRESSURE_NUMERATOR / (r - 1);
  if (isWaterMethod(method)) return WATER_PRESSURE_NUMERATOR / (r - 1);
  return undefined;
}

/**
 * Undulation period [m] = 0.075 × duct outer diameter [mm] and amplitude [mm] = 0.5 × outer diameter [mm].
 * Engineering choice [E]: docs/physics.md#engineering-choices gives P = 3 m, A = 20 mm for an HDPE duct in a trench (no published
 * default); we scale them with the duct size so that a 40 mm duct gets exactly those values (a larger duct is
 * stiffer, so it snakes with a longer period and a larger absolute amplitude).
 */
export const UNDULATION_PERIOD_PER_MM = 0.075;
export const UNDULATION_AMPLITUDE_PER_MM = 0.5;

export function undulationPeriodFromDiameter(outerMm: number | undefined): number | undefined {
  return outerMm !== undefined && outerMm > 0 ? UNDULATION_PERIOD_PER_MM * outerMm : undefined;
}

export function undulationAmplitudeFromDiameter(outerMm: number | undefined): number | undefined {
  return outerMm !== undefined && outerMm > 0 ? UNDULATION_AMPLITUDE_PER_MM * outerMm : undefined;
}
