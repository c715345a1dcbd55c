// The trajectory solver's contract: its input (a request's trajectory and stretches) and its derived rows.
import type { Stretch, Trajectory } from './contract.js';

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
