/** Small statistics for the studies: seeded random numbers, Latin hypercube samples, percentiles. */

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers, in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A Latin hypercube of `n` points in `dims` dimensions on [0, 1): each dimension is cut in `n` equal strata, every
 * stratum holds exactly one point (placed at random inside it) and the strata are paired across dimensions by
 * independent random permutations. Result: `dims` arrays of `n` numbers. Depends only on `n`, `dims` and `seed`.
 */
export function latinHypercube(n: number, dims: number, seed: number): number[][] {
  const random = seededRandom(seed);
  const out: number[][] = [];
  for (let d = 0; d < dims; d++) {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    out.push(order.map((stratum) => (stratum + random()) / n));
  }
  return out;
}

/** The p-quantile (0..1) of `values` with linear interpolation between order statistics; 0 for no value. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(1, Math.max(0, p)) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

/**
 * The value at `x` of the piecewise-linear curve (xs ascending, ys), or undefined outside [xs[0], xs[last]] (and
 * for NaN).
 */
export function interpolateAt(xs: readonly number[], ys: readonly number[], x: number): number | undefined {
  const n = Math.min(xs.length, ys.length);
  // written so that NaN is outside too
  if (n === 0 || !(x >= xs[0]! && x <= xs[n - 1]!)) return undefined;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid;
  }
  const x0 = xs[lo]!;
  const x1 = xs[hi]!;
  if (x1 === x0) return ys[lo]!;
  return ys[lo]! + ((ys[hi]! - ys[lo]!) * (x - x0)) / (x1 - x0);
}
