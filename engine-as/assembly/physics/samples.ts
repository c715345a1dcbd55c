// The sampled force profile of an integration pass.

import { F64List } from '../list';

/** Most pieces a straight is sampled in (the profile between its ends). */
export const STRAIGHT_PIECES: i32 = 16;
/** m, the shortest piece: a straight shorter than STRAIGHT_PIECES × this has fewer pieces (one below 0.5 m). */
export const PIECE_MIN_LENGTH: f64 = 0.5;

/**
 * Pieces of a straight of length `length` (m) in a sampled pass (and in the unsampled passes that must repeat its
 * numbers): 16, fewer on straights under 8 m — a finely surveyed route of 0.15 m rows is not sampled 16 times per row.
 */
export function straightPieces(length: f64): i32 {
  const n = Math.ceil(Math.abs(length) / PIECE_MIN_LENGTH);
  return n >= f64(STRAIGHT_PIECES) ? STRAIGHT_PIECES : max(1, i32(n));
}

/**
 * Most relative growth k·Δ between two samples of an exponential force (an undulated straight: F grows as e^(k·s),
 * k = μ·κ_u): linear interpolation between them (the profile, the progress, the limit crossing) is then within
 * (k·Δ)²/8 = 1e-5 of the force, as on the arcs.
 */
export const SAMPLE_GROWTH: f64 = 0.00894;
/** Most pieces of one sampled straight (a longer undulated straight is sampled coarser than SAMPLE_GROWTH). */
export const MAX_STRAIGHT_PIECES: i32 = 16384;

/** Pieces of a sampled undulated straight of length `length` whose force grows as e^(k·s): straightPieces, or more. */
export function undulatedPieces(length: f64, k: f64): i32 {
  const n = straightPieces(length);
  const g = Math.ceil((k * Math.abs(length)) / SAMPLE_GROWTH);
  return g > f64(n) ? i32(Math.min(g, f64(MAX_STRAIGHT_PIECES))) : n;
}

/** A sampled force profile, in the order the integration visited it. */
export class Samples {
  position: F64List = new F64List();
  force: F64List = new F64List();
  radial: F64List = new F64List();
  altitude: F64List = new F64List();
  /** start s0 of every arc integrated while sampling, and the highest wall force on its own samples */
  arcStart: F64List = new F64List();
  arcPeak: F64List = new F64List();
  /**
   * the last peak recorded for each arc start, built on the first peakOf when the arcs were not recorded in
   * increasing s0 (a 1000-row route has 500 arcs); in increasing order a cursor finds them
   */
  private peaks: Map<f64, f64> | null = null;
  /** every arc recorded at an s0 ≥ the one before (forward passes, reversed backward ones) */
  private ordered: bool = true;
  private cursor: i32 = 0;
  enabled: bool = false;
  /**
   * false: a sampled pass (the sampled steps, so the same numbers) that keeps no sample and no arc peak — a pass
   * whose result alone is asked (march.ts `shownWithin`); the arcs then skip the wall force of their samples
   */
  keep: bool = true;
  /**
   * true: positions and forces only — no wall force, altitude or arc peak (their lists stay empty): a pull's
   * scalar answer without a sidewall limit reads none of them (methods/pull.ts)
   */
  bare: bool = false;
  /**
   * A forward pass records here how many samples it had when it reached `markAt` (before the first segment of
   * positive length starting there): the samples of a pass that would have ended at markAt (-1 until then).
   */
  markAt: f64 = NaN;
  markCount: i32 = -1;

  @inline add(s: f64, f: f64, n: f64, z: f64): void {
    if (this.enabled && this.keep) this.appended(s, f, n, z);
  }

  /**
   * `add` with the append inlined: for the sites of a plain pull's forward pass (stringStraight, horizontalArc),
   * two samples per segment of a 1000-row route; the others call one copy of it (the wasm's size)
   */
  @inline addInlined(s: f64, f: f64, n: f64, z: f64): void {
    if (this.enabled && this.keep) this.append(s, f, n, z);
  }

  private appended(s: f64, f: f64, n: f64, z: f64): void {
    this.append(s, f, n, z);
  }

  @inline private append(s: f64, f: f64, n: f64, z: f64): void {
    const last = this.position.length - 1;
    if (last >= 0 && this.position[last] == s && this.force[last] == f) return;
    this.position.push(s);
    this.force.push(f);
    if (this.bare) return;
    this.radial.push(n);
    this.altitude.push(z);
  }

  /**
   * The highest wall force of the arc starting at s0, taken on the arc's own samples only (where the arc meets a
   * straight the profile keeps one sample, which may carry the straight's wall force).
   */
  arc(s0: f64, peak: f64): void {
    if (!this.enabled || !this.keep || this.bare) return;
    const n = this.arcStart.length;
    if (n > 0 && s0 < this.arcStart[n - 1]) this.ordered = false;
    this.arcStart.push(s0);
    this.arcPeak.push(peak);
  }

  /** Empty again, sampling on (a Samples reused from one call to the next keeps its lists' capacity). */
  reset(): Samples {
    this.position.clear();
    this.force.clear();
    this.radial.clear();
    this.altitude.clear();
    this.arcStart.clear();
    this.arcPeak.clear();
    this.peaks = null;
    this.ordered = true;
    this.cursor = 0;
    this.enabled = true;
    this.keep = true;
    this.bare = false;
    this.markAt = NaN;
    this.markCount = -1;
    return this;
  }

  /** The first n samples (and every arc peak recorded) copied into `out` (reset first), sampling enabled. */
  head(n: i32, out: Samples = new Samples()): Samples {
    out.reset();
    out.position.copyFrom(this.position, n);
    out.force.copyFrom(this.force, n);
    out.radial.copyFrom(this.radial, n);
    out.altitude.copyFrom(this.altitude, n);
    out.arcStart.copyFrom(this.arcStart);
    out.arcPeak.copyFrom(this.arcPeak);
    out.ordered = this.ordered;
    return out;
  }

  /** The peak recorded last for the arc starting at s0; NaN when none was. */
  peakOf(s0: f64): f64 {
    const starts = this.arcStart;
    const n = starts.length;
    if (this.ordered) {
      // queries in increasing s0 go on from the last one; a smaller one starts over
      let j = this.cursor;
      if (j > n || (j > 0 && unchecked(starts[j - 1]) >= s0)) j = 0;
      while (j < n && unchecked(starts[j]) < s0) j++;
      this.cursor = j;
      let found = -1;
      while (j < n && unchecked(starts[j]) == s0) found = j++;
      return found >= 0 ? unchecked(this.arcPeak[found]) : NaN;
    }
    let peaks = this.peaks;
    if (peaks == null) {
      peaks = new Map<f64, f64>();
      for (let i = 0; i < n; i++) peaks.set(starts[i], this.arcPeak[i]);
      this.peaks = peaks;
    }
    if (peaks.has(s0)) return peaks.get(s0);
    return NaN;
  }
}

/** A pass without samples (never enabled): shared by the evaluations that record nothing, no allocation per pass. */
export const NO_SAMPLES = new Samples();

function unkept(): Samples {
  const s = new Samples();
  s.enabled = true;
  s.keep = false;
  return s;
}

/** A sampled pass that keeps nothing (`keep` false): shared, as NO_SAMPLES (it never holds a sample). */
export const SAMPLED_UNKEPT = unkept();
