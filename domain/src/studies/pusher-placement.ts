/**
 * Pusher / pit placement: the fewest intermediate pushers (push, jetting, floating) or pulling pits (pull) so that
 * the cable reaches the end.
 *
 * Model. At an intermediate pusher (or pit) the cable is driven again with fresh forces: the route is split into
 * consecutive sub-routes, each laid as if the machine stood at its start (the engine's `xlaunch`, which also moves the
 * air or water inlet there), nothing carried over from the sub-route before. `reach(s)` is where the head gets
 * from a machine at `s` (the route's target when it gets there). Positions are in m along the route in the
 * direction of laying, on a grid of `step` m, at least `minSpacing` m after the previous machine.
 *
 * Greedy furthest reach: put each machine at the furthest grid position the cable reaches from the one before.
 * For this 1-D covering problem it is optimal as long as a later start never reaches less (reach monotone — the
 * engine's answer on a uniform duct): by induction the greedy's k-th machine is never behind the k-th machine of
 * any other placement, so it reaches the end with no more machines. The minimum spacing can stop the greedy where
 * a placement with machines further back would go on (the cable gets less than the spacing from the greedy's
 * machine): it then reports `stuckAt`, so the answer is never a wrong count.
 *
 * What an engineer can use (placement-rules.ts): no machine inside a bend or within `bendClearance` m of one (the
 * greedy steps back to the furthest allowed grid position; still optimal for a monotone reach, as a placement's
 * machines all stand on allowed positions), and each sub-route laid with its force ratings lowered by `forceMargin`,
 * so every machine is placed where the force needed is at most (1 − margin) × the rating that binds. The result
 * states the clearance and the margin used.
 */
import type { CalculateRequest, LayingMethod } from '@cla/engine';
import {
  allowedAtOrBefore,
  DEFAULT_BEND_CLEARANCE,
  DEFAULT_FORCE_MARGIN,
  type ForbiddenZone,
  forbiddenZones,
  placementRuleProblems,
  withForceMargin,
} from './placement-rules.js';
import { type RunEngine, type StudyRunOptions, studyRunner } from './run.js';

/** What is placed along the route for a method: pushers, pulling pits, or nothing (not offered). */
export function placementKind(method: LayingMethod | null | undefined): 'pusher' | 'pit' | null {
  if (method === 'push' || method === 'jetting' || method === 'floating') return 'pusher';
  if (method === 'pull') return 'pit';
  return null;
}

/**
 * The bounds of a placement's options, in m (the server's study options hold the same): a spacing from 0 to
 * 1 000 km, a step above 0 and at most 10 km. A value that is not a finite number is refused too.
 */
export const PLACEMENT_LIMITS = { minSpacing: { min: 0, max: 1_000_000 }, step: { above: 0, max: 10_000 } } as const;

/** Which option of a placement is out of its bounds. */
export type PlacementOptionsProblem = 'minSpacing' | 'step';

/** What is wrong with a placement's spacing and step (m); empty when the study can run. */
export function placementOptionsProblems(options: { minSpacing: number; step: number }): PlacementOptionsProblem[] {
  const { minSpacing, step } = options;
  const out: PlacementOptionsProblem[] = [];
  if (!Number.isFinite(minSpacing) || minSpacing < PLACEMENT_LIMITS.minSpacing.min || minSpacing > PLACEMENT_LIMITS.minSpacing.max) out.push('minSpacing');
  if (!Number.isFinite(step) || step <= PLACEMENT_LIMITS.step.above || step > PLACEMENT_LIMITS.step.max) out.push('step');
  return out;
}

export interface PlacementOptions {
  /** m, the least distance between two machines (the launch point counts); default 0 */
  minSpacing?: number;
  /** m, the grid the positions are on; default 1 */
  step?: number;
  /** the most intermediate machines tried before giving up; default 50 */
  maxMachines?: number;
  /** m, the least distance between a machine and a bend (none inside one either); default 5 (placement-rules.ts) */
  bendClearance?: number;
  /** share (0.15 = 15 %): each sub-route's force ratings are lowered by it; default 0.15 (placement-rules.ts) */
  forceMargin?: number;
}

export interface PlacementResult {
  /** true when the cable reaches the end with the machines at `positions` */
  reachesEnd: boolean;
  /** m, the intermediate machines, in order along the route */
  positions: number[];
  /** m, where each sub-route's cable got: reach from the launch point, then from each machine */
  reaches: number[];
  /** m, when the cable cannot go on: the last machine's position (the launch point when there is none) */
  stuckAt: number | null;
  /**
   * why the placement stopped short of the end (null when it reaches it): `spacing` when the cable gets less far
   * than the minimum spacing (or the next grid position) from the last machine, `maxMachines` when it would go on
   * but the cap of machines (`maxMachines`, default 50) is placed, `limit` when the run from the last machine reaches
   * the end only past a limit that no machine removes (a curve tighter than the cable allows, the jam ratio)
   */
  stoppedBy: PlacementStop | null;
  /** m, the least distance kept between a machine and a bend */
  bendClearance: number;
  /** share, the force margin each sub-route kept below its ratings (0.15 = 15 %) */
  forceMargin: number;
}

/**
 * Why a placement stopped short of the end; `bend` when the furthest position the cable reaches lies in a bend or
 * its clearance and the allowed one before it breaks the spacing (or is not beyond the last machine); `limit` when
 * the run reaches the end only past a limit that no machine removes.
 */
export type PlacementStop = 'spacing' | 'maxMachines' | 'bend' | 'limit';

/** The default cap of intermediate machines (the server's study options default to it too). */
export const DEFAULT_MAX_MACHINES = 50;

/**
 * The greedy placement over a reach function (positions in m; `target` the end). Pure: the tests use it as is.
 * @throws {RangeError} when the spacing or the step given is out of `PLACEMENT_LIMITS` (an infinite step once
 * placed a machine at NaN m).
 */
export async function greedyPlacement(
  start: number,
  target: number,
  reach: (s: number) => number | Promise<number>,
  options: PlacementOptions & { zones?: readonly ForbiddenZone[] } = {},
): Promise<PlacementResult> {
  const step = options.step ?? 1;
  const minSpacing = options.minSpacing ?? 0;
  const bendClearance = options.bendClearance ?? DEFAULT_BEND_CLEARANCE;
  const forceMargin = options.forceMargin ?? DEFAULT_FORCE_MARGIN;
  const problems = [...placementOptionsProblems({ minSpacing, step }), ...placementRuleProblems({ bendClearance, forceMargin })];
  if (problems.length > 0) throw new RangeError(`${problems.join(', ')}: out of the placement's limits`);
  const zones = options.zones ?? [];
  const stated = { bendClearance, forceMargin };
  const maxMachines = options.maxMachines ?? DEFAULT_MAX_MACHINES;
  const positions: number[] = [];
  const reaches: number[] = [];
  let s = start;
  for (;;) {
    const r = await reach(s);
    reaches.push(r);
    if (r >= target - 1e-9) return { reachesEnd: true, positions, reaches, stuckAt: null, stoppedBy: null, ...stated };
    const furthest = Math.floor((r + 1e-9) / step) * step;
    const next = allowedAtOrBefore(furthest, step, zones);
    const fails = (p: number) => p < s + minSpacing || p <= s;
    // the spacing first: when it cannot be kept, more machines would not help either
    if (fails(next)) return { reachesEnd: false, positions, reaches, stuckAt: s, stoppedBy: fails(furthest) ? 'spacing' : 'bend', ...stated };
    if (positions.length >= maxMachines) return { reachesEnd: false, positions, reaches, stuckAt: s, stoppedBy: 'maxMachines', ...stated };
    positions.push(next);
    s = next;
  }
}

/**
 * Places the intermediate machines on the section's request (the route's `target`: `targetOf`). One engine run
 * per sub-route (without the max-distance search), with the force ratings lowered by the margin; no machine in a
 * bend or within the clearance of one.
 */
export async function placeMachines(
  request: CalculateRequest,
  target: number,
  run: RunEngine,
  options: PlacementOptions & StudyRunOptions = {},
): Promise<PlacementResult> {
  const runner = studyRunner(run, options, 1);
  const data = withForceMargin(request.data, options.forceMargin ?? DEFAULT_FORCE_MARGIN);
  const reach = async (s: number): Promise<number> => {
    runner.plan(1);
    const response = await runner.run({ findMaxDistance: false, data: { ...data, xlaunch: s } });
    if (response.status === 'success') return target;
    // past a limit the cable is laid within its limits only up to the first place one is exceeded (a limit without
    // a place, the jam ratio, holds wherever the machine is): not a success, whatever the head reached
    if (response.status === 'exceeded') {
      exceededFrom.add(s);
      return Math.max(s, Math.min(target, ...(response.exceeded ?? []).map((e) => e.position ?? s)));
    }
    return response.status === 'notStarted' ? s : Math.max(s, response.distance);
  };
  const exceededFrom = new Set<number>();
  const zones = forbiddenZones(request, options.bendClearance ?? DEFAULT_BEND_CLEARANCE);
  const result = await greedyPlacement(request.data.xlaunch ?? 0, target, reach, { ...options, zones });
  // stuck where the run reaches the end only past a limit that no machine removes (a bend tighter than the cable
  // allows, the jam ratio): the limit stops it, not the spacing
  // (also where the bend clearance is what stops the next machine: the limit is the cause, no machine removes it)
  const blocked = result.stoppedBy === 'spacing' || result.stoppedBy === 'bend';
  return blocked && result.stuckAt !== null && exceededFrom.has(result.stuckAt) ? { ...result, stoppedBy: 'limit' } : result;
}
