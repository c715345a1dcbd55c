// Jetting's worst head position between the positions checked (README "Jetting"): over the head position, the
// pusher's force can rise and fall between two positions of a grid (near a lock-up it shoots up to it and back within
// a few metres). The row ends where such a peak may sit at a kink are evaluated (rowEnds), and where the excess of the
// grid and those has a local maximum near a limit, the peak between its neighbours is refined (Brent's search for a
// maximum). The march (jetting.ts, firstPastBetween) and the max-distance search (jetting-peak-search.ts) use them.

import { Debug } from '../core/debug';
import { Jet } from './jet';
import { NO_SAMPLES } from '../physics/samples';
import { SEG_ARC, SEG_POINT, Segment } from '../route/route';

/**
 * A local maximum of a grid's excess is refined when it is within this fraction of the pusher's rating of its
 * limit (the peaks between grid positions seen rose from 25 % below the rating at the neighbours to 2.7 times it;
 * a peak far below the rating at every grid position around it is assumed not to reach it).
 */
export const PEAK_MARGIN: f64 = 0.5;

/**
 * Relative to the bracket's length: the search ends when its bracket is this short (at a smooth peak the value is
 * then within ½·e''·(1e-4 of the bracket)², a few mN on the fixtures; the kinks at row ends are evaluated exactly).
 */
const PEAK_TOLERANCE: f64 = 1e-4;

/** Most steps of the search (golden-section steps alone take 20 for PEAK_TOLERANCE). */
const PEAK_STEPS: i32 = 40;

/** 1/φ */
const INV_PHI: f64 = 0.6180339887498949;

/**
 * Most row ends checked between the positions of a grid (rowEnds); a route with more of them in the run (a finely
 * surveyed one) relies on its grid positions and the refinement around them.
 */
export const MAX_ROW_ENDS: i32 = 64;

/**
 * The route's row ends in (lo, hi) where the excess may peak between the positions of a grid: where the head passes
 * the top of a slope (the route's inclination falls) or leaves a bend — there the force per metre added at the head
 * falls at once, and the pusher's force may turn down at a kink, too narrow for the grid (near a lock-up, a few
 * metres wide). Empty when there are more than MAX_ROW_ENDS.
 */
export function rowEnds(jet: Jet, lo: f64, hi: f64): Array<f64> {
  const out = new Array<f64>();
  const segs = jet.route.segments;
  let prev: Segment | null = null;
  for (let i = jet.route.firstEndingAtOrAfter(lo); i < segs.length; i++) {
    const seg = segs[i];
    if (seg.s0 >= hi) break;
    if (seg.kind == SEG_POINT || seg.length <= 0) continue;
    const p = prev;
    prev = seg;
    if (p == null || seg.s0 <= lo) continue;
    if (p.kind == SEG_ARC || p.tangentAt(p.length).z > seg.tangentAt(0).z) {
      if (out.length > 0 && out[out.length - 1] == seg.s0) continue;
      if (out.length >= MAX_ROW_ENDS) {
        out.length = 0;
        return out;
      }
      out.push(seg.s0);
    }
  }
  return out;
}

/** The largest excess found by `refinePeak` and where. */
export class Peak {
  excess: f64 = -Infinity;
  at: f64 = NaN;
}

/**
 * Relative to the pusher's rating: a head position between the positions of a grid counts as past a limit when its
 * refined excess is above this (the evaluation of a head position is itself exact to about 3e-5 of the rating: the
 * integration's steps land differently as the head moves).
 */
export const PEAK_TOLERANCE_FORCE: f64 = 1e-4;

/** N: PEAK_TOLERANCE_FORCE of the pusher's rating. */
export function peakTolerance(jet: Jet): f64 {
  return PEAK_TOLERANCE_FORCE * Math.max(Math.abs(jet.pushLimit.value), 1.0);
}

/** True when grid excess `e` is near enough its limit to be refined (PEAK_MARGIN of the pusher's rating). */
export function nearLimit(jet: Jet, e: f64): bool {
  return e > -PEAK_MARGIN * Math.max(Math.abs(jet.pushLimit.value), 1.0);
}

/**
 * True when grid point j of excesses `es` (n points) is a local maximum near a limit: not below its neighbours (the
 * ends compared with their one neighbour) and nearLimit.
 */
export function refinable(jet: Jet, es: Array<f64>, j: i32, n: i32): bool {
  const e = es[j];
  if (n < 2 || (j > 0 && e < es[j - 1]) || (j + 1 < n && e < es[j + 1])) return false;
  return nearLimit(jet, e);
}

/** Relative to the pusher's rating: a peak is known to this (the parabola through the best points gains less). */
const PEAK_VALUE_TOLERANCE: f64 = 1e-5;

/**
 * The largest excess over head positions in [a, b], the duct ending at `ductEnd`, from a point c inside with excess
 * `ec` not below those at a and b (`ea`, `eb`; NaN when not evaluated: then c ± `probe` are): Brent's search for a
 * maximum (parabolic steps through the three best points, golden-section steps where they do not shrink the bracket:
 * a peak at a kink). It ends when the bracket is PEAK_TOLERANCE of [a, b] short, or when two parabolic steps in a
 * row would gain less than PEAK_VALUE_TOLERANCE of the rating, or as soon as an excess above `above` is found (one
 * position past a limit is all the march needs; Infinity: never), or when two parabolic steps in a row promise a
 * peak (the best excess plus the parabola's gain) at or below `within` (a check that only asks whether the peak
 * stays within; Infinity: never).
 */
export function refinePeak(
  jet: Jet, a: f64, ea: f64, c: f64, ec: f64, b: f64, eb: f64, ductEnd: f64, above: f64, probe: f64 = 0,
  within: f64 = Infinity,
): Peak {
  const peak = new Peak();
  peak.excess = ec;
  peak.at = c;
  if (!(b > a)) return peak;
  const tol = PEAK_TOLERANCE * (b - a);
  const valueTol = PEAK_VALUE_TOLERANCE * Math.max(Math.abs(jet.pushLimit.value), 1.0);
  // Brent (minimising f = −e): x the best point, w the second best, v the previous w; the bracket [lo, hi]
  let lo = a;
  let hi = b;
  let x = Math.min(Math.max(c, a), b);
  let fx = -ec;
  let w = x;
  let v = x;
  let fw = fx;
  let fv = fx;
  if (isNaN(ea) || isNaN(eb)) {
    if (probe > 0) {
      // two probes around c: the first parabola
      const p1 = Math.max(a + 0.5 * (x - a), x - probe);
      const p2 = Math.min(b - 0.5 * (b - x), x + probe);
      const f1 = -excessAt(jet, p1, ductEnd);
      note(peak, p1, -f1);
      const f2 = -excessAt(jet, p2, ductEnd);
      note(peak, p2, -f2);
      if (peak.excess > above) return peak;
      if (f1 < fx && f1 <= f2) {
        hi = x;
        w = x;
        fw = fx;
        v = p2;
        fv = f2;
        x = p1;
        fx = f1;
      } else if (f2 < fx) {
        lo = x;
        w = x;
        fw = fx;
        v = p1;
        fv = f1;
        x = p2;
        fx = f2;
      } else {
        lo = p1;
        hi = p2;
        w = f1 <= f2 ? p1 : p2;
        fw = f1 <= f2 ? f1 : f2;
        v = f1 <= f2 ? p2 : p1;
        fv = f1 <= f2 ? f2 : f1;
      }
    }
  } else if (x > a && x < b) {
    // the grid's neighbours: the first parabola
    w = -ea <= -eb ? a : b;
    fw = -ea <= -eb ? -ea : -eb;
    v = -ea <= -eb ? b : a;
    fv = -ea <= -eb ? -eb : -ea;
  }
  if (peak.excess > above) return peak;
  if (x == lo || x == hi) {
    // c at an end of the bracket: a golden-section point inside first
    const u = x == lo ? lo + (1 - INV_PHI) * (hi - lo) : hi - (1 - INV_PHI) * (hi - lo);
    const fu = -excessAt(jet, u, ductEnd);
    note(peak, u, -fu);
    if (fu <= fx) {
      v = w;
      fv = fw;
      w = x;
      fw = fx;
      x = u;
      fx = fu;
    } else {
      if (u < x) lo = u;
      else hi = u;
      v = w;
      fv = fw;
      w = u;
      fw = fu;
    }
  }
  let d: f64 = 0;
  // the step before last (Brent: a parabolic step must be shorter than half of it); the bracket at first
  let step: f64 = w != x ? hi - lo : 0;
  let small = 0;
  let near = 0;
  for (let k = 0; k < PEAK_STEPS && !(peak.excess > above); k++) {
    const m = 0.5 * (lo + hi);
    if (hi - lo <= 2 * tol) break;
    // the state at the step's start: a step that leaves it as it was (a point evaluated again, the bracket just over
    // 2·tol by rounding) would repeat itself to PEAK_STEPS
    const lo0 = lo;
    const hi0 = hi;
    const x0 = x;
    const fx0 = fx;
    const w0 = w;
    const fw0 = fw;
    const v0 = v;
    const fv0 = fv;
    const d0 = d;
    const step0 = step;
    const small0 = small;
    const near0 = near;
    let golden = true;
    if (Math.abs(step) > tol && w != x && v != x && v != w) {
      // parabola through x, w, v
      const r = (x - w) * (fx - fv);
      let q = (x - v) * (fx - fw);
      let p = (x - v) * q - (x - w) * r;
      q = 2 * (q - r);
      if (q > 0) p = -p;
      else q = -q;
      if (Math.abs(p) < Math.abs(0.5 * q * step) && p > q * (lo - x) && p < q * (hi - x)) {
        step = d;
        d = p / q;
        const u = x + d;
        if (u - lo < 2 * tol || hi - u < 2 * tol) d = x < m ? tol : -tol;
        golden = false;
        // what the parabola promises at its vertex
        const fxw = (fw - fx) / (w - x);
        const fxwv = ((fv - fw) / (v - w) - fxw) / (v - x);
        const gain = -(fxw * d + fxwv * d * (x + d - w));
        small = fxwv > 0 && gain < valueTol ? small + 1 : 0;
        if (small >= 2) break;
        near = fxwv > 0 && -fx + Math.max(gain, 0) <= within ? near + 1 : 0;
        if (near >= 2) break;
      }
    }
    if (golden) {
      small = 0;
      near = 0;
      step = x < m ? hi - x : lo - x;
      d = (1 - INV_PHI) * step;
    }
    const u = Math.abs(d) >= tol ? x + d : x + (d > 0 ? tol : -tol);
    const fu = -excessAt(jet, u, ductEnd);
    note(peak, u, -fu);
    if (fu <= fx) {
      if (u < x) hi = x;
      else lo = x;
      v = w;
      fv = fw;
      w = x;
      fw = fx;
      x = u;
      fx = fu;
    } else {
      if (u < x) lo = u;
      else hi = u;
      if (fu <= fw || w == x) {
        v = w;
        fv = fw;
        w = u;
        fw = fu;
      } else if (fu <= fv || v == x || v == w) {
        v = u;
        fv = fu;
      }
    }
    if (
      Debug.maxShortcuts && lo == lo0 && hi == hi0 && x == x0 && fx == fx0 && w == w0 && fw == fw0 && v == v0 && fv == fv0 &&
      d == d0 && step == step0 && small == small0 && near == near0
    ) break;
  }
  return peak;
}

function note(peak: Peak, x: f64, e: f64): void {
  if (e > peak.excess) {
    peak.excess = e;
    peak.at = x;
  }
}

/** The excess with the head at `head`, the duct ending at `ductEnd`. */
export function excessAt(jet: Jet, head: f64, ductEnd: f64): f64 {
  jet.evaluate(head, ductEnd, NO_SAMPLES);
  return jet.excess();
}

/** The first head position past a limit between a march's positions (firstPastBetween), and the last point before. */
export class Between {
  /** m, the position past a limit (excess `excess`) */
  at: f64 = NaN;
  excess: f64 = NaN;
  /** m, the last point before it within the limits (excess `fromExcess` ≤ 0); NaN when none */
  from: f64 = NaN;
  fromExcess: f64 = NaN;
}

/**
 * The first head position past a limit (by more than `tol`) between the march's first `count` positions `xs`
 * (excesses `es`, all within the limits), the duct ending at `ductEnd`: the row ends where a peak may hide are
 * evaluated (rowEnds), then, in order, a row end past the limit or the refined peak around a local maximum near a
 * limit (refinePeak) is answered. `ended`: the last position is the march's target (else a position past a limit
 * follows it, and the peak before that is the crossing the march locates). Null when none.
 */
export function firstPastBetween(jet: Jet, gridL: Array<f64>, gridE: Array<f64>, count: i32, ended: bool, ductEnd: f64, tol: f64): Between | null {
  if (count <= 0) return null;
  const ends = rowEnds(jet, gridL[0], gridL[count - 1]);
  const xs = new Array<f64>();
  const es = new Array<f64>();
  let r = 0;
  for (let i = 0; i < count; i++) {
    for (; r < ends.length && ends[r] < gridL[i]; r++) {
      xs.push(ends[r]);
      es.push(excessAt(jet, ends[r], ductEnd));
    }
    xs.push(gridL[i]);
    es.push(gridE[i]);
  }
  const n = xs.length;
  const upTo = ended ? n : n - 1;
  for (let j = 0; j < upTo; j++) {
    let at: f64 = NaN;
    let e: f64 = NaN;
    if (es[j] > tol) {
      at = xs[j];
      e = es[j];
    } else if (refinable(jet, es, j, n)) {
      const a = max(j - 1, 0);
      const b = min(j + 1, n - 1);
      const pk = refinePeak(jet, xs[a], es[a], xs[j], es[j], xs[b], es[b], ductEnd, tol);
      if (pk.excess > tol) {
        at = pk.at;
        e = pk.excess;
      }
    }
    if (isNaN(at)) continue;
    const found = new Between();
    found.at = at;
    found.excess = e;
    for (let k = j; k >= 0; k--) {
      if (xs[k] < at && es[k] <= 0) {
        found.from = xs[k];
        found.fromExcess = es[k];
        break;
      }
    }
    return found;
  }
  return null;
}
