// The max-distance search of jetting (README "Jetting"): a coarse grid of duct lengths, the root of the local excess
// at the limiting head position, confirmed by a full scan, else bisection.

import { Bracket } from '../core/bracket';
import { FMAX } from '../core/constants';
import { Debug } from '../core/debug';
import {
  END_CHECK,
  Jet,
  LOCAL_BISECT_EVERY,
  LOCAL_TOLERANCE,
  LOCATE_STEPS,
  OUTER_POINTS,
  OUTER_TOLERANCE,
  SCAN_POINTS,
} from './jet';
import { Samples } from '../physics/samples';

/**
 * Longest head position h in (lo, end] whose duct (ending xend beyond it) installs with no limit on the way. `lo`
 * is known to install (the march checked its scan positions) or is the launch point. Fast path: the grid of
 * OUTER_POINTS lengths checks only the END_CHECK positions nearest the head (where the limit bites in practice), the
 * root between the last length that passes and the first that fails is followed (localExcess) and confirmed by a
 * full scan; when the full scan fails (or nothing failed and the longest length does not install), searchMaxFull
 * answers as before. Both agree unless a length between the grid's would fail at a position far from the head.
 */
export function searchMax(jet: Jet, lo: f64, end: f64, xend: f64): f64 {
  if (end <= lo) return lo;
  if (Debug.fullMaxSearch) return searchMaxFull(jet, lo, end, xend);
  let good = lo;
  let bad: f64 = NaN;
  let peak = 0;
  for (let j = 1; j <= OUTER_POINTS; j++) {
    const h = lo + ((end - lo) * f64(j)) / f64(OUTER_POINTS);
    peak = jet.failingAt(h, h + xend, 0, -1, END_CHECK);
    if (peak > 0) {
      bad = h;
      break;
    }
    good = h;
  }
  if (isNaN(bad)) return jet.failingAt(end, end + xend, 0, -1) == 0 ? end : searchMaxFull(jet, lo, end, xend);
  const tried = new LocalTried();
  const gBad = localExcess(jet, bad, xend, peak, tried);
  const gGood = good > jet.start ? localExcess(jet, good, xend, peak, tried) : -Infinity;
  if (gBad > 0 && gGood <= 0) {
    const h = locateLocal(jet, good, gGood, bad, gBad, xend, peak, tried);
    // localExcess(h) ≤ 0 evaluated peak − 1 … peak + 1: the full scan skips them
    const at = jet.failingAt(h, h + xend, peak, 1);
    if (at == 0) return h;
  }
  return searchMaxFull(jet, lo, end, xend);
}

/**
 * The full search: a coarse grid of OUTER_POINTS lengths, each checked at all SCAN_POINTS positions, then the root
 * of localExcess between the last that installs and the first that does not, confirmed by a full scan, else
 * bisection to OUTER_TOLERANCE.
 */
function searchMaxFull(jet: Jet, lo: f64, end: f64, xend: f64): f64 {
  let good = lo;
  let bad: f64 = NaN;
  let peak = 0;
  for (let j = 1; j <= OUTER_POINTS; j++) {
    const h = lo + ((end - lo) * f64(j)) / f64(OUTER_POINTS);
    peak = jet.failingAt(h, h + xend);
    if (peak > 0) {
      bad = h;
      break;
    }
    good = h;
  }
  if (isNaN(bad)) return end;
  // the limit bites around one head position, at a fraction of the duct that moves little with its length
  // (often before the exit, where the air's pull has not yet taken over): the root of the largest excess over
  // that fraction and its two neighbours, G(h), by Illinois; confirmed by a full scan, else bisection
  const tried = new LocalTried();
  const gBad = localExcess(jet, bad, xend, peak, tried);
  const gGood = good > jet.start ? localExcess(jet, good, xend, peak, tried) : -Infinity;
  if (gBad > 0 && gGood <= 0) {
    const h = locateLocal(jet, good, gGood, bad, gBad, xend, peak, tried);
    const at = jet.failingAt(h, h + xend, peak, 1);
    if (at == 0) return h;
    bad = h;
    peak = at;
  }
  while (bad - good > OUTER_TOLERANCE) {
    const mid = 0.5 * (good + bad);
    const at = jet.failingAt(mid, mid + xend, peak);
    if (at == 0) {
      good = mid;
    } else {
      bad = mid;
      peak = at;
    }
  }
  return good;
}

/** The scan position that exceeded its limit last in localExcess (tried first next time). */
class LocalTried {
  last: i32 = 0;
}

/**
 * The largest excess at scan positions peak − 1 … peak + 1 (fractions of the head position h, duct h + xend) when
 * none is past its limit; when one is, a positive excess (the first found, the position that exceeded last time
 * tried first): the sign is exact, the value a lower bound, which keeps Illinois's bracket valid.
 */
function localExcess(jet: Jet, h: f64, xend: f64, peak: i32, tried: LocalTried): f64 {
  const none = new Samples();
  const lo = max(1, peak - 1);
  const hi = min(SCAN_POINTS, peak + 1);
  let worst = -Infinity;
  const first = tried.last >= lo && tried.last <= hi ? tried.last : 0;
  for (let k = first > 0 ? 0 : 1; k <= hi - lo + 1; k++) {
    const i = k == 0 ? first : hi + 1 - k;
    if (k > 0 && i == first) continue;
    jet.evaluate(jet.start + ((h - jet.start) * f64(i)) / f64(SCAN_POINTS), h + xend, none);
    const e = jet.excess();
    if (e > 0) {
      tried.last = i;
      return e;
    }
    worst = Math.max(worst, e);
  }
  return worst;
}

/** Root of localExcess between a (≤ 0) and b (> 0): Illinois interleaved with bisection, on the safe side. */
function locateLocal(jet: Jet, lo: f64, gLo: f64, hi: f64, gHi: f64, xend: f64, peak: i32, tried: LocalTried): f64 {
  const br = new Bracket(lo, gLo, hi, gHi);
  // the last evaluated point: with the one before, the secant estimates the root once Illinois closes in from below
  let xp: f64 = NaN;
  let gp: f64 = NaN;
  for (let k = 0; k < LOCATE_STEPS && br.b - br.a > LOCAL_TOLERANCE && br.ea != 0; k++) {
    const c = br.next(k, LOCAL_BISECT_EVERY);
    const g = localExcess(jet, c, xend, peak, tried);
    br.take(c, g);
    if (g <= 0 && Math.abs(gp) < FMAX / 4 && xp != c) {
      // the secant through the last two points puts the root within 0.8 of the tolerance above c: one probe at
      // c + 0.95·tolerance closes the bracket (else c moves up to it and the search goes on)
      const slope = (gp - g) / (xp - c);
      if (slope > 0 && -g / slope < 0.8 * LOCAL_TOLERANCE) {
        const p = Math.min(c + 0.95 * LOCAL_TOLERANCE, 0.5 * (c + br.b));
        const gq = localExcess(jet, p, xend, peak, tried);
        br.take(p, gq);
        xp = p;
        gp = gq;
        continue;
      }
    }
    xp = c;
    gp = g;
  }
  return br.a;
}
