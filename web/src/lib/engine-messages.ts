import type { IntlShape, MessageId } from './intl.tsx';

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
  'I_AIR_CONSUMPTION',
  'I_HEAD_FORCE',
  'W_WATER_FLOW_LIMIT',
  'I_WATER_PRESSURE_CAPPED',
  'I_WATER_CONSUMPTION',
  'W_PUMP_SPEED_LIMIT',
  'E_WATER_PRESSURE',
  'I_FREEFLOATING',
  'E_CABLE_TOO_LONG',
  'I_WATER_SPEED',
  'I_PIG_PULL_CAPPED',
  'W_NO_FLOW',
  'W_HIGH_MACH',
]);

/** An engine message's title in `intl`'s language (the engine's English title for an unknown code). */
export function engineMessageTitle(intl: IntlShape, code: string, fallback = code): string {
  return TRANSLATED_ENGINE_CODES.has(code) ? intl.formatMessage({ id: `engine.${code}` as MessageId }) : fallback;
}
