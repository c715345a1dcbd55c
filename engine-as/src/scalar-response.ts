// The scalar answer (engine.calculateScalars): the full answer's numbers without its curves and bends, and the cable
// force at asked positions, read from the profile or from the wasm's summary of it.
import type { ScalarResponse } from './contract.js';
import { exceededAt, exceededLimits } from './exceeded.js';
import { OUT, BEND_SIZE, SUM } from './layout.js';
import { decodeHead, finite, profileKept, scalarsOf, statusColumns, type DecodeOptions, type Head } from './response.js';

/**
 * The value at `x` of a curve sampled at non-decreasing `xs` (the engine's profiles), linear between the last sample
 * at or before x (at most the last but one) and the next one, that sample's value where both share x; null outside
 * [xs[0], xs[n − 1]] and for NaN. The studies' interpolation (domain stats.ts interpolateAt) gives the same.
 */
export function curveAt(xs: readonly number[], ys: readonly number[], x: number): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n === 0 || !(x >= xs[0]! && x <= xs[n - 1]!)) return null;
  if (n === 1) return ys[0]!;
  // the first sample after x among 1 … n − 2, else n − 1: the right end of x's interval
  let right = 1;
  let last = n - 1;
  while (right < last) {
    const middle = (right + last) >>> 1;
    if (x < xs[middle]!) last = middle;
    else right = middle + 1;
  }
  const left = right - 1;
  const span = xs[right]! - xs[left]!;
  return span === 0 ? ys[left]! : ys[left]! + ((ys[right]! - ys[left]!) * (x - xs[left]!)) / span;
}

/**
 * The scalar answer (engine.calculateScalars): every number of the full answer but its curves and bends — the same
 * values, its status included (the exceeded limits read the profile as the full answer has it) — and the cable
 * force at each of `probes` (m) interpolated on the profile the full answer would give (`curveAt`).
 */
export function decodeScalars(out: Float64Array, options: DecodeOptions, probes: readonly number[]): ScalarResponse {
  const head = decodeHead(out, options);
  if (finite(out[OUT.SUMMARY_COUNT]) > 0) return fromSummary(out, head, options, probes);
  const profile = statusColumns(out, head, profileKept(out, head));
  const exceeded = head.status === 'notStarted' ? [] : exceededLimits({ messages: head.messages, profile }, options.input);
  const s = scalarsOf(out, head, exceeded) as ScalarResponse;
  s.probes = probes.map((x) => curveAt(profile.position, profile.force, x));
  return s;
}

/**
 * The scalar answer from the wasm's summary of the profile (layout SUM_*, after the bends: no curve, no bend), which
 * holds what {@link decodeScalars} reads of the columns: the peaks of the limits and the force at the probes.
 */
function fromSummary(out: Float64Array, head: Head, options: DecodeOptions, probes: readonly number[]): ScalarResponse {
  const at = head.profFrom + 5 * head.nProf + head.nBend * BEND_SIZE;
  const v = (i: number) => out[at + i]!;
  const some = v(SUM.COUNT) > 0;
  const peaks = {
    tension: some ? { at: v(SUM.TENSION_AT), value: v(SUM.TENSION) } : null,
    thrust: some ? { at: v(SUM.THRUST_AT), value: v(SUM.THRUST) } : null,
    pressure: () => (some ? { at: v(SUM.PRESSURE_AT), value: v(SUM.PRESSURE) } : null),
  };
  const exceeded = head.status === 'notStarted' ? [] : exceededAt(head.messages, peaks, options.input);
  const s = scalarsOf(out, head, exceeded) as ScalarResponse;
  const values = new Array<number | null>(probes.length);
  for (let i = 0; i < probes.length; i++) {
    const f = v(SUM.PROBES + i);
    values[i] = Number.isNaN(f) ? null : f;
  }
  s.probes = values;
  return s;
}
