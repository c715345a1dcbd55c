// The string on a circular 3-D arc (docs/physics.md#string-force): the wall force and dF/ds with the extra terms of
// undulations, helical buckling and the fluid force, the slack floor, and the altitude along the arc.

import { Segment } from '../route/route';
import { buckleNormal, lateralWeight, arcNormal } from './wall';

/** Extra wall forces on an arc: undulations, and buckling where compressed. */
export class ArcExtra {
  ba: f64 = 0;
  bk: f64 = 0;
  ku: f64 = 0;
  nu: f64 = 0;
  /** jetting: q(u) = aq/√(ap2 − ac·u), the fluid force per length at local arc length u (0 = no air) */
  aq: f64 = 0;
  ap2: f64 = 0;
  ac: f64 = 0;
}

/** Fluid force per length on an arc at local length u (docs/physics.md#jetting). */
export function arcAir(x: ArcExtra, u: f64): f64 {
  return x.aq / Math.sqrt(Math.max(x.ap2 - x.ac * u, 1.0));
}

/** dF/ds on an arc at (cos φ, sin φ): string, undulations, buckling (the hot loop: scalar arithmetic only). */
export function arcSlopeCS(seg: Segment, c: f64, s: f64, f: f64, mu: f64, weight: f64, x: ArcExtra): f64 {
  return arcFriction(seg, c, s, f, mu, weight, x) + weight * (c * seg.tz + s * seg.bz);
}

/**
 * The friction part μ·N of dF/ds on an arc at (cos φ, sin φ): string, undulations, buckling (without the
 * weight's W·t_z and the fluid force, which integrate exactly: README "Speed").
 */
@inline
export function arcFriction(seg: Segment, c: f64, s: f64, f: f64, mu: f64, weight: f64, x: ArcExtra): f64 {
  // |F·κ·n − W·ẑ⊥|² with n = −sin φ·t0 + cos φ·b, ẑ⊥ = ẑ − t_z·t (n ⊥ t, |n| = |t| = 1):
  // k² − 2·k·W·n_z + W²·(1 − t_z²), k = F/R — only the vertical components of t and n (README "Speed")
  return arcFrictionTN(seg, c * seg.tz + s * seg.bz, c * seg.bz - s * seg.tz, f, mu, weight, x);
}

/** arcFriction with the tangent's and normal's vertical components t_z and n_z at the point given. */
@inline
export function arcFrictionTN(seg: Segment, tz: f64, nz: f64, f: f64, mu: f64, weight: f64, x: ArcExtra): f64 {
  const k = f / seg.radius;
  const n2 = k * k - 2 * k * weight * nz + weight * weight * (1 - tz * tz);
  let n = Math.sqrt(Math.max(0.0, n2)) + Math.abs(f) * x.ku;
  if (f < 0) {
    n += x.nu;
    // helical buckling once C = −F exceeds F_hel = bk·√(W⊥): C² > bk²·W⊥ (one square root fewer)
    if (x.ba > 0 && f * f > x.bk * x.bk * lateralWeight(weight, tz)) n += x.ba * f * f;
  }
  return mu * n;
}

/** Reused by every arc (no allocation in the hot loop). */
export const ARC_EXTRA = new ArcExtra();

export function arcWall(seg: Segment, u: f64, f: f64, weight: f64, x: ArcExtra): f64 {
  let n = arcNormal(seg, u, f, weight);
  n += Math.abs(f) * x.ku;
  if (f < 0) {
    n += x.nu;
    if (x.ba > 0) {
      const phi = u / seg.radius;
      const tz = Math.cos(phi) * seg.tz + Math.sin(phi) * seg.bz;
      n += buckleNormal(f, x.ba, x.bk * Math.sqrt(lateralWeight(weight, tz)));
    }
  }
  return n;
}

/** Altitude on an arc at local length u (no allocation). */
export function arcZ(seg: Segment, u: f64): f64 {
  const phi = u / seg.radius;
  return seg.sz + seg.radius * (Math.sin(phi) * seg.tz + (1 - Math.cos(phi)) * seg.bz);
}

/**
 * dF/ds on an arc with the slack floor: the force is floored at 0, so at F ≤ 0 it can only grow
 * (max(0, slope at F = 0)).
 */
export function arcSlopeFloor(seg: Segment, c: f64, s: f64, f: f64, mu: f64, weight: f64, x: ArcExtra): f64 {
  if (f <= 0) return Math.max(0.0, arcSlopeCS(seg, c, s, 0, mu, weight, x));
  return arcSlopeCS(seg, c, s, f, mu, weight, x);
}

/** dF/ds on an arc at local length u: arcSlopeCS minus the fluid force; with the slack floor (`floor`) arcSlopeFloor. */
export function arcRate(seg: Segment, u: f64, f: f64, mu: f64, w: f64, x: ArcExtra, floor: bool = false): f64 {
  const phi = u / seg.radius;
  return arcRateCS(seg, Math.cos(phi), Math.sin(phi), x.aq != 0 ? arcAir(x, u) : 0, f, mu, w, x, floor);
}

/** arcRate at (cos φ, sin φ) with the fluid force q there. */
@inline
export function arcRateCS(seg: Segment, c: f64, s: f64, q: f64, f: f64, mu: f64, w: f64, x: ArcExtra, floor: bool): f64 {
  if (floor) return arcSlopeFloor(seg, c, s, f, mu, w, x);
  return arcSlopeCS(seg, c, s, f, mu, w, x) - q;
}
