/**
 * Laying-method rules (docs/product.md#states-and-transitions "States and transitions"): method groups, required equipment, cable-end
 * options, allowed trajectory row and stretch types.
 */
import type { CableEnd, LayingMethod, RowType, StretchType } from '@cla/engine';
import { own } from './own.js';

/** Every laying method, in the order of docs/product.md#laying-methods. */
export const METHODS: readonly LayingMethod[] = [
  'push',
  'pull',
  'pushpull',
  'jetting',
  'floating',
  'waterpushpull',
  'freefloating',
];

/** Air-based methods: jetting. */
export const AIR_METHODS: readonly LayingMethod[] = ['jetting'];
/** Water-based methods: waterpushpull, floating, freefloating. */
export const WATER_METHODS: readonly LayingMethod[] = ['waterpushpull', 'floating', 'freefloating'];

export type MethodGroup = 'air' | 'water' | 'mechanical';

/** The method group: air (jetting), water (waterpushpull, floating, freefloating) or mechanical (the rest). */
export function methodGroup(method: LayingMethod | null | undefined): MethodGroup {
  if (method && AIR_METHODS.includes(method)) return 'air';
  if (method && WATER_METHODS.includes(method)) return 'water';
  return 'mechanical';
}

export const isAirMethod = (m: LayingMethod | null | undefined): boolean => methodGroup(m) === 'air';
export const isWaterMethod = (m: LayingMethod | null | undefined): boolean => methodGroup(m) === 'water';
/** Air or water method (a fluid helps the cable along). */
export const isFluidMethod = (m: LayingMethod | null | undefined): boolean => methodGroup(m) !== 'mechanical';

export type EquipmentKind = 'pullingMachine' | 'pushingMachine' | 'compressor' | 'waterPump';

/** Required equipment per method (docs/product.md#states-and-transitions). */
export const REQUIRED_EQUIPMENT: Readonly<Record<LayingMethod, readonly EquipmentKind[]>> = {
  pull: ['pullingMachine'],
  push: ['pushingMachine'],
  pushpull: ['pullingMachine', 'pushingMachine'],
  jetting: ['pushingMachine', 'compressor'],
  waterpushpull: ['pullingMachine', 'pushingMachine', 'waterPump'],
  floating: ['pushingMachine', 'waterPump'],
  freefloating: ['waterPump'],
};

/** Whether a method needs the given piece of equipment (false when no method is chosen). */
export function needsEquipment(method: LayingMethod | null | undefined, kind: EquipmentKind): boolean {
  return own(REQUIRED_EQUIPMENT, method)?.includes(kind) ?? false;
}

/** Cable-end options per method (docs/product.md#states-and-transitions); the first is the default. */
export const CABLE_END_OPTIONS: Readonly<Record<LayingMethod, readonly CableEnd[]>> = {
  push: ['open'],
  pull: ['open'],
  pushpull: ['open'],
  jetting: ['open', 'sonic', 'shuttle'],
  waterpushpull: ['shuttle'],
  floating: ['open', 'sonic'],
  freefloating: ['shuttle'],
};

export function cableEndOptions(method: LayingMethod | null | undefined): readonly CableEnd[] {
  return own(CABLE_END_OPTIONS, method) ?? ['open'];
}

/** The cable-end field is shown only when the method offers more than one option. */
export function isCableEndShown(method: LayingMethod | null | undefined): boolean {
  return cableEndOptions(method).length > 1;
}

/** Trajectory row types allowed: straight, curve, loop for air and water methods; otherwise all six. */
export function allowedRowTypes(method: LayingMethod | null | undefined): readonly RowType[] {
  return isFluidMethod(method)
    ? ['straight', 'curve', 'loop']
    : ['straight', 'curve', 'curveOnRollers', 'pusher', 'loop', 'stretch'];
}

/** Stretch types allowed: inDuct for air and water methods; otherwise also onRollers (and other). */
export function allowedStretchTypes(method: LayingMethod | null | undefined): readonly StretchType[] {
  return isFluidMethod(method) ? ['inDuct'] : ['inDuct', 'onRollers', 'other'];
}

/** Laying methods offered to a user: those the licence allows, in that order (all when no licence list). */
export function methodsAllowedByLicence(allowed: readonly LayingMethod[] | null | undefined): LayingMethod[] {
  return METHODS.filter((m) => !allowed || allowed.includes(m));
}

/** Whose force the engine's `forceAtEnd` is: the winch (pull, pushpull), the pusher, or the front shuttle (freefloating). */
export type ForceAtEndSubject = 'winch' | 'pusher' | 'frontShuttle';

export function forceAtEndSubject(method: LayingMethod | null | undefined): ForceAtEndSubject {
  if (method === 'pull' || method === 'pushpull') return 'winch';
  if (method === 'freefloating') return 'frontShuttle';
  return 'pusher';
}
