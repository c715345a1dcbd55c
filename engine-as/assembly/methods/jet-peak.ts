// Jetting's worst head position between the positions checked (README "Jetting"): the pusher's force over the head
// position rises, peaks and falls (the air's pull takes over near the exit); a grid of positions may miss the peak
// between two of them. Where the grid's excess has a local maximum near a limit, the peak between its neighbours is
// refined (Brent's search for a maximum); the march (jetting.ts) and the max-distance search (jetting-search.ts) both use
// it, so that a duct as long as the max distance installs at every head position and a success has no position in
// between past a rating.

import { Jet } from './jet';
import { NO_SAMPLES } from '../physics/samples';
import { SEG_POINT } from '../route/route';

/**
 * A local maximum of the grid's excess is refined when it is within this fraction of the pusher's rating of its
 * limit (the peak between grid positions observed rose 0.5 % above the grid's values; far below, the grid's
 * positions are a safe bound in practice).
 */
export const PEAK_MARGIN: f64 = 0.25;

/**
 * Relative to the bracket's length: the search ends when its bracket is this short (at a smooth peak the value is
 * then exact to rounding; at a kink within slope × 1e-7 of the bracket).
 */
const PEAK_TOLERANCE: f64 = 1e-7;

/** Most steps of the search (golden-section steps alone take 34 for PEAK_TOLERANCE). */
const PEAK_STEPS: i32 = 40;

/** 1/φ */
const INV_PHI: f64 = 0.6180339887498949;

/** The largest excess found by `refinePeak` and where. */
export class Peak {
  excess: f64 = -Infinity;
  at: f64 = NaN;
}

export const PEAK = new Peak();

/** The interval's best point (scanInterval). */
const BEST = new Peak();

/** The points of one interval (scanInterval): its ends and the route's row ends inside. */
const XS = new Array<f64>();
const ES = new Array<f64>();

/**
 * The largest excess over head positions in [lo, hi] (grid neighbours, excesses elo and ehi), the duct ending at
 * `ductEnd`: the head is also put at every row end inside (the excess has its kinks and narrow peaks there, which
 * the grid's neighbours, far below, do not show: the head passing the top of a slope, a bend's end, an intermediate
 * pusher), and the peak around each local maximum near a limit among those points is refined (refinePeak). With `stopAbove` it answers the first
 * position past a limit. Leaves the answer in BEST.
 */
export function scanInterval(jet: Jet, lo: f64, elo: f64, hi: f64, ehi: f64, ductEnd: f64, stopAbove: bool): Peak {
  const best = BEST;
  best.excess = elo >= ehi ? elo : ehi;
  best.at = elo >= ehi ? lo : hi;
  if (!(hi > lo)) return best;
  const xs = XS;
  const es = ES;
  xs.length = 0;
  es.length = 0;
  xs.push(lo);
  es.push(elo);
  const segs = jet.route.segments;
  for (let i = jet.route.firstEndingAtOrAfter(lo); i < segs.length; i++) {
    const seg = segs[i];
    const at = seg.s0;
    if (at >= hi) break;
    if (at <= lo || (seg.kind != SEG_POINT && seg.length <= 0) || at == xs[xs.length - 1]) continue;
    const e = excessAt(jet, at, ductEnd);
    xs.push(at);
    es.push(e);
    if (e > best.excess) {
      best.excess = e;
      best.at = at;
    }
    if (stopAbove && e > 0) return best;
  }
  xs.push(hi);
  es.push(ehi);
  for (let j = 1; j + 1 < xs.length; j++) {
    const e = es[j];
    if (e < es[j - 1] || e < es[j + 1] || !nearLimit(jet, e)) continue;
    const pk = refinePeak(jet, xs[j - 1], xs[j], e, xs[j + 1], ductEnd, stopAbove);
    if (pk.excess > best.excess) {
      best.excess = pk.excess;
      best.at = pk.at;
    }
    if (stopAbove && best.excess > 0) return best;
  }
  return best;
}

/** True when grid excess `e` is near enough its limit to be refined (PEAK_MARGIN of the pusher's rating). */
export function nearLimit(jet: Jet, e: f64): bool {
  return e > -PEAK_MARGIN * Math.max(Math.abs(jet.pushLimit.value), 1.0);
}

/**
 * The largest excess over head positions in [a, b] (a local maximum of the grid at `c` with excess `ec` between its
 * neighbours a and b), the duct ending at `ductEnd`: Brent's search for a maximum (parabolic steps through the three
 * best points, golden-section steps where they do not shrink the bracket: a peak at a kink), from the grid's point.
 * It stops as soon as a position past a limit is found when `stopAbove` (the march only needs one). Leaves the
 * answer in PEAK.
 */
export function refinePeak(jet: Jet, a: f64, c: f64, ec: f64, b: f64, ductEnd: f64, stopAbove: bool = true): Peak {
  const peak = PEAK;
  peak.excess = ec;
  peak.at = c;
  if (!(b > a)) return peak;
  const tol = PEAK_TOLERANCE * (b - a);
  // Brent (minimising −e): x the best point, w the second best, v the previous w
  let lo = a;
  let hi = b;
  let x = Math.min(Math.max(c, a), b);
  let fx = -ec;
  if (x == a || x == b) {
    x = hi - INV_PHI * (hi - lo);
    fx = -excessAt(jet, x, ductEnd);
    note(peak, x, -fx);
  }
  let w = x;
  let v = x;
  let fw = fx;
  let fv = fx;
  let d: f64 = 0;
  let step: f64 = 0;
  for (let k = 0; k < PEAK_STEPS && !(stopAbove && peak.excess > 0); k++) {
    const m = 0.5 * (lo + hi);
    if (hi - lo <= 2 * tol) break;
    let golden = true;
    if (Math.abs(step) > tol) {
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
      }
    }
    if (golden) {
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
  }
  return peak;
}

function note(peak: Peak, x: f64, e: f64): void {
  if (e > peak.excess) {
    peak.excess = e;
    peak.at = x;
  }
}

function excessAt(jet: Jet, head: f64, ductEnd: f64): f64 {
  jet.evaluate(head, ductEnd, NO_SAMPLES);
  return jet.excess();
}

/**
 * The largest excess over the head positions of a duct ending `xend` beyond the head position h: the SCAN_POINTS + 1
 * positions start … h (`points`), and between them the peak around every local maximum near a limit (refinePeak,
 * to its tolerance: the value, not stopping at the first excess). The max-distance search's feasibility measure.
 */
export function peakExcess(jet: Jet, h: f64, xend: f64, points: i32): f64 {
  const es = new StaticArray<f64>(points + 1);
  const start = jet.start;
  let worst: f64 = -Infinity;
  for (let i = 0; i <= points; i++) {
    const e = excessAt(jet, start + ((h - start) * f64(i)) / f64(points), h + xend);
    es[i] = e;
    if (e > worst) worst = e;
  }
  for (let i = 0; i <= points; i++) {
    const e = es[i];
    if ((i > 0 && e < es[i - 1]) || (i < points && e < es[i + 1]) || !nearLimit(jet, e)) continue;
    const a = start + ((h - start) * f64(max(i - 1, 0))) / f64(points);
    const b = start + ((h - start) * f64(min(i + 1, points))) / f64(points);
    const c = start + ((h - start) * f64(i)) / f64(points);
    const p = refinePeak(jet, a, c, e, b, h + xend, false);
    if (p.excess > worst) worst = p.excess;
  }
  // the row ends between the positions
  for (let i = 0; i < points; i++) {
    const a = start + ((h - start) * f64(i)) / f64(points);
    const b = start + ((h - start) * f64(i + 1)) / f64(points);
    const p = scanInterval(jet, a, es[i], b, es[i + 1], h + xend, false);
    if (p.excess > worst) worst = p.excess;
  }
  return worst;
}
