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
 * F(θ) = W·R·sinh(μ·(θ − θ0) + asinh(F0/(W·R))) = F0·cosh(μ(θ − θ0)) + √(F0² + (W·R)²)·sinh(μ(θ − θ0)), either
 * direction, for any sign of F. Applies without
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
  const dth = (u1 - u0) / r;
  const t = mu * dth;
  // F(t) = F0·cosh t + √(F0² + (W·R)²)·sinh t: the sum formula of W·R·sinh(t + asinh(F0/(W·R))), one square root
  // and one expm1 (memoized on t: a route's bends often repeat) instead of asinh and sinh
  const root = Math.sqrt(f0 * f0 + wr * wr);
  let f1 = exactAt(f0, root, t);
  if (!(f1 < FMAX)) f1 = FMAX;
  const low = Math.min(f0, f1);
  if (low < 0 && (x.nu > 0 || (x.ba > 0 && low * low > x.bk * x.bk * Math.abs(w)))) return NaN;
  if (!samples.enabled || !samples.keep) return f1;
  const w2 = w * w;
  const steps = max(1, i32(Math.ceil((mu * Math.abs(dth)) / (EXACT_SAMPLE_SPAN * Debug.arcStepScale))));
  const k0 = f0 / r;
  // (samples without wall forces: none computed)
  const bare = samples.bare;
  let peak = bare ? 0 : Math.sqrt(k0 * k0 + w2);
  samples.addInlined(seg.s0 + u0, f0, peak, seg.sz);
  const du = (u1 - u0) / f64(steps);
  for (let j = 1; j <= steps; j++) {
    const u = j == steps ? u1 : u0 + f64(j) * du;
    let f = j == steps ? f1 : exactAt(f0, root, (mu * (u - u0)) / r);
    if (!(f < FMAX)) f = FMAX;
    const k = f / r;
    const n = bare ? 0 : Math.sqrt(k * k + w2);
    if (n > peak) peak = n;
    samples.addInlined(seg.s0 + u, f, n, seg.sz);
  }
  samples.arc(seg.s0, peak);
  return f1;
}

/** The last t asked of exactAt and its cosh and sinh. */
let memoT: f64 = 0;
let memoCosh: f64 = 1;
let memoSinh: f64 = 0;

/**
 * F0·cosh t + root·sinh t (root = √(F0² + (W·R)²)), cosh and sinh from m = expm1(t) without cancellation:
 * sinh t = m·(m + 2)/(2(1 + m)), cosh t = 1 + m²/(2(1 + m)). Beyond |t| = 20 (e^20 ≈ 5·10⁸: no bend of the route
 * gets there unless μθ does) the plain sinh and cosh.
 */
function exactAt(f0: f64, root: f64, t: f64): f64 {
  if (t != memoT) {
    if (Math.abs(t) <= 20) {
      const m = Math.expm1(t);
      const e2 = 2 * (1 + m);
      memoSinh = (m * (m + 2)) / e2;
      memoCosh = 1 + (m * m) / e2;
    } else {
      memoSinh = Math.sinh(t);
      memoCosh = Math.cosh(t);
    }
    memoT = t;
  }
  return f0 * memoCosh + root * memoSinh;
}
