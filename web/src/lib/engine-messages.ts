// The engine's messages about a simulation in the user's language and units, with the engine's English words for an unknown code.
import type { UnitCategory, UnitSystem } from '@cla/domain';
import type { SimulationMessage } from '@cla/engine';
import { FORCE_LIMIT_CODES, forceLimitCase } from '@cla/engine/core';
import type { IntlShape, MessageId } from './intl.tsx';
import { invalidParamsText } from './invalid-params.ts';
import { formatCompared, formatPressureDifference, formatQuantity } from './units.ts';

/**
 * The engine's message codes (engine-as/README.md) that the catalogues translate as `engine.{code}`; a code
 * not listed here shows the engine's English title, so a new engine message never breaks a screen.
 */
export const TRANSLATED_ENGINE_CODES: ReadonlySet<string> = new Set([
  'E_PULLING_FORCE',
  'E_CABLE_PULLING_FORCE',
  'E_PUSHING_FORCE',
  'E_CABLE_PUSHING_FORCE',
  'W_SIDEWALL',
  'E_METHOD_NOT_AVAILABLE',
  'I_MAX_DISTANCE_CAPPED',
  'W_JAM_RATIO',
  'E_INVALID_PARAMS',
  'I_PUSHPULL_SPLIT',
  'W_BEND_RADIUS',
  'I_ROLLER_FORCE',
  'W_AIR_FLOW_LIMIT',
  'I_AIR_PRESSURE_CAPPED',
  'I_SPEED_CAPPED',
  'I_AIR_CONSUMPTION',
  'I_HEAD_FORCE',
  'W_WATER_FLOW_LIMIT',
  'I_WATER_PRESSURE_CAPPED',
  'I_WATER_CONSUMPTION',
  'W_PUMP_SPEED_LIMIT',
  'E_WATER_PRESSURE',
  'E_WATER_CREST',
  'E_DUCT_PRESSURE',
  'I_FREEFLOATING',
  'E_CABLE_TOO_LONG',
  'I_WATER_SPEED',
  'I_PIG_PULL_CAPPED',
  'W_SPEED_REDUCED',
  'W_PUMP_SLOWS_CABLE',
  'W_SLACK_CABLE',
  'W_HEAD_COMPRESSED',
  'I_LOCK_UP',
  'W_HOLD_BACK_PRESSURE',
  'W_COLUMN_SEPARATED',
  'I_BACK_PRESSURE',
  'W_NO_FLOW',
  'W_HIGH_MACH',
  // not the engine's: the web app's message when the server's run fails (domain `failedResults`)
  'E_SIMULATION_FAILED',
]);

/** An engine message's title in `intl`'s language (the engine's English title for an unknown code). */
export function engineMessageTitle(intl: IntlShape, code: string, fallback = code): string {
  return TRANSLATED_ENGINE_CODES.has(code) ? intl.formatMessage({ id: `engine.${code}` as MessageId }) : fallback;
}

/** The unit category of each engine message param (contract base units: m, N, bar, l/min, m³, m/min, N/m). */
export const PARAM_CATEGORIES: Readonly<Record<string, UnitCategory>> = {
  position: 'length',
  lowestAt: 'length',
  endPosition: 'length',
  length: 'length',
  maxDistance: 'length',
  target: 'length',
  rollerDistance: 'length',
  radius: 'length',
  minRadius: 'length',
  altitudeChange: 'length',
  force: 'force',
  rating: 'force',
  pushForce: 'force',
  pullForce: 'force',
  tension: 'force',
  frontForce: 'force',
  radialForce: 'forceDensity',
  limit: 'forceDensity',
  pressure: 'pressure',
  airPressure: 'pressure',
  waterPressure: 'pressure',
  endPressure: 'pressure',
  available: 'pressure',
  maxPressure: 'pressure',
  pressureDrop: 'pressure',
  pigPressureDrop: 'pressure',
  maxAirFlow: 'airFlow',
  endAirFlow: 'airFlow',
  maxWaterFlow: 'waterFlow',
  airQuantity: 'airQuantity',
  waterQuantity: 'waterQuantity',
  fillVolume: 'waterQuantity',
  speed: 'speed',
  layingSpeed: 'speed',
  waterSpeed: 'speed',
  cableSpeed: 'speed',
};

/** Params a message compares: a value and the limit it reached or passed. */
const COMPARED: readonly (readonly [string, string])[] = [
  ['force', 'rating'],
  ['radialForce', 'limit'],
];

/** Params that are the difference of two pressures, written without the gauge mark of a pressure. */
const PRESSURE_DIFFERENCES: ReadonlySet<string> = new Set(['pressureDrop', 'pigPressureDrop']);

/**
 * An engine message's sentence in `intl`'s language with its numbers in `system`'s units (`engine.{code}.text`);
 * the engine's English sentence for a code the catalogues do not know. A refusal (E_INVALID_PARAMS) names the
 * section input and the rule ({@link invalidParamsText}); without them it keeps the engine's words. `started`: whether
 * the cable moved (false for a result that cannot start, see cannot-start.ts): a force limit at its rating then reads
 * as a start refused (default true: a result saved before `started` reads as before).
 */
export function engineMessageText(
  intl: IntlShape,
  system: UnitSystem,
  message: Pick<SimulationMessage, 'code' | 'message' | 'params'>,
  started = true,
): string {
  if (message.code === 'E_INVALID_PARAMS') {
    const params = message.params ?? {};
    return params.field !== undefined || typeof params.length === 'number' ? invalidParamsText(intl, system, params) : message.message;
  }
  if (!TRANSLATED_ENGINE_CODES.has(message.code)) return message.message;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    if (typeof value !== 'number') {
      values[name] = String(value);
    } else if (name === 'velocity') {
      // m/s from the flow calculator; the speed category's base unit is m/min
      values[name] = formatQuantity(intl, system, value * 60, 'speed');
    } else if (name === 'pusherShare') {
      // the pusher's share of the force at the end, a fraction: as a percentage
      values[name] = intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
    } else if (PRESSURE_DIFFERENCES.has(name)) {
      values[name] = formatPressureDifference(intl, system, value);
    } else {
      const category = PARAM_CATEGORIES[name];
      values[name] = category ? formatQuantity(intl, system, value, category) : intl.formatNumber(value, { maximumFractionDigits: 2 });
    }
  }
  // a value beside the limit it passed never reads equal to it (101 N is not "more than 100 N" at 3 digits of 100.4)
  for (const [name, limit] of COMPARED) {
    const value = message.params?.[name];
    const bound = message.params?.[limit];
    const category = PARAM_CATEGORIES[name];
    if (typeof value === 'number' && typeof bound === 'number' && Number.isFinite(value) && Number.isFinite(bound) && category) {
      [values[name], values[limit]] = formatCompared(intl, system, value, bound, category);
    }
  }
  if (FORCE_LIMIT_CODES.has(message.code)) {
    // beyond its rating, or at it with the cable unmoved: the installation could not start (the launch point); a
    // negative force is the pusher holding the cable back at its rating: said in words, the rating unsigned
    const force = Number(message.params?.force);
    values.direction = forceLimitCase(message.params, started);
    // floating: the pump's max flow capping the water where the pusher stops (the engine sends it only then)
    values.pump = Number(message.params?.maxWaterFlow) > 0 ? 'capped' : 'none';
    if (force < 0) {
      const rating = Number(message.params?.rating);
      if (Number.isFinite(rating)) [values.force, values.rating] = formatCompared(intl, system, -force, rating, 'force');
      else values.force = formatQuantity(intl, system, -force, 'force');
    }
  }
  if (message.code === 'I_WATER_CONSUMPTION') {
    // a duct that needed no filling (prefilled, or filled behind the pig as the cable goes) says nothing of it,
    // rather than 'filling 0.00 m³ of it'
    values.filling = Number(message.params?.fillVolume) > 0 ? 'some' : 'none';
  }
  return intl.formatMessage({ id: `engine.${message.code}.text` as MessageId }, values);
}
