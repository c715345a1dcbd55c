/**
 * Thinning of aligned curves (the response's profile and progress): one set of kept indices shared by every series
 * of a curve, so that the arrays stay aligned. Kept, whatever the budget:
 * - the first and the last sample;
 * - the samples of each series' lowest and highest value (so max and min of every series are unchanged);
 * - the samples either side of the given event positions (limit, messages' positions);
 * - the first and the last crossing of each given threshold (both samples of the crossing);
 * - both samples of a jump: samples sharing one position (a discontinuity) are kept together.
 * Within the budget, a min–max per bucket pass (buckets of equal width along x) keeps the lowest and highest sample
 * of each series in each bucket: the chart's envelope survives. Indices are increasing, so a monotone x stays
 * monotone.
 */

/** A series of the curve as it lies in the engine's output (a view: no copy). */
export type Column = Float64Array;

/** A value to watch in one series: its first and last crossing are kept. */
export interface Threshold {
  series: number;
  value: number;
}

export interface ThinningInput {
  x: Column;
  series: Column[];
  /** the largest count of kept samples aimed at (the always-kept samples may exceed it) */
  budget: number;
  /** positions (in x's unit) whose neighbouring samples are kept */
  events?: number[];
  thresholds?: Threshold[];
}

/** A finite number or 0 (the door's rule for every value it answers). */
export function finiteOr0(v: number): number {
  return v - v === 0 ? v : 0;
}

/** The kept indices in increasing order, or null when every sample fits the budget. */
export function thinIndices(input: ThinningInput): Int32Array | null {
  const { x, series, budget } = input;
  const n = x.length;
  if (n <= budget) return null;
  const base = new Uint8Array(n);
  base[0] = 1;
  base[n - 1] = 1;
  for (const col of series) markExtremes(col, base);
  const events = input.events ?? [];
  // one pass over x: its jumps (few or none) and whether it is finite and non-decreasing
  const { jumps, finiteNonDecreasing } = scanX(x);
  const sorted = events.length > 0 && (finiteNonDecreasing || isNonDecreasing(x));
  for (const position of events) markAround(x, position, base, sorted);
  for (const t of input.thresholds ?? []) {
    const col = series[t.series];
    if (col && Number.isFinite(t.value)) markCrossings(col, t.value, base);
  }
  // each marking counts what it adds: the count of kept samples without a pass over all of them
  const baseCount = count(base);
  const mandatory = baseCount + withJumps(jumps, base.slice());
  const free = Math.max(budget - mandatory, 0);
  // a constant series has nothing to keep per bucket
  const varying = series.filter((col) => !isConstant(col));
  // along a finite non-decreasing x each bucket is one run of samples
  const runs = finiteNonDecreasing;
  let buckets = Math.max(1, Math.floor(free / (2 * Math.max(varying.length, 1))));
  let best: Uint8Array | null = null;
  let bestCount = 0;
  // With every extreme distinct the first pass fits; where the series' extremes coincide it keeps fewer samples,
  // and one more pass with proportionally more buckets fills the budget better. One growth at most: where samples
  // crowd in short spans more buckets add little. A pass that overshoots (jumps kept in pairs) shrinks the buckets.
  for (let attempt = 0; attempt < 16 && free > 0; attempt++) {
    const keep = base.slice();
    const marked = runs ? markBucketRuns(x, varying, buckets, keep) : markBuckets(x, varying, buckets, keep);
    const kept = baseCount + marked + withJumps(jumps, keep);
    const fits = kept <= budget;
    if (fits && kept > bestCount) {
      best = keep;
      bestCount = kept;
    }
    if ((fits && (attempt > 0 || kept >= 0.7 * budget)) || (!fits && best !== null)) break;
    const proportional = Math.floor((buckets * free * 0.9) / Math.max(kept - mandatory, 1));
    const next = fits ? proportional : Math.min(proportional, buckets - 1);
    if (next < 1 || next === buckets) break;
    buckets = next;
  }
  let keep = best;
  let kept = bestCount;
  if (keep === null) {
    keep = base;
    kept = baseCount + withJumps(jumps, keep);
  }
  const out = new Int32Array(kept);
  for (let i = 0, j = 0; i < n; i++) if (keep[i]) out[j++] = i;
  return out;
}

function isConstant(col: Column): boolean {
  const first = finiteOr0(col[0]!);
  for (let i = 1; i < col.length; i++) if (finiteOr0(col[i]!) !== first) return false;
  return true;
}

function count(keep: Uint8Array): number {
  let c = 0;
  for (let i = 0; i < keep.length; i++) c += keep[i]!;
  return c;
}

function markExtremes(col: Column, keep: Uint8Array): void {
  let lo = 0;
  let hi = 0;
  let min = finiteOr0(col[0]!);
  let max = min;
  for (let i = 1; i < col.length; i++) {
    const v = finiteOr0(col[i]!);
    if (v < min) {
      min = v;
      lo = i;
    } else if (v > max) {
      max = v;
      hi = i;
    }
  }
  keep[lo] = 1;
  keep[hi] = 1;
}

function isNonDecreasing(x: Column): boolean {
  for (let i = 1; i < x.length; i++) if (!(x[i]! >= x[i - 1]!)) return false;
  return true;
}

/** The last sample at or before `position` and the first at or after it (binary search on a sorted x, else a scan). */
function markAround(x: Column, position: number, keep: Uint8Array, sorted: boolean): void {
  if (!Number.isFinite(position)) return;
  if (sorted) {
    // first index with x >= position
    let lo = 0;
    let hi = x.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (x[mid]! < position) lo = mid + 1;
      else hi = mid;
    }
    if (lo < x.length) keep[lo] = 1;
    if (lo > 0) keep[lo - 1] = 1;
    return;
  }
  let before = -1;
  let after = -1;
  for (let i = 0; i < x.length; i++) {
    const v = finiteOr0(x[i]!);
    if (v <= position && (before < 0 || v >= finiteOr0(x[before]!))) before = i;
    if (v >= position && (after < 0 || v < finiteOr0(x[after]!))) after = i;
  }
  if (before >= 0) keep[before] = 1;
  if (after >= 0) keep[after] = 1;
}

/** The first crossing from the start, the last from the end: one pass at most (a whole one only without a crossing). */
function markCrossings(col: Column, value: number, keep: Uint8Array): void {
  const n = col.length;
  let first = -1;
  let previous = finiteOr0(col[0]!) > value;
  for (let i = 1; i < n; i++) {
    const above = finiteOr0(col[i]!) > value;
    if (above !== previous) {
      first = i;
      break;
    }
    previous = above;
  }
  if (first < 0) return;
  let last = first;
  let next = finiteOr0(col[n - 1]!) > value;
  for (let i = n - 1; i > first; i--) {
    const above = finiteOr0(col[i - 1]!) > value;
    if (above !== next) {
      last = i;
      break;
    }
    next = above;
  }
  keep[first - 1] = keep[first] = 1;
  keep[last - 1] = keep[last] = 1;
}

/**
 * Keeps the lowest and highest sample of every series in each of `buckets` equal spans of x (by index if x is flat);
 * answers the count of samples it marked that were not marked yet.
 */
function markBuckets(x: Column, series: Column[], buckets: number, keep: Uint8Array): number {
  const n = x.length;
  const at = bucketing(x, buckets);
  const bucketOf = new Int32Array(n);
  for (let i = 0; i < n; i++) bucketOf[i] = at(i);
  const lo = new Int32Array(buckets);
  const hi = new Int32Array(buckets);
  const loV = new Float64Array(buckets);
  const hiV = new Float64Array(buckets);
  let marked = 0;
  for (const col of series) {
    lo.fill(-1);
    for (let i = 0; i < n; i++) {
      const b = bucketOf[i]!;
      const v = finiteOr0(col[i]!);
      if (lo[b]! < 0) {
        lo[b] = hi[b] = i;
        loV[b] = hiV[b] = v;
      } else if (v < loV[b]!) {
        lo[b] = i;
        loV[b] = v;
      } else if (v > hiV[b]!) {
        hi[b] = i;
        hiV[b] = v;
      }
    }
    for (let b = 0; b < buckets; b++) {
      if (lo[b]! >= 0) {
        marked += mark(keep, lo[b]!) + mark(keep, hi[b]!);
      }
    }
  }
  return marked;
}

/** Marks sample `i`; answers 1 when it was not marked yet. */
function mark(keep: Uint8Array, i: number): number {
  if (keep[i]) return 0;
  keep[i] = 1;
  return 1;
}

/** The bucket of each sample among `buckets` equal spans of x (by index if x is flat): markBuckets' rule. */
function bucketing(x: Column, buckets: number): (i: number) => number {
  const n = x.length;
  const x0 = finiteOr0(x[0]!);
  const span = finiteOr0(x[n - 1]!) - x0;
  const byX = span > 0;
  const scale = byX ? buckets / span : buckets / n;
  return (i) => {
    const b = Math.floor(byX ? (finiteOr0(x[i]!) - x0) * scale : i * scale);
    return b < 0 ? 0 : b >= buckets ? buckets - 1 : b;
  };
}

/**
 * markBuckets along a finite non-decreasing x: the buckets (the same rule) are then non-decreasing along the samples,
 * each one run, found once; per series and run the first lowest and first highest sample, as markBuckets keeps.
 */
function markBucketRuns(x: Column, series: Column[], buckets: number, keep: Uint8Array): number {
  const n = x.length;
  const at = bucketing(x, buckets);
  // starts[r] .. starts[r + 1]: the samples of the r-th non-empty bucket
  const starts = new Int32Array(Math.min(buckets, n) + 1);
  let runCount = 0;
  let current = -1;
  for (let i = 0; i < n; i++) {
    const b = at(i);
    if (b !== current) {
      starts[runCount++] = i;
      current = b;
    }
  }
  starts[runCount] = n;
  let marked = 0;
  for (const col of series) {
    for (let r = 0; r < runCount; r++) {
      const from = starts[r]!;
      const to = starts[r + 1]!;
      let lo = from;
      let hi = from;
      let loV = finiteOr0(col[from]!);
      let hiV = loV;
      for (let i = from + 1; i < to; i++) {
        const v = finiteOr0(col[i]!);
        if (v < loV) {
          lo = i;
          loV = v;
        } else if (v > hiV) {
          hi = i;
          hiV = v;
        }
      }
      marked += mark(keep, lo) + mark(keep, hi);
    }
  }
  return marked;
}

/**
 * The samples whose next one has the same position (the first of each pair of a jump), increasing; and whether x is
 * finite and non-decreasing.
 */
function scanX(x: Column): { jumps: number[]; finiteNonDecreasing: boolean } {
  const jumps: number[] = [];
  let ordered = x.length > 0 && x[0]! - x[0]! === 0;
  for (let i = 1; i < x.length; i++) {
    const v = x[i]!;
    const u = x[i - 1]!;
    if (v === u) jumps.push(i - 1);
    else if (!(v > u && v - v === 0)) ordered = false;
  }
  return { jumps, finiteNonDecreasing: ordered };
}

/**
 * Adds every sample sharing its position with a kept one (both sides of a jump, along chains of equal positions:
 * forward, then backward); answers the count it added.
 */
function withJumps(jumps: number[], keep: Uint8Array): number {
  let added = 0;
  for (let j = 0; j < jumps.length; j++) {
    const i = jumps[j]!;
    if (keep[i]) added += mark(keep, i + 1);
  }
  for (let j = jumps.length - 1; j >= 0; j--) {
    const i = jumps[j]!;
    if (keep[i + 1]) added += mark(keep, i);
  }
  return added;
}
