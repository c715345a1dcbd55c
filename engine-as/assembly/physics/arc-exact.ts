// Arcs solved in closed form (README "Speed"): the horizontal arc with the string and the weight only.

import { FMAX } from '../core/constants';
import { Debug } from '../core/debug';
import { Segment } from '../route/route';
import { ArcExtra } from './arc-slope';
import { Samples } from './samples';

/**
 * Spacing of the samples of a closed-form arc in μ·Δθ: linear interpolation between two samples is within
 * μ²·Δθ²/8 = 1e-5 of the larger |F| (F'' = μ²·F along the angle; README "Speed").
 */
export const EXACT_SAMPLE_SPAN: f64 = 0.008944271909999159; // √(8·1e-5)

/**
 * A horizontal arc (its plane level: the weight is perpendicular to it) with nothing but the string and the
 * weight, in closed form (docs/physics.md#bends): N = √((F/R)² + W²) gives dF/dθ = μ·√(F² + (W·R)²), so
 * F(θ) = W·R·sinh(μ·(θ − θ0) + asinh(F0/(W·R))), either direction, for any sign of F. Applies without
 * undulations and fluid force, and where the compression, if any, meets neither the undulation load nor the
 * buckling threshold (F is monotone along the arc: its lowest value is at one end). The slack floor never acts
 * here (F grows in the direction of motion). Samples are spaced so that the profile's linear interpolation is
 * within 1e-5 relative (EXACT_SAMPLE_SPAN); the peak wall force is at an end. NaN when it does not apply.
 */
export function horizontalArc(seg: Segment, u0: f64, u1: f64, f0: f64, mu: f64, w: f64, x: ArcExtra, samples: Samples): f64 {
  if (x.ku != 0 || x.aq != 0 || seg.tz != 0 || seg.bz != 0) return NaN;
  const r = seg.radius;
  const wr = Math.abs(w) * r;
  if (!(wr > 0) || !(mu > 0)) return NaN;
  const a0 = Math.asinh(f0 / wr);
  const dth = (u1 - u0) / r;
  let f1 = wr * Math.sinh(mu * dth + a0);
  if (!(f1 < FMAX)) f1 = FMAX;
  const low = Math.min(f0, f1);
  if (low < 0 && (x.nu > 0 || (x.ba > 0 && low * low > x.bk * x.bk * Math.abs(w)))) return NaN;
  if (!samples.enabled) return f1;
  const w2 = w * w;
  const steps = max(1, i32(Math.ceil((mu * Math.abs(dth)) / (EXACT_SAMPLE_SPAN * Debug.arcStepScale))));
  const k0 = f0 / r;
  let peak = Math.sqrt(k0 * k0 + w2);
  samples.add(seg.s0 + u0, f0, peak, seg.sz);
  const du = (u1 - u0) / f64(steps);
  for (let j = 1; j <= steps; j++) {
    const u = j == steps ? u1 : u0 + f64(j) * du;
    let f = j == steps ? f1 : wr * Math.sinh((mu * (u - u0)) / r + a0);
    if (!(f < FMAX)) f = FMAX;
    const k = f / r;
    const n = Math.sqrt(k * k + w2);
    if (n > peak) peak = n;
    samples.add(seg.s0 + u, f, n, seg.sz);
  }
  samples.arc(seg.s0, peak);
  return f1;
}
