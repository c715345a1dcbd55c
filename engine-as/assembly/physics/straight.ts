// Straights of the force model: the closed forms (linear; Riccati where buckled; exponential with undulations in
// tension; jetted straights) and RK4 with sub-steps where none is exact.

import { FMAX } from '../core/constants';
import { Debug } from '../core/debug';
import { Segment } from '../route/route';
import { Samples } from './samples';
import { BUCKLE_STEP } from './wall';

/** Largest relative change per RK4 step of the terms that vary along a jetted straight (airStraight). */
const AIR_STEP: f64 = 0.05;
/**
 * Fraction of a straight: the shortest RK4 step of airStraight the undulation and fluid terms may ask for (at most ~10⁶
 * such steps per straight). A safety net on the work only: the flow closes at ambient pressure, so p² ≥ p_a² on every
 * piece holding cable, and the fluid term asks for ∫ c/(2p²·AIR_STEP) ds = 10·ln(p²(a)/p²(b)) steps along a duct
 * (≤ 60 at 20 bar): its steps do not come near this floor.
 */
const AIR_LEAST_STEP: f64 = 1e-6;

/** Largest μ·a·|F|·h per RK4 step where a jetted straight is buckled. */
const AIR_BUCKLE_STEP: f64 = 0.1;

/** m, longest and shortest RK4 steps on a jetted straight. */
const AIR_MAX_STEP: f64 = 20;

const AIR_MIN_STEP: f64 = 0.01;

/** Φ(y) = ∫ dy / (c + m·y²) on the branch of y (y < 0). */
function phiOf(y: f64, c: f64, m: f64): f64 {
  if (c > 0) return Math.atan(y * Math.sqrt(m / c)) / Math.sqrt(c * m);
  if (c < 0) {
    const rho = Math.sqrt(-c / m);
    return Math.log(Math.abs((y - rho) / (y + rho))) / (2 * m * rho);
  }
  return -1 / (m * y);
}

/** Inverse of phiOf on the branch of y0; FMAX-clamped; `-FMAX` when the solution has blown up. */
function yOf(p: f64, c: f64, m: f64, y0: f64): f64 {
  if (c > 0) {
    const k = Math.sqrt(c * m);
    if (p * k <= -Math.PI / 2) return -FMAX;
    return Math.max(-FMAX, Math.sqrt(c / m) * Math.tan(k * p));
  }
  if (c < 0) {
    const rho = Math.sqrt(-c / m);
    const x = 2 * m * rho * p;
    if (y0 < -rho) {
      if (p <= 0) return -FMAX;
      if (x > 700) return -rho;
      const e = Math.exp(x);
      return Math.max(-FMAX, (rho * (1 + e)) / (1 - e));
    }
    if (x > 700) return -rho;
    const e = Math.exp(x);
    return (rho * (1 - e)) / (1 + e);
  }
  if (p <= 0) return -FMAX;
  return Math.max(-FMAX, -1 / (m * p));
}

/**
 * Force after a signed step h along a straight with dF/ds = c, plus m·F² where the compression exceeds fh
 * (helical buckling, docs/physics.md#buckling). Exact: linear where unbuckled, the closed-form Riccati solution where
 * buckled, and the threshold crossing located exactly.
 */
export function straightForce(y0: f64, h: f64, c: f64, m: f64, fh: f64): f64 {
  if (m <= 0 || h == 0) return y0 + c * h;
  let y = y0;
  let rest = h;
  let buckled = y < -fh;
  for (let guard = 0; guard < 6; guard++) {
    if (rest == 0) return y;
    if (y <= -FMAX) return -FMAX;
    if (!buckled) {
      if (y == -fh && c * rest < 0) {
        // on the threshold and moving into compression: buckles, or slides along the threshold
        if ((c + m * fh * fh) * rest >= 0) return y;
        buckled = true;
        continue;
      }
      const y1 = y + c * rest;
      if (y1 >= -fh) return y1;
      rest -= (-fh - y) / c;
      y = -fh;
      continue;
    }
    if (c == 0 && y == 0) return 0;
    if (c < 0) {
      const rho = Math.sqrt(-c / m);
      if (Math.abs(y + rho) <= 1e-12 * rho) return y; // equilibrium: compression neither grows nor relaxes
    }
    const p0 = phiOf(y, c, m);
    const p1 = p0 + rest;
    // does the threshold −fh lie on this branch, between p0 and p1?
    let onBranch = true;
    if (c < 0 && y < -Math.sqrt(-c / m) && -fh >= -Math.sqrt(-c / m)) onBranch = false;
    if (c == 0 && fh == 0) onBranch = false;
    if (onBranch) {
      const pth = phiOf(-fh, c, m);
      if ((pth - p0) * (p1 - pth) > 0 || (p1 == pth && p0 != pth)) {
        rest -= pth - p0;
        y = -fh;
        buckled = false;
        continue;
      }
    }
    return yOf(p1, c, m, y);
  }
  return y;
}

/**
 * Force after a signed step h on an undulated straight: dF/ds = μ·(W⊥ + |F|·κ_u [+ N_u + a·F² compressed]) + W·sin α.
 * Exact where the cable stays in tension (linear ODE: F = (F0 + c/k)·e^(k·h) − c/k); RK4 with sub-steps keeping
 * the relative growth per step ≤ 1 % elsewhere.
 */
export function undulatedStraight(f0: f64, h: f64, mu: f64, wn: f64, wz: f64, ku: f64, nu: f64, ba: f64, fh: f64): f64 {
  const k = mu * ku;
  const c = mu * wn + wz;
  if (f0 >= 0 && k > 0) {
    const f1 = (f0 + c / k) * Math.exp(k * h) - c / k;
    if (f1 >= 0) return Math.min(f1, FMAX);
  }
  // compressed and not buckled: dF/ds = c + μ·N_u − k·F is linear too (F monotone along the step, so the ends
  // tell whether it stayed on this side): exact, F = (F0 − c'/k)·e^(−k·h) + c'/k
  if (f0 < 0 && (ba <= 0 || f0 > -fh)) {
    const c2 = c + mu * nu;
    const f1 = k > 0 ? (f0 - c2 / k) * Math.exp(-k * h) + c2 / k : f0 + c2 * h;
    if (f1 < 0 && (ba <= 0 || f1 > -fh)) return f1;
  }
  const across = Debug.acrossZero ? acrossZero(f0, h, k, c, c + mu * nu, ba, fh) : NaN;
  if (!isNaN(across)) return across;
  let f = f0;
  let done: f64 = 0;
  const total = Math.abs(h);
  const dir: f64 = h < 0 ? -1 : 1;
  while (done < total) {
    if (f <= -FMAX) return -FMAX;
    // on the buckling threshold the wall force jumps: the step takes the side the force moves to (a step
    // mixing both sides would carry an error proportional to its length)
    let side = 0;
    if (ba > 0 && Math.abs(f + fh) <= 1e-9 * Math.max(1.0, fh)) {
      side = undSlope(f, mu, wn, wz, ku, nu, ba, fh, 1) * dir < 0 ? 2 : 1;
    }
    const buckled = ba > 0 && (f < -fh || side == 2);
    const rate = k + mu * (buckled ? ba * Math.abs(f) : 0) + Math.abs(mu * (wn + nu) + wz) / Math.max(Math.abs(f), 1.0);
    const scale = Debug.arcStepScale;
    let step = Math.min(Math.min(total - done, (scale * BUCKLE_STEP) / Math.max(rate, 1e-9)), scale);
    if (step < 1e-9) step = total - done;
    let next = undStep(f, dir * step, mu, wn, wz, ku, nu, ba, fh, side);
    if (side == 0 && ba > 0 && (f < -fh) != (next < -fh) && Math.abs(f + fh) > 1e-9 * Math.max(1.0, fh)) {
      // the buckling threshold is crossed inside the step: land on it with the smooth dynamics of the side
      // the step starts from (secant on the step length), then go on from there
      const mode = f < -fh ? 2 : 1;
      let s0: f64 = 0;
      let g0 = f;
      let s1 = step;
      let g1 = undStep(f, dir * step, mu, wn, wz, ku, nu, ba, fh, mode);
      for (let it = 0; it < 8 && g1 != g0; it++) {
        const s2 = Math.max(0.0, Math.min(step, s1 + ((-fh - g1) * (s1 - s0)) / (g1 - g0)));
        s0 = s1;
        g0 = g1;
        s1 = s2;
        g1 = undStep(f, dir * s1, mu, wn, wz, ku, nu, ba, fh, mode);
        if (Math.abs(g1 + fh) <= 1e-12 * Math.max(1.0, fh)) break;
      }
      if (s1 > 1e-12) {
        step = s1;
        next = -fh;
      }
    }
    f = next;
    if (!(f > -FMAX)) f = -FMAX;
    if (f > FMAX) f = FMAX;
    done += step;
  }
  return f;
}

/**
 * Signed distance over which a force obeying dF/ds = k·F + c goes from f0 to f1 (an undulated straight: k = μ·κ_u in
 * tension, −μ·κ_u compressed): ln((k·f1 + c)/(k·f0 + c))/k, (f1 − f0)/c for k = 0; NaN when it never gets there.
 */
export function linearOdeDistance(f0: f64, f1: f64, k: f64, c: f64): f64 {
  if (k != 0) {
    const r = (k * f1 + c) / (k * f0 + c);
    return r > 0 ? Math.log(r) / k : NaN;
  }
  return c != 0 ? (f1 - f0) / c : NaN;
}

/**
 * An undulated straight's step h on which the force crosses 0 (tension ↔ compression: N_u switches on below 0, so
 * the slope jumps there), unbuckled: each side is linear (tension dF/ds = k·F + c, compression −k·F + c2), the
 * crossing is located in closed form and the rest of the step taken on the other side; where the other side's
 * slope points back the force stays at 0 for the rest of the step (both sides push it there: the sliding solution,
 * the limit of ever shorter steps). NaN when the step does not cross 0 or would buckle (RK4 then).
 * Exact, and smooth in f0 — RK4 across the jump erred by about its step times the jump, and the error changed with
 * f0 by steps (the freefloating pig balance, whose secant needs a smooth imbalance, then crawled).
 */
function acrossZero(f0: f64, h: f64, k: f64, c: f64, c2: f64, ba: f64, fh: f64): f64 {
  if (f0 == 0 || h == 0 || k < 0) return NaN;
  const dir: f64 = h > 0 ? 1 : -1;
  // signed distance x (along h) to F = 0 on the starting side: tension dF/ds = k·F + c, compression −k·F + c2
  let x: f64 = NaN;
  if (f0 > 0) {
    x = linearOdeDistance(f0, 0, k, c);
  } else {
    if (ba > 0 && !(f0 > -fh)) return NaN;
    x = linearOdeDistance(f0, 0, -k, c2);
  }
  if (!(x * dir > 0) || !(Math.abs(x) < Math.abs(h))) return NaN;
  const rest = h - x;
  if (f0 > 0) {
    // into compression when its slope at 0 carries the force below 0 along the step, else it stays at 0
    if (dir * c2 >= 0) return 0;
    const f1 = k > 0 ? (c2 / k) * (1 - Math.exp(-k * rest)) : c2 * rest;
    return f1 <= 0 && (ba <= 0 || f1 > -fh) ? f1 : NaN;
  }
  if (dir * c <= 0) return 0;
  const f1 = k > 0 ? (c / k) * (Math.exp(k * rest) - 1) : c * rest;
  return f1 >= 0 ? f1 : NaN;
}

/** One RK4 step; mode 0 = buckling by the threshold, 1 = never buckled, 2 = always buckled. */
function undStep(f: f64, hs: f64, mu: f64, wn: f64, wz: f64, ku: f64, nu: f64, ba: f64, fh: f64, mode: i32): f64 {
  const k1 = undSlope(f, mu, wn, wz, ku, nu, ba, fh, mode);
  const k2 = undSlope(f + (hs / 2) * k1, mu, wn, wz, ku, nu, ba, fh, mode);
  const k3 = undSlope(f + (hs / 2) * k2, mu, wn, wz, ku, nu, ba, fh, mode);
  const k4 = undSlope(f + hs * k3, mu, wn, wz, ku, nu, ba, fh, mode);
  return f + (hs / 6) * (k1 + 2 * k2 + 2 * k3 + k4);
}

function undSlope(f: f64, mu: f64, wn: f64, wz: f64, ku: f64, nu: f64, ba: f64, fh: f64, mode: i32): f64 {
  let n = wn + Math.abs(f) * ku + (f < 0 ? nu : 0);
  if (ba > 0 && (mode == 2 || (mode == 0 && f < -fh))) n += ba * f * f;
  return mu * n + wz;
}

/**
 * Force after a signed step h from local u on a straight in a duct with air flowing (docs/physics.md#jetting):
 * dF/ds = μ·(W⊥ + |F|·κ_u [+ N_u + a·F² compressed]) + W·sin α − q(s), q = k·c/(2p), p² = p2a − c·u.
 * Without undulations and buckling it is exact: F1 = F0 + (μW⊥ + W sin α)·h − k·(p(u0) − p(u1)); so it is
 * with buckling while both ends stay above −F_hel (dF/ds falls with s as q grows, so F is concave and its
 * minimum on the step is at an end). Elsewhere RK4 in sub-steps (κ_u and q change by ≤ 5 % per step, μ·a·|F|·h ≤
 * 0.1 where buckled, ≤ 20 m), landing on the buckling threshold when a step crosses it and taking the side the
 * force moves to when a step starts on it.
 */
export function airStraight(
  f0: f64, u0: f64, h: f64, mu: f64, wn: f64, wz: f64, ku: f64, nu: f64, ba: f64, fh: f64, k: f64, p2a: f64, c: f64,
): f64 {
  const slope = mu * wn + wz;
  if (ku == 0 && nu == 0) {
    const pFrom = Math.sqrt(Math.max(p2a - c * u0, 1.0));
    const f1 = f0 + slope * h - k * (pFrom - Math.sqrt(Math.max(p2a - c * (u0 + h), 1.0)));
    if (ba <= 0 || (f0 >= -fh && f1 >= -fh)) return f1;
  }
  let f = f0;
  let u = u0;
  let done: f64 = 0;
  const total = Math.abs(h);
  const dir: f64 = h < 0 ? -1 : 1;
  while (done < total) {
    if (f <= -FMAX) return -FMAX;
    const p2 = Math.max(p2a - c * u, 1.0);
    // on the buckling threshold the wall force jumps: the step takes the side the force moves to
    let mode = 0;
    if (ba > 0 && Math.abs(f + fh) <= 1e-9 * Math.max(1.0, fh)) {
      const unbuckled = undSlope(f, mu, wn, wz, ku, nu, ba, fh, 1) - (0.5 * k * c) / Math.sqrt(p2);
      mode = unbuckled * dir < 0 ? 2 : 1;
    }
    // RK4 integrates the constant and linear parts exactly: the step only follows what changes along it
    // (the buckling term, the undulation capstan, the fluid force growing towards the exit)
    const rate = mu * ku + c / (2 * p2);
    const scale = Debug.arcStepScale;
    // at least AIR_LEAST_STEP of the straight for these rates (a safety net: it binds nowhere in the tests). When the
    // flow solve did not close at ambient (a flow on the laminar/turbulent switch, airflow.ts RE_BAND), p² sat at its
    // floor of 1 Pa² and the fluid term's rate c/(2p²) made 3e-9 m steps over a 39 m straight: hours for one request
    const byRate = Math.max((scale * AIR_STEP) / Math.max(rate, 1e-9), AIR_LEAST_STEP * total);
    let step = Math.min(Math.min(total - done, byRate), scale * AIR_MAX_STEP);
    // the buckling (Riccati) term as on the arcs: μ·a·|F|·h ≤ BUCKLE_STEP (no floor: near a lock-up the steps shrink
    // with 1/|F| while |F| runs to 10¹² N in a few hundred of them)
    if (ba > 0 && (f < -fh || mode == 2)) step = Math.min(step, (scale * AIR_BUCKLE_STEP) / (mu * ba * Math.max(Math.abs(f), 1e-9)));
    if (step < 1e-9) step = total - done;
    let next = airStep(f, u, dir * step, mu, wn, wz, ku, nu, ba, fh, k, p2a, c, mode);
    // |F|·κ_u and N_u switch where F changes sign: shorter steps across the kink
    while ((ku > 0 || nu > 0) && (next < 0) != (f < 0) && f != 0 && step > AIR_MIN_STEP) {
      step = Math.max(step / 8, AIR_MIN_STEP);
      next = airStep(f, u, dir * step, mu, wn, wz, ku, nu, ba, fh, k, p2a, c, mode);
    }
    if (mode == 0 && ba > 0 && (f < -fh) != (next < -fh) && Math.abs(f + fh) > 1e-9 * Math.max(1.0, fh)) {
      // the buckling threshold is crossed inside the step: land on it (secant on the step length, with the
      // smooth dynamics of the side the step starts from), then go on from there
      const side = f < -fh ? 2 : 1;
      let s0: f64 = 0;
      let g0 = f;
      let s1 = step;
      let g1 = airStep(f, u, dir * step, mu, wn, wz, ku, nu, ba, fh, k, p2a, c, side);
      for (let it = 0; it < 8 && g1 != g0; it++) {
        const s2 = Math.max(0.0, Math.min(step, s1 + ((-fh - g1) * (s1 - s0)) / (g1 - g0)));
        s0 = s1;
        g0 = g1;
        s1 = s2;
        g1 = airStep(f, u, dir * s1, mu, wn, wz, ku, nu, ba, fh, k, p2a, c, side);
        if (Math.abs(g1 + fh) <= 1e-12 * Math.max(1.0, fh)) break;
      }
      if (s1 > 1e-12) {
        step = s1;
        next = -fh;
      }
    }
    f = next;
    if (!(f > -FMAX)) f = -FMAX;
    if (f > FMAX) f = FMAX;
    done += step;
    u += dir * step;
  }
  return f;
}

/** One RK4 step of airStraight; mode 0 = buckling by the threshold, 1 = never buckled, 2 = always buckled. */
function airStep(
  f: f64, u: f64, hs: f64, mu: f64, wn: f64, wz: f64, ku: f64, nu: f64, ba: f64, fh: f64, k: f64, p2a: f64, c: f64, mode: i32,
): f64 {
  const kc = 0.5 * k * c;
  const q0 = kc / Math.sqrt(Math.max(p2a - c * u, 1.0));
  const qm = kc / Math.sqrt(Math.max(p2a - c * (u + hs / 2), 1.0));
  const q1 = kc / Math.sqrt(Math.max(p2a - c * (u + hs), 1.0));
  const k1 = undSlope(f, mu, wn, wz, ku, nu, ba, fh, mode) - q0;
  const k2 = undSlope(f + (hs / 2) * k1, mu, wn, wz, ku, nu, ba, fh, mode) - qm;
  const k3 = undSlope(f + (hs / 2) * k2, mu, wn, wz, ku, nu, ba, fh, mode) - qm;
  const k4 = undSlope(f + hs * k3, mu, wn, wz, ku, nu, ba, fh, mode) - q1;
  return f + (hs / 6) * (k1 + 2 * k2 + 2 * k3 + k4);
}

/**
 * A straight of the string alone (no buckling, undulation or fluid force: F grows linearly at `slope`) from local
 * u0 to u1, sampled at both ends with the wall force `normal`; `slackOn` (the slack floor, the cable entering in
 * tension): the tension stops at 0 where it reaches it and the cable runs slack beyond. The force at u1.
 */
@inline export function stringStraight(
  seg: Segment, u0: f64, u1: f64, f: f64, normal: f64, slope: f64, slackOn: bool, samples: Samples,
): f64 {
  const a = seg.s0;
  samples.addInlined(a + u0, f, normal, seg.sz + u0 * seg.tz);
  const f1 = f + slope * (u1 - u0);
  if (slackOn && f1 < 0) {
    // the tension reaches 0 at uc and the cable runs slack beyond (slope < 0 here)
    const uc = u0 + f / -slope;
    samples.addInlined(a + uc, 0, normal, seg.sz + uc * seg.tz);
    samples.addInlined(a + u1, 0, normal, seg.sz + u1 * seg.tz);
    return 0;
  }
  samples.addInlined(a + u1, f1, normal, seg.sz + u1 * seg.tz);
  return f1;
}
