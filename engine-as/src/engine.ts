// The engine's interface for the rest of the code: simulate a laying, solve a trajectory, compute a duct's air or water flow.
import type {
  CalculateRequest, CalculateResponse, FlowRequest, FlowResponse, ScalarOptions, ScalarResponse, TrajectoryInput,
  TrajectorySolution,
} from './contract.js';

/**
 * The engine as the rest of the code sees it. One instance owns one wasm instance; it is not shared between
 * threads. No wasm pointer leaves the door.
 */
export interface Engine {
  /**
   * Runs one simulation (see docs/simulation-api.md). Never throws for bad input: an invalid request answers
   * status `notStarted`, distance 0 and one `E_INVALID_PARAMS` message per problem.
   */
  calculate(request: CalculateRequest): CalculateResponse;
  /**
   * The same simulation answered without its curves and bends (engine-as/README.md, "Scalar answers"): every other
   * field equal to `calculate`'s, and the profile's force at `options.probes`. For studies that run a section many
   * times and read a few numbers of each run: the door then builds no arrays of the curves.
   */
  calculateScalars(request: CalculateRequest, options?: ScalarOptions): ScalarResponse;
  /**
   * Solves a trajectory: derived values per input row and the route as a 3-D polyline. Lenient (it answers
   * while the engineer types): problems come back in `issues`, never as a throw.
   */
  solveTrajectory(input: TrajectoryInput): TrajectorySolution;
  /**
   * The flow calculator: air or water through one duct, optionally with cables in it; the inlet pressure gives
   * the flow and the pressure profile, the flow gives the inlet pressure. Never throws for bad input: status
   * `notStarted` with one `E_INVALID_PARAMS` message per problem.
   */
  flow(request: FlowRequest): FlowResponse;
  /** The ABI version compiled into the wasm, for diagnostics. */
  readonly abiVersion: number;
}
