// The string force model of docs/physics.md#string-force along the route:
//   N(s)   = | F·κ·n − W·ẑ⊥ |                 wall reaction of a flexible string (N/m)
//   dF/ds  = μ(s)·w_c·N(s) + W·sin α(s)        tension positive, s in the direction the cable moves
//   F(s_k+) = F(s_k−) − P_k                    intermediate pusher of force P_k
// Straights have a closed form (N does not depend on F there); arcs are integrated in arc.ts.

import { AirFlow, AirPiece } from './airflow';
import { WaterFlow } from './waterflow';
import { ARC_EXTRA, arcZ, integrateArc } from './arc';
import { Route, Segment, SEG_ARC, SEG_POINT } from './route';

/** N: a compression that has locked up (helical buckling blew the force up) is held at this value. */
export const FMAX: f64 = 1e12;
/** Largest relative growth of the buckling term per RK4 sub-step on arcs (μ·a·|F|·h). */
export const BUCKLE_STEP: f64 = 0.01;
/** Largest relative change per RK4 step of the terms that vary along a jetted straight (airStraight). */
const AIR_STEP: f64 = 0.05;
/** Largest μ·a·|F|·h per RK4 step where a jetted straight is buckled. */
const AIR_BUCKLE_STEP: f64 = 0.1;
/** m, longest and shortest RK4 steps on a jetted straight. */
const AIR_MAX_STEP: f64 = 20;
const AIR_MIN_STEP: f64 = 0.01;
/** Helical-buckling threshold factor (Chen, Lin & Cheatham 1990; docs/physics.md#buckling): F_hel = 2.828·√(B·W/r). */
export const HELICAL_FACTOR: f64 = 2.828;

/** Debug options (set by the test-only export `setDebugOption`): scale of the arc step, buckling from C = 0. */
export class Debug {
  static arcStepScale: f64 = 1;
  static bucklingFromZero: bool = false;
  /** 0 = by method (on for push and pushpull), 1 = always on, 2 = always off */
  static bendStiffness: i32 = 0;
  /** jetting: the full max-distance search only (no fast path) */
  static fullMaxSearch: bool = false;
  /** head positions evaluated by the last jetting run (test-only export debugEvaluations) */
  static evaluations: i32 = 0;
}

/** Friction and weight of what is being laid. */
export class Load {
  /** N/m, effective weight per length of everything laid (all cables) */
  weight: f64 = 0;
  /**
   * N/m per stretch when the weight differs by stretch (water methods: W − ρ·g·A_c in a flooded duct, may be
   * negative; W on rollers); empty = `weight` everywhere
   */
  stretchWeight: Float64Array = new Float64Array(0);
  /** effective friction coefficient per stretch: cof × lubricant factor × weight-correction factor w_c */
  cof: Float64Array = new Float64Array(0);
  /** effective friction coefficient of curves on rollers per stretch */
  rollerCof: Float64Array = new Float64Array(0);
  /** 1/(N·m) per stretch: a = r/(4B) of the helical-buckling wall force N_buckle = a·C² (0 = no buckling) */
  buckleA: Float64Array = new Float64Array(0);
  /** √(N·m) per stretch: the helical threshold is F_hel = buckleK·√(W⊥) (0 with bucklingFromZero) */
  buckleK: Float64Array = new Float64Array(0);
  /** 1/m per stretch: undulation curvature κ_u (docs/physics.md#undulations), adds |F|·κ_u to the wall force */
  undK: Float64Array = new Float64Array(0);
  /** N/m per stretch: undulation stiffness load for a compressed cable (2/π)·B·A_eff·(2π/P)⁴ */
  undN: Float64Array = new Float64Array(0);
  /** m per stretch: D_d − D_bundle (for the bend-stiffness length ℓ) */
  gap: Float64Array = new Float64Array(0);
  /** N·m²: bending stiffness used at bend ends (docs/physics.md#bending-stiffness); 0 = bend stiffness off */
  bendB: f64 = 0;
  /**
   * Slack floor of forward passes (README "A cable cannot push"): SLACK_OFF (push, jetting, water methods),
   * SLACK_PULL or SLACK_PUSHPULL. Only where the segment has no buckling model (a pure string: cableStiffness 0,
   * rollers, no clearance).
   */
  slack: i32 = SLACK_OFF;
}

/** No slack floor: the string carries compression (push model). */
export const SLACK_OFF: i32 = 0;
/**
 * Pull: a flexible cable never carries compression. The force is floored at 0 (F = max(F, 0)) on every flexible
 * segment, at its entry (compression from a stiff stretch ends there) and after an intermediate pusher.
 */
export const SLACK_PULL: i32 = 1;
/**
 * Pushpull: the pusher at the entry (and intermediate pushers) may compress the cable as in push; only a cable
 * in tension (F ≥ 0) is floored at 0 where gravity would make it push.
 */
export const SLACK_PUSHPULL: i32 = 2;

/** True where the cable has no buckling model (a pure string): it cannot carry compression in a slack pass. */
function flexible(load: Load, seg: Segment): bool {
  return seg.onRollers || unchecked(load.buckleA[seg.stretch]) <= 0;
}

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


/** A sampled force profile, in the order the integration visited it. */
export class Samples {
  position: Array<f64> = new Array<f64>();
  force: Array<f64> = new Array<f64>();
  radial: Array<f64> = new Array<f64>();
  altitude: Array<f64> = new Array<f64>();
  /** start s0 of every arc integrated while sampling, and the highest wall force on its own samples */
  arcStart: Array<f64> = new Array<f64>();
  arcPeak: Array<f64> = new Array<f64>();
  /**
   * the last peak recorded for each arc start, built on the first peakOf when the arcs were not recorded in
   * increasing s0 (a 1000-row route has 500 arcs); in increasing order a cursor finds them
   */
  private peaks: Map<f64, f64> | null = null;
  /** every arc recorded at an s0 ≥ the one before (forward passes, reversed backward ones) */
  private ordered: bool = true;
  private cursor: i32 = 0;
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

  /**
   * The highest wall force of the arc starting at s0, taken on the arc's own samples only (where the arc meets a
   * straight the profile keeps one sample, which may carry the straight's wall force).
   */
  arc(s0: f64, peak: f64): void {
    if (!this.enabled) return;
    const n = this.arcStart.length;
    if (n > 0 && s0 < this.arcStart[n - 1]) this.ordered = false;
    this.arcStart.push(s0);
    this.arcPeak.push(peak);
  }

  /** The peak recorded last for the arc starting at s0; NaN when none was. */
  peakOf(s0: f64): f64 {
    const starts = this.arcStart;
    const n = starts.length;
    if (this.ordered) {
      // queries in increasing s0 go on from the last one; a smaller one starts over
      let j = this.cursor;
      if (j > n || (j > 0 && unchecked(starts[j - 1]) >= s0)) j = 0;
      while (j < n && unchecked(starts[j]) < s0) j++;
      this.cursor = j;
      let found = -1;
      while (j < n && unchecked(starts[j]) == s0) found = j++;
      return found >= 0 ? unchecked(this.arcPeak[found]) : NaN;
    }
    let peaks = this.peaks;
    if (peaks == null) {
      peaks = new Map<f64, f64>();
      for (let i = 0; i < n; i++) peaks.set(starts[i], this.arcPeak[i]);
      this.peaks = peaks;
    }
    if (peaks.has(s0)) return peaks.get(s0);
    return NaN;
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
function straightNormal(tz: f64, weight: f64): f64 {
  return Math.abs(weight) * Math.sqrt(Math.max(0.0, 1 - tz * tz));
}

/** Wall force per length on a straight with undulations (and buckling where compressed). */
function straightWall(f: f64, wn: f64, ku: f64, nu: f64, ba: f64, fh: f64): f64 {
  return wn + Math.abs(f) * ku + (f < 0 ? nu : 0) + buckleNormal(f, ba, fh);
}

/**
 * Force after a signed step h on an undulated straight: dF/ds = μ·(W⊥ + |F|·κ_u [+ N_u + a·F² compressed]) + W·sin α.
 * Exact where the cable stays in tension (linear ODE: F = (F0 + c/k)·e^(k·h) − c/k); RK4 with sub-steps keeping
 * the relative growth per step ≤ 1 % elsewhere.
 */
function undulatedStraight(f0: f64, h: f64, mu: f64, wn: f64, wz: f64, ku: f64, nu: f64, ba: f64, fh: f64): f64 {
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

/** Helical-buckling wall force per length (docs/physics.md#buckling) at force f: a·C² once C = −f exceeds fh. */
export function buckleNormal(f: f64, a: f64, fh: f64): f64 {
  return a > 0 && f < -fh ? a * f * f : 0;
}


/**
 * Force at position `to` given force `f0` at position `from`, integrating dF/ds through the route (forward when
 * to > from, backward otherwise). Point loads strictly between the two ends apply; samples are recorded when
 * `samples.enabled`. With `stopAbove`, the pass ends after the segment where the force first exceeds it.
 */
export function integrate(
  route: Route, load: Load, from: f64, to: f64, f0: f64, samples: Samples, stopAbove: f64 = Infinity,
  air: AirFlow | null = null, water: WaterFlow | null = null,
): f64 {
  const forward = to >= from;
  const segs = route.segments;
  const count = segs.length;
  let f = f0;
  const perStretch = load.stretchWeight.length > 0;
  // slack floor (pull, pushpull): forward passes only (the push-only passes of pushpull run backward)
  const floor = load.slack != SLACK_OFF && forward;
  for (let step = 0; step < count; step++) {
    // a pull stops at its first limit: nothing beyond it is needed
    if (f > stopAbove) break;
    // a locked-up compression stays locked (nothing along the route brings 10¹² N back): without samples to
    // record, the rest of the route is not integrated
    if (f <= -FMAX && !samples.enabled) return -FMAX;
    const seg = segs[forward ? step : count - 1 - step];
    const w = perStretch ? unchecked(load.stretchWeight[seg.stretch]) : load.weight;
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
        // pull: a pusher cannot push a flexible cable; what it gives beyond the tension there is not transmitted
        if (floor && load.slack == SLACK_PULL && f < 0 && flexible(load, seg)) f = 0;
        samples.add(a, before, 0, seg.sz);
        samples.add(a, f, 0, seg.sz);
      }
      continue;
    }
    if (hi < lo || (hi == lo && seg.length > 0)) continue;
    const mu = frictionOf(load, seg);
    // water methods: the fluid force per length, constant on a water piece (waterflow.ts); 0 = none
    const qw = water != null ? water.forceAt(0.5 * (lo + hi)) : 0;
    const u0 = forward ? lo - a : hi - a;
    const u1 = forward ? hi - a : lo - a;
    const slackSeg = floor && flexible(load, seg);
    if (slackSeg && load.slack == SLACK_PULL && f < 0) {
      // pull: a compression carried by a stiff stretch ends where the string begins
      const z = seg.kind == SEG_ARC ? arcZ(seg, u0) : seg.sz + u0 * seg.tz;
      samples.add(a + u0, f, 0, z);
      f = 0;
      samples.add(a + u0, f, 0, z);
    }
    // this segment is floored at 0 when the cable enters it in tension (a straight's slope is constant: a
    // compressed start relaxing into tension does not come back; arcs check at every step)
    const slackOn = slackSeg && f >= 0;
    if (seg.kind == SEG_ARC) {
      const x = ARC_EXTRA;
      x.ba = 0;
      x.bk = 0;
      x.ku = 0;
      x.nu = 0;
      x.aq = 0;
      const pc = airPiece(air, lo, hi);
      if (pc != null) {
        // fluid force q = k·(−dp/ds) = k·c/(2p), p² = p²(s0) − c·(s − s0) on the piece
        x.aq = 0.5 * pc.k * pc.c;
        x.ap2 = pc.p2 - pc.c * (a - pc.s0);
        x.ac = pc.c;
      } else if (qw != 0) {
        x.aq = qw;
        x.ap2 = 1;
        x.ac = 0;
      }
      if (!seg.onRollers) {
        x.ba = load.buckleA[seg.stretch];
        x.bk = load.buckleK[seg.stretch];
        x.ku = load.undK[seg.stretch];
        x.nu = load.undN[seg.stretch];
      }
      const sign: f64 = forward ? 1 : -1;
      const stiff = load.bendB > 0;
      const gap = load.gap[seg.stretch];
      // bending stiffness: a concentrated friction μ·N_c where the cable enters or leaves the bend (docs/physics.md#bending-stiffness)
      const entryCrossed = forward ? a >= from && a < to : a > to && a < from;
      const exitCrossed = forward ? b > from && b <= to : b <= from && b > to;
      if (stiff && forward && entryCrossed) f = bendJump(f, sign, mu, load.bendB, seg, gap, a, samples);
      if (stiff && !forward && exitCrossed) f = bendJump(f, sign, mu, load.bendB, seg, gap, b, samples);
      f = integrateArc(seg, u0, u1, f, mu, w, x, samples, slackSeg);
      if (stiff && forward && exitCrossed) f = bendJump(f, sign, mu, load.bendB, seg, gap, b, samples);
      if (stiff && !forward && entryCrossed) f = bendJump(f, sign, mu, load.bendB, seg, gap, a, samples);
    } else {
      const normal = straightNormal(seg.tz, w);
      const slope = mu * normal + w * seg.tz - qw;
      const ba = seg.onRollers ? 0 : load.buckleA[seg.stretch];
      const ku = seg.onRollers ? 0 : load.undK[seg.stretch];
      const nu = seg.onRollers ? 0 : load.undN[seg.stretch];
      const pc = airPiece(air, lo, hi);
      if (pc != null) {
        const fh = load.buckleK[seg.stretch] * Math.sqrt(normal);
        // p² = p2a − c·u on this straight (u local), q = k·c/(2p)
        const p2a = pc.p2 - pc.c * (a - pc.s0);
        // without undulations the straight is exact in one piece while both its ends stay above −F_hel (airStraight);
        // sampled or not, the 16 pieces of the profile then agree with it to rounding. Elsewhere the same 16 pieces
        // whether sampled or not: the final profile repeats the search's numbers exactly
        let pieces = 16;
        if (!samples.enabled && ku == 0 && nu == 0) {
          const f1 = f + slope * (u1 - u0) - pc.k * (Math.sqrt(Math.max(p2a - pc.c * u0, 1.0)) - Math.sqrt(Math.max(p2a - pc.c * u1, 1.0)));
          if (ba <= 0 || (f >= -fh && f1 >= -fh)) {
            f = f1;
            pieces = 0;
          }
        } else if (!samples.enabled) {
          // undulated: airStraight's own steps (≤ 20 m, 5 % change of κ_u and q) set the accuracy, not the pieces
          pieces = 1;
        }
        const h = (u1 - u0) / f64(max(pieces, 1));
        for (let i = 0; i < pieces; i++) {
          const u = u0 + f64(i) * h;
          samples.add(a + u, f, straightWall(f, normal, ku, nu, ba, fh), seg.sz + u * seg.tz);
          f = airStraight(f, u, h, mu, normal, w * seg.tz, ku, nu, ba, fh, pc.k, p2a, pc.c);
        }
        if (samples.enabled) samples.add(a + u1, f, straightWall(f, normal, ku, nu, ba, fh), seg.sz + u1 * seg.tz);
      } else if (ku > 0 || nu > 0) {
        const fh = load.buckleK[seg.stretch] * Math.sqrt(normal);
        const pieces = samples.enabled ? 16 : 1;
        const h = (u1 - u0) / f64(pieces);
        for (let i = 0; i < pieces; i++) {
          const u = u0 + f64(i) * h;
          samples.add(a + u, f, straightWall(f, normal, ku, nu, ba, fh), seg.sz + u * seg.tz);
          const fs = f;
          f = undulatedStraight(f, h, mu, normal, w * seg.tz - qw, ku, nu, ba, fh);
          if (slackOn && f < 0) {
            // slack: F = (F0 + c/k)·e^(k·x) − c/k reaches 0 at x = ln(c/(c + k·F0))/k (c < 0), then stays at 0
            const k = mu * ku;
            const c = mu * normal + w * seg.tz - qw;
            const x0 = k > 0 ? Math.log(c / (c + k * fs)) / k : fs / -c;
            const uc = u + (x0 > 0 ? Math.min(Math.abs(h), x0) : 0);
            f = 0;
            samples.add(a + uc, f, straightWall(f, normal, ku, nu, ba, fh), seg.sz + uc * seg.tz);
          }
        }
        samples.add(a + u1, f, straightWall(f, normal, ku, nu, ba, fh), seg.sz + u1 * seg.tz);
      } else if (ba <= 0) {
        samples.add(a + u0, f, normal, seg.sz + u0 * seg.tz);
        const f1 = f + slope * (u1 - u0);
        if (slackOn && f1 < 0) {
          // the tension reaches 0 at uc and the cable runs slack beyond (slope < 0 here)
          const uc = u0 + f / -slope;
          f = 0;
          samples.add(a + uc, f, normal, seg.sz + uc * seg.tz);
        } else {
          f = f1;
        }
        samples.add(a + u1, f, normal, seg.sz + u1 * seg.tz);
      } else {
        const fh = load.buckleK[seg.stretch] * Math.sqrt(normal);
        const m = mu * ba;
        const f1 = straightForce(f, u1 - u0, slope, m, fh);
        if (!samples.enabled || (f >= -fh && f1 >= -fh)) {
          samples.add(a + u0, f, normal + buckleNormal(f, ba, fh), seg.sz + u0 * seg.tz);
          f = f1;
        } else {
          // a buckled stretch is not linear: sample it
          const pieces = 16;
          const h = (u1 - u0) / f64(pieces);
          for (let i = 0; i < pieces; i++) {
            const u = u0 + f64(i) * h;
            samples.add(a + u, f, normal + buckleNormal(f, ba, fh), seg.sz + u * seg.tz);
            f = straightForce(f, h, slope, m, fh);
          }
        }
        samples.add(a + u1, f, normal + buckleNormal(f, ba, fh), seg.sz + u1 * seg.tz);
      }
    }
  }
  return f;
}

/**
 * The air piece holding [lo, hi] when the fluid force acts there (jetting with air flowing, in a duct); null
 * otherwise, and then the mechanical closed forms apply unchanged (air off equals pushing).
 */
function airPiece(air: AirFlow | null, lo: f64, hi: f64): AirPiece | null {
  if (air == null || air.mass <= 0) return null;
  const i = air.pieceAt(0.5 * (lo + hi));
  if (i < 0) return null;
  const pc = air.pieces[i];
  return pc.k > 0 && pc.c > 0 ? pc : null;
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
function airStraight(
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
    let step = Math.min(Math.min(total - done, (scale * AIR_STEP) / Math.max(rate, 1e-9)), scale * AIR_MAX_STEP);
    // the buckling (Riccati) term as on the arcs: μ·a·|F|·h ≤ BUCKLE_STEP
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

function bendJump(f: f64, sign: f64, mu: f64, b: f64, seg: Segment, gap: f64, at: f64, samples: Samples): f64 {
  const g = f + sign * mu * bendEndForce(b, f, seg.radius, seg.theta, gap);
  if (samples.enabled) {
    const z = arcZ(seg, at - seg.s0);
    samples.add(at, f, 0, z);
    samples.add(at, g, 0, z);
  }
  return g;
}
