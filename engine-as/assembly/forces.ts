// The string force model of physics.md §1.1 along the route:
//   N(s)   = | F·κ·n − W·ẑ⊥ |                 wall reaction of a flexible string (N/m)
//   dF/ds  = μ(s)·w_c·N(s) + W·sin α(s)        tension positive, s in the direction the cable moves
//   F(s_k+) = F(s_k−) − P_k                    intermediate pusher of force P_k
// Straights have a closed form (N does not depend on F there); arcs are integrated with classical RK4 in steps
// of at most MAX_ARC_STEP, which reproduces the bend closed forms of physics.md §1.3 to better than 1e-6 relative.

import { Route, Segment, SEG_ARC, SEG_POINT, Vec3 } from './route';

/** rad: largest RK4 step along an arc. */
const MAX_ARC_STEP: f64 = 0.5 * Math.PI / 180;

/** Friction and weight of what is being laid. */
export class Load {
  /** N/m, effective weight per length of everything laid (all cables) */
  weight: f64 = 0;
  /** effective friction coefficient per stretch: cof × lubricant factor × weight-correction factor w_c */
  cof: Float64Array = new Float64Array(0);
  /** effective friction coefficient of curves on rollers per stretch */
  rollerCof: Float64Array = new Float64Array(0);
}

/** A sampled force profile, in the order the integration visited it. */
export class Samples {
  position: Array<f64> = new Array<f64>();
  force: Array<f64> = new Array<f64>();
  radial: Array<f64> = new Array<f64>();
  altitude: Array<f64> = new Array<f64>();
  enabled: bool = false;

  add(s: f64, f: f64, n: f64, z: f64): void {
    if (!this.enabled) return;
    const last = this.position.length - 1;
    if (last >= 0 && this.position[last] == s && this.force[last] == f) return;
    this.position.push(s);
    this.force.push(f);
    this.radial.push(n);
    this.altitude.push(z);
  }
}

function frictionOf(load: Load, seg: Segment): f64 {
  return seg.onRollers ? load.rollerCof[seg.stretch] : load.cof[seg.stretch];
}

/**
 * Wall normal force per length of a string at tension f on an arc at local length u (scalar arithmetic only:
 * this is the hot loop of every simulation).
 */
export function arcNormal(seg: Segment, u: f64, f: f64, weight: f64): f64 {
  const phi = u / seg.radius;
  const c = Math.cos(phi);
  const s = Math.sin(phi);
  const t = seg.t;
  const b = seg.b;
  const tx = c * t.x + s * b.x;
  const ty = c * t.y + s * b.y;
  const tz = c * t.z + s * b.z;
  const k = f / seg.radius;
  // F·κ·n − W·ẑ⊥ with n = −sin φ·t0 + cos φ·b and ẑ⊥ = ẑ − (ẑ·t)·t
  const x = k * (c * b.x - s * t.x) + weight * tz * tx;
  const y = k * (c * b.y - s * t.y) + weight * tz * ty;
  const z = k * (c * b.z - s * t.z) - weight * (1 - tz * tz);
  return Math.sqrt(x * x + y * y + z * z);
}

/** Wall normal force per length on a straight with tangent t. */
function straightNormal(t: Vec3, weight: f64): f64 {
  return weight * Math.sqrt(Math.max(0.0, 1 - t.z * t.z));
}

function arcSlope(seg: Segment, u: f64, f: f64, mu: f64, weight: f64): f64 {
  const phi = u / seg.radius;
  const tz = Math.cos(phi) * seg.t.z + Math.sin(phi) * seg.b.z;
  return mu * arcNormal(seg, u, f, weight) + weight * tz;
}

/**
 * Force at position `to` given force `f0` at position `from`, integrating dF/ds through the route (forward when
 * to > from, backward otherwise). Point loads strictly between the two ends apply; samples are recorded when
 * `samples.enabled`.
 */
export function integrate(route: Route, load: Load, from: f64, to: f64, f0: f64, samples: Samples): f64 {
  const forward = to >= from;
  const segs = route.segments;
  const count = segs.length;
  let f = f0;
  const w = load.weight;
  for (let step = 0; step < count; step++) {
    const seg = segs[forward ? step : count - 1 - step];
    const a = seg.s0;
    const b = seg.s0 + seg.length;
    // the part of this segment inside [from, to] (or [to, from])
    const lo = Math.max(a, forward ? from : to);
    const hi = Math.min(b, forward ? to : from);
    if (seg.kind == SEG_POINT) {
      const inside = forward ? a > from && a <= to : a < from && a >= to;
      if (inside) {
        const before = f;
        f = forward ? f - seg.pointLoad : f + seg.pointLoad;
        samples.add(a, before, 0, seg.start.z);
        samples.add(a, f, 0, seg.start.z);
      }
      continue;
    }
    if (hi < lo || (hi == lo && seg.length > 0)) continue;
    const mu = frictionOf(load, seg);
    const u0 = forward ? lo - a : hi - a;
    const u1 = forward ? hi - a : lo - a;
    if (seg.kind == SEG_ARC) {
      f = integrateArc(seg, u0, u1, f, mu, w, samples);
    } else {
      const normal = straightNormal(seg.t, w);
      const slope = mu * normal + w * seg.t.z;
      samples.add(a + u0, f, normal, seg.pointAt(u0).z);
      f += slope * (u1 - u0);
      samples.add(a + u1, f, normal, seg.pointAt(u1).z);
    }
  }
  return f;
}

function integrateArc(seg: Segment, u0: f64, u1: f64, f0: f64, mu: f64, w: f64, samples: Samples): f64 {
  const span = u1 - u0;
  const steps = max(1, i32(Math.ceil(Math.abs(span) / (seg.radius * MAX_ARC_STEP))));
  const h = span / f64(steps);
  let f = f0;
  let u = u0;
  samples.add(seg.s0 + u, f, arcNormal(seg, u, f, w), seg.pointAt(u).z);
  for (let i = 0; i < steps; i++) {
    const k1 = arcSlope(seg, u, f, mu, w);
    const k2 = arcSlope(seg, u + h / 2, f + (h / 2) * k1, mu, w);
    const k3 = arcSlope(seg, u + h / 2, f + (h / 2) * k2, mu, w);
    const k4 = arcSlope(seg, u + h, f + h * k3, mu, w);
    f += (h / 6) * (k1 + 2 * k2 + 2 * k3 + k4);
    u = u0 + f64(i + 1) * h;
    samples.add(seg.s0 + u, f, arcNormal(seg, u, f, w), seg.pointAt(u).z);
  }
  return f;
}
