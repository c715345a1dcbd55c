/**
 * The section model (docs/product.md#data-model "Section"): the data groups general, equipment, cable, stretches,
 * trajectory, settings and results. Every number is in its base unit (docs/simulation-api.md#base-units): lengths
 * in m, diameters in mm, forces in N, pressures in bar gauge, speeds in m/min, weights in kg/m, stiffness in
 * N·m², density in kg/dm³, flows in l/min, angles in degrees. An empty field is `undefined` or `null`; a field
 * with an automatic value (see auto-values/) holds a number only when the user set it by hand.
 */
import type {
  CableEnd,
  ExceededLimit,
  InnerSurface,
  LayingMethod,
  Lubricant,
  RowType,
  SimulationStatus,
  StretchType,
} from '@cla/engine';

export type { CableEnd, ExceededLimit, InnerSurface, LayingMethod, Lubricant, RowType, SimulationStatus, StretchType };

/** A number field: `undefined`/`null` when empty. */
export type NumberField = number | null | undefined;

export const DISPLAY_MODES = ['simple', 'expert'] as const;
/** simple hides the expert-only inputs (stretch maxPressure and undulations); default expert. */
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export const INDUSTRIES = ['telecom', 'energy'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const TELECOM_CABLE_TYPES = ['fiber', 'plastic', 'copper', 'coax', 'hybrid', 'microduct'] as const;
export const ENERGY_CABLE_TYPES = ['single_multi', 'single_solid', '3phased_multi', '3phased_solid'] as const;
export type CableType = (typeof TELECOM_CABLE_TYPES)[number] | (typeof ENERGY_CABLE_TYPES)[number];
/** The cable types of each industry (docs/product.md#data-model). */
export const CABLE_TYPES_BY_INDUSTRY: Readonly<Record<Industry, readonly CableType[]>> = {
  telecom: TELECOM_CABLE_TYPES,
  energy: ENERGY_CABLE_TYPES,
};

export const PARALLEL_LAYOUTS = ['oneForAll', 'oneForEach'] as const;
/** With several cables: one pusher for the whole bundle, or one pusher per cable. */
export type ParallelLayout = (typeof PARALLEL_LAYOUTS)[number];

export const GROUPS = ['general', 'equipment', 'cable', 'stretches', 'trajectory', 'settings', 'results'] as const;
export type Group = (typeof GROUPS)[number];
/** The groups whose errors block a simulation (docs/product.md#states-and-transitions "Simulation readiness"). */
export const INPUT_GROUPS = ['general', 'equipment', 'stretches', 'cable', 'trajectory', 'settings'] as const;
export type InputGroup = (typeof INPUT_GROUPS)[number];

export interface GeneralData {
  sectionName?: string | null;
  sectionDescription?: string | null;
  layingMethod?: LayingMethod | null;
  /** hidden field; default expert */
  displayMode: DisplayMode;
}

export interface CompressorData {
  name?: string | null;
  /** l/min free air delivery */
  maxAirFlow?: NumberField;
  /** bar gauge */
  maxAirPressure?: NumberField;
}

export interface WaterPumpData {
  name?: string | null;
  /** l/min */
  maxWaterFlow?: NumberField;
  /** bar gauge */
  maxWaterPressure?: NumberField;
}

export interface EquipmentData {
  /** id of the pushing machine preset (its limits come with the validation context) */
  pushingMachine?: string | null;
  /** id of the pulling machine preset */
  pullingMachine?: string | null;
  /** number of pushing machines in series (integer ≥ 1; default 1) */
  serieCount?: NumberField;
  /** front end of the cable; empty means the first option of the method */
  cableEnd?: CableEnd | null;
  compressor: CompressorData;
  waterPump: WaterPumpData;
  /** default yes */
  lubricant?: Lubricant | null;
}

export interface CableData {
  industry?: Industry | null;
  type?: CableType | null;
  name?: string | null;
  /** mm */
  outerDiameter?: NumberField;
  /** mm, microduct only */
  innerDiameter?: NumberField;
  /** kg/m per cable; automatic (estimated from type and diameters) unless set */
  weight?: NumberField;
  /** N·m² per cable; automatic unless set */
  stiffness?: NumberField;
  /** N per cable */
  maxPullingForce?: NumberField;
  /** N per cable; automatic (0.6 × maxPullingForce) unless set */
  maxPushingForce?: NumberField;
  /** m; automatic (0.03 × outer diameter) unless set */
  minBendingRadius?: NumberField;
  /** N/m */
  maxRadialForce?: NumberField;
  /** m, freefloating only */
  cableLength?: NumberField;
  /** number of cables laid together, 1..200 */
  count?: NumberField;
  /** required when count is 2 or 3 */
  twisted?: boolean | null;
  parallelLayout?: ParallelLayout | null;
  /** cables already in the duct, 0..2 */
  residentCount?: NumberField;
  /** mm, 0 < d ≤ 75 */
  resident1Diameter?: NumberField;
  /** mm, 0 < d ≤ 75 */
  resident2Diameter?: NumberField;
}

/** One duct stretch (docs/product.md#data-model stretches.rows). */
export interface StretchRow {
  id: string;
  stretchName?: string | null;
  type?: StretchType | null;
  /** mm */
  outerDiameter?: NumberField;
  /** mm */
  innerDiameter?: NumberField;
  innerSurface?: InnerSurface | null;
  /** dynamic coefficient of friction with lubricant yes */
  cof?: NumberField;
  /** bar gauge; automatic (100/(r−1) air, 160/(r−1) water) unless set */
  maxPressure?: NumberField;
  prefilled?: boolean | null;
  /** m; automatic unless set */
  undulationPeriod?: NumberField;
  /** mm; automatic unless set */
  undulationAmplitude?: NumberField;
  /** m, onRollers only */
  rollerDistance?: NumberField;
}

export interface StretchesData {
  rows: StretchRow[];
}

/** One trajectory row as edited; only the fields of its type matter (see rules/row-types.ts). */
export interface SectionTrajectoryRow {
  /** stable row key (for the editor and for validation paths) */
  key: string;
  type: RowType;
  /** degree, −90..90 (straight) */
  slope?: NumberField;
  /** degree, horizontal turn, sign = side (curve, curveOnRollers) */
  angle?: NumberField;
  /** m (curve, curveOnRollers) */
  radius?: NumberField;
  /** m (straight) */
  length?: NumberField;
  /** id of a pushing machine preset (pusher) */
  pushingMachine?: string | null;
  /** N (pusher) */
  pushForce?: NumberField;
  /** loop: how many more times the rows are repeated */
  loopCount?: NumberField;
  /** loop: how many preceding rows are repeated */
  dupSegments?: NumberField;
  /** stretch: id of the stretch used from this row on */
  stretch?: string | null;
}

export interface TrajectoryData {
  /** m, default 0 */
  altitudeAtStart?: NumberField;
  /** degree compass bearing, default 90 */
  initialHeading?: NumberField;
  rows: SectionTrajectoryRow[];
}

export interface SettingsData {
  /** m/min; automatic (lowest machine limit, else 13) unless set */
  layingSpeed?: NumberField;
  /** N per pusher; automatic (lowest limit) unless set */
  pushingForce?: NumberField;
  /** N; automatic (lowest limit) unless set */
  pullingForce?: NumberField;
  /** N, back tension / feeding loss at the launch point */
  lostForce?: NumberField;
  /** bar gauge; automatic (lowest limit, else 10) unless set */
  airPressure?: NumberField;
  /** bar gauge; automatic (lowest limit, else 2) unless set */
  waterPressure?: NumberField;
  /** kg/dm³; automatic (1) unless set */
  waterDensity?: NumberField;
  /** m, launch point position */
  xlaunch?: NumberField;
  /** m, route length beyond the target */
  xend?: NumberField;
  /** m, rear pig position (freefloating) */
  xRearPig?: NumberField;
  /** m, upper bound of the max-distance search */
  maxDistance?: NumberField;
  calculateBackward?: boolean | null;
  showRadialForce?: boolean | null;
}

export interface ResultMessage {
  code: string;
  level: 'error' | 'warning' | 'info';
  title: string;
  message: string;
  /** the engine message's params in base units, so that a saved result can be said in any language and units */
  params?: Record<string, number | string>;
}

export interface ResultsData {
  status: SimulationStatus;
  /**
   * false when the cable never moved (the engine's `started`): distance is then the head's starting position and the
   * force at the end the force needed to start; absent in results saved before it existed
   */
  started?: boolean | null;
  /** m */
  distance?: NumberField;
  /** min */
  duration?: NumberField;
  /** N */
  forceAtEnd?: NumberField;
  /** l/min */
  waterFlow?: NumberField;
  /** m³ */
  waterQuantity?: NumberField;
  /** m */
  maxDistance?: NumberField;
  /**
   * every limit the run exceeded (the engine's `exceeded`: which, where, by how much); with one, a cable that reached
   * its target has status `exceeded`; absent in results saved before it existed
   */
  exceeded?: ExceededLimit[] | null;
  messages: ResultMessage[];
}

/** The data of a section (what is saved in `data`; results also travel separately). */
export interface SectionData {
  general: GeneralData;
  equipment: EquipmentData;
  cable: CableData;
  stretches: StretchesData;
  trajectory: TrajectoryData;
  settings: SettingsData;
  results: ResultsData;
}

/** Validation summary of one group (docs/product.md#data-model: errors, warnings, valid, dirty). */
export interface GroupSummary {
  errors: number;
  warnings: number;
  valid: boolean;
  dirty: boolean;
}

/** Favourites and scenarios (docs/product.md#data-model). */
export interface Favourite {
  name: string;
  primaryColor: string;
  secondaryColor: string;
}

/** A section record (docs/product.md#data-model "Section"); a new one has id `new`. */
export interface Section {
  id: string;
  project?: string | null;
  data: SectionData;
  results?: ResultsData;
  shareToken?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  favorites?: Favourite[];
  /** true after load or save; false after any edit */
  saved: boolean;
  validation?: Partial<Record<Group, GroupSummary>>;
}
