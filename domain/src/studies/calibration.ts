/**
 * COF calibration from a field log: the duct COF that makes the engine's machine force along the installed length
 * best match what a winch or pusher logged.
 *
 * Model. For a COF c every duct stretch gets c and the section runs once; the model force at a logged distance d is
 * the machine's force (the winch's pulling force, or the pusher's pushing force) of the run's progress at installed
 * length d, linearly interpolated (past the run's last sample: its last force). So that a run with a high COF does
 * not stop at a limit before the log's end, the logged machine's force limit and the cable's matching limit are
 * raised to at least 4 × the highest logged force (option `liftLimits`, default true: the log shows what the
 * installation reached). Fit: least squares of the force, S(c) = Σ (F_model(dᵢ; c) − Fᵢ)², minimised over
 * c ∈ [0.01, 1]: a geometric grid of 13 COFs brackets the minimum (the grid point of least S and its neighbours),
 * then a golden-section search narrows the bracket to `tolerance` (default 1e-4). The grid guards against a
 * search led astray by a flat or stepped S (a run that stops early).
 *
 * Per stretch. When the log covers more than one stretch, the stretches are fitted one after the other in the order
 * the head first enters them: the force at head position p depends only on the stretches between the launch point
 * and p, so stretch k is fitted on the readings from where the head enters it to where it enters the next new
 * stretch, the stretches before it fixed at their fitted COF. A stretch with fewer than `minPointsPerStretch`
 * readings (default 5) in its window shares the COF of the stretch fitted before it (the first such one: of the one
 * after it). Stretches the log never reaches are not in `perStretch`. The uniform fit (`cof`) is always given.
 * The head position is the launch point plus the installed length (the backward calculation measures from the far
 * end of the route, as the engine).
 *
 * Where the machine's force does not depend on the COF (a pusher that always pushes at its rating, as in
 * push-pull), the fit says nothing: log the other machine.
 */
import type { CalculateRequest, CalculateResponse, SimulationData } from '@cla/engine';
import { needsEquipment } from '../rules/laying-methods.js';
import type { StretchRow, TrajectoryData } from '../section/types.js';
import { reversePieces, routePieces, stretchRuns } from '../trajectory/route-profile.js';
import type { FieldLogPoint } from './field-log.js';
import { type RunEngine, type StudyRunOptions, studyRunner } from './run.js';
import { interpolateAt } from './stats.js';

export const COF_SEARCH_RANGE = { min: 0.01, max: 1 } as const;
export const DEFAULT_CALIBRATION_TOLERANCE = 1e-4;
export const DEFAULT_MIN_POINTS_PER_STRETCH = 5;
const GRID_POINTS = 13;
const LIFT_FACTOR = 4;
const GOLDEN = (Math.sqrt(5) - 1) / 2;

export type LoggedMachine = 'winch' | 'pusher';

export interface CalibrationOptions extends StudyRunOptions {
  /** whose force the log holds; default the winch when the method has one and no pusher, else the pusher */
  machine?: LoggedMachine;
  /** COF tolerance of the search; default 1e-4 */
  tolerance?: number;
  /** fit each stretch the log covers (default true) */
  perStretch?: boolean;
  /** readings a stretch needs to be fitted on its own (default 5) */
  minPointsPerStretch?: number;
  /** raise the logged machine's and the cable's force limits above the log (default true) */
  liftLimits?: boolean;
}

export interface FitPoint {
  /** m */
  distance: number;
  /** N, the model's force */
  force: number;
}

export interface StretchCof {
  stretchId: string;
  cof: number;
  /** readings in the stretch's window (a stretch sharing the COF of the one before: 0, its readings counted there) */
  points: number;
}

export interface CalibrationResult {
  machine: LoggedMachine;
  /** the best uniform COF */
  cof: number;
  /** N, root mean square of the force residuals at that COF */
  rms: number;
  /** the model's force at each logged distance, at that COF */
  fit: FitPoint[];
  /** when the log covers several stretches: each covered stretch's COF, the rms and fit with them */
  perStretch?: { stretches: StretchCof[]; rms: number; fit: FitPoint[] };
}

/**
 * The machine a method's log is taken from by default: the winch for pull and push-pull (in push-pull the pusher
 * pushes at its rating whatever the COF), the pusher for push, jetting, floating and water push-pull (where the
 * pig's pull is held by the pressure), none for free-floating.
 */
export function defaultLoggedMachine(method: SimulationData['layingMethod']): LoggedMachine | null {
  if (method === 'pull' || method === 'pushpull') return 'winch';
  if (needsEquipment(method, 'pushingMachine')) return 'pusher';
  return needsEquipment(method, 'pullingMachine') ? 'winch' : null;
}

/** The request with every stretch's COF from `cofOf`, and the logged machine's limits raised when asked. */
function calibrationRequest(request: CalculateRequest, cofOf: (id: string) => number, machine: LoggedMachine, lift: number | null): CalculateRequest {
  const data: SimulationData = { ...request.data, stretches: request.data.stretches.map((s) => ({ ...s, cof: cofOf(s.id) })) };
  if (lift !== null) {
    if (machine === 'winch') {
      data.macMaxPullingForce = Math.max(data.macMaxPullingForce || 0, lift);
      data.cableMaxPullingForce = Math.max(data.cableMaxPullingForce || 0, lift);
    } else {
      data.macMaxPushingForce = Math.max(data.macMaxPushingForce || 0, lift);
      if (data.cableMaxPushingForce !== undefined) data.cableMaxPushingForce = Math.max(data.cableMaxPushingForce, lift);
    }
  }
  return { findMaxDistance: false, data };
}

/** The machine's force at each distance from a run's progress (its last force past its end). */
export function modelForces(response: CalculateResponse, machine: LoggedMachine, distances: readonly number[]): number[] {
  const xs = response.progress.length;
  const ys = machine === 'winch' ? response.progress.pullingForce : response.progress.pushingForce;
  const n = Math.min(xs.length, ys.length);
  return distances.map((d) => {
    if (n === 0) return 0;
    if (d <= xs[0]!) return ys[0]!;
    if (d >= xs[n - 1]!) return ys[n - 1]!;
    return interpolateAt(xs, ys, d) ?? 0;
  });
}

const sse = (model: readonly number[], log: readonly FieldLogPoint[]): number => model.reduce((s, f, i) => s + (f - log[i]!.force) ** 2, 0);

/** Minimises `f` over [lo, hi]: a geometric grid, then golden section in the best grid point's bracket. */
export async function minimizeCof(f: (c: number) => Promise<number>, lo: number, hi: number, tolerance: number): Promise<number> {
  const grid = Array.from({ length: GRID_POINTS }, (_, i) => lo * (hi / lo) ** (i / (GRID_POINTS - 1)));
  const values: number[] = [];
  for (const c of grid) values.push(await f(c));
  let best = 0;
  values.forEach((v, i) => {
    if (v < values[best]!) best = i;
  });
  let a = grid[Math.max(0, best - 1)]!;
  let b = grid[Math.min(grid.length - 1, best + 1)]!;
  let x1 = b - GOLDEN * (b - a);
  let x2 = a + GOLDEN * (b - a);
  let f1 = await f(x1);
  let f2 = await f(x2);
  let bestC = grid[best]!;
  let bestF = values[best]!;
  while (b - a > tolerance) {
    if (f1 <= f2) {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - GOLDEN * (b - a);
      f1 = await f(x1);
    } else {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + GOLDEN * (b - a);
      f2 = await f(x2);
    }
    if (f1 < bestF) [bestC, bestF] = [x1, f1];
    if (f2 < bestF) [bestC, bestF] = [x2, f2];
  }
  return bestC;
}

/** Runs the golden search needs for a bracket of one grid step down to `tolerance` (for the progress bar). */
function plannedRuns(tolerance: number): number {
  const step = (COF_SEARCH_RANGE.max / COF_SEARCH_RANGE.min) ** (1 / (GRID_POINTS - 1));
  const width = 2 * COF_SEARCH_RANGE.max * (1 - 1 / step);
  return GRID_POINTS + 2 + Math.max(0, Math.ceil(Math.log(width / tolerance) / Math.log(1 / GOLDEN)));
}

/** The stretches in the order the head first enters them from the launch point, with where. */
export function stretchEntries(request: CalculateRequest): { stretchId: string; at: number }[] {
  const d = request.data;
  // the request's trajectory and stretches have the fields the route geometry reads
  let pieces = routePieces(d.trajectory as unknown as TrajectoryData, d.stretches as unknown as StretchRow[]);
  if (d.calculateBackward) pieces = reversePieces(pieces);
  const start = d.xlaunch ?? 0;
  const out: { stretchId: string; at: number }[] = [];
  for (const run of stretchRuns(pieces)) {
    if (run.s1 <= start || !run.stretchId || out.some((e) => e.stretchId === run.stretchId)) continue;
    out.push({ stretchId: run.stretchId, at: Math.max(0, run.s0 - start) });
  }
  return out;
}

/**
 * Fits the COF to a field log (see the module's note).
 * @throws {RangeError} when the log has fewer than 2 readings, a reading is not finite, or the method has no machine.
 * @throws {StudyCancelledError} when cancelled.
 */
export async function calibrateCof(
  request: CalculateRequest,
  log: readonly FieldLogPoint[],
  run: RunEngine,
  options: CalibrationOptions = {},
): Promise<CalibrationResult> {
  if (log.length < 2) throw new RangeError('log: at least 2 readings');
  if (log.some((p) => !Number.isFinite(p.distance) || !Number.isFinite(p.force))) throw new RangeError('log: every distance and force a finite number');
  const points = [...log].sort((a, b) => a.distance - b.distance);
  const distances = points.map((p) => p.distance);
  const machine = options.machine ?? defaultLoggedMachine(request.data.layingMethod);
  if (machine === null) throw new RangeError('machine: the laying method has no winch or pusher to log');
  const tolerance = options.tolerance && options.tolerance > 0 ? options.tolerance : DEFAULT_CALIBRATION_TOLERANCE;
  const lift = options.liftLimits === false ? null : LIFT_FACTOR * Math.max(1, ...points.map((p) => Math.abs(p.force)));
  const minPoints = Math.max(1, options.minPointsPerStretch ?? DEFAULT_MIN_POINTS_PER_STRETCH);

  // per-stretch windows: readings from where the head enters a stretch to where it enters the next new one
  const entries = stretchEntries(request).filter((e) => e.at <= distances[distances.length - 1]!);
  const windows = entries.map((e, k) => {
    const to = entries[k + 1]?.at ?? Infinity;
    return { stretchIds: [e.stretchId], idx: distances.flatMap((d, i) => (d >= e.at && d < to) || (k === 0 && d < e.at) ? [i] : []) };
  });
  // windows with too few readings join the one before (the first: the one after)
  const groups: { stretchIds: string[]; idx: number[] }[] = [];
  for (const w of windows) {
    const last = groups[groups.length - 1];
    if (last && (w.idx.length < minPoints || last.idx.length < minPoints)) {
      last.stretchIds.push(...w.stretchIds);
      last.idx.push(...w.idx);
    } else groups.push({ stretchIds: [...w.stretchIds], idx: [...w.idx] });
  }
  const fitPerStretch = options.perStretch !== false && groups.length >= 2;

  const perRun = plannedRuns(tolerance);
  const runner = studyRunner(run, options, perRun * (fitPerStretch ? 1 + groups.length : 1) + 1 + (fitPerStretch ? 1 : 0));
  const forcesAt = async (cofOf: (id: string) => number): Promise<number[]> =>
    modelForces(await runner.run(calibrationRequest(request, cofOf, machine, lift)), machine, distances);

  const cof = await minimizeCof(async (c) => sse(await forcesAt(() => c), points), COF_SEARCH_RANGE.min, COF_SEARCH_RANGE.max, tolerance);
  const uniform = await forcesAt(() => cof);
  const rmsOf = (model: number[]) => Math.sqrt(sse(model, points) / points.length);
  const fitOf = (model: number[]): FitPoint[] => model.map((force, i) => ({ distance: distances[i]!, force }));
  const result: CalibrationResult = { machine, cof, rms: rmsOf(uniform), fit: fitOf(uniform) };
  if (!fitPerStretch) return result;

  const fitted = new Map<string, number>();
  for (const group of groups) {
    const subset = group.idx.map((i) => points[i]!);
    const cofOf = (c: number) => (id: string) => fitted.get(id) ?? c;
    const c = await minimizeCof(
      async (x) => {
        const model = await forcesAt(cofOf(x));
        return sse(group.idx.map((i) => model[i]!), subset);
      },
      COF_SEARCH_RANGE.min,
      COF_SEARCH_RANGE.max,
      tolerance,
    );
    for (const id of group.stretchIds) fitted.set(id, c);
  }
  const model = await forcesAt((id) => fitted.get(id) ?? cof);
  const stretches: StretchCof[] = [];
  for (const group of groups) {
    group.stretchIds.forEach((stretchId, k) => stretches.push({ stretchId, cof: fitted.get(stretchId)!, points: k === 0 ? group.idx.length : 0 }));
  }
  result.perStretch = { stretches, rms: rmsOf(model), fit: fitOf(model) };
  return result;
}
