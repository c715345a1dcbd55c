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
import { NO_SAMPLES } from '../physics/samples';

/**
 * Longest head position h in (lo, end] whose duct (ending xend beyond it) installs with no limit on the way. `lo`
 * is known to install (the march checked its scan positions) or is the launch point. Fast path: the grid of
 * OUTER_POINTS lengths checks only the END_CHECK positions nearest the head (where the limit bites in practice), the
 * root between the last length that passes and the first that fails is followed (localExcess) and confirmed by a
 * full scan; when the full scan fails (or nothing failed and the longest length does not install), searchMaxFull
 * answers as before. Both agree unless a length between the grid's would fail at a position far from the head.
 */
export function searchMax(jet: Jet, lo: f64, end: f64, xend: f64, atLo: StaticArray<f64> | null = null): f64 {
  if (end <= lo) return lo;
  if (Debug.fullMaxSearch) return searchMaxFull(jet, lo, end, xend);
  let good = lo;
  let bad: f64 = NaN;
  // the grid: the END_CHECK positions nearest the head, from the head back; their (scaled) excesses at the last
  // length that passed (at lo, those the march found when it evaluated the same states: atLo, raw), and the first
  // position past its limit at the first that failed
  const atGood = new StaticArray<f64>(END_CHECK);
  const atLength = new StaticArray<f64>(END_CHECK);
  for (let k = 0; k < END_CHECK; k++) atGood[k] = atLo != null ? scaled(jet, atLo[k]) : -Infinity;
  let at = 0;
  let e: f64 = 0;
  for (let j = 1; j <= OUTER_POINTS && at == 0; j++) {
    const h = lo + ((end - lo) * f64(j)) / f64(OUTER_POINTS);
    for (let k = 0; k < END_CHECK; k++) {
      const ek = scanExcess(jet, h, xend, SCAN_POINTS - k);
      atLength[k] = ek;
      if (ek > 0) {
        at = SCAN_POINTS - k;
        e = ek;
        break;
      }
    }
    if (at > 0) {
      bad = h;
    } else {
      good = h;
      for (let k = 0; k < END_CHECK; k++) atGood[k] = atLength[k];
    }
  }
  if (isNaN(bad)) return jet.failingAt(end, end + xend, 0, -1) == 0 ? end : searchMaxFull(jet, lo, end, xend);
  // the positions followed: the one that failed (or the one chosen below) and its two neighbours (beyond them, the
  // full search answers)
  let first = at;
  // the position closest to its limit at the last length that passed is followed first, when past it at bad
  let best = SCAN_POINTS - at;
  if (good > lo || bad - lo < 0.25 * (lo - jet.start)) for (let k = 0; k < END_CHECK; k++) if (atGood[k] > atGood[best]) best = k;
  let ea = atGood[SCAN_POINTS - at];
  if (best != SCAN_POINTS - at) {
    const eb = scanExcess(jet, bad, xend, SCAN_POINTS - best);
    if (eb > 0) {
      at = SCAN_POINTS - best;
      e = eb;
      ea = atGood[best];
      // the chosen position is past its limit at bad as the one that failed: its neighbours are followed too
      if (Debug.maxShortcuts) first = at;
    }
  }
  // follow the root of one position's excess; at the root its neighbours are checked: one past its limit is
  // followed next, on [good, root] (the root of the largest of them is the lowest of their roots); the answer is
  // that of the fast path before (the root of the largest excess of first − 1 … first + 1), to its tolerance
  for (let moves = 0; moves < 3 && ea <= 0 && e > 0 && abs(at - first) <= 1; moves++) {
    const h = locatePosition(jet, good, ea, bad, e, xend, at);
    let next = 0;
    for (let j = at - 1; j <= at + 1 && next == 0; j += 2) {
      if (j < 1 || j > SCAN_POINTS) continue;
      const ej = scanExcess(jet, h, xend, j);
      if (ej > 0) {
        next = j;
        e = ej;
      }
    }
    if (next == 0) {
      // at − 1 … at + 1 are within their limits at h: the full scan skips them
      if (jet.failingAt(h, h + xend, at, 1) == 0) return h;
      break;
    }
    at = next;
    bad = h;
    ea = good <= jet.start ? -Infinity : SCAN_POINTS - at < END_CHECK ? atGood[SCAN_POINTS - at] : scanExcess(jet, good, xend, at);
  }
  return searchMaxFull(jet, lo, end, xend);
}

/**
 * The excess e at scan position i of the head position h (duct h + xend), as e/(|e| + s), s the pusher's limit:
 * the same sign, increasing with e, and close to linear in h where the pusher force shoots up towards a lock-up
 * (e ~ 1/(h_lock − h): the secant then converges instead of crawling along the pole).
 */
function scanExcess(jet: Jet, h: f64, xend: f64, i: i32, f: f64 = NaN, fixed: f64 = NaN): f64 {
  let head = isNaN(f) ? jet.start + ((h - jet.start) * f64(i)) / f64(SCAN_POINTS) : jet.start + (h - jet.start) * f;
  if (!isNaN(fixed)) head = Math.min(fixed, h);
  jet.evaluate(head, h + xend, NO_SAMPLES);
  if (isNaN(f)) jet.noteScan(h, h + xend, i);
  LAST_RAW = jet.excess();
  return scaled(jet, LAST_RAW);
}

/** The unscaled excess of scanExcess's last evaluation. */
let LAST_RAW: f64 = NaN;

/** The unscaled excess at the point locatePosition last answered (NaN when it answered `lo`, which it did not evaluate). */
let LOCATED_RAW: f64 = NaN;

/** The unscaled excess at the point locatePosition last answered, NaN when it answered the `lo` it was given. */
export function locatedExcess(): f64 {
  return LOCATED_RAW;
}

/** An excess e scaled as e/(|e| + s) (scanExcess). */
export function scaled(jet: Jet, e: f64): f64 {
  const s = Math.max(Math.abs(jet.pushLimit.value), 1.0);
  return e / Math.max(e + s, 0.5 * s);
}

/**
 * Root of the excess at scan position i (or, given, at fraction f of the run from the launch point to the head
 * position, or at the fixed head position `fixed`) between a (≤ 0) and b (> 0), to LOCAL_TOLERANCE on the safe side
 * (its excess there ≤ 0): Illinois interleaved with bisection, the bracket closed by one probe as in locateLocal.
 */
export function locatePosition(
  jet: Jet, lo: f64, gLo: f64, hi: f64, gHi: f64, xend: f64, i: i32, f: f64 = NaN, fixed: f64 = NaN,
): f64 {
  const br = new Bracket(lo, gLo, hi, gHi);
  let xp: f64 = NaN;
  let gp: f64 = NaN;
  // bracket widths before the last two steps: bisection when they did not halve it (a kink of the excess, where
  // the head passes a bend's end), Illinois otherwise
  let w1: f64 = Infinity;
  let w2: f64 = Infinity;
  LOCATED_RAW = NaN;
  for (let k = 0; k < LOCATE_STEPS && br.b - br.a > LOCAL_TOLERANCE && br.ea != 0; k++) {
    const width = br.b - br.a;
    let c = width > 0.5 * w2 ? 0.5 * (br.a + br.b) : br.next(k, 0);
    // never within half the tolerance of the end past the root: a secant pinned to a tiny f(b) would creep
    if (br.b - c < 0.5 * LOCAL_TOLERANCE) c = Math.max(br.b - 0.5 * LOCAL_TOLERANCE, 0.5 * (br.a + br.b));
    w2 = w1;
    w1 = width;
    const g = scanExcess(jet, c, xend, i, f, fixed);
    br.take(c, g);
    if (!(g > 0)) LOCATED_RAW = LAST_RAW;
    if (g <= 0 && Math.abs(gp) < FMAX / 4 && xp != c) {
      const slope = (gp - g) / (xp - c);
      if (slope > 0 && -g / slope < 0.8 * LOCAL_TOLERANCE) {
        const p = Math.min(c + 0.95 * LOCAL_TOLERANCE, 0.5 * (c + br.b));
        const gq = scanExcess(jet, p, xend, i, f, fixed);
        br.take(p, gq);
        if (!(gq > 0)) LOCATED_RAW = LAST_RAW;
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
  const none = NO_SAMPLES;
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
