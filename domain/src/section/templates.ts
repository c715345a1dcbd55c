/**
 * Project templates (docs/product.md#data-model "Laying methods and project templates", docs/product.md#defaults-and-limits): pulling, jetting and watucab
 * (water push-pull). A template is flat, in base units, and turns into section data with `sectionFromTemplate`.
 */
import type { CableEnd, InnerSurface, LayingMethod } from '@cla/engine';
import { makeId, newSection, newTrajectoryRow } from './defaults.js';
import type { CableType, DisplayMode, SectionData, SectionTrajectoryRow } from './types.js';
import { C, route, ROUTE_SETTINGS, S } from './template-route.js';

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
  /** N, a manual pulling-force setting (else the automatic one: the lowest machine or cable limit) */
  macMaxPullingForce?: number;
  /** N, a manual pushing-force setting (else automatic) */
  macMaxPushingForce?: number;
  /** name of the demo catalogue's pushing machine preset the template uses (resolved to its id at creation) */
  pushingMachine?: string;
  /** pushing machines in series (default 1) */
  serieCount?: number;
  /** name of the demo catalogue's pulling machine preset */
  pullingMachine?: string;
  /** the compressor (air methods), as its demo catalogue preset */
  compressor?: { name: string; maxAirFlow: number; maxAirPressure: number };
  /** the water pump (water methods), as its demo catalogue preset */
  waterPump?: { name: string; maxWaterFlow: number; maxWaterPressure: number };
  cableType: CableType;
  cableName?: string;
  /** mm */
  cableOuterDiameter: number;
  /** kg/m */
  cableWeight?: number;
  /** N·m² */
  cableStiffness?: number;
  /** N */
  cableMaxPullingForce: number;
  /** N (data sheet; else automatic 0.6 × max pulling force) */
  cableMaxPushingForce?: number;
  /** m (data sheet; else automatic 30 × D) */
  cableMinBendingRadius?: number;
  /** N/m */
  cableMaxRadialForce?: number;
  /** m */
  cableLength?: number;
  cableEnd: CableEnd;
  /** mm */
  ductInnerDiameter: number;
  /** mm (not a section field; needed for the stretch's outer diameter and pressure rating) */
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


/**
 * Pulling: a 40 mm MV cable (1×400 mm² Al, 12/20 kV; data-sheet-like values: 1.75 kg/m, 30 N/mm² of aluminium =
 * 12 kN, bending radius 15 × D) pulled by the catalogue's 50 kN drum winch through a 110/94 mm duct.
 */
export const PULLING_TEMPLATE: ProjectTemplate = {
  projectName: 'Pulling',
  layingMethod: 'pull',
  pushingSpeed: 13,
  pullingMachine: 'Drum winch 50 kN',
  cableType: 'single_multi',
  cableName: 'MV 1×400 mm² Al, 12/20 kV, 40 mm',
  cableOuterDiameter: 40,
  cableWeight: 1.75,
  cableMaxPullingForce: 12_000,
  cableMinBendingRadius: 0.6,
  cableMaxRadialForce: 7_300,
  cableEnd: 'open',
  ductInnerDiameter: 94,
  ductOuterDiameter: 110,
  ductInnerSurface: 'smooth',
  cableCof: 0.2,
  ...ROUTE_SETTINGS,
  trajectory: route(S(100), C(90, 10), S(200, 2), C(-45, 10), S(150)),
};

/**
 * Jetting: a 10 mm optical cable (docs/product.md#defaults-and-limits: duct inner 26, cable 10; 0.08 kg/m, 0.4 N·m², 1500 N) blown by the
 * catalogue's blowing machine for 8–20 mm cables (800 N, 15 bar) with the 5 m³/min, 12 bar compressor into a
 * 32/26 mm ribbed duct.
 */
export const JETTING_TEMPLATE: ProjectTemplate = {
  projectName: 'Jetting',
  layingMethod: 'jetting',
  pushingSpeed: 60,
  airPressure: 10,
  pushingMachine: 'Blowing machine for cables 8–20 mm',
  compressor: { name: 'Portable compressor 5 m³/min, 12 bar', maxAirFlow: 5000, maxAirPressure: 12 },
  cableType: 'fiber',
  cableName: 'Loose-tube cable 10 mm',
  cableOuterDiameter: 10,
  cableWeight: 0.08,
  cableStiffness: 0.4,
  cableMaxPullingForce: 1_500,
  cableMaxPushingForce: 900,
  cableMinBendingRadius: 0.2,
  cableMaxRadialForce: 500,
  cableEnd: 'open',
  ductInnerDiameter: 26,
  ductOuterDiameter: 32,
  ductInnerSurface: 'riped',
  cableCof: 0.1,
  ...ROUTE_SETTINGS,
  trajectory: route(S(500), C(90, 20), S(400, 1), C(-90, 20), S(600)),
};

/**
 * Watucab (water push-pull): a 90 mm HV cable (docs/product.md#defaults-and-limits: duct inner 150, cable 90) in a 180/150 mm duct. Data-sheet
 * cable values (1×1000 mm² Al, 76/132 kV class: 8.5 kg/m, stiffness 4.5 kN·m², 30 N/mm² = 30 kN pull, bending
 * radius 20 × D): the automatic estimates (single core with a multi-wire conductor, 2.5 kg/dm³ → 15.9 kg/m) stop it
 * at about 1.07 km of its 2.05 km (tutorials.engine.test.ts). Two of the catalogue's 5 kN caterpillar pushers in
 * series (no automatic undulation for a cable its pig pulls: amplitude 0, period 13.5 m), its 50 kN drum winch holding
 * the pig, and the 1500 l/min pump at 4 bar.
 */
export const WATUCAB_TEMPLATE: ProjectTemplate = {
  projectName: 'Watucab',
  layingMethod: 'waterpushpull',
  pushingSpeed: 20,
  waterPressure: 4,
  waterInDensity: 1,
  pushingMachine: 'Caterpillar cable pusher for power cables',
  serieCount: 2,
  pullingMachine: 'Drum winch 50 kN',
  waterPump: { name: 'Water pump 1500 l/min, 20 bar', maxWaterFlow: 1500, maxWaterPressure: 20 },
  cableType: 'single_multi',
  cableName: 'HV 1×1000 mm² Al, 132 kV, 90 mm',
  cableOuterDiameter: 90,
  cableWeight: 8.5,
  cableStiffness: 4_500,
  cableMaxPullingForce: 30_000,
  cableMaxPushingForce: 10_000,
  cableMinBendingRadius: 1.8,
  cableMaxRadialForce: 14_600,
  cableEnd: 'shuttle',
  ductInnerDiameter: 150,
  ductOuterDiameter: 180,
  ductInnerSurface: 'smooth',
  cableCof: 0.15,
  ductPrefilled: true,
  ...ROUTE_SETTINGS,
  trajectory: route(S(800), C(30, 50), S(700, -1), C(-30, 50), S(500)),
};

export const TEMPLATES = { pulling: PULLING_TEMPLATE, jetting: JETTING_TEMPLATE, watucab: WATUCAB_TEMPLATE } as const;
export type TemplateName = keyof typeof TEMPLATES;

const INDUSTRY_OF = (t: CableType) => (['fiber', 'plastic', 'copper', 'coax', 'hybrid', 'microduct'].includes(t) ? 'telecom' : 'energy') as 'telecom' | 'energy';

/** A machine preset as templates find it: by type and name. */
export interface NamedMachine {
  id: string;
  name: string;
  type: string;
}

/**
 * Section data from a template. Its machines are the presets of `machines` with the template's names (the demo
 * catalogue's); a machine not found stays to choose. Compressor and water pump are filled in; manual settings only
 * where the template gives them (else the automatic limits of the machines and the cable apply).
 */
export function sectionFromTemplate(t: ProjectTemplate, displayMode: DisplayMode = 'expert', machines: readonly NamedMachine[] = []): SectionData {
  const s = newSection({ displayMode, allowedLayingMethods: [t.layingMethod] });
  const machineId = (type: 'pushingMachine' | 'pullingMachine', name: string | undefined) =>
    (name && machines.find((m) => m.type === type && m.name === name)?.id) || null;
  s.equipment.pushingMachine = machineId('pushingMachine', t.pushingMachine);
  s.equipment.pullingMachine = machineId('pullingMachine', t.pullingMachine);
  if (t.serieCount !== undefined) s.equipment.serieCount = t.serieCount;
  if (t.compressor) s.equipment.compressor = { ...t.compressor };
  if (t.waterPump) s.equipment.waterPump = { ...t.waterPump };
  const stretchId = s.stretches.rows[0]!.id;
  s.general.sectionName = t.projectName;
  s.equipment.cableEnd = t.cableEnd;
  s.cable = {
    ...s.cable,
    industry: INDUSTRY_OF(t.cableType),
    type: t.cableType,
    name: t.cableName ?? null,
    outerDiameter: t.cableOuterDiameter,
    weight: t.cableWeight ?? null,
    stiffness: t.cableStiffness ?? null,
    maxPullingForce: t.cableMaxPullingForce,
    maxPushingForce: t.cableMaxPushingForce ?? null,
    minBendingRadius: t.cableMinBendingRadius ?? null,
    maxRadialForce: t.cableMaxRadialForce ?? null,
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
    pushingForce: t.macMaxPushingForce ?? null,
    pullingForce: t.macMaxPullingForce ?? null,
    xlaunch: t.xlaunch,
    xend: t.xend,
    xRearPig: t.xRearPig,
    calculateBackward: t.calculateBackward,
    maxDistance: t.maxDistance,
  };
  return s;
}
