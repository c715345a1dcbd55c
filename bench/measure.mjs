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

/** Runs `fn(i)` WARMUP times, then RUNS timed times: `{ bench, runs, medianMs, p10Ms, p90Ms }`. */
export function measure(name, fn) {
  for (let i = 0; i < WARMUP; i++) fn(i);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { bench: name, runs: RUNS, medianMs: quantile(times, 0.5), p10Ms: quantile(times, 0.1), p90Ms: quantile(times, 0.9) };
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
