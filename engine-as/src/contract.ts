/**
 * The simulation contract (docs/simulation-api.md): one request, one response, base units.
 * Every number here is in its base unit (m, mm, N, N/m, bar gauge, m/min, kg/m, N·m², kg/dm³, l/min,
 * m³, min, degree, %). The engine converts to SI once, at its door. The request is here; the response, the trajectory
 * solver's and the flow calculator's contracts are in response-contract.ts, trajectory-contract.ts and flow-contract.ts.
 */

export const LAYING_METHODS = [
  'push',
  'pull',
  'pushpull',
  'jetting',
  'floating',
  'waterpushpull',
  'freefloating',
] as const;
export type LayingMethod = (typeof LAYING_METHODS)[number];

export const LUBRICANTS = ['no', 'yes', 'lubricator'] as const;
export type Lubricant = (typeof LUBRICANTS)[number];

export const CABLE_ENDS = ['open', 'sonic', 'shuttle'] as const;
export type CableEnd = (typeof CABLE_ENDS)[number];

/**
 * Which component a machine force setting was taken from: `machine` (its rating or a force set for it) or `cable`
 * (the cable's limit, lower than the machine's rating: an automatic setting). The limit's messages name it.
 */
export const FORCE_SOURCES = ['machine', 'cable'] as const;
export type ForceSource = (typeof FORCE_SOURCES)[number];

export const STRETCH_TYPES = ['inDuct', 'onRollers', 'other'] as const;
export type StretchType = (typeof STRETCH_TYPES)[number];

export const INNER_SURFACES = ['smooth', 'riped', 'corrugated'] as const;
export type InnerSurface = (typeof INNER_SURFACES)[number];

export const ROW_TYPES = ['straight', 'curve', 'curveOnRollers', 'pusher', 'loop', 'stretch'] as const;
export type RowType = (typeof ROW_TYPES)[number];

/** One duct stretch (a duct type used from a stretch row on). */
export interface Stretch {
  id: string;
  stretchName?: string;
  type: StretchType;
  /** mm */
  outerDiameter: number;
  /** mm */
  innerDiameter: number;
  innerSurface: InnerSurface;
  /** dynamic cable/duct coefficient of friction with lubricant "yes" */
  cof: number;
  /** bar gauge */
  maxPressure?: number;
  prefilled?: boolean;
  /** m */
  undulationPeriod?: number;
  /** mm */
  undulationAmplitude?: number;
  /** m, onRollers only */
  rollerDistance?: number;
}

/** One trajectory row; only the fields of its type matter. */
export interface TrajectoryRow {
  type: RowType;
  /** degree, + uphill in the laying direction (straight) */
  slope?: number;
  /** degree, horizontal turn of a curve (sign = side: + to the right, i.e. clockwise seen from above) */
  angle?: number;
  /** m (curve) */
  radius?: number;
  /** m (straight) */
  length?: number;
  /** N (pusher) */
  pushForce?: number;
  /** loop: how many more copies of the dupSegments rows before it */
  loopCount?: number;
  /** loop: how many rows before it are repeated */
  dupSegments?: number;
  /** stretch: the id of the stretch used from this row on */
  stretch?: string;
}

export interface Trajectory {
  /** m */
  altitudeAtStart: number;
  /** degree, compass bearing of the route at its start (0 north, 90 east) */
  initialHeading: number;
  rows: TrajectoryRow[];
}

export interface SimulationData {
  projectName?: string;
  id?: string | null;
  layingMethod: LayingMethod;
  /** m/min */
  pushingSpeed: number;
  /** bar gauge */
  airPressure?: number;
  /** bar gauge */
  waterPressure?: number;
  /** kg/dm³ */
  waterInDensity?: number;
  lubricant: Lubricant;
  /** N */
  macMaxPullingForce: number;
  /** N */
  macMaxPushingForce: number;
  /**
   * whose limit `macMaxPullingForce` is (default `machine`): `cable` when the setting is the cable's max pulling
   * force (× count) rather than the winch's; a limit reached there is then the cable's (`E_CABLE_PULLING_FORCE`)
   */
  macMaxPullingForceSource?: ForceSource;
  /**
   * whose limit `macMaxPushingForce` is (default `machine`): `cable` when the setting is the cable's max pushing
   * force (× count) rather than the pusher's; a limit reached pushing is then the cable's (`E_CABLE_PUSHING_FORCE`)
   */
  macMaxPushingForceSource?: ForceSource;
  /** l/min */
  macMaxAirFlow?: number;
  /** l/min */
  macMaxWaterFlow?: number;
  cableType?: string;
  /** mm */
  cableOuterDiameter: number;
  /** kg/m */
  cableWeight: number;
  /** N·m² */
  cableStiffness: number;
  /** N */
  cableMaxPullingForce: number;
  /** N/m */
  cableMaxRadialForce?: number;
  /** m */
  cableLength?: number;
  cableEnd?: CableEnd;
  cableCount?: number;
  twistedBundle?: boolean;
  residentCount?: number;
  /** mm */
  resident1Diameter?: number;
  /** mm */
  resident2Diameter?: number;
  /** N */
  lostForce?: number;
  /** m */
  xlaunch?: number;
  /** m */
  xend?: number;
  /** m */
  xRearPig?: number;
  /** m */
  maxDistance?: number;
  calculateBackward?: boolean;
  simpleMode?: boolean;
  stretches: Stretch[];
  trajectory: Trajectory;
  /** optional extras the engine may use when present */
  cableMaxPushingForce?: number;
  cableMinBendingRadius?: number;
  cableInnerDiameter?: number;
  macMaxPushingSpeed?: number;
  macMaxPullingSpeed?: number;
  macMaxAirPressure?: number;
  macMaxWaterPressure?: number;
}

export interface CalculateRequest {
  findMaxDistance?: boolean;
  /**
   * Every sample of the profile and progress curves. Without it (the default) each curve is thinned to about
   * 2000 samples (`MAX_CURVE_POINTS`) keeping its extremes, first and last samples, jumps, limit crossings and the
   * positions the messages name (engine-as/README.md, "Response size").
   */
  fullResolution?: boolean;
  data: SimulationData;
}


export * from './response-contract.js';
export * from './trajectory-contract.js';
export * from './flow-contract.js';
