/**
 * COF uncertainty: the duct's coefficient of friction is known only within a range. The study runs the section
 * many times (Latin hypercube sampling, seeded so a study is reproducible) and gives the percentiles of the
 * distance reached, force bands along the route and the probability of reaching the end.
 */
import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { COF_LIMITS } from '../validation/stretches.js';
import { onLanes, type RunEngine, type StudyRunOptions, studyRunner } from './run.js';
import { interpolateAt, latinHypercube, percentile } from './stats.js';

/** A range of COF: uniform between min and max, or triangular when a most likely value is given. */
export interface CofRange {
  min: number;
  max: number;
  /** the most likely value (the mode of a triangular distribution), between min and max */
  mostLikely?: number | null;
}

/** "most likely ± spread": triangular, never below 0. */
export function cofRangeFromSpread(mostLikely: number, spread: number): CofRange {
  return { min: Math.max(0, mostLikely - spread), max: mostLikely + spread, mostLikely };
}

export type CofRangeProblem = 'notFinite' | 'negative' | 'aboveMax' | 'minAboveMax' | 'mostLikelyOutside';

/** What is wrong with a range (empty when it can be sampled). */
export function cofRangeProblems(range: CofRange): CofRangeProblem[] {
  const values = [range.min, range.max, ...(range.mostLikely == null ? [] : [range.mostLikely])];
  if (values.some((v) => typeof v !== 'number' || !Number.isFinite(v))) return ['notFinite'];
  const out: CofRangeProblem[] = [];
  if (range.min < 0) out.push('negative');
  // a sampled COF above the stretches' bound would be refused by the engine
  if (values.some((v) => v > COF_LIMITS.max)) out.push('aboveMax');
  if (range.min > range.max) out.push('minAboveMax');
  else if (range.mostLikely != null && (range.mostLikely < range.min || range.mostLikely > range.max)) out.push('mostLikelyOutside');
  return out;
}

/** The COF at probability level u ∈ [0, 1) of the range's distribution (inverse CDF). */
export function cofAt(range: CofRange, level: number): number {
  const { min: a, max: b } = range;
  const u = Math.min(1, Math.max(0, level));
  if (b <= a) return a;
  const m = range.mostLikely;
  if (m == null) return a + u * (b - a);
  const split = (m - a) / (b - a);
  return u < split ? a + Math.sqrt(u * (b - a) * (m - a)) : b - Math.sqrt((1 - u) * (b - a) * (b - m));
}

export const DEFAULT_COF_RUNS = 200;
export const DEFAULT_COF_SEED = 1;
export const DEFAULT_BAND_POINTS = 41;

export interface CofUncertaintyOptions extends StudyRunOptions {
  /** the range of every duct stretch's COF (all stretches move together) */
  range: CofRange;
  /** stretches (by id) with a range of their own, sampled independently of the duct's */
  perStretch?: Readonly<Record<string, CofRange>>;
  /** number of runs (default 200) */
  runs?: number;
  /** the sampling seed (default 1): the same seed and inputs give the same study */
  seed?: number;
  /**
   * also search each run's max distance (the route continued straight); default false: the search costs about
   * 2.5 times a run, and without it `maxDistance` is the distance reached
   */
  findMaxDistance?: boolean;
  /** positions of the force bands along the route (default 41, evenly spaced from the launch point to the target) */
  bandPoints?: number;
}

export interface Percentiles {
  p10: number;
  p50: number;
  p90: number;
}

export interface CofSample {
  /** the COF of each stretch, in the request's stretch order */
  cof: number[];
  status: CalculateResponse['status'];
  /** m */
  distance: number;
  /** m */
  maxDistance: number;
}

export interface ForceBands {
  /** m, along the route (only where at least one run has the cable) */
  position: number[];
  /** N, tension positive: percentiles of the cable force at each position over the runs that reach it */
  p10: number[];
  p50: number[];
  p90: number[];
  /** share of the runs whose cable reaches each position (0..1) */
  coverage: number[];
}

export interface CofUncertaintyResult {
  runs: number;
  seed: number;
  /** m, the length the head must reach */
  target: number;
  /** m */
  distance: Percentiles;
  /** m, with the route continued straight (option `findMaxDistance`), else the distance's */
  maxDistance: Percentiles;
  /** share of the runs that install the whole route within every limit (status success, not exceeded), 0..1 */
  reachProbability: number;
  forceBands: ForceBands;
  samples: CofSample[];
}

const percentiles = (values: readonly number[]): Percentiles => ({
  p10: percentile(values, 0.1),
  p50: percentile(values, 0.5),
  p90: percentile(values, 0.9),
});

/** The requests of the study: the request with each stretch's COF replaced by its sample. */
export function cofUncertaintyRequests(request: CalculateRequest, options: CofUncertaintyOptions): CalculateRequest[] {
  const n = Math.max(1, Math.floor(options.runs ?? DEFAULT_COF_RUNS));
  const own = request.data.stretches.map((s) => options.perStretch?.[s.id]);
  const extra = own.filter((r) => r !== undefined).length;
  const u = latinHypercube(n, 1 + extra, options.seed ?? DEFAULT_COF_SEED);
  return Array.from({ length: n }, (_, i) => {
    let dim = 0;
    const stretches = request.data.stretches.map((s, k) => {
      const range = own[k];
      const cof = range ? cofAt(range, u[1 + dim++]![i]!) : cofAt(options.range, u[0]![i]!);
      return { ...s, cof };
    });
    return { findMaxDistance: options.findMaxDistance === true, data: { ...request.data, stretches } };
  });
}

/** The band positions: `points` evenly spaced from the launch point to the target. */
function bandPositions(start: number, target: number, points: number): number[] {
  const n = Math.max(2, Math.floor(points));
  return Array.from({ length: n }, (_, i) => start + ((target - start) * i) / (n - 1));
}

/** What the study reads of a run: its outcome and its cable force at each band position (undefined: none there). */
interface CofRunAnswer {
  status: CalculateResponse['status'];
  distance: number;
  maxDistance: number;
  forces: readonly (number | null | undefined)[];
}

const answerOf = (r: Pick<CalculateResponse, 'status' | 'distance' | 'maxDistance'>, forces: CofRunAnswer['forces']): CofRunAnswer => ({
  status: r.status,
  distance: r.distance,
  maxDistance: r.maxDistance,
  forces,
});

/** The study from the runs' answers (exported for the tests and for a server that runs the requests itself). */
export function summarizeCofRuns(
  requests: readonly CalculateRequest[],
  responses: readonly CalculateResponse[],
  target: number,
  options: Pick<CofUncertaintyOptions, 'seed' | 'bandPoints'> = {},
): CofUncertaintyResult {
  const positions = bandPositions(requests[0]?.data.xlaunch ?? 0, target, options.bandPoints ?? DEFAULT_BAND_POINTS);
  const answers = responses.map((r) => answerOf(r, positions.map((x) => interpolateAt(r.profile.position, r.profile.force, x))));
  return summarize(requests, answers, positions, target, options);
}

function summarize(
  requests: readonly CalculateRequest[],
  answers: readonly CofRunAnswer[],
  positions: readonly number[],
  target: number,
  options: Pick<CofUncertaintyOptions, 'seed' | 'bandPoints'>,
): CofUncertaintyResult {
  const samples: CofSample[] = answers.map((r, i) => ({
    cof: requests[i]!.data.stretches.map((s) => s.cof),
    status: r.status,
    distance: r.distance,
    maxDistance: r.maxDistance,
  }));
  const band: ForceBands = { position: [], p10: [], p50: [], p90: [], coverage: [] };
  positions.forEach((x, j) => {
    const forces = answers.map((r) => r.forces[j]).filter((f): f is number => typeof f === 'number' && Number.isFinite(f));
    if (forces.length === 0) return;
    const p = percentiles(forces);
    band.position.push(x);
    band.p10.push(p.p10);
    band.p50.push(p.p50);
    band.p90.push(p.p90);
    band.coverage.push(forces.length / answers.length);
  });
  return {
    runs: answers.length,
    seed: options.seed ?? DEFAULT_COF_SEED,
    target,
    distance: percentiles(samples.map((s) => s.distance)),
    maxDistance: percentiles(samples.map((s) => s.maxDistance)),
    reachProbability: answers.length === 0 ? 0 : samples.filter((s) => s.status === 'success').length / answers.length,
    forceBands: band,
    samples,
  };
}

/** Runs per scalar batch: progress and cancellation between batches (a worker crosses once per batch). */
const SCALAR_BATCH = 20;

/**
 * Batches per lane when the runner has several (`RunEngine.lanes`): smaller batches so that the lanes end together
 * (a stopped run costs several times one that installs), never under MIN_LANE_BATCH runs.
 */
const BATCHES_PER_LANE = 4;
const MIN_LANE_BATCH = 5;

/**
 * Runs the COF study. `target` is the length the head must reach (route length less xend: `targetOf`). With
 * `run.scalars` the runs answer only their numbers and their forces at the band positions (engine
 * calculateScalars, in batches): the same study, without the curves of 200 answers.
 * @throws {StudyCancelledError} when cancelled.
 * @throws {RangeError} when a range cannot be sampled (see `cofRangeProblems`).
 */
export async function cofUncertainty(
  request: CalculateRequest,
  target: number,
  run: RunEngine,
  options: CofUncertaintyOptions,
): Promise<CofUncertaintyResult> {
  for (const range of [options.range, ...Object.values(options.perStretch ?? {})]) {
    const problems = cofRangeProblems(range);
    if (problems.length > 0) throw new RangeError(`COF range: ${problems.join(', ')}`);
  }
  const requests = cofUncertaintyRequests(request, options);
  const runner = studyRunner(run, options, requests.length);
  const scalars = run.scalars;
  if (!scalars) {
    const responses: CalculateResponse[] = [];
    for (const r of requests) responses.push(await runner.run(r));
    return summarizeCofRuns(requests, responses, target, options);
  }
  const probes = bandPositions(requests[0]?.data.xlaunch ?? 0, target, options.bandPoints ?? DEFAULT_BAND_POINTS);
  const lanes = Math.max(1, Math.floor(run.lanes ?? 1));
  const size = lanes > 1 ? Math.min(SCALAR_BATCH, Math.max(MIN_LANE_BATCH, Math.ceil(requests.length / (lanes * BATCHES_PER_LANE)))) : SCALAR_BATCH;
  const batches: CalculateRequest[][] = [];
  for (let i = 0; i < requests.length; i += size) batches.push(requests.slice(i, i + size));
  const answered = await onLanes(batches.length, lanes, (i, lane) => {
    const batch = batches[i] ?? [];
    return runner.batch(batch.length, () => scalars(batch, { probes }, lane));
  });
  const answers = answered.flat().map((r) => answerOf(r, r.probes));
  return summarize(requests, answers, probes, target, options);
}
