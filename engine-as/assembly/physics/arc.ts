// Arcs of the route: the wall force and dF/ds of the string on a circular 3-D arc (docs/physics.md#string-force) with the
// extra terms of undulations, helical buckling and the fluid force, and their integration along the arc: fixed
// RK4 steps of at most 1° where the profile is sampled or the slack floor applies, an error-controlled
// Dormand–Prince 5(4) elsewhere (README "Speed").

import { FMAX } from '../core/constants';
import { Debug } from '../core/debug';
import { Segment } from '../route/route';
import { horizontalArc } from './arc-exact';
import { liftedStartFriction, liftedStartZ, liftedStep, LIFT, liftRoot, liftStages } from './arc-lifted';
import { arcAir, ArcExtra, arcRate, arcRateCS, arcSlopeCS, arcSlopeFloor, arcWall, arcZ } from './arc-slope';
import { Samples } from './samples';
import { BUCKLE_STEP } from './wall';

/** rad: largest RK4 step along an arc where the profile is sampled. */
const MAX_ARC_STEP: f64 = 1.0 * Math.PI / 180;

/**
 * RK4 along an arc; `slack`: the slack floor applies (a flexible cable in a slack pass), at every step that
 * starts in tension. While sampling, the arc's peak wall force on its own samples is recorded (Samples.arc).
 */
export function integrateArc(
  seg: Segment, u0: f64, u1: f64, f0: f64, mu: f64, w: f64, x: ArcExtra, samples: Samples, slack: bool = false,
  fixed: bool = false,
): f64 {
  if (!fixed) {
    const exact = horizontalArc(seg, u0, u1, f0, mu, w, x, samples);
    if (!isNaN(exact)) return exact;
    if (samples.enabled) return sampledArc(seg, u0, u1, f0, mu, w, x, samples, slack);
    if (!slack) return adaptiveArc(seg, u0, u1, f0, mu, w, x);
  }
  const ba = x.ba;
  const span = u1 - u0;
  const steps = max(1, i32(Math.ceil(Math.abs(span) / (seg.radius * MAX_ARC_STEP * Debug.arcStepScale))));
  const h = span / f64(steps);
  let f = f0;
  let u = u0;
  let peak: f64 = 0;
  if (samples.enabled) {
    peak = arcWall(seg, u, f, w, x);
    samples.add(seg.s0 + u, f, peak, arcZ(seg, u));
  }
  for (let i = 0; i < steps; i++) {
    // compressed and buckling: sub-steps keep μ·a·|F|·h small (the Riccati term grows fast near lock-up)
    let rate = mu * x.ku;
    if (ba > 0 && f < 0) rate += mu * ba * -f;
    const sub = max(1, i32(Math.min(1000.0, Math.ceil((Math.abs(h) * rate) / BUCKLE_STEP))));
    const hs = h / f64(sub);
    // the angle at the step's start, its middle and its end by rotation (two trigonometric calls per step)
    const half = hs / (2 * seg.radius);
    const ch = Math.cos(half);
    const sh = Math.sin(half);
    let c0 = Math.cos(u / seg.radius);
    let s0 = Math.sin(u / seg.radius);
    for (let j = 0; j < sub; j++) {
      const cm = c0 * ch - s0 * sh;
      const sm = s0 * ch + c0 * sh;
      const c1 = cm * ch - sm * sh;
      const s1 = sm * ch + cm * sh;
      if (slack && f >= 0) {
        // the slack floor (no fluid in the slack passes of pull and pushpull)
        const g1 = arcSlopeFloor(seg, c0, s0, f, mu, w, x);
        const g2 = arcSlopeFloor(seg, cm, sm, f + (hs / 2) * g1, mu, w, x);
        const g3 = arcSlopeFloor(seg, cm, sm, f + (hs / 2) * g2, mu, w, x);
        const g4 = arcSlopeFloor(seg, c1, s1, f + hs * g3, mu, w, x);
        f = Math.min(FMAX, Math.max(0.0, f + (hs / 6) * (g1 + 2 * g2 + 2 * g3 + g4)));
        c0 = c1;
        s0 = s1;
        u += hs;
        continue;
      }
      let k1 = arcSlopeCS(seg, c0, s0, f, mu, w, x);
      let qm: f64 = 0;
      if (x.aq != 0) {
        k1 -= arcAir(x, u);
        qm = arcAir(x, u + hs / 2);
      }
      const k2 = arcSlopeCS(seg, cm, sm, f + (hs / 2) * k1, mu, w, x) - qm;
      const k3 = arcSlopeCS(seg, cm, sm, f + (hs / 2) * k2, mu, w, x) - qm;
      let k4 = arcSlopeCS(seg, c1, s1, f + hs * k3, mu, w, x);
      if (x.aq != 0) k4 -= arcAir(x, u + hs);
      f += (hs / 6) * (k1 + 2 * k2 + 2 * k3 + k4);
      c0 = c1;
      s0 = s1;
      if (!(f > -FMAX)) f = -FMAX;
      if (f > FMAX) f = FMAX;
      u += hs;
    }
    u = u0 + f64(i + 1) * h;
    if (samples.enabled) {
      const n = arcWall(seg, u, f, w, x);
      if (n > peak) peak = n;
      samples.add(seg.s0 + u, f, n, arcZ(seg, u));
    }
  }
  samples.arc(seg.s0, peak);
  return f;
}

/** Relative tolerance of the adaptive arc integration per step (of |F| + |W|·R), scaled by arcStepScale⁵. */
const ARC_RTOL: f64 = 1e-9;

/** rad: longest adaptive step along an arc (the error estimate stays asymptotic). */
const ARC_MAX_STEP: f64 = 1.0;

/** rad: first step tried on an arc (then the controller's). */
const ARC_FIRST_STEP: f64 = 0.25;

/**
 * The tolerance of a lifted step (jetting's air force, liftedStep) relative to ARC_RTOL: its error estimate runs
 * at about twice its true error (README "Speed").
 */
const LIFTED_TOLERANCE: f64 = 4;

/** β² from which an arc is lifted: its plane within 25.8° of level (β ≥ 0.9). */
const LIFTED_LEVEL: f64 = 0.81;

/** rad: longest lifted step (a bend of up to ~32° in one). */
const LIFTED_MAX_STEP: f64 = 0.56;

/** rad: longest adaptive step of a sampled arc (the samples inside are interpolated). */
const SAMPLED_MAX_STEP: f64 = 0.25;

/** Most adaptive steps (accepted or rejected) on one arc; beyond, the compression has locked up. */
const ARC_MAX_TRIES: i32 = 4000;

/** Result of one Dormand–Prince step (no allocation in the hot loop). */
class DpStep {
  /** the 5th-order solution at the step's end */
  next: f64 = 0;
  /** dF/ds there (the next step's first stage: FSAL) */
  k7: f64 = 0;
  /** |y5 − y4| */
  err: f64 = 0;
}

const DP = new DpStep();

/**
 * One Dormand–Prince 5(4) step of signed length hs from (u, f) with slope k1 there; the end lands on u2. The last
 * stage and the FSAL slope share the end's angle and fluid force.
 */
function dpStep(seg: Segment, u: f64, u2: f64, f: f64, k1: f64, hs: f64, mu: f64, w: f64, x: ArcExtra, floor: bool): void {
  const r = seg.radius;
  const air = x.aq != 0;
  let p = (u + hs * 0.2) / r;
  const k2 = arcRateCS(seg, Math.cos(p), Math.sin(p), air ? arcAir(x, u + hs * 0.2) : 0, f + hs * (0.2 * k1), mu, w, x, floor);
  p = (u + hs * 0.3) / r;
  const k3 = arcRateCS(seg, Math.cos(p), Math.sin(p), air ? arcAir(x, u + hs * 0.3) : 0, f + hs * ((3.0 / 40) * k1 + (9.0 / 40) * k2), mu, w, x, floor);
  p = (u + hs * 0.8) / r;
  const k4 = arcRateCS(
    seg, Math.cos(p), Math.sin(p), air ? arcAir(x, u + hs * 0.8) : 0,
    f + hs * ((44.0 / 45) * k1 - (56.0 / 15) * k2 + (32.0 / 9) * k3), mu, w, x, floor,
  );
  p = (u + hs * (8.0 / 9)) / r;
  const k5 = arcRateCS(
    seg, Math.cos(p), Math.sin(p), air ? arcAir(x, u + hs * (8.0 / 9)) : 0,
    f + hs * ((19372.0 / 6561) * k1 - (25360.0 / 2187) * k2 + (64448.0 / 6561) * k3 - (212.0 / 729) * k4), mu, w, x, floor,
  );
  p = u2 / r;
  const ce = Math.cos(p);
  const se = Math.sin(p);
  const qe = air ? arcAir(x, u2) : 0;
  const k6 = arcRateCS(
    seg, ce, se, qe,
    f + hs * ((9017.0 / 3168) * k1 - (355.0 / 33) * k2 + (46732.0 / 5247) * k3 + (49.0 / 176) * k4 - (5103.0 / 18656) * k5),
    mu, w, x, floor,
  );
  let next = f + hs * ((35.0 / 384) * k1 + (500.0 / 1113) * k3 + (125.0 / 192) * k4 - (2187.0 / 6784) * k5 + (11.0 / 84) * k6);
  if (floor) next = Math.max(0.0, next);
  const k7 = arcRateCS(seg, ce, se, qe, next, mu, w, x, floor);
  DP.next = next;
  DP.k7 = k7;
  DP.err = Math.abs(
    hs * ((71.0 / 57600) * k1 - (71.0 / 16695) * k3 + (71.0 / 1920) * k4 - (17253.0 / 339200) * k5 + (22.0 / 525) * k6 - (1.0 / 40) * k7),
  );
}

/** Step-size factor from the error ratio: 0.9·(tol/err)^¼, within [0.1, 5]. */
function stepFactor(tol: f64, err: f64): f64 {
  return err > 0 ? Math.max(0.1, Math.min(5.0, 0.9 * Math.sqrt(Math.sqrt(tol / err)))) : 5.0;
}

/** The relative tolerance of the adaptive arcs (scaled by the test-only step scale). */
function arcTolerance(): f64 {
  const scale = Debug.arcStepScale;
  // ten times finer (scale 0.1): 1e-5 of the tolerance, floored above the rounding of f64
  return Math.max(ARC_RTOL * scale * scale * scale * scale * scale, 1e-13);
}

/**
 * Dormand–Prince 5(4) with error control along an arc from u0 to u1 (either direction), local extrapolation
 * (the 5th-order solution is kept) and FSAL. The local error estimate |y5 − y4| is held below
 * ARC_RTOL·(|F| + |W|·R) per step (the weight term of the wall force is of size W·R in force); a step that
 * crosses a kink of dF/ds (the buckling threshold, F = 0 with undulations, the wall force passing through zero in
 * a sag) is rejected and shortened until it meets the tolerance, so the kink costs steps but no accuracy.
 */
function adaptiveArc(seg: Segment, u0: f64, u1: f64, f0: f64, mu: f64, w: f64, x: ArcExtra): f64 {
  const span = u1 - u0;
  if (span == 0) return f0;
  const dir: f64 = span < 0 ? -1 : 1;
  const total = Math.abs(span);
  // jetting's air force: the lifted force (liftedStep), the whole arc tried at once, at LIFTED_TOLERANCE
  // β² = 1 − t_z² − n_z² (the arc plane's tilt, constant along it): the wall force √((F − W·R·n_z)² + (W·R·β)²)/R
  // has no sharp corner where the plane is near level (LIFTED_LEVEL)
  const lifted = x.aq != 0 && x.ac > 0 && Debug.liftedArcs && 1 - seg.tz * seg.tz - seg.bz * seg.bz >= LIFTED_LEVEL;
  const rtol = lifted ? LIFTED_TOLERANCE * arcTolerance() : arcTolerance();
  const wr = Math.abs(w) * seg.radius;
  const hmax = (lifted ? LIFTED_MAX_STEP : ARC_MAX_STEP) * seg.radius * Debug.arcStepScale;
  let f = f0;
  let u = u0;
  let done: f64 = 0;
  // the first step: ARC_FIRST_STEP, what the tolerance usually allows (a whole 30° bend at once is mostly rejected)
  let h = Math.min(total, (lifted ? LIFTED_MAX_STEP : ARC_FIRST_STEP) * seg.radius * Debug.arcStepScale);
  let k1: f64 = 0;
  let z0: f64 = 0;
  let r0: f64 = 1;
  // the first step's geometry (liftStages): a bend crossed whole repeats it at every head position (the bend at the
  // head, crossed in part, does not keep its own)
  let g = lifted ? liftStages(seg, u, h >= total ? u1 : u + dir * h, dir * h, total >= seg.length * (1 - 1e-9)) : null;
  if (g != null) {
    k1 = liftedStartFriction(seg, g, f, mu, w, x);
    z0 = liftedStartZ(g);
    r0 = liftRoot(x, u);
  } else {
    k1 = arcRate(seg, u, f, mu, w, x);
  }
  for (let tries = 0; tries < ARC_MAX_TRIES; tries++) {
    if (done >= total) return f;
    if (f <= -FMAX) return -FMAX;
    const last = h >= total - done;
    if (last) h = total - done;
    const u2 = last ? u1 : u + dir * h;
    let next: f64;
    let err: f64;
    if (lifted) {
      if (tries > 0 || g == null) g = liftStages(seg, u, u2, dir * h, false);
      liftedStep(seg, u, u2, f, k1, dir * h, mu, w, x, z0, r0, g);
      next = LIFT.next;
      err = LIFT.err;
    } else {
      dpStep(seg, u, u2, f, k1, dir * h, mu, w, x, false);
      next = DP.next;
      err = DP.err;
    }
    const tol = rtol * (Math.max(Math.abs(f), Math.abs(next)) + wr) + 1e-300;
    const factor = stepFactor(tol, err);
    if (err <= tol || h <= 1e-9 * seg.radius) {
      f = next;
      if (!(f > -FMAX)) return -FMAX;
      if (f > FMAX) f = FMAX;
      u = u2;
      done += h;
      k1 = lifted ? LIFT.k7 : DP.k7;
      z0 = LIFT.z;
      r0 = LIFT.root;
      if (last) return f;
      h = Math.min(hmax, h * factor);
    } else {
      h *= factor;
    }
  }
  // the steps ran out (a kink or a lock-up asks for ever smaller ones): the fixed RK4 steps finish the arc
  return integrateArc(seg, u, u1, f, mu, w, x, new Samples(), false, true);
}

/**
 * The sampled arcs (the final profile, the pull pass): the profile keeps its samples every ≤ 1° (the grid of the
 * fixed RK4), the force is integrated by Dormand–Prince steps of whole grid intervals (at most SAMPLED_MAX_STEP
 * long, the tolerance of adaptiveArc), and the samples inside a step are its cubic Hermite interpolation (F and
 * dF/ds at both ends). A grid interval whose single step still misses the tolerance (a kink inside it) is
 * integrated by adaptiveArc, or by the fixed RK4 where the slack floor applies. The slack floor (a flexible cable in
 * a slack pass): floored slopes and F ≥ 0 on every step that starts in tension.
 */
function sampledArc(
  seg: Segment, u0: f64, u1: f64, f0: f64, mu: f64, w: f64, x: ArcExtra, samples: Samples, slack: bool,
): f64 {
  const span = u1 - u0;
  const steps = max(1, i32(Math.ceil(Math.abs(span) / (seg.radius * MAX_ARC_STEP * Debug.arcStepScale))));
  const g = span / f64(steps);
  const rtol = arcTolerance();
  const wr = Math.abs(w) * seg.radius;
  const most = max(1, i32(Math.floor((SAMPLED_MAX_STEP * seg.radius * Debug.arcStepScale) / Math.abs(g))));
  let f = f0;
  const keep = samples.keep;
  let peak = keep ? arcWall(seg, u0, f, w, x) : 0;
  samples.add(seg.s0 + u0, f, peak, arcZ(seg, u0));
  let i = 0;
  let m = min(steps, most);
  let floor = slack && f >= 0;
  let k1 = arcRate(seg, u0, f, mu, w, x, floor);
  while (i < steps) {
    m = max(1, min(m, steps - i));
    const u = u0 + f64(i) * g;
    const u2 = i + m == steps ? u1 : u0 + f64(i + m) * g;
    const hs = u2 - u;
    dpStep(seg, u, u2, f, k1, hs, mu, w, x, floor);
    const tol = rtol * (Math.max(Math.abs(f), Math.abs(DP.next)) + wr) + 1e-300;
    const factor = stepFactor(tol, DP.err);
    let next = DP.next;
    let k7 = DP.k7;
    if (!(DP.err <= tol)) {
      if (m > 1) {
        m = max(1, min(m - 1, i32(Math.floor(f64(m) * factor))));
        continue;
      }
      // one grid interval with a kink inside: finer steps, no samples inside
      next = floor ? integrateArc(seg, u, u2, f, mu, w, x, new Samples(), true, true) : adaptiveArc(seg, u, u2, f, mu, w, x);
      k7 = NaN;
    }
    if (!(next > -FMAX)) next = -FMAX;
    if (next > FMAX) next = FMAX;
    // the samples inside the step: cubic Hermite on (F, dF/ds) at both ends (none for a pass that keeps none)
    for (let j = 1; keep && j < m; j++) {
      const t = f64(j) / f64(m);
      const t2 = t * t;
      const t3 = t2 * t;
      let fj = (2 * t3 - 3 * t2 + 1) * f + (t3 - 2 * t2 + t) * hs * k1 + (3 * t2 - 2 * t3) * next + (t3 - t2) * hs * k7;
      if (floor) fj = Math.max(0.0, fj);
      const uj = u0 + f64(i + j) * g;
      const n = arcWall(seg, uj, fj, w, x);
      if (n > peak) peak = n;
      samples.add(seg.s0 + uj, fj, n, arcZ(seg, uj));
    }
    f = next;
    i += m;
    if (keep) {
      const n = arcWall(seg, u2, f, w, x);
      if (n > peak) peak = n;
      samples.add(seg.s0 + u2, f, n, arcZ(seg, u2));
    }
    if (i >= steps) break;
    const wasFloor = floor;
    floor = slack && f >= 0;
    k1 = isNaN(k7) || floor != wasFloor ? arcRate(seg, u2, f, mu, w, x, floor) : k7;
    m = min(most, max(1, i32(Math.floor(f64(m) * factor))));
  }
  samples.arc(seg.s0, peak);
  return f;
}
