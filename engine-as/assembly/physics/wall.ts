// The wall forces of the string model (docs/physics.md#string-force): N = |F·κ·n − W·ẑ⊥| on arcs, the lateral weight on
// straights, helical buckling (docs/physics.md#buckling) and the bend-end force of a stiff cable (docs/physics.md#bending-stiffness).

import { Segment } from '../route/route';

/** Largest relative growth of the buckling term per RK4 sub-step on arcs (μ·a·|F|·h). */
export const BUCKLE_STEP: f64 = 0.01;

/** Helical-buckling threshold factor (Chen, Lin & Cheatham 1990; docs/physics.md#buckling): F_hel = 2.828·√(B·W/r). */
export const HELICAL_FACTOR: f64 = 2.828;

/**
 * Concentrated wall force at a bend end from bending stiffness (docs/physics.md#bending-stiffness [E]):
 * N_c = max(√(B·|F|)/R, 2·B·θ/(R·ℓ)), ℓ = √(2R·(D_d − D_c)).
 */
export function bendEndForce(b: f64, f: f64, radius: f64, theta: f64, gap: f64): f64 {
  let n = Math.sqrt(b * Math.abs(f)) / radius;
  if (gap > 0) n = Math.max(n, (2 * b * theta) / (radius * Math.sqrt(2 * radius * gap)));
  return n;
}

/**
 * Lateral weight per length on a tangent with vertical component tz; its size (a buoyant cable, W_eff < 0,
 * presses on the duct top with |W_eff|).
 */
export function lateralWeight(w: f64, tz: f64): f64 {
  return Math.abs(w) * Math.sqrt(Math.max(0.0, 1 - tz * tz));
}

// ---- compressed straights: dF/ds = c + m·F² where F < −F_hel (Riccati, closed form), dF/ds = c elsewhere ----

/**
 * Wall normal force per length of a string at tension f on an arc at local length u (scalar arithmetic only:
 * this is the hot loop of every simulation).
 */
export function arcNormal(seg: Segment, u: f64, f: f64, weight: f64): f64 {
  const phi = u / seg.radius;
  const c = Math.cos(phi);
  const s = Math.sin(phi);
  const tx = c * seg.tx + s * seg.bx;
  const ty = c * seg.ty + s * seg.by;
  const tz = c * seg.tz + s * seg.bz;
  const k = f / seg.radius;
  // F·κ·n − W·ẑ⊥ with n = −sin φ·t0 + cos φ·b and ẑ⊥ = ẑ − (ẑ·t)·t
  const x = k * (c * seg.bx - s * seg.tx) + weight * tz * tx;
  const y = k * (c * seg.by - s * seg.ty) + weight * tz * ty;
  const z = k * (c * seg.bz - s * seg.tz) - weight * (1 - tz * tz);
  return Math.sqrt(x * x + y * y + z * z);
}

/** Wall normal force per length on a straight with tangent t. */
export function straightNormal(tz: f64, weight: f64): f64 {
  // level: √1 = 1 exactly (no square root for the common case)
  return tz == 0 ? Math.abs(weight) : Math.abs(weight) * Math.sqrt(Math.max(0.0, 1 - tz * tz));
}

/** Wall force per length on a straight with undulations (and buckling where compressed). */
export function straightWall(f: f64, wn: f64, ku: f64, nu: f64, ba: f64, fh: f64): f64 {
  return wn + Math.abs(f) * ku + (f < 0 ? nu : 0) + buckleNormal(f, ba, fh);
}

/** Helical-buckling wall force per length (docs/physics.md#buckling) at force f: a·C² once C = −f exceeds fh. */
export function buckleNormal(f: f64, a: f64, fh: f64): f64 {
  return a > 0 && f < -fh ? a * f * f : 0;
}
