/**
 * The simulation contract (docs/simulation-api.md): one request, one response, base units.
 * Every number here is in its base unit (m, mm, N, N/m, bar gauge, m/min, kg/m, N·m², kg/dm³, l/min,
 * m³, min, degree, %). The engine converts to SI once, at its door.
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

/**
 * `success`: the head reached its target within every limit; `exceeded`: it reached its target but some limit is
 * exceeded (the response's `exceeded` names each); `failed`: a limit stopped it; `notStarted`: refused at the door.
 */
export type SimulationStatus = 'success' | 'exceeded' | 'failed' | 'notStarted';
export type MessageLevel = 'error' | 'warning' | 'info';

export interface SimulationMessage {
  /** stable code, documented in engine-as/README.md */
  code: string;
  level: MessageLevel;
  /** English fallback; the web app translates by code */
  title: string;
  message: string;
  params: Record<string, string | number>;
}

export interface LimitedBy {
  code: string;
  /** m */
  position: number;
}

/** What an exceeded limit is of (docs/simulation-api.md#limits-exceeded). */
export type ExceededQuantity = 'radialForce' | 'bendRadius' | 'jamRatio' | 'pullingForce' | 'pushingForce' | 'pressure';

/** One limit a run exceeded: which, where, by how much (docs/simulation-api.md#limits-exceeded). */
export interface ExceededLimit {
  /**
   * the message that reports it (W_SIDEWALL, W_BEND_RADIUS, W_JAM_RATIO), or for a crossing only the final profile
   * shows, the limit's code (E_CABLE_PULLING_FORCE, E_CABLE_PUSHING_FORCE, W_DUCT_PRESSURE)
   */
  code: string;
  /** whose rating it is */
  component: 'cable' | 'duct';
  quantity: ExceededQuantity;
  /** m along the route, null where the limit has no place (the jam ratio) */
  position: number | null;
  /** the value reached, in `unit` (a bend radius: the tightest radius, below `limit`) */
  value: number;
  /** the limit, in `unit` (the jam ratio: the danger band's lower end, 2.6; the band ends at 3.1) */
  limit: number;
  unit: 'N/m' | 'm' | 'N' | 'bar' | '';
}

/** Progress along the installation; at most about 2000 samples unless the request asks `fullResolution`. */
export interface Progress {
  /** m, installed length */
  length: number[];
  /** N */
  pushingForce: number[];
  /** N */
  pullingForce: number[];
  /** m/min */
  speed: number[];
  /** min */
  time: number[];
}

/** The cable along the route in its final state; at most about 2000 samples unless the request asks `fullResolution`. */
export interface Profile {
  /** m */
  position: number[];
  /** N, tension positive */
  force: number[];
  /** N/m */
  radialForce: number[];
  /**
   * bar gauge (relative to 1.013 bar): air never below 0, water never below −0.98961 (its vapour pressure, where the
   * column separates: W_COLUMN_SEPARATED)
   */
  pressure: number[];
  /** m */
  altitude: number[];
}

export interface BendResult {
  /** index of the trajectory row (0-based, in the input rows) */
  row: number;
  /** m, start of the bend along the route */
  position: number;
  /** degree */
  totalAngle: number;
  /** m */
  radius: number;
  /** N */
  forceIn: number;
  /** N */
  forceOut: number;
  /** N/m, the largest along the bend */
  radialForce: number;
}

export interface Checks {
  /** % */
  fillRatio: number;
  jamRatio: number | null;
  /** mm */
  clearance: number;
  /** mm */
  bundleDiameter: number;
}

export interface CalculateResponse {
  status: SimulationStatus;
  /**
   * false when the cable never moved: `notStarted`, or `failed` at the head's starting position (the launch point;
   * freefloating: the front shuttle's start, xRearPig + cableLength) — a machine that would need more than its
   * rating there, water pressure that cannot move the cable. `distance` is then that starting position, not a
   * distance travelled, and the machine force (`forceAtEnd`, the first progress point) is the force needed there,
   * not a force exerted (docs/simulation-api.md#response).
   */
  started: boolean;
  /** m, the head's position along the route (from the route's start) */
  distance: number;
  /** min */
  duration: number;
  /** N */
  forceAtEnd: number;
  /** m */
  maxDistance: number;
  /**
   * What ended `maxDistance`: with findMaxDistance the limit broken just beyond it (its code, as `limitedBy`, and
   * the head position where it bites), null where the search reached `data.maxDistance` (the search cap); without,
   * `limitedBy` (null for a success). Absent in results kept from before it was sent.
   */
  maxDistanceLimitedBy?: LimitedBy | null;
  /** l/min */
  waterFlow: number;
  /** m³ */
  waterQuantity: number;
  /** l/min */
  airFlow: number;
  limitedBy: LimitedBy | null;
  /** every limit exceeded (empty when none): with one, a head that reached its target has status `exceeded` */
  exceeded: ExceededLimit[];
  messages: SimulationMessage[];
  progress: Progress;
  profile: Profile;
  bends: BendResult[];
  checks: Checks;
}

/** Input of the trajectory solver: the trajectory and the stretches of a request's data. */
export interface TrajectoryInput {
  trajectory: Trajectory;
  stretches: Stretch[];
}

/** Derived values of one input row (docs/product.md#data-model, "Derived per row"). */
export interface TrajectoryRowResult {
  /** 0-based position of the row in the input rows */
  index: number;
  /** m, position along the route where the row starts */
  start: number;
  /** m, position along the route where the row ends */
  cumulativeLength: number;
  /** m */
  altAtStart: number;
  /** m */
  altAtEnd: number;
  /** degree, total 3-D deflection of a curve (0 for other rows) */
  totalAngle: number;
  /** m; a curve's is radius × total angle, a loop's the length of the copies it inserts, a pusher's 0 */
  length: number;
  /** id of the stretch in force at this row */
  stretchId: string | null;
}

export interface TrajectorySolution {
  rows: TrajectoryRowResult[];
  /** the expanded route as a 3-D polyline: s along the route, x east, y north, z altitude (all m) */
  route: { s: number[]; x: number[]; y: number[]; z: number[] };
  /** m, total route length */
  length: number;
  /** problems found in the input (the solver answers anyway, counting invalid numbers as 0) */
  issues: { field: string; rule: string }[];
}

export const FLUIDS = ['air', 'water'] as const;
export type Fluid = (typeof FLUIDS)[number];

/**
 * The flow calculator's request (base units): air or water through one duct, optionally with cables in it.
 * Give exactly one of `pressure` (→ the flow and the pressure profile) and `flow` (→ the inlet pressure needed).
 */
export interface FlowRequest {
  fluid: Fluid;
  /** mm, duct inner diameter */
  innerDiameter: number;
  /** m, duct length */
  length: number;
  /** default smooth */
  innerSurface?: InnerSurface;
  /** m, altitude of the exit minus that of the inlet (water; the air ignores it); default 0 */
  altitudeChange?: number;
  /** cables in the duct, default 0 */
  cableCount?: number;
  /** mm, per cable; required when cableCount > 0 */
  cableDiameter?: number;
  /** bar gauge at the inlet (the exit is at ambient pressure) */
  pressure?: number;
  /** l/min; for air the free air delivery (at 1.013 bar, 20 °C) */
  flow?: number;
  /** kg/dm³ (water), default 1 */
  waterDensity?: number;
  /** points of the pressure profile, 2–1000, default 50 */
  profilePoints?: number;
}

/** The flow calculator's answer (base units, SI for the dimensionless and the speeds). */
export interface FlowResponse {
  /** `noFlow`: the inlet pressure does not lift the water to the exit; `notStarted`: invalid request */
  status: 'success' | 'noFlow' | 'notStarted';
  /** bar gauge at the inlet: the one given, or the one needed for the flow */
  pressure: number;
  /** l/min (air: free air delivery): the one given, or the one the pressure drives */
  flow: number;
  /** kg/s */
  massFlow: number;
  /** m/s, mean speed in the free area at the inlet and at the exit (equal for water) */
  velocityIn: number;
  velocityOut: number;
  /** Reynolds number (constant along the duct) */
  reynolds: number;
  /** Darcy friction factor λ */
  frictionFactor: number;
  regime: 'laminar' | 'turbulent' | 'none';
  /** mm, 4·A/P_wet of the free area */
  hydraulicDiameter: number;
  /** mm², free flow area */
  freeArea: number;
  /** along the duct from the inlet: m, bar gauge */
  profile: { position: number[]; pressure: number[] };
  messages: SimulationMessage[];
}
