// Shared timing helpers of the benchmarks: warm-up, timed runs, and the quantiles reported (medians in ms).
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
export const RUNS = Number(process.env.BENCH_RUNS ?? 100);

/** The `q` quantile of sorted numbers, interpolated. */
export function quantile(sorted, q) {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (i - lo);
}

/**
 * Runs `fn(i)` WARMUP times, then RUNS timed times (the third argument may lower both for a slow case):
 * `{ bench, runs, medianMs, p10Ms, p90Ms }`.
 */
export function measure(name, fn, { runs = RUNS, warmup = WARMUP } = {}) {
  for (let i = 0; i < warmup; i++) fn(i);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { bench: name, runs, medianMs: quantile(times, 0.5), p10Ms: quantile(times, 0.1), p90Ms: quantile(times, 0.9) };
}

/** `measure` for an async `fn(i)` (awaited one after the other). */
export async function measureAsync(name, fn) {
  for (let i = 0; i < WARMUP; i++) await fn(i);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { bench: name, runs: RUNS, medianMs: quantile(times, 0.5), p10Ms: quantile(times, 0.1), p90Ms: quantile(times, 0.9) };
}

/** The machine a run was measured on: cores, CPU model, Node, load average (1 min) at the time of the call. */
export async function machine() {
  const { availableParallelism, cpus, loadavg } = await import('node:os');
  return { cpus: availableParallelism(), model: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage1m: Number(loadavg()[0].toFixed(2)) };
}

/**
 * Several functions measured side by side: after `warmupBlocks` blocks of each, `blocks` rounds in which each runs a
 * block of `blockSize` calls (the order turning from one round to the next), so that all see the same machine state
 * — the way to compare two codes on a shared, noisy machine. The time per call is the block's mean; answers one
 * `{ bench, runs, medianMs, p10Ms, p90Ms }` per function, over its blocks.
 */
export function measureInterleaved(fns, { blocks = 60, blockSize = 50, warmupBlocks = 40 } = {}) {
  const names = Object.keys(fns);
  const times = Object.fromEntries(names.map((n) => [n, []]));
  const block = (name, record) => {
    const fn = fns[name];
    const t0 = performance.now();
    for (let i = 0; i < blockSize; i++) fn(i);
    if (record) times[name].push((performance.now() - t0) / blockSize);
  };
  for (let b = 0; b < warmupBlocks; b++) for (const n of names) block(n, false);
  for (let b = 0; b < blocks; b++) {
    const k = b % names.length;
    for (const n of [...names.slice(k), ...names.slice(0, k)]) block(n, true);
  }
  return Object.fromEntries(names.map((n) => {
    const sorted = times[n].sort((a, b) => a - b);
    return [n, { bench: n, runs: blocks * blockSize, medianMs: quantile(sorted, 0.5), p10Ms: quantile(sorted, 0.1), p90Ms: quantile(sorted, 0.9) }];
  }));
}
