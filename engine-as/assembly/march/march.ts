// Shared pieces of the methods' march (methods/jet.ts, methods/water.ts; methods/push.ts checks its final state with
// `shownWithin`): the duct-stretch runs along the route and the location of the first head position where a limit
// is exceeded.

import { Bracket } from '../core/bracket';
import { Debug } from '../core/debug';
import { SAMPLED_UNKEPT, Samples } from '../physics/samples';
import { Route, SEG_POINT } from '../route/route';

/** Most iterations locating where a limit is reached (Illinois interleaved with bisection, to 1e-9 m). */
const LOCATE_STEPS: i32 = 90;

/** Relative: a sampled pass this close past its limit is at the limit (rounding). */
const SHOWN_ROUNDING: f64 = 1e-9;

/** One stretch run along the route: [s0, s1] in one duct stretch. */
export class Run {
  constructor(public s0: f64, public s1: f64, public stretch: i32) {}
}

/** Runs of one stretch along the route (consecutive segments in the same stretch). */
export function stretchRuns(route: Route): Array<Run> {
  const runs = new Array<Run>();
  const segs = route.segments;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    if (seg.kind == SEG_POINT || seg.length <= 0) continue;
    const n = runs.length;
    if (n > 0 && runs[n - 1].stretch == seg.stretch && runs[n - 1].s1 >= seg.s0) {
      runs[n - 1].s1 = seg.s0 + seg.length;
    } else {
      runs.push(new Run(seg.s0, seg.s0 + seg.length, seg.stretch));
    }
  }
  return runs;
}

/** A method evaluated head position by head position (flow solve + backward integration). */
export class Marcher {
  /** Evaluates the state with the head at `head` in a duct ending at `ductEnd`; answers the machine force. */
  evaluate(head: f64, ductEnd: f64, samples: Samples): f64 {
    return 0;
  }

  /** How far the last evaluation is past its limits (> 0: a limit is exceeded). */
  excess(): f64 {
    return 0;
  }
}

/**
 * Where the excess crosses 0 between lo (≤ 0) and hi (> 0): Illinois interleaved with bisection (bracket.ts), to `tolerance`
 * (m); on the safe side. The duct ends at `ductEnd`, or `follow` beyond the head when follow is not NaN (max-distance
 * searches: the duct is as long as the installation).
 */
export function locateCrossing(
  m: Marcher, lo: f64, eLo: f64, hi: f64, eHi: f64, ductEnd: f64, follow: f64 = NaN, tolerance: f64 = 1e-9,
): f64 {
  const none = new Samples();
  const br = new Bracket(lo, eLo, hi, eHi);
  for (let k = 0; k < LOCATE_STEPS && br.b - br.a > tolerance && br.ea != 0; k++) {
    const c = br.next(k, 2);
    m.evaluate(c, isNaN(follow) ? ductEnd : c + follow, none);
    br.take(c, m.excess());
  }
  return br.a;
}

/**
 * Where the final state may show the limit located at `hi` (by `locateCrossing`, within its limits there): the final
 * state is a sampled pass, whose numbers may differ from the search's unsampled ones by rounding or by where its steps
 * land; near a lock-up the machine force rises almost vertically with the head, and such a difference would show the
 * machine beyond its rating at the located position. `hi` when the sampled pass there is within the limits (`limit`, N,
 * to rounding), else the last position towards `lo` (the march's last position within) whose sampled pass is, by
 * bisection to `tolerance`.
 *
 * The bisection's answer is read with few passes (README "Speed", the located limit shown within): the sampled pass
 * differs from the unsampled one by little, so where it is within lies just below `hi`. Passes at hi − PROBE_GROWTH^k ×
 * tolerance (k = 0, 1, …) find a position within near hi; then each midpoint of the bisection from [lo, hi] below the
 * highest position found within counts as within and each above the lowest found past as past (the sampled excess
 * grows with the head between the march's last position within and the located limit), and only the midpoints
 * between them are passed: the bisection's own answer.
 */
export function shownWithin(m: Marcher, lo: f64, hi: f64, ductEnd: f64, limit: f64, tolerance: f64 = 1e-9): f64 {
  // (within the limit to rounding: 1e-9 of it)
  const slack = SHOWN_ROUNDING * Math.max(Math.abs(limit), 1.0);
  let ePast = sampledExcess(m, hi, ductEnd);
  if (ePast <= slack) return hi;
  // the highest position seen within and the lowest seen past
  let within: f64 = -Infinity;
  let past = hi;
  let eWithin: f64 = NaN;
  // (probes only above the bisection's first midpoint: below it they would pass more than the bisection itself)
  const floor = 0.5 * (lo + hi);
  for (let step = tolerance; hi - step > floor; step *= PROBE_GROWTH) {
    const c = hi - step;
    const e = sampledExcess(m, c, ductEnd);
    if (e <= slack) {
      within = c;
      eWithin = e;
      break;
    }
    past = c;
    ePast = e;
  }
  // the crossing between them by Illinois (README "Speed"), until at most one of the bisection's midpoints lies
  // between: the bisection below then passes that one alone
  if (within > -Infinity && Debug.shownIllinois) {
    const br = new Bracket(within, eWithin - slack, past, ePast - slack);
    for (let k = 0; k < LOCATE_STEPS && br.b - br.a > SHOWN_NARROW * tolerance; k++) {
      const c = br.next(k, SHOWN_BISECT_EVERY);
      br.take(c, sampledExcess(m, c, ductEnd) - slack);
    }
    within = br.a;
    past = br.b;
  }
  let a = lo;
  let b = hi;
  for (let k = 0; k < LOCATE_STEPS && b - a > tolerance; k++) {
    const c = 0.5 * (a + b);
    let shown = c <= within;
    if (!shown && c < past) {
      shown = sampledExcess(m, c, ductEnd) <= slack;
      if (shown) within = c;
      else past = c;
    }
    if (shown) a = c;
    else b = c;
  }
  return a;
}

/**
 * Relative to the bisection's tolerance: shownWithin narrows the bracket of the sampled crossing to this by Illinois
 * (the bisection's last midpoints are at least half the tolerance apart, so at most one lies inside).
 */
const SHOWN_NARROW: f64 = 0.5;

/** shownWithin's Illinois bisects every this many steps (the sampled excess carries rounding near its crossing). */
const SHOWN_BISECT_EVERY: i32 = 4;

/** Growth of the probes' distance below the located limit (shownWithin): 1, 64, 4096 … × the tolerance. */
const PROBE_GROWTH: f64 = 64;

/**
 * The excess of a sampled pass with the head at `head`: the sampled steps, so the final state's numbers, but no
 * sample kept (none is read; test switch 10 keeps them, the method before: the same excess, ~40 % of a study's time).
 */
function sampledExcess(m: Marcher, head: f64, ductEnd: f64): f64 {
  let samples = SAMPLED_UNKEPT;
  if (Debug.shownKeeps) {
    samples = new Samples();
    samples.enabled = true;
  }
  m.evaluate(head, ductEnd, samples);
  return m.excess();
}
