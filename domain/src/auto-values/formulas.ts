/** The closed-form automatic values of docs/product.md#states-and-transitions and docs/product.md#defaults-and-limits. */
import type { LayingMethod } from '@cla/engine';
import { isAirMethod, isWaterMethod } from '../rules/laying-methods.js';
import { own } from '../rules/own.js';

/** Cable maxPushingForce = 0.6 × maxPullingForce (docs/product.md#defaults-and-limits). */
export const PUSHING_FROM_PULLING = 0.6;
/** minBendingRadius [m] = 0.03 × outer diameter [mm] (docs/product.md#defaults-and-limits), i.e. 30 × D. */
export const BENDING_RADIUS_FACTOR = 0.03;
/** Pulling limit of several cables: two thirds of count × one cable's limit (docs/product.md#defaults-and-limits). */
export const MULTI_CABLE_PULLING_FACTOR = 2 / 3;
/** The share of count × one cable's pulling limit that several cables may take together (1 for one cable). */
export const bundlePullingShare = (count: number): number => (count > 1 ? MULTI_CABLE_PULLING_FACTOR : 1);
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
 * Automatic duct undulation (docs/physics.md#automatic-values-and-their-sources, domain/README.md), by installation
 * context, from the duct's outer diameter D [mm]:
 * - cable pulled by its head (pull, pushpull, waterpushpull, freefloating): none (amplitude 0). The pulling formulas
 *   (IEEE 1185, CIGRE TB 194, Polywater Pull-Planner) match field tensions of cable pulled into conduit without a
 *   duct factor (Polywater, "Model and Analysis of Duct Displacement Factor in Fiber Optic Cable Pulling — Part 1",
 *   Polywater Knowledge Hub; Polywater TeleTopics Vol. XIII, "Quantifying the duct factor in outside plant fiber
 *   cable pulling"). Validity: ducts laid straight in trenches or inside hard-sided outer ducts over the lengths of
 *   power-cable pulls; for km-long continuous innerduct enter the undulation (Polywater Part 2: amplitude 1.5 in =
 *   38 mm typical in an outer duct, up to 12 in = 305 mm in an open trench).
 * - cable blown, pushed or floated (push, jetting, floating): an HDPE duct in a trench, P = 0.075 m/mm·D and
 *   A = 0.3 mm/mm·D (3 m / 12 mm for a 40 mm duct): the duct axis then turns by 4·atan(2πA/P)/P = 1.92°/m, the
 *   mildest effective bend of Polywater's published range (Part 2, Table 1: 0.6–15°/ft, i.e. 2–50°/m). Period
 *   proportional to D [E]: a stiffer, larger duct lies straighter (TeleTopics XIII: Bell Labs found plowed 2 in
 *   innerduct straighter than 1.25 in) and Griffioen scales the spans of a duct with its diameter ("Blowing Cables
 *   in Ducts Fixed at Regular Intervals", IWCS 2020: 2 m for 32/26 mm). The cable only feels A − clearance.
 * No published amplitude and period of installed HDPE ducts was found; the coefficients are an engineering
 * choice [E] anchored on the mildest published effective bend.
 */
export const UNDULATION_PERIOD_PER_MM = 0.075;
export const UNDULATION_AMPLITUDE_PER_MM: Readonly<Record<LayingMethod, number>> = {
  pull: 0,
  pushpull: 0,
  waterpushpull: 0,
  freefloating: 0,
  push: 0.3,
  jetting: 0.3,
  floating: 0.3,
};

/** m; undefined unless the diameter is > 0. */
export function undulationPeriodFromDiameter(outerMm: number | undefined): number | undefined {
  return outerMm !== undefined && outerMm > 0 ? UNDULATION_PERIOD_PER_MM * outerMm : undefined;
}

/** mm; undefined unless the diameter is > 0 and a method is chosen (0 for the methods that pull the cable). */
export function undulationAmplitudeFromDiameter(method: LayingMethod | null | undefined, outerMm: number | undefined): number | undefined {
  const k = method ? own(UNDULATION_AMPLITUDE_PER_MM, method) : undefined;
  return k !== undefined && outerMm !== undefined && outerMm > 0 ? k * outerMm : undefined;
}

/** rad/m: how much the duct axis turns per metre, 4·atan(2π·A/P)/P (docs/physics.md#undulations, A and P in m). */
export function undulationBendPerMetre(amplitudeM: number, periodM: number): number {
  return periodM > 0 ? (4 * Math.atan((2 * Math.PI * amplitudeM) / periodM)) / periodM : 0;
}
