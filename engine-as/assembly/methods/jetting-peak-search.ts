// Jetting's max distance checked at every head position (README "Jetting"): the search (jetting-search.ts) answers a
// length whose SCAN_POINTS positions install; between them the pusher's force may peak past its rating. Here the row
// ends where a peak may hide and the peaks around the positions nearest their limits are checked (jet-peak.ts) and,
// where one is past its limit, the length is lowered to the root of the excess there, then checked again.

import { Jet, LOCAL_TOLERANCE, SCAN_POINTS } from './jet';
import { excessAt, peakTolerance, refinable, refinePeak, rowEnds } from './jet-peak';
import { locatedExcess, locatePosition, scaled } from './jetting-search';
import { Debug } from '../core/debug';

/** Relative to the head position's run: the first parabola of a peak refined again after the length moved. */
const PROBE: f64 = 1e-3;

/** Most rounds of lowering the length and refining the peaks again (one to three in practice). */
const PEAK_ROUNDS: i32 = 8;

/**
 * A local maximum near a limit among the scan's positions and row ends: its bracket (fractions of the head position's
 * run) and its worst point, a fraction of the run, or a head position (`fixed`: a row end's peak, where the route
 * is, whatever the length).
 */
class Candidate {
  fa: f64 = 0;
  fb: f64 = 0;
  at: f64 = 0;
  fixed: bool = false;
  excess: f64 = -Infinity;
  /** the excesses at fa and fb (the scan's; NaN once the length moved) */
  ea: f64 = NaN;
  eb: f64 = NaN;

  /** The head position of its worst point for head position h. */
  head(start: f64, h: f64): f64 {
    return this.fixed ? Math.min(this.at, h) : at(start, h, this.at);
  }
}

/** The fraction of the run at which the last answer of withinEverywhere was lowered (NaN: it was not). */
let LOWERED_AT: f64 = NaN;

/** Where withinEverywhere's last answer was limited between the scan positions (a fraction of the run), else NaN. */
export function loweredAt(): f64 {
  return LOWERED_AT;
}

/**
 * The max distance made consistent with the runs: `h` (searched at SCAN_POINTS positions per length; `lo` known to
 * install) when no head position of its duct is past a limit between the positions either: the row ends where a
 * peak may hide (jet-peak.ts rowEnds) are evaluated, and the local maxima near a limit among those and the scan's
 * positions refined, to half the march's tolerance (peakTolerance). Else lowered, round after round, to the root
 * (LOCAL_TOLERANCE, safe side) of the excess at the worst refined peak (at its fraction of the head position, or at
 * its row end; on a lock-up's plateau, the first point found there), until no peak is past that.
 */
export function withinEverywhere(jet: Jet, lo: f64, h: f64, xend: f64): f64 {
  LOWERED_AT = NaN;
  const start = jet.start;
  if (!(h > start) || !(h > lo)) return h;
  // the scan of h (those of its positions the search evaluated last kept: jet.scanKept) and the row ends between,
  // in order
  const ends = rowEnds(jet, start, h);
  const fs = new Array<f64>();
  const es = new Array<f64>();
  const isEnd = new Array<bool>();
  let r = 0;
  for (let i = 0; i <= SCAN_POINTS; i++) {
    const x = jet.start + ((h - jet.start) * f64(i)) / f64(SCAN_POINTS);
    for (; r < ends.length && ends[r] < x; r++) {
      fs.push((ends[r] - start) / (h - start));
      es.push(excessAt(jet, ends[r], h + xend));
      isEnd.push(true);
    }
    const kept = jet.scanKept(h, h + xend, i);
    fs.push(f64(i) / f64(SCAN_POINTS));
    es.push(!isNaN(kept) ? kept : excessAt(jet, x, h + xend));
    isEnd.push(false);
  }
  const n = fs.length;
  const cands = new Array<Candidate>();
  for (let i = 0; i < n; i++) {
    if (!refinable(jet, es, i, n)) continue;
    const c = new Candidate();
    const a = max(i - 1, 0);
    const b = min(i + 1, n - 1);
    c.fa = fs[a];
    c.fb = fs[b];
    c.at = fs[i];
    c.excess = es[i];
    c.ea = es[a];
    c.eb = es[b];
    c.fixed = isEnd[i];
    if (c.fixed) c.at = at(start, h, fs[i]);
    cands.push(c);
  }
  const above = 0.5 * peakTolerance(jet);
  // a refinement that finds the pusher past twice its rating (a lock-up's plateau) stops there
  const far = Math.max(Math.abs(jet.pushLimit.value), 1.0);
  // a refinement may stop once its parabolas promise the peak within half of that (refinePeak's `within`)
  const within = Debug.maxShortcuts ? 0.5 * above : Infinity;
  let shift: f64 = 0;
  for (let round = 0; round < PEAK_ROUNDS; round++) {
    // the worst refined peak at h
    let past: Candidate | null = null;
    for (let k = 0; k < cands.length && !(past != null && past!.excess > far); k++) {
      const c = cands[k];
      const pk = refinePeak(
        jet, at(start, h, c.fa), c.ea, c.head(start, h), c.excess, at(start, h, c.fb), c.eb, h + xend, far, PROBE * (h - start),
        within,
      );
      c.at = c.fixed ? pk.at : (pk.at - start) / (h - start);
      c.excess = pk.excess;
      if (pk.excess > above && (past == null || pk.excess > past!.excess)) past = c;
    }
    if (past == null) return h;
    const p = past!;
    const h2 = rootAt(jet, lo, h, scaled(jet, p.excess), p, xend, round == 0 ? 1e-3 * (h - start) : Math.max(2 * LOCAL_TOLERANCE, 0.01 * shift));
    LOWERED_AT = (p.head(start, h2) - start) / (h2 - start);
    shift = h - h2;
    h = h2;
    if (h <= lo) return lo;
    // the candidates' points at the new length (a fresh evaluation each)
    for (let k = 0; k < cands.length; k++) {
      const c = cands[k];
      // the lowered candidate's point was the root search's answer: its excess is known
      c.excess = c == p && Debug.maxShortcuts && !isNaN(ROOT_EXCESS) ? ROOT_EXCESS : excessAt(jet, c.head(start, h), h + xend);
      c.ea = NaN;
      c.eb = NaN;
    }
  }
  return h;
}

/** The head position at fraction f of the run from `start` to the head position h. */
function at(start: f64, h: f64, f: f64): f64 {
  return start + (h - start) * f;
}

/**
 * Root below h of the scaled excess at candidate c's worst point (gh its value at h, > 0), to LOCAL_TOLERANCE
 * on the safe side: the bracket grows down from h by `width` (× 4 each time; at worst `lo`, known to install, is
 * answered), then jetting-search.ts locatePosition.
 */
function rootAt(jet: Jet, lo: f64, h: f64, gh: f64, c: Candidate, xend: f64, width: f64): f64 {
  const start = jet.start;
  ROOT_EXCESS = NaN;
  let b = h;
  let gb = gh;
  let a = h;
  let ga: f64 = 1;
  let atA: f64 = NaN;
  while (ga > 0) {
    a = h - width;
    if (a <= lo) {
      a = lo;
      ga = a > start ? G(jet, a, c, xend) : -1.0;
      atA = a > start ? G_RAW : NaN;
      if (ga > 0) return lo;
      break;
    }
    ga = G(jet, a, c, xend);
    atA = G_RAW;
    if (ga > 0) {
      b = a;
      gb = ga;
    }
    width *= 4;
  }
  const root = c.fixed ? locatePosition(jet, a, ga, b, gb, xend, 0, NaN, c.at) : locatePosition(jet, a, ga, b, gb, xend, 0, c.at);
  const found = locatedExcess();
  ROOT_EXCESS = !isNaN(found) ? found : root == a ? atA : NaN;
  return root;
}

/** The unscaled excess at candidate c's worst point at the length rootAt last answered (NaN: not known). */
let ROOT_EXCESS: f64 = NaN;

/** The unscaled excess of G's last evaluation. */
let G_RAW: f64 = NaN;

/** The scaled excess at candidate c's worst point for head position h (duct h + xend). */
function G(jet: Jet, h: f64, c: Candidate, xend: f64): f64 {
  G_RAW = excessAt(jet, c.head(jet.start, h), h + xend);
  return scaled(jet, G_RAW);
}
