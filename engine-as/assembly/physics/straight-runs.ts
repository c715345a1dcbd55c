// Runs of plain straights (README "Speed": long routes in jetting): consecutive straight segments of one stretch
// without undulations, with the prefix sums that let a pass without samples cross a whole run in one step inside
// one air piece. On a straight the force is F(u) = F(0) + (μ·W⊥ + W·sin α)·u − k·(√p²(0) − √p²(u)) while the cable
// is not helically buckled (straight.ts, airStraight); over a run inside one piece the air term telescopes and the
// rest is a sum, so the run's end force is that of the segment-by-segment closed forms up to rounding.

import { FMAX } from '../core/constants';
import { AirPiece } from './airflow';
import { Load } from './load';
import { straightNormal } from './wall';
import { Route, SEG_STRAIGHT, Segment } from '../route/route';

export class StraightRuns {
  /** the route and load the table was built for, and the route's segment count then */
  route: Route | null = null;
  load: Load | null = null;
  count: i32 = -1;
  /** index of the first segment of the run holding segment j (j itself when j is in no run or starts one) */
  first: Int32Array = new Int32Array(0);
  /** Σ over segments before j of (μ·W⊥ + W·sin α)·L on straights (0 elsewhere), N; count + 1 values */
  slope: Float64Array = new Float64Array(0);
  /** the same sum of the positive parts only, N: how much a backward pass can lose over a stretch of straights */
  rise: Float64Array = new Float64Array(0);
  /** the lowest helical threshold F_hel over the run from its first segment to j, N (Infinity: no buckling) */
  lowestFh: Float64Array = new Float64Array(0);

  /** Brings the table up to date with `route` and `load` (built once per route: O(segments)). */
  update(route: Route, load: Load): void {
    const segs = route.segments;
    const n = segs.length;
    if (this.route === route && this.load === load && this.count == n) return;
    this.route = route;
    this.load = load;
    this.count = n;
    if (this.first.length < n) {
      const cap = max(n, 2 * this.first.length);
      this.first = new Int32Array(cap);
      this.lowestFh = new Float64Array(cap);
      this.slope = new Float64Array(cap + 1);
      this.rise = new Float64Array(cap + 1);
    }
    const first = this.first;
    const slope = this.slope;
    const rise = this.rise;
    const lowest = this.lowestFh;
    let s: f64 = 0;
    let r: f64 = 0;
    unchecked((slope[0] = 0));
    unchecked((rise[0] = 0));
    let prevPlain = false;
    let prevStretch: i32 = -1;
    for (let j = 0; j < n; j++) {
      const seg = unchecked(segs[j]);
      let fh: f64 = Infinity;
      const plain = plainStraight(seg, load);
      if (plain) {
        const st = seg.stretch;
        const w = load.weightOf(st);
        const normal = straightNormal(seg.tz, w);
        const dl = (unchecked(load.cof[st]) * normal + w * seg.tz) * seg.length;
        s += dl;
        if (dl > 0) r += dl;
        if (unchecked(load.buckleA[st]) > 0) fh = unchecked(load.buckleK[st]) * Math.sqrt(normal);
      }
      const joins = plain && prevPlain && prevStretch == seg.stretch;
      const f = joins ? unchecked(first[j - 1]) : j;
      unchecked((first[j] = f));
      unchecked((lowest[j] = joins ? Math.min(unchecked(lowest[j - 1]), fh) : fh));
      unchecked((slope[j + 1] = s));
      unchecked((rise[j + 1] = r));
      prevPlain = plain;
      prevStretch = seg.stretch;
    }
  }
}

/** A straight of positive length, not on rollers, in a stretch without undulations. */
function plainStraight(seg: Segment, load: Load): bool {
  return (
    seg.kind == SEG_STRAIGHT &&
    !seg.onRollers &&
    seg.length > 0 &&
    unchecked(load.undK[seg.stretch]) == 0 &&
    unchecked(load.undN[seg.stretch]) == 0
  );
}

/** The table of the route being integrated (one route at a time: a calculation's passes share it). */
export const STRAIGHT_RUNS = new StraightRuns();

/** The force a crossRunBackward leaves behind (at the start of the first segment crossed). */
export let RUN_FORCE: f64 = 0;

/**
 * A backward pass without samples, at segment `idx` (a straight wholly inside the pass and not the first of its run:
 * the caller checks runs.first[idx] < idx; force `f` at its end), in air piece
 * `pc` (k > 0, c > 0): crosses the run's segments from `idx` back to the first one that lies wholly at or after `to`
 * and whose middle is inside `pc`, when the cable cannot be helically buckled anywhere there (a lower bound of the
 * force at every segment end stays above the lowest threshold; then each segment would have taken its closed form).
 * Returns the index of the first segment crossed (RUN_FORCE: the force at its start), or -1 when it would cross
 * none but `idx` itself or the bound does not hold.
 */
export function crossRunBackward(runs: StraightRuns, segs: Array<Segment>, idx: i32, to: f64, f: f64, pc: AirPiece): i32 {
  let lo = unchecked(runs.first[idx]);
  const last = unchecked(segs[idx]);
  const end = last.s0 + last.length;
  if (!(0.5 * (last.s0 + end) < pc.s1)) return -1;
  // the first segment from lo on that starts at or after `to` with its middle inside the piece (both increase with j)
  let hi = idx;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const seg = unchecked(segs[mid]);
    if (seg.s0 >= to && seg.s0 + 0.5 * seg.length > pc.s0) hi = mid;
    else lo = mid + 1;
  }
  if (lo >= idx) return -1;
  const p2End = pc.p2 - pc.c * (end - pc.s0);
  if (!(p2End >= 1.0)) return -1;
  // no further back than the force's lower bound f − Σ(rises) allows: at or above −F_hel (and −FMAX) at every
  // segment end (the air only raises the force going backward; Σ(rises) decreases with j)
  const budget = Math.min(f + unchecked(runs.lowestFh[idx]), f + FMAX);
  if (!(budget >= 0)) return -1;
  const least = unchecked(runs.rise[idx + 1]) - budget;
  hi = idx;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (unchecked(runs.rise[mid]) >= least) hi = mid;
    else lo = mid + 1;
  }
  if (lo >= idx) return -1;
  const start = unchecked(segs[lo]).s0;
  const p2Start = pc.p2 - pc.c * (start - pc.s0);
  const slope = unchecked(runs.slope[idx + 1]) - unchecked(runs.slope[lo]);
  RUN_FORCE = f - slope + pc.k * (Math.sqrt(p2Start) - Math.sqrt(p2End));
  return lo;
}
