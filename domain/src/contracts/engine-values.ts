// The engine's lists of names (laying methods, row types…) as values for the contract schemas, checked against its types.
import type { CableEnd, InnerSurface, LayingMethod, Lubricant, RowType, SimulationStatus, StretchType } from '@cla/engine';

/**
 * The domain imports only types from the engine (its wasm stays out of the domain's code), so the schemas' enums
 * are written here, in the engine's order; {@link exactly} makes a name missing from a list, or one the engine does
 * not know, fail typecheck, so a list cannot drift from the engine's type.
 */
function exactly<T extends string>() {
  return <const V extends readonly [T, ...T[]]>(values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : { missing: Exclude<T, V[number]> })): V => values;
}

export const LAYING_METHOD_NAMES = exactly<LayingMethod>()(['push', 'pull', 'pushpull', 'jetting', 'floating', 'waterpushpull', 'freefloating']);
export const LUBRICANT_NAMES = exactly<Lubricant>()(['no', 'yes', 'lubricator']);
export const CABLE_END_NAMES = exactly<CableEnd>()(['open', 'sonic', 'shuttle']);
export const STRETCH_TYPE_NAMES = exactly<StretchType>()(['inDuct', 'onRollers', 'other']);
export const INNER_SURFACE_NAMES = exactly<InnerSurface>()(['smooth', 'riped', 'corrugated']);
export const ROW_TYPE_NAMES = exactly<RowType>()(['straight', 'curve', 'curveOnRollers', 'pusher', 'loop', 'stretch']);

/** The outcomes of a simulation (`results.status`). */
export const STATUSES = exactly<SimulationStatus>()(['success', 'exceeded', 'notStarted', 'failed']);
