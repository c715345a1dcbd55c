// The lifted arc step of jetting (README "Speed"): on an arc dF/ds = μ·N(F) + W·t_z − q(s), and the weight's term
// (W·dz) and the air's (q = aq/√(ap2 − ac·u), a pressure difference) integrate exactly, so the lifted force
// H = F − W·(z − z0) + ∫q has dH/ds = μ·N(F) alone: a Dormand–Prince step of H is not held back by the slope's
// and the air's variation along the arc, and a whole 30° bend usually passes in one step.

import { Debug } from '../core/debug';
import { Segment } from '../route/route';
import { ArcExtra, arcFrictionTN } from './arc-slope';

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

/** Stage geometry of one lifted step (`liftStages`): key, then t_z, n_z and the z-part at the start and 5 stages. */
const KEY_U: i32 = 0;
const KEY_U2: i32 = 1;
const KEY_H: i32 = 2;
const KEY_R: i32 = 3;
const KEY_TZ: i32 = 4;
const KEY_BZ: i32 = 5;
/** t_z, n_z, z-part of the step's start (index STAGE0) and of its stages 0.2, 0.3, 0.8, 8/9 and the end */
const STAGE0: i32 = 6;
const STAGE_SIZE: i32 = STAGE0 + 3 * 6;

/** The stages' fractions of the step (the end: u2 itself). */
const FRACTIONS: StaticArray<f64> = [0.2, 0.3, 0.8, 8.0 / 9];

/** Scratch for a step whose geometry is not kept on its segment. */
const SCRATCH = new StaticArray<f64>(STAGE_SIZE);

/** Writes t_z, n_z and the z-part at angle p (cos, sin computed as every lifted step did) into `g` at `i`. */
@inline
function stageAt(seg: Segment, g: StaticArray<f64>, i: i32, p: f64): void {
  const c = Math.cos(p);
  const s = Math.sin(p);
  unchecked((g[i] = c * seg.tz + s * seg.bz));
  unchecked((g[i + 1] = c * seg.bz - s * seg.tz));
  unchecked((g[i + 2] = liftZ(seg, c, s)));
}

/**
 * The geometry of a lifted step from u to u2 (signed length hs): t_z, n_z and the z-part at its start and stages,
 * the very numbers every step computed from cos and sin (README "Speed": a route's bends are crossed whole at every
 * head position, so the step of a bend repeats). Kept on the segment when `keep` (the step starting at the arc's
 * end: the whole-bend step); the key (u, u2, hs, and the arc's radius and plane) tells whether it still applies.
 * Test switch 12 off: none kept, every step computes its own (the method before).
 */
export function liftStages(seg: Segment, u: f64, u2: f64, hs: f64, keep: bool): StaticArray<f64> {
  let g = seg.stageCache;
  if (
    g != null && Debug.keepStages && unchecked(g[KEY_U]) == u && unchecked(g[KEY_U2]) == u2 && unchecked(g[KEY_H]) == hs &&
    unchecked(g[KEY_R]) == seg.radius && unchecked(g[KEY_TZ]) == seg.tz && unchecked(g[KEY_BZ]) == seg.bz
  ) {
    return g;
  }
  if (keep && Debug.keepStages) {
    if (g == null) {
      g = new StaticArray<f64>(STAGE_SIZE);
      seg.stageCache = g;
    }
  } else {
    g = SCRATCH;
  }
  const r = seg.radius;
  unchecked((g[KEY_U] = u));
  unchecked((g[KEY_U2] = u2));
  unchecked((g[KEY_H] = hs));
  unchecked((g[KEY_R] = r));
  unchecked((g[KEY_TZ] = seg.tz));
  unchecked((g[KEY_BZ] = seg.bz));
  stageAt(seg, g, STAGE0, u / r);
  for (let i = 0; i < 4; i++) stageAt(seg, g, STAGE0 + 3 * (i + 1), (u + hs * unchecked(FRACTIONS[i])) / r);
  stageAt(seg, g, STAGE0 + 15, u2 / r);
  return g;
}

/** μ·N at stage i of `g` (arcFriction with the stage's t_z and n_z). */
@inline
function stageFriction(seg: Segment, g: StaticArray<f64>, i: i32, f: f64, mu: f64, w: f64, x: ArcExtra): f64 {
  return arcFrictionTN(seg, unchecked(g[STAGE0 + 3 * i]), unchecked(g[STAGE0 + 3 * i + 1]), f, mu, w, x);
}

/** The friction slope μ·N at the start of the step whose stages are `g` (the first stage of an arc's first step). */
export function liftedStartFriction(seg: Segment, g: StaticArray<f64>, f: f64, mu: f64, w: f64, x: ArcExtra): f64 {
  return stageFriction(seg, g, 0, f, mu, w, x);
}

/** The z-part at the start of the step whose stages are `g`. */
export function liftedStartZ(g: StaticArray<f64>): f64 {
  return unchecked(g[STAGE0 + 2]);
}

/**
 * One Dormand–Prince 5(4) step of the lifted force H = F − W·z + ∫q (README "Speed"): dH/ds = μ·N(F), the weight's
 * W·t_z and the fluid force q integrated exactly; from (u, f) with friction slope k1 there, z-part z0 and √p² r0,
 * the stages' geometry `g` (liftStages). Sets LIFT: F at the end, the friction slope there, |error| of H (= of F),
 * the end's z-part and √p².
 */
export function liftedStep(
  seg: Segment, u: f64, u2: f64, f: f64, k1: f64, hs: f64, mu: f64, w: f64, x: ArcExtra, z0: f64, r0: f64, g: StaticArray<f64>,
): void {
  let ui = u + hs * 0.2;
  let known = liftKnown(x, w, z0, r0, u, unchecked(g[STAGE0 + 5]), liftRoot(x, ui), ui);
  const k2 = stageFriction(seg, g, 1, f + known + hs * (0.2 * k1), mu, w, x);
  ui = u + hs * 0.3;
  known = liftKnown(x, w, z0, r0, u, unchecked(g[STAGE0 + 8]), liftRoot(x, ui), ui);
  const k3 = stageFriction(seg, g, 2, f + known + hs * ((3.0 / 40) * k1 + (9.0 / 40) * k2), mu, w, x);
  ui = u + hs * 0.8;
  known = liftKnown(x, w, z0, r0, u, unchecked(g[STAGE0 + 11]), liftRoot(x, ui), ui);
  const k4 = stageFriction(seg, g, 3, f + known + hs * ((44.0 / 45) * k1 - (56.0 / 15) * k2 + (32.0 / 9) * k3), mu, w, x);
  ui = u + hs * (8.0 / 9);
  known = liftKnown(x, w, z0, r0, u, unchecked(g[STAGE0 + 14]), liftRoot(x, ui), ui);
  const k5 = stageFriction(
    seg, g, 4, f + known + hs * ((19372.0 / 6561) * k1 - (25360.0 / 2187) * k2 + (64448.0 / 6561) * k3 - (212.0 / 729) * k4), mu, w, x,
  );
  const ze = unchecked(g[STAGE0 + 17]);
  const re = liftRoot(x, u2);
  known = liftKnown(x, w, z0, r0, u, ze, re, u2);
  const k6 = stageFriction(
    seg, g, 5,
    f + known + hs * ((9017.0 / 3168) * k1 - (355.0 / 33) * k2 + (46732.0 / 5247) * k3 + (49.0 / 176) * k4 - (5103.0 / 18656) * k5),
    mu, w, x,
  );
  const next = f + known + hs * ((35.0 / 384) * k1 + (500.0 / 1113) * k3 + (125.0 / 192) * k4 - (2187.0 / 6784) * k5 + (11.0 / 84) * k6);
  const k7 = stageFriction(seg, g, 5, next, mu, w, x);
  LIFT.next = next;
  LIFT.k7 = k7;
  LIFT.err = Math.abs(
    hs * ((71.0 / 57600) * k1 - (71.0 / 16695) * k3 + (71.0 / 1920) * k4 - (17253.0 / 339200) * k5 + (22.0 / 525) * k6 - (1.0 / 40) * k7),
  );
  LIFT.z = ze;
  LIFT.root = re;
}
