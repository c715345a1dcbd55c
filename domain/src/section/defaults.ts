/** Defaults of the section model (docs/product.md#data-model, docs/product.md#defaults-and-limits) and the constructors of new sections and rows. */
import type { LayingMethod, RowType } from '@cla/engine';
import { methodsAllowedByLicence } from '../rules/laying-methods.js';
import type {
  DisplayMode,
  SectionData,
  SectionTrajectoryRow,
  SettingsData,
  StretchRow,
} from './types.js';

/** Spec defaults of the settings that have no machine limit yet (docs/product.md#defaults-and-limits): m/min, bar, bar, kg/dm³. */
export const SETTINGS_DEFAULTS = {
  /** m/min */
  layingSpeed: 13,
  /** bar gauge */
  airPressure: 10,
  /** bar gauge */
  waterPressure: 2,
  /** kg/dm³ */
  waterDensity: 1,
} as const;

/** Trajectory defaults (docs/product.md#data-model, docs/product.md#defaults-and-limits): altitudeAtStart 0 m, initialHeading 90° (east). */
export const TRAJECTORY_DEFAULTS = { altitudeAtStart: 0, initialHeading: 90 } as const;

/**
 * New trajectory row defaults (docs/product.md#data-model): slope 0°, length 10 m, angle 0°, radius 6 m, pushForce 0 N, dupSegments 1,
 * loopCount 1.
 */
export const NEW_ROW_DEFAULTS = {
  slope: 0,
  length: 10,
  angle: 0,
  radius: 6,
  pushForce: 0,
  dupSegments: 1,
  loopCount: 1,
} as const;

let counter = 0;
/** A fresh id for rows and stretches (random UUID where the platform has one). */
export function makeId(prefix = 'id'): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** A new trajectory row of the given type with the defaults (docs/product.md#defaults-and-limits) for the fields of that type. */
export function newTrajectoryRow(type: RowType, key: string = makeId('row')): SectionTrajectoryRow {
  const d = NEW_ROW_DEFAULTS;
  switch (type) {
    case 'straight':
      return { key, type, slope: d.slope, length: d.length };
    case 'curve':
    case 'curveOnRollers':
      return { key, type, angle: d.angle, radius: d.radius };
    case 'pusher':
      return { key, type, pushingMachine: null, pushForce: d.pushForce };
    case 'loop':
      return { key, type, dupSegments: d.dupSegments, loopCount: d.loopCount };
    case 'stretch':
      return { key, type, stretch: null };
  }
}

/** A new duct stretch (inDuct, smooth inner surface; diameters and friction still to fill in). */
export function newStretch(id: string = makeId('stretch')): StretchRow {
  return { id, stretchName: null, type: 'inDuct', innerSurface: 'smooth', prefilled: false };
}

/**
 * Settings of a new section. Speeds, forces, pressures and water density are left empty: they are automatic
 * values (lowest machine/cable limit, else 13 m/min, 10 bar, 2 bar, 1 kg/dm³; see auto-values/). The other
 * defaults are choices of ours (README): xlaunch 0 m, xend 0 m, lostForce 0 N, maxDistance 5000 m, no backward
 * calculation, no radial-force chart.
 */
export function newSettings(): SettingsData {
  return {
    lostForce: 0,
    xlaunch: 0,
    xend: 0,
    xRearPig: 0,
    maxDistance: 5000,
    calculateBackward: false,
    showRadialForce: false,
  };
}

export interface NewSectionOptions {
  /** the user's display mode; default expert */
  displayMode?: DisplayMode | null;
  /** the licence's allowed laying methods; the first allowed (in the order of docs/product.md#laying-methods) is chosen */
  allowedLayingMethods?: readonly LayingMethod[] | null;
}

/**
 * The data of a new section (docs/product.md#states-and-transitions): the user's display mode and the first laying method the licence allows;
 * lubricant yes, one cable, one empty inDuct stretch, an empty trajectory starting at altitude 0 heading 90°,
 * results notStarted.
 */
export function newSection(options: NewSectionOptions = {}): SectionData {
  const method = methodsAllowedByLicence(options.allowedLayingMethods)[0] ?? null;
  const stretch = newStretch();
  return {
    general: { sectionName: null, sectionDescription: null, layingMethod: method, displayMode: options.displayMode ?? 'expert' },
    equipment: {
      pushingMachine: null,
      pullingMachine: null,
      serieCount: 1,
      cableEnd: null,
      compressor: { name: null },
      waterPump: { name: null },
      lubricant: 'yes',
    },
    cable: { industry: null, type: null, count: 1, residentCount: 0, parallelLayout: 'oneForAll' },
    stretches: { rows: [stretch] },
    trajectory: { ...TRAJECTORY_DEFAULTS, rows: [] },
    settings: newSettings(),
    results: { status: 'notStarted', distance: 0, messages: [] },
  };
}
