/**
 * Project templates (product spec §3 "Laying methods and project templates", §9): pulling, jetting and watucab
 * (water push-pull). A template is flat, in base units, and turns into section data with `sectionFromTemplate`.
 */
import type { CableEnd, InnerSurface, LayingMethod } from '@cla/engine';
import { makeId, newSection, newTrajectoryRow } from './defaults.js';
import type { CableType, DisplayMode, SectionData, SectionTrajectoryRow } from './types.js';

/** A template trajectory row (straight: slope and length; curve: angle and radius). */
export interface TemplateRow {
  type: 'straight' | 'curve';
  /** degree */
  slope?: number;
  /** m */
  length?: number;
  /** degree */
  angle?: number;
  /** m */
  radius?: number;
}

/** A project template; every number in its base unit. Omitted automatic values stay automatic. */
export interface ProjectTemplate {
  projectName: string;
  layingMethod: LayingMethod;
  /** m/min */
  pushingSpeed: number;
  /** bar gauge */
  waterPressure?: number;
  /** bar gauge */
  airPressure?: number;
  /** kg/dm³ */
  waterInDensity?: number;
  /** N */
  macMaxPullingForce?: number;
  /** N */
  macMaxPushingForce?: number;
  cableType: CableType;
  /** mm */
  cableOuterDiameter: number;
  /** kg/m */
  cableWeight?: number;
  /** N·m² */
  cableStiffness?: number;
  /** N */
  cableMaxPullingForce: number;
  /** m */
  cableLength?: number;
  cableEnd: CableEnd;
  /** mm */
  ductInnerDiameter: number;
  /** mm (not named by the spec; needed for the stretch's outer diameter and pressure rating) */
  ductOuterDiameter: number;
  ductInnerSurface: InnerSurface;
  cableCof: number;
  /** bar gauge */
  ductMaxPressure?: number;
  ductPrefilled?: boolean;
  /** m */
  ductUndulationPeriod?: number;
  /** mm */
  ductUndulationAmplitude?: number;
  /** m */
  altitudeAtStart: number;
  /** degree */
  initialHeading: number;
  slopeBased: boolean;
  backward: boolean;
  /** m */
  xlaunch: number;
  /** m */
  xend: number;
  /** m */
  xRearPig: number;
  calculateBackward: boolean;
  /** m */
  maxDistance: number;
  trajectory: TemplateRow[];
}

const route = (...rows: TemplateRow[]): TemplateRow[] => rows;
const S = (length: number, slope = 0): TemplateRow => ({ type: 'straight', slope, length });
const C = (angle: number, radius: number): TemplateRow => ({ type: 'curve', angle, radius });

/** Pulling: a 40 mm energy cable pulled by a winch through a 110/94 mm duct (our example values). */
export const PULLING_TEMPLATE: ProjectTemplate = {
  projectName: 'Pulling',
  layingMethod: 'pull',
  pushingSpeed: 13,
  macMaxPullingForce: 10_000,
  macMaxPushingForce: 0,
  cableType: 'single_multi',
  cableOuterDiameter: 40,
  cableMaxPullingForce: 8_000,
  cableEnd: 'open',
  ductInnerDiameter: 94,
  ductOuterDiameter: 110,
  ductInnerSurface: 'smooth',
  cableCof: 0.2,
  altitudeAtStart: 0,
  initialHeading: 90,
  slopeBased: true,
  backward: false,
  xlaunch: 0,
  xend: 0,
  xRearPig: 0,
  calculateBackward: false,
  maxDistance: 5000,
  trajectory: route(S(100), C(90, 10), S(200, 2), C(-45, 10), S(150)),
};

/** Jetting: a 10 mm optical cable blown into a 32/26 mm ribbed duct (spec §9: duct inner 26, cable 10). */
export const JETTING_TEMPLATE: ProjectTemplate = {
  projectName: 'Jetting',
  layingMethod: 'jetting',
  pushingSpeed: 60,
  airPressure: 10,
  macMaxPushingForce: 500,
  macMaxPullingForce: 0,
  cableType: 'fiber',
  cableOuterDiameter: 10,
  cableWeight: 0.08,
  cableStiffness: 0.4,
  cableMaxPullingForce: 1_500,
  cableEnd: 'open',
  ductInnerDiameter: 26,
  ductOuterDiameter: 32,
  ductInnerSurface: 'riped',
  cableCof: 0.1,
  altitudeAtStart: 0,
  initialHeading: 90,
  slopeBased: true,
  backward: false,
  xlaunch: 0,
  xend: 0,
  xRearPig: 0,
  calculateBackward: false,
  maxDistance: 5000,
  trajectory: route(S(500), C(90, 20), S(400, 1), C(-90, 20), S(600)),
};

/** Watucab (water push-pull): a 90 mm HV cable in a 180/150 mm duct (spec §9: duct inner 150, cable 90). */
export const WATUCAB_TEMPLATE: ProjectTemplate = {
  projectName: 'Watucab',
  layingMethod: 'waterpushpull',
  pushingSpeed: 20,
  waterPressure: 2,
  waterInDensity: 1,
  macMaxPullingForce: 60_000,
  macMaxPushingForce: 30_000,
  cableType: 'single_multi',
  cableOuterDiameter: 90,
  cableMaxPullingForce: 40_000,
  cableEnd: 'shuttle',
  ductInnerDiameter: 150,
  ductOuterDiameter: 180,
  ductInnerSurface: 'smooth',
  cableCof: 0.15,
  ductPrefilled: true,
  altitudeAtStart: 0,
  initialHeading: 90,
  slopeBased: true,
  backward: false,
  xlaunch: 0,
  xend: 0,
  xRearPig: 0,
  calculateBackward: false,
  maxDistance: 5000,
  trajectory: route(S(800), C(30, 50), S(700, -1), C(-30, 50), S(500)),
};

export const TEMPLATES = { pulling: PULLING_TEMPLATE, jetting: JETTING_TEMPLATE, watucab: WATUCAB_TEMPLATE } as const;
export type TemplateName = keyof typeof TEMPLATES;

const INDUSTRY_OF = (t: CableType) => (['fiber', 'plastic', 'copper', 'coax', 'hybrid', 'microduct'].includes(t) ? 'telecom' : 'energy') as 'telecom' | 'energy';

/** Section data from a template (machines still to choose; template machine limits become manual settings). */
export function sectionFromTemplate(t: ProjectTemplate, displayMode: DisplayMode = 'expert'): SectionData {
  const s = newSection({ displayMode, allowedLayingMethods: [t.layingMethod] });
  const stretchId = s.stretches.rows[0]!.id;
  s.general.sectionName = t.projectName;
  s.equipment.cableEnd = t.cableEnd;
  s.cable = {
    ...s.cable,
    industry: INDUSTRY_OF(t.cableType),
    type: t.cableType,
    outerDiameter: t.cableOuterDiameter,
    weight: t.cableWeight ?? null,
    stiffness: t.cableStiffness ?? null,
    maxPullingForce: t.cableMaxPullingForce,
    cableLength: t.cableLength ?? null,
  };
  s.stretches.rows = [
    {
      id: stretchId,
      stretchName: `${t.ductOuterDiameter}/${t.ductInnerDiameter}`,
      type: 'inDuct',
      outerDiameter: t.ductOuterDiameter,
      innerDiameter: t.ductInnerDiameter,
      innerSurface: t.ductInnerSurface,
      cof: t.cableCof,
      maxPressure: t.ductMaxPressure ?? null,
      prefilled: t.ductPrefilled ?? false,
      undulationPeriod: t.ductUndulationPeriod ?? null,
      undulationAmplitude: t.ductUndulationAmplitude ?? null,
    },
  ];
  s.trajectory = {
    altitudeAtStart: t.altitudeAtStart,
    initialHeading: t.initialHeading,
    rows: t.trajectory.map((r): SectionTrajectoryRow => ({ ...newTrajectoryRow(r.type, makeId('row')), ...r })),
  };
  s.settings = {
    ...s.settings,
    layingSpeed: t.pushingSpeed,
    airPressure: t.airPressure ?? null,
    waterPressure: t.waterPressure ?? null,
    waterDensity: t.waterInDensity ?? null,
    pushingForce: t.macMaxPushingForce || null,
    pullingForce: t.macMaxPullingForce || null,
    xlaunch: t.xlaunch,
    xend: t.xend,
    xRearPig: t.xRearPig,
    calculateBackward: t.calculateBackward,
    maxDistance: t.maxDistance,
  };
  return s;
}
