// The simulation contract's response (docs/simulation-api.md): status, messages, limits exceeded, progress, profile, bends, checks.

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

/**
 * The scalar answer of `engine.calculateScalars`: every field of {@link CalculateResponse} but its curves
 * (`progress`, `profile`) and `bends`, with the same values, and the cable force at the asked positions.
 */
export interface ScalarResponse extends Omit<CalculateResponse, 'progress' | 'profile' | 'bends'> {
  /**
   * N, the profile's force at each asked position (`ScalarOptions.probes`, m along the route), interpolated
   * linearly on the profile the full answer gives (thinned as it is); null outside the profile
   */
  probes: (number | null)[];
}

/** What `engine.calculateScalars` reads besides the request. */
export interface ScalarOptions {
  /** m along the route: positions where the answer gives the profile's force (`ScalarResponse.probes`) */
  probes?: readonly number[];
}
