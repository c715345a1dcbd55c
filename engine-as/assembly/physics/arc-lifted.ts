// The lifted arc step of jetting (README "Speed"): on an arc dF/ds = μ·N(F) + W·t_z − q(s), and the weight's term
// (W·dz) and the air's (q = aq/√(ap2 − ac·u), a pressure difference) integrate exactly, so the lifted force
// H = F − W·(z − z0) + ∫q has dH/ds = μ·N(F) alone: a Dormand–Prince step of H is not held back by the slope's
// and the air's variation along the arc, and a whole 30° bend usually passes in one step.

import { Segment } from '../route/route';
import { ArcExtra, arcFriction } from './arc-slope';

/** Result of one lifted step (no allocation in the hot loop). */
class LiftedEnd {
  /** F at the step's end (5th order) */
  next: f64 = 0;
  /** μ·N there (the next step's first stage: FSAL) */
  k7: f64 = 0;
  /** |H5 − H4| = the error estimate of F */
  err: f64 = 0;
  /** R·(sin φ·t_z0 − cos φ·n_z0) at the end: the altitude up to a constant */
  z: f64 = 0;
  /** √(p²) at the end (1 without air) */
  root: f64 = 1;
}

export const LIFT = new LiftedEnd();

/** R·(sin φ·t_z0 − cos φ·n_z0): the arc's altitude at φ up to the constant R·n_z0. */
@inline
export function liftZ(seg: Segment, c: f64, s: f64): f64 {
  return seg.radius * (s * seg.tz - c * seg.bz);
}

/** √(p²) at local length u (the fluid force is q = aq/√(p²)); 1 without air. */
@inline
export function liftRoot(x: ArcExtra, u: f64): f64 {
  return x.aq != 0 ? Math.sqrt(Math.max(x.ap2 - x.ac * u, 1.0)) : 1.0;
}

/**
 * The known part of F − H between local lengths u and ui (README "Speed"): W·(z(ui) − z(u)) minus the fluid
 * force's integral, aq·∫du/√(ap2 − ac·u) = 2·aq·(ui − u)/(√p²(u) + √p²(ui)) (no cancellation; exact for ac = 0).
 */
@inline
function liftKnown(x: ArcExtra, w: f64, z0: f64, r0: f64, u: f64, zi: f64, ri: f64, ui: f64): f64 {
  const g = w * (zi - z0);
  return x.aq != 0 ? g - (2 * x.aq * (ui - u)) / (r0 + ri) : g;
}

/**
 * One Dormand–Prince 5(4) step of the lifted force H = F − W·z + ∫q (README "Speed"): dH/ds = μ·N(F), the weight's
 * W·t_z and the fluid force q integrated exactly; from (u, f) with friction slope k1 there, z-part z0 and √p² r0.
 * Sets LIFT: F at the end, the friction slope there, |error| of H (= of F), the end's z-part and √p².
 */
export function liftedStep(seg: Segment, u: f64, u2: f64, f: f64, k1: f64, hs: f64, mu: f64, w: f64, x: ArcExtra, z0: f64, r0: f64): void {
  const r = seg.radius;
  let ui = u + hs * 0.2;
  let p = ui / r;
  let c = Math.cos(p);
  let s = Math.sin(p);
  let known = liftKnown(x, w, z0, r0, u, liftZ(seg, c, s), liftRoot(x, ui), ui);
  const k2 = arcFriction(seg, c, s, f + known + hs * (0.2 * k1), mu, w, x);
  ui = u + hs * 0.3;
  p = ui / r;
  c = Math.cos(p);
  s = Math.sin(p);
  known = liftKnown(x, w, z0, r0, u, liftZ(seg, c, s), liftRoot(x, ui), ui);
  const k3 = arcFriction(seg, c, s, f + known + hs * ((3.0 / 40) * k1 + (9.0 / 40) * k2), mu, w, x);
  ui = u + hs * 0.8;
  p = ui / r;
  c = Math.cos(p);
  s = Math.sin(p);
  known = liftKnown(x, w, z0, r0, u, liftZ(seg, c, s), liftRoot(x, ui), ui);
  const k4 = arcFriction(seg, c, s, f + known + hs * ((44.0 / 45) * k1 - (56.0 / 15) * k2 + (32.0 / 9) * k3), mu, w, x);
  ui = u + hs * (8.0 / 9);
  p = ui / r;
  c = Math.cos(p);
  s = Math.sin(p);
  known = liftKnown(x, w, z0, r0, u, liftZ(seg, c, s), liftRoot(x, ui), ui);
  const k5 = arcFriction(
    seg, c, s, f + known + hs * ((19372.0 / 6561) * k1 - (25360.0 / 2187) * k2 + (64448.0 / 6561) * k3 - (212.0 / 729) * k4), mu, w, x,
  );
  p = u2 / r;
  c = Math.cos(p);
  s = Math.sin(p);
  const ze = liftZ(seg, c, s);
  const re = liftRoot(x, u2);
  known = liftKnown(x, w, z0, r0, u, ze, re, u2);
  const k6 = arcFriction(
    seg, c, s,
    f + known + hs * ((9017.0 / 3168) * k1 - (355.0 / 33) * k2 + (46732.0 / 5247) * k3 + (49.0 / 176) * k4 - (5103.0 / 18656) * k5),
    mu, w, x,
  );
  const next = f + known + hs * ((35.0 / 384) * k1 + (500.0 / 1113) * k3 + (125.0 / 192) * k4 - (2187.0 / 6784) * k5 + (11.0 / 84) * k6);
  const k7 = arcFriction(seg, c, s, next, mu, w, x);
  LIFT.next = next;
  LIFT.k7 = k7;
  LIFT.err = Math.abs(
    hs * ((71.0 / 57600) * k1 - (71.0 / 16695) * k3 + (71.0 / 1920) * k4 - (17253.0 / 339200) * k5 + (22.0 / 525) * k6 - (1.0 / 40) * k7),
  );
  LIFT.z = ze;
  LIFT.root = re;
}
