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
  const sorted = events.length > 0 && isNonDecreasing(x);
  for (const position of events) markAround(x, position, base, sorted);
  for (const t of input.thresholds ?? []) {
    const col = series[t.series];
    if (col && Number.isFinite(t.value)) markCrossings(col, t.value, base);
  }
  const mandatory = count(withJumps(x, base.slice()));
  const free = Math.max(budget - mandatory, 0);
  // a constant series has nothing to keep per bucket
  const varying = series.filter((col) => !isConstant(col));
  let buckets = Math.max(1, Math.floor(free / (2 * Math.max(varying.length, 1))));
  let best: Uint8Array | null = null;
  let bestCount = 0;
  // With every extreme distinct the first pass fits; where the series' extremes coincide it keeps fewer samples,
  // and one more pass with proportionally more buckets fills the budget better. One growth at most: where samples
  // crowd in short spans more buckets add little. A pass that overshoots (jumps kept in pairs) shrinks the buckets.
  for (let attempt = 0; attempt < 16 && free > 0; attempt++) {
    const keep = base.slice();
    markBuckets(x, varying, buckets, keep);
    const kept = count(withJumps(x, keep));
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
  const keep = best ?? withJumps(x, base);
  const out = new Int32Array(count(keep));
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

function markCrossings(col: Column, value: number, keep: Uint8Array): void {
  let first = -1;
  let last = -1;
  let previous = finiteOr0(col[0]!) > value;
  for (let i = 1; i < col.length; i++) {
    const above = finiteOr0(col[i]!) > value;
    if (above !== previous) {
      if (first < 0) first = i;
      last = i;
    }
    previous = above;
  }
  if (first > 0) keep[first - 1] = keep[first] = 1;
  if (last > 0) keep[last - 1] = keep[last] = 1;
}

/** Keeps the lowest and highest sample of every series in each of `buckets` equal spans of x (by index if x is flat). */
function markBuckets(x: Column, series: Column[], buckets: number, keep: Uint8Array): void {
  const n = x.length;
  const x0 = finiteOr0(x[0]!);
  const span = finiteOr0(x[n - 1]!) - x0;
  const byX = span > 0;
  const scale = byX ? buckets / span : buckets / n;
  const bucketOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const b = Math.floor(byX ? (finiteOr0(x[i]!) - x0) * scale : i * scale);
    bucketOf[i] = b < 0 ? 0 : b >= buckets ? buckets - 1 : b;
  }
  const lo = new Int32Array(buckets);
  const hi = new Int32Array(buckets);
  const loV = new Float64Array(buckets);
  const hiV = new Float64Array(buckets);
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
        keep[lo[b]!] = 1;
        keep[hi[b]!] = 1;
      }
    }
  }
}

/** Adds every sample sharing its position with a kept one (both sides of a jump); answers `keep`. */
function withJumps(x: Column, keep: Uint8Array): Uint8Array {
  const n = x.length;
  for (let i = 0; i + 1 < n; i++) if (keep[i] && x[i + 1] === x[i]) keep[i + 1] = 1;
  for (let i = n - 2; i >= 0; i--) if (keep[i + 1] && x[i] === x[i + 1]) keep[i] = 1;
  return keep;
}
