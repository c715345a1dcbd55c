// The profile's summary of a scalar answer (index.ts calculateScalars, layout.ts SUM_*): what the door reads of a
// profile for it — the highest and lowest force and the highest pressure with where they are first reached, and the
// force at asked positions — computed as the door computes them on the columns it would decode (finite or 0, the
// first sample of a peak: exceeded.ts `peak`; the interpolation of response.ts `curveAt`), so the same numbers.

import { F64List } from '../list';
import { Output } from '../output';

/** Pa → bar as the door scales the pressure column (× 1/BAR, BAR = 1e5 Pa). */
const TO_BAR: f64 = 1.0 / 1e5;

/** A finite value as it is, else 0 (the door's columns: no NaN or Infinity leaves it). */
@inline function finiteOr0(v: f64): f64 {
  return v - v == 0 ? v : 0;
}

/**
 * The value at x of the curve (pos, val) of n samples as `curveAt` reads the door's columns: linear between the
 * last sample at or before x (at most the last but one) and the next one, that sample's value where both share x;
 * NaN (the door's null) outside [pos[0], pos[n − 1]] and for NaN.
 */
function curveAt(pos: F64List, val: F64List, n: i32, x: f64): f64 {
  if (n == 0 || !(x >= finiteOr0(unchecked(pos[0])) && x <= finiteOr0(unchecked(pos[n - 1])))) return NaN;
  if (n == 1) return finiteOr0(unchecked(val[0]));
  let right = 1;
  let last = n - 1;
  while (right < last) {
    const middle = (right + last) >>> 1;
    if (x < finiteOr0(unchecked(pos[middle]))) last = middle;
    else right = middle + 1;
  }
  const left = right - 1;
  const x0 = finiteOr0(unchecked(pos[left]));
  const y0 = finiteOr0(unchecked(val[left]));
  const span = finiteOr0(unchecked(pos[right])) - x0;
  return span == 0 ? y0 : y0 + ((finiteOr0(unchecked(val[right])) - y0) * (x - x0)) / span;
}

/**
 * Writes the summary of the final profile (positions, cable force, pressure in Pa or null for none) into `out`
 * instead of its curves (`out.summarized`).
 */
export function writeSummary(out: Output, pos: F64List, force: F64List, pressure: Array<f64> | null): void {
  const n = pos.length;
  let tension = -Infinity;
  let tensionAt: f64 = 0;
  let thrust = -Infinity;
  let thrustAt: f64 = 0;
  let highest = -Infinity;
  let highestAt: f64 = 0;
  for (let i = 0; i < n; i++) {
    const x = finiteOr0(unchecked(pos[i]));
    const f = finiteOr0(unchecked(force[i]));
    if (f > tension) {
      tension = f;
      tensionAt = x;
    }
    if (-f > thrust) {
      thrust = -f;
      thrustAt = x;
    }
    const p = pressure != null ? finiteOr0(pressure[i] * TO_BAR) : 0;
    if (p > highest) {
      highest = p;
      highestAt = x;
    }
  }
  const s = out.summary;
  s.push(f64(n));
  s.push(tensionAt);
  s.push(tension);
  s.push(thrustAt);
  s.push(thrust);
  s.push(highestAt);
  s.push(highest);
  for (let k = 0; k < out.probeCount; k++) s.push(curveAt(pos, force, n, unchecked(out.probes[k])));
}
