// The mechanical methods: pull (winch at the cable head), push (pusher at the entry) and pushpull, with the
// force model of forces.ts (docs/physics.md#pull, docs/physics.md#push, docs/physics.md#pushpull), and the dispatch of a simulation (jetting: jetting.ts, which
// shares the limits, profile and finish helpers below).

import { Bracket } from './bracket';
import { bundleRatio, clearance, fillRatio, isJamRange, jamRatio, sidewallFactor, weightCorrection } from './checks';
import { Debug, FMAX, HELICAL_FACTOR, integrate, Load, Samples, SLACK_PULL, SLACK_PUSHPULL } from './forces';
import {
  IN_BACKWARD, IN_CABLE_COUNT, IN_CABLE_STIFFNESS, IN_SIMPLE_MODE, ST_UNDULATION_AMPLITUDE, IN_MAC_PUSH_SPEED, IN_MAC_PULL_SPEED, IN_CABLE_MIN_BEND_RADIUS, ST_ROLLER_DISTANCE, MSG_BEND_RADIUS, MSG_ROLLER_FORCE, ST_UNDULATION_PERIOD, IN_CABLE_DIAMETER, IN_CABLE_MASS, IN_CABLE_MAX_PULL, IN_CABLE_MAX_PUSH,
  IN_CABLE_MAX_RADIAL, IN_FIND_MAX, IN_HEADER, IN_LOST_FORCE, IN_LUBRICANT, IN_MAC_PULL, IN_MAC_PUSH,
  IN_MAX_DISTANCE, IN_METHOD, IN_RESIDENT1_DIAMETER, IN_RESIDENT2_DIAMETER, IN_RESIDENT_COUNT, IN_SPEED,
  IN_STRETCH_COUNT, IN_TWISTED, IN_XEND, IN_XLAUNCH, METHOD_FLOATING, METHOD_FREEFLOATING, METHOD_JETTING, METHOD_WATERPUSHPULL, METHOD_PULL, METHOD_PUSH, METHOD_PUSHPULL, MSG_PUSHPULL_SPLIT, MSG_CABLE_PULLING_FORCE,
  MSG_CABLE_PUSHING_FORCE, MSG_JAM_RATIO, MSG_MAX_DISTANCE_CAPPED, MSG_METHOD_NOT_AVAILABLE, MSG_PULLING_FORCE,
  MSG_PUSHING_FORCE, MSG_ROUTE_TOO_SHORT, MSG_SIDEWALL, MSG_SLACK_CABLE, MSG_HEAD_COMPRESSED, OUT_BUNDLE_DIAMETER, OUT_CLEARANCE, OUT_DISTANCE, OUT_DURATION,
  OUT_FILL_RATIO, OUT_FORCE_AT_END, OUT_JAM_RATIO, OUT_LIMIT_CODE, OUT_LIMIT_POSITION, OUT_MAX_DISTANCE,
  OUT_STATUS, ST_COF, ST_INNER_DIAMETER, ST_SIZE, ST_TYPE, STATUS_FAILED, STATUS_NOT_STARTED, STATUS_SUCCESS,
  STRETCH_ON_ROLLERS,
} from './layout';
import { jetting } from './jetting';
import { water } from './water';
import { Output } from './output';
import { buildRoute, Route, SEG_ARC } from './route';

/** m/s², standard gravity (docs/simulation-api.md#base-units: g = 9.81). */
export const G: f64 = 9.81;

/**
 * Friction factor applied to a stretch's cof (given for lubricant "yes") [E, docs/physics.md#friction]: dry PE in duct
 * 0.3–0.4 against 0.15–0.25 lubricated (TES-P-104.05) gives ≈ 1.75; a lubricator that keeps feeding lubricant
 * during the installation is taken 15 % better than pre-lubrication.
 */
export const LUBRICANT_FACTOR_NO: f64 = 1.75;
export const LUBRICANT_FACTOR_LUBRICATOR: f64 = 0.85;
/** Roller friction of curveOnRollers rows in a duct stretch [E, TES μ_roll 0.1–0.2]. */
export const ROLLER_COF: f64 = 0.15;
/** Default undulation in simpleMode [E, docs/physics.md#engineering-choices]: HDPE in a trench, A 0.02 m, period 3 m. */
export const UNDULATION_PERIOD: f64 = 3;
export const UNDULATION_AMPLITUDE: f64 = 0.02;
/** m, roller spacing assumed for curveOnRollers rows when the stretch gives none [E]. */
export const DEFAULT_ROLLER_DISTANCE: f64 = 1;
/** Points of the progress curve. */
const PROGRESS_POINTS: i32 = 200;
/** Grid points of the push search beyond the target (max-distance search). */
const EXTRA_POINTS: i32 = 100;
/** Most iterations locating where a force limit is reached (Illinois interleaved with bisection, to 1e-9 m). */
const BISECTION_STEPS: i32 = 90;

function lubricantFactor(lubricant: i32): f64 {
  if (lubricant == 0) return LUBRICANT_FACTOR_NO;
  if (lubricant == 2) return LUBRICANT_FACTOR_LUBRICATOR;
  return 1;
}

/**
 * Laying speed: pushingSpeed capped by the machines' max speeds when given (push and jetting: pusher; pull:
 * winch; pushpull: the slower of the two).
 */
export function layingSpeed(input: Float64Array): f64 {
  let speed = input[IN_SPEED];
  const method = i32(input[IN_METHOD]);
  const push = input[IN_MAC_PUSH_SPEED];
  const pull = input[IN_MAC_PULL_SPEED];
  // freefloating has no machine: the water carries the cable at pushingSpeed
  if (method == METHOD_FREEFLOATING) return speed;
  if (method != METHOD_PULL && push > 0) speed = Math.min(speed, push);
  // only pull and pushpull have a winch
  if ((method == METHOD_PULL || method == METHOD_PUSHPULL) && pull > 0) speed = Math.min(speed, pull);
  return speed;
}

export function stretchBase(i: i32): i32 {
  return IN_HEADER + i * ST_SIZE;
}

/** Effective weight and friction per stretch. */
function buildLoad(input: Float64Array): Load {
  const load = new Load();
  const count = i32(input[IN_CABLE_COUNT]);
  const twisted = input[IN_TWISTED] != 0;
  const cableD = input[IN_CABLE_DIAMETER];
  load.weight = input[IN_CABLE_MASS] * G * f64(count);
  const n = i32(input[IN_STRETCH_COUNT]);
  load.cof = new Float64Array(max(n, 1));
  load.rollerCof = new Float64Array(max(n, 1));
  load.buckleA = new Float64Array(max(n, 1));
  load.buckleK = new Float64Array(max(n, 1));
  load.undK = new Float64Array(max(n, 1));
  load.undN = new Float64Array(max(n, 1));
  load.gap = new Float64Array(max(n, 1));
  const simple = input[IN_SIMPLE_MODE] != 0;
  // helical buckling (docs/physics.md#buckling): B = cableStiffness × count (parallel cables bend independently),
  // r = (D_d − D_bundle)/2; off on rollers, without stiffness or without clearance
  const stiffness = input[IN_CABLE_STIFFNESS] * f64(count);
  const bundleD = bundleRatio(count) * cableD;
  const lub = lubricantFactor(i32(input[IN_LUBRICANT]));
  for (let i = 0; i < n; i++) {
    const b = stretchBase(i);
    const wc = weightCorrection(count, twisted, cableD, input[b + ST_INNER_DIAMETER]);
    const onRollers = i32(input[b + ST_TYPE]) == STRETCH_ON_ROLLERS;
    load.cof[i] = input[b + ST_COF] * (onRollers ? 1 : lub) * wc;
    load.rollerCof[i] = (onRollers ? input[b + ST_COF] : ROLLER_COF) * wc;
    const r = (input[b + ST_INNER_DIAMETER] - bundleD) / 2;
    load.gap[i] = 2 * r;
    // undulations (docs/physics.md#undulations [E]); simpleMode uses the defaults of docs/physics.md#engineering-choices on every duct stretch
    const period = simple ? UNDULATION_PERIOD : input[b + ST_UNDULATION_PERIOD];
    const amplitude = simple ? UNDULATION_AMPLITUDE : input[b + ST_UNDULATION_AMPLITUDE];
    const aEff = Math.max(0.0, amplitude - Math.max(0.0, r));
    if (!onRollers && period > 0 && aEff > 0) {
      load.undK[i] = (4 * Math.atan((2 * Math.PI * aEff) / period)) / period;
      load.undN[i] = (2 / Math.PI) * stiffness * aEff * Math.pow((2 * Math.PI) / period, 4);
    }
    if (!onRollers && stiffness > 0 && r > 0) {
      load.buckleA[i] = r / (4 * stiffness);
      load.buckleK[i] = Debug.bucklingFromZero ? 0 : HELICAL_FACTOR * Math.sqrt(stiffness / r);
    }
  }
  return load;
}

/** Duct checks against the narrowest stretch. */
function writeChecks(input: Float64Array, out: Output): void {
  const n = i32(input[IN_STRETCH_COUNT]);
  let ductD = Infinity;
  for (let i = 0; i < n; i++) {
    const b = stretchBase(i);
    if (i32(input[b + ST_TYPE]) != STRETCH_ON_ROLLERS) ductD = Math.min(ductD, input[b + ST_INNER_DIAMETER]);
  }
  const count = i32(input[IN_CABLE_COUNT]);
  const twisted = input[IN_TWISTED] != 0;
  const cableD = input[IN_CABLE_DIAMETER];
  out.set(OUT_BUNDLE_DIAMETER, bundleRatio(count) * cableD);
  if (ductD == Infinity) return;
  const residents = i32(input[IN_RESIDENT_COUNT]);
  const r1 = residents >= 1 ? input[IN_RESIDENT1_DIAMETER] : 0;
  const r2 = residents >= 2 ? input[IN_RESIDENT2_DIAMETER] : 0;
  out.set(OUT_FILL_RATIO, fillRatio(count, cableD, r1, r2, ductD));
  out.set(OUT_CLEARANCE, clearance(count, twisted, cableD, ductD));
  const jam = jamRatio(count, twisted, cableD, ductD);
  out.set(OUT_JAM_RATIO, jam);
  if (jam > 0 && isJamRange(jam)) out.message(MSG_JAM_RATIO, jam);
}

/** First index i with pos[i] >= s (pos sorted increasing); n when none. */
function lowerBound(pos: Array<f64>, s: f64): i32 {
  let lo = 0;
  let hi = pos.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (unchecked(pos[mid]) < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Linear interpolation of a sampled profile at position s (samples in increasing position; binary search). */
function interpolate(pos: Array<f64>, val: Array<f64>, s: f64): f64 {
  const n = pos.length;
  if (n == 0) return 0;
  if (s <= pos[0]) return val[0];
  const i = lowerBound(pos, s);
  if (i >= n) return val[n - 1];
  // several samples at one position (a jump): the last one is the state downstream
  if (pos[i] == s) {
    let j = i;
    while (j + 1 < n && pos[j + 1] == s) j++;
    return val[j];
  }
  const span = pos[i] - pos[i - 1];
  if (span <= 0) return val[i];
  return val[i - 1] + ((val[i] - val[i - 1]) * (s - pos[i - 1])) / span;
}

/**
 * `interpolate` at increasing positions: the search goes on from the last sample found (a progress curve of 201
 * points over a profile of n samples costs O(n) instead of 201 binary searches). Same values as `interpolate`.
 */
class Walk {
  i: i32 = 0;
  constructor(public pos: Array<f64>, public val: Array<f64>) {}

  at(s: f64): f64 {
    const pos = this.pos;
    const val = this.val;
    const n = pos.length;
    if (n == 0) return 0;
    if (s <= unchecked(pos[0])) return unchecked(val[0]);
    // first index with pos >= s, from the last one (positions and queries increase)
    let i = this.i;
    if (i > 0 && unchecked(pos[i - 1]) >= s) i = lowerBound(pos, s);
    while (i < n && unchecked(pos[i]) < s) i++;
    this.i = i;
    if (i >= n) return unchecked(val[n - 1]);
    if (unchecked(pos[i]) == s) {
      let j = i;
      while (j + 1 < n && unchecked(pos[j + 1]) == s) j++;
      return unchecked(val[j]);
    }
    const span = unchecked(pos[i]) - unchecked(pos[i - 1]);
    if (span <= 0) return unchecked(val[i]);
    return unchecked(val[i - 1]) + ((unchecked(val[i]) - unchecked(val[i - 1])) * (s - unchecked(pos[i - 1]))) / span;
  }
}

/**
 * Position of the first sample where the force exceeds `limit`, interpolated linearly from the sample before
 * (forces are linear between samples on straights, 1° apart on arcs); `end` when it never does.
 */
function firstCrossing(pos: Array<f64>, f: Array<f64>, limit: f64, end: f64): f64 {
  for (let i = 0; i < pos.length; i++) {
    if (f[i] > limit) {
      return i == 0 ? pos[0] : pos[i - 1] + ((limit - f[i - 1]) * (pos[i] - pos[i - 1])) / (f[i] - f[i - 1]);
    }
  }
  return end;
}

export class Limit {
  value: f64 = Infinity;
  code: i32 = 0;
}

/** The smaller of the machine's set force and the cable's limit (× cable count); Infinity when neither is set. */
export function forceLimit(machine: f64, cablePerUnit: f64, count: i32, machineCode: i32, cableCode: i32): Limit {
  const limit = new Limit();
  limit.value = machine;
  limit.code = machineCode;
  const cable = cablePerUnit * f64(count);
  if (cablePerUnit > 0 && cable < limit.value) {
    limit.value = cable;
    limit.code = cableCode;
  }
  return limit;
}

/**
 * Copies the final force profile, the bends and the sidewall check into the output; `pressure` (Pa gauge, one
 * per sample) when a fluid is in the duct; `tail` where the cable's tail is when it is not at the launch point
 * (freefloating: the bends behind it carry no cable).
 */
export function writeProfile(
  route: Route, input: Float64Array, samples: Samples, head: f64, out: Output, pressure: Array<f64> | null = null,
  tail: f64 = NaN,
): void {
  const pos = samples.position;
  if (out.profilePosition.length == 0 && (pressure == null || pressure.length >= pos.length)) {
    out.profileArrays(pos, samples.force, samples.radial, pressure, samples.altitude);
  } else {
    for (let i = 0; i < pos.length; i++) {
      out.profile(pos[i], samples.force[i], samples.radial[i], pressure != null ? pressure[i] : 0, samples.altitude[i]);
    }
  }
  const maxRadial = input[IN_CABLE_MAX_RADIAL];
  let worst: f64 = 0;
  let worstAt: f64 = 0;
  const minRadius = input[IN_CABLE_MIN_BEND_RADIUS];
  let tightest: f64 = Infinity;
  let tightestAt: f64 = 0;
  let rollerForce: f64 = 0;
  let rollerAt: f64 = 0;
  let rollerDistance: f64 = 0;
  const start = isNaN(tail) ? input[IN_XLAUNCH] : tail;
  const count = i32(input[IN_CABLE_COUNT]);
  const twisted = input[IN_TWISTED] != 0;
  const cableD = input[IN_CABLE_DIAMETER];
  const walk = new Walk(pos, samples.force);
  for (let k = 0; k < route.segments.length; k++) {
    const seg = route.segments[k];
    if (seg.kind != SEG_ARC || seg.s0 >= head || seg.s0 + seg.length <= start) continue;
    const a = Math.max(seg.s0, start);
    const b = Math.min(seg.s0 + seg.length, head);
    // the bend's own samples (recorded by the arc's integration): where the arc meets a straight the profile keeps
    // one sample, which may carry the straight's wall force (W⊥ of a level straight before a sag bend)
    let radial = samples.peakOf(seg.s0);
    if (isNaN(radial)) {
      radial = 0;
      for (let i = lowerBound(pos, a); i < pos.length && pos[i] <= b; i++) {
        if (samples.radial[i] > radial) radial = samples.radial[i];
      }
    }
    // several cables: the sidewall force on the most loaded one (docs/physics.md#sidewall-force)
    radial *= sidewallFactor(count, twisted, cableD, input[stretchBase(seg.stretch) + ST_INNER_DIAMETER]);
    const fIn = walk.at(a);
    const fOut = walk.at(b);
    out.bend(f64(seg.row), seg.s0, seg.theta, seg.radius, fIn, fOut, radial);
    if (minRadius > 0 && seg.radius < minRadius && seg.radius < tightest) {
      tightest = seg.radius;
      tightestAt = seg.s0;
    }
    // rollers (curveOnRollers rows, onRollers stretches): force per roller = F × roller distance / R (docs/physics.md#bends)
    const sb = stretchBase(seg.stretch);
    const onRollerStretch = i32(input[sb + ST_TYPE]) == STRETCH_ON_ROLLERS;
    if (seg.onRollers || onRollerStretch) {
      const given = onRollerStretch ? input[sb + ST_ROLLER_DISTANCE] : 0;
      const d = given > 0 ? given : DEFAULT_ROLLER_DISTANCE;
      const perRoller = (Math.max(Math.abs(fIn), Math.abs(fOut)) * d) / seg.radius;
      if (perRoller > rollerForce) {
        rollerForce = perRoller;
        rollerAt = seg.s0;
        rollerDistance = d;
      }
    }
    if (radial > worst) {
      worst = radial;
      worstAt = seg.s0;
    }
  }
  if (maxRadial > 0 && worst > maxRadial) out.message(MSG_SIDEWALL, worstAt, worst, maxRadial);
  if (tightest < Infinity) out.message(MSG_BEND_RADIUS, tightestAt, tightest, minRadius);
  if (rollerForce > 0) out.message(MSG_ROLLER_FORCE, rollerAt, rollerForce, rollerDistance);
}

/** Winch at the head, back tension lostForce at the launch point: one forward pass gives every state. */
function pull(route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, out: Output): f64 {
  const limit = forceLimit(
    input[IN_MAC_PULL], input[IN_CABLE_MAX_PULL], i32(input[IN_CABLE_COUNT]),
    MSG_PULLING_FORCE, MSG_CABLE_PULLING_FORCE,
  );
  const samples = new Samples();
  samples.enabled = true;
  integrate(route, load, start, end, input[IN_LOST_FORCE], samples, limit.value);
  const pos = samples.position;
  const f = samples.force;
  const reach = firstCrossing(pos, f, limit.value, end);
  const distance = Math.min(reach, target);
  const speed = layingSpeed(input);
  // the winch cannot push: its force is max(0, F(head)) (a flexible cable is floored at 0 anyway; a stiff one may
  // arrive compressed)
  const walk = new Walk(pos, f);
  for (let i = 0; i <= PROGRESS_POINTS; i++) {
    const l = start + ((distance - start) * f64(i)) / f64(PROGRESS_POINTS);
    out.progress(l - start, 0, Math.max(0.0, walk.at(l)), speed, (l - start) / speed);
  }
  // the first pass already is the final state when the head got to its end
  let final = samples;
  if (distance < end) {
    final = new Samples();
    final.enabled = true;
    integrate(route, load, start, distance, input[IN_LOST_FORCE], final);
  }
  writeProfile(route, input, final, distance, out);
  const head = interpolate(pos, f, distance);
  out.set(OUT_FORCE_AT_END, Math.max(0.0, head));
  slackMessage(final, true, out);
  if (head < 0) out.message(MSG_HEAD_COMPRESSED, distance, -head);
  return finish(input, out, reach, target, end, limit, Math.max(0.0, interpolate(pos, f, reach)));
}

/**
 * W_SLACK_CABLE from a forward profile: where the cable carries no tension between two consecutive samples
 * (F = 0: a flexible cable floored by the slack pass; with `compressed` also F < 0, a stiff cable pushed by its
 * weight). Params: where the first such stretch starts and ends, and the total length of all of them.
 */
function slackMessage(samples: Samples, compressed: bool, out: Output): void {
  const pos = samples.position;
  const f = samples.force;
  let first: f64 = NaN;
  let firstEnd: f64 = NaN;
  let closed = false;
  let total: f64 = 0;
  for (let i = 0; i + 1 < pos.length; i++) {
    const a = pos[i];
    const b = pos[i + 1];
    // jumps (pushers, the end of a compression) have no length
    if (b <= a) continue;
    const none = compressed ? f[i] <= 0 && f[i + 1] <= 0 : f[i] == 0 && f[i + 1] == 0;
    if (none) {
      total += b - a;
      if (isNaN(first)) first = a;
      if (!closed) firstEnd = b;
    } else if (!isNaN(first)) {
      closed = true;
    }
  }
  if (total > 0) out.message(MSG_SLACK_CABLE, first, firstEnd, total);
}

/** Pusher force with the head at `head`: free tip F(head) = 0, integrated back to the launch point. */
function pushForceAt(route: Route, load: Load, start: f64, head: f64, lost: f64): f64 {
  return -integrate(route, load, head, start, 0, new Samples()) + lost;
}

/**
 * Push: the pusher force for a head at l needs a backward pass from the free tip (the boundary condition moves
 * with the head). The search evaluates a grid — PROGRESS_POINTS steps up to the target, EXTRA_POINTS beyond it
 * when searching the max distance — locates the first crossing of the limit with the Illinois method, and the
 * progress curve reuses the grid values (one entry per grid point installed, plus the final point).
 */
function push(route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, out: Output): f64 {
  let limit = forceLimit(
    input[IN_MAC_PUSH], input[IN_CABLE_MAX_PUSH], i32(input[IN_CABLE_COUNT]),
    MSG_PUSHING_FORCE, MSG_CABLE_PUSHING_FORCE,
  );
  // a buckled cable locks up (the force is held at FMAX): that is beyond any pusher
  if (limit.value > FMAX / 2) limit.value = FMAX / 2;
  // down a slope steeper than the friction the cable runs ahead: the pusher holds it back with at most its rated
  // force; beyond, the cable slips through it and the installation stops (E_PUSHING_FORCE, a negative force)
  const hold = holdLimit(input);
  const lost = input[IN_LOST_FORCE];
  const gridL = new Array<f64>();
  const gridF = new Array<f64>();
  gridL.push(start);
  gridF.push(lost);
  let reach = end;
  let reachForce: f64 = lost;
  if (lost > limit.value) {
    reach = start;
  } else {
    const beyond = end > target ? EXTRA_POINTS : 0;
    const total = PROGRESS_POINTS + beyond;
    for (let i = 1; i <= total; i++) {
      const l = i <= PROGRESS_POINTS
        ? start + ((target - start) * f64(i)) / f64(PROGRESS_POINTS)
        : target + ((end - target) * f64(i - PROGRESS_POINTS)) / f64(beyond);
      const force = pushForceAt(route, load, start, l, lost);
      if (force > limit.value) {
        reach = locate(route, load, start, lost, limit.value, 1, gridL[gridL.length - 1], gridF[gridF.length - 1], l, force);
        reachForce = limit.value;
        break;
      }
      if (force < -hold.value) {
        reach = locate(route, load, start, lost, hold.value, -1, gridL[gridL.length - 1], gridF[gridF.length - 1], l, force);
        reachForce = -hold.value;
        limit = hold;
        break;
      }
      gridL.push(l);
      gridF.push(force);
      reachForce = force;
    }
  }
  const distance = Math.min(reach, target);
  const speed = layingSpeed(input);
  for (let i = 0; i < gridL.length && gridL[i] < distance; i++) {
    out.progress(gridL[i] - start, gridF[i], 0, speed, (gridL[i] - start) / speed);
  }
  const backward = new Samples();
  backward.enabled = true;
  const atEnd = -integrate(route, load, distance, start, 0, backward) + lost;
  out.progress(distance - start, atEnd, 0, speed, (distance - start) / speed);
  const final = reversedSamples(backward);
  writeProfile(route, input, final, distance, out);
  out.set(OUT_FORCE_AT_END, atEnd);
  return finish(input, out, reach, target, end, limit, reach < end ? reachForce : atEnd);
}

/** The pusher's rated force as a limit on holding the cable back (E_PUSHING_FORCE, also with a cable limit). */
function holdLimit(input: Float64Array): Limit {
  const hold = new Limit();
  hold.value = Math.min(input[IN_MAC_PUSH], FMAX / 2);
  hold.code = MSG_PUSHING_FORCE;
  return hold;
}

/**
 * Where the pusher force reaches `limit` (sign 1) or −limit holding back (sign −1) between lo (within) and hi
 * (force fHi beyond): Illinois (modified regula falsi), converging to 1e-9 m; the result is on the safe side.
 */
function locate(route: Route, load: Load, start: f64, lost: f64, limit: f64, sign: f64, lo: f64, fLo: f64, hi: f64, fHi: f64): f64 {
  // every other iteration bisects, so the bracket at least halves every two passes whatever the shape
  const br = new Bracket(lo, sign * fLo - limit, hi, sign * fHi - limit);
  for (let k = 0; k < BISECTION_STEPS && br.b - br.a > 1e-9 && br.ea != 0; k++) {
    const c = br.next(k, 2);
    br.take(c, sign * pushForceAt(route, load, start, c, lost) - limit);
  }
  return br.a;
}

/**
 * Pushpull (docs/physics.md#pushpull [E]): the pusher holds its set force P at the entry (F(0⁺) = lostForce − P, P =
 * macMaxPushingForce, capped by the cable's max pushing force × count) and the winch pulls the head. F(0) is
 * known, so one forward pass gives the head force for every installed length: the winch force is
 * max(0, F(head)); while F(head) ≤ 0 the pusher alone is enough and needs only the push-only force. The winch
 * and cable pulling limits stop the installation.
 */
function pushpull(route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, out: Output): f64 {
  const count = i32(input[IN_CABLE_COUNT]);
  let limit = forceLimit(input[IN_MAC_PULL], input[IN_CABLE_MAX_PULL], count, MSG_PULLING_FORCE, MSG_CABLE_PULLING_FORCE);
  const lost = input[IN_LOST_FORCE];
  let pushSet = input[IN_MAC_PUSH];
  const cablePush = input[IN_CABLE_MAX_PUSH] * f64(count);
  if (cablePush > 0 && cablePush < pushSet) pushSet = cablePush;
  const f0 = lost - pushSet;
  const samples = new Samples();
  samples.enabled = true;
  integrate(route, load, start, end, f0, samples);
  const pos = samples.position;
  const f = samples.force;
  let reach = firstCrossing(pos, f, limit.value, end);
  let distance = Math.min(reach, target);
  // while the winch is idle the pusher alone moves the cable; down a slope it holds it back, with at most its
  // rated force: beyond, the cable slips through it and the installation stops (E_PUSHING_FORCE, negative)
  const hold = holdLimit(input);
  const grid = new Array<f64>();
  let reachForce: f64 = NaN;
  for (let i = 0; i <= PROGRESS_POINTS; i++) {
    const l = start + ((distance - start) * f64(i)) / f64(PROGRESS_POINTS);
    const head = interpolate(pos, f, l);
    const pusher = head > 0 ? pushSet : Math.min(pushSet, pushForceAt(route, load, start, l, lost));
    if (pusher < -hold.value) {
      const lo = i == 0 ? start : start + ((distance - start) * f64(i - 1)) / f64(PROGRESS_POINTS);
      reach = i == 0 ? start : locate(route, load, start, lost, hold.value, -1, lo, grid[i - 1], l, pusher);
      reachForce = -hold.value;
      limit = hold;
      break;
    }
    grid.push(pusher);
  }
  const held = !isNaN(reachForce);
  distance = Math.min(reach, target);
  const speed = layingSpeed(input);
  for (let i = 0; i <= PROGRESS_POINTS; i++) {
    const l = start + ((distance - start) * f64(i)) / f64(PROGRESS_POINTS);
    const head = interpolate(pos, f, l);
    // the scan's values stand where its grid is the progress grid
    const pusher = !held ? grid[i] : head > 0 ? pushSet : Math.min(pushSet, pushForceAt(route, load, start, l, lost));
    out.progress(l - start, pusher, Math.max(0.0, head), speed, (l - start) / speed);
  }
  const headEnd = interpolate(pos, f, distance);
  let final = new Samples();
  final.enabled = true;
  let pusherEnd = pushSet;
  if (headEnd > 0) {
    integrate(route, load, start, distance, f0, final);
    slackMessage(final, false, out);
  } else {
    // the pusher alone brings the head this far: the final state is the push-only one (free tip)
    const backward = new Samples();
    backward.enabled = true;
    integrate(route, load, distance, start, 0, backward);
    final = reversedSamples(backward);
    pusherEnd = Math.min(pushSet, pushForceAt(route, load, start, distance, lost));
  }
  writeProfile(route, input, final, distance, out);
  const winchEnd = Math.max(0.0, headEnd);
  out.set(OUT_FORCE_AT_END, winchEnd);
  const total = pusherEnd + winchEnd;
  out.message(MSG_PUSHPULL_SPLIT, pusherEnd, winchEnd, total > 0 ? pusherEnd / total : 0);
  return finish(input, out, reach, target, end, limit, held ? reachForce : interpolate(pos, f, reach));
}

export function reversedSamples(src: Samples): Samples {
  const out = new Samples();
  out.enabled = true;
  for (let i = src.position.length - 1; i >= 0; i--) {
    out.add(src.position[i], src.force[i], src.radial[i], src.altitude[i]);
  }
  for (let i = src.arcStart.length - 1; i >= 0; i--) out.arc(src.arcStart[i], src.arcPeak[i]);
  return out;
}

/**
 * Status, distance, duration, limit and max distance once the reach is known; `maxReach` is the max distance
 * when a method searches it apart from the reach (jetting), NaN otherwise.
 */
export function finish(
  input: Float64Array, out: Output, reach: f64, target: f64, end: f64, limit: Limit, force: f64, maxReach: f64 = NaN,
): f64 {
  const start = input[IN_XLAUNCH];
  const distance = Math.min(reach, target);
  out.set(OUT_DISTANCE, distance);
  out.set(OUT_DURATION, (distance - start) / layingSpeed(input));
  const findMax = input[IN_FIND_MAX] != 0;
  const best = isNaN(maxReach) ? reach : maxReach;
  out.set(OUT_MAX_DISTANCE, findMax ? best : distance);
  if (findMax && best >= end) out.message(MSG_MAX_DISTANCE_CAPPED, end);
  if (reach < target) {
    out.set(OUT_STATUS, f64(STATUS_FAILED));
    out.set(OUT_LIMIT_CODE, f64(limit.code));
    out.set(OUT_LIMIT_POSITION, reach);
    out.message(limit.code, reach, force);
  } else {
    out.set(OUT_STATUS, f64(STATUS_SUCCESS));
  }
  return distance;
}

/** Runs the simulation of a validated input buffer into `out`. */
export function simulate(input: Float64Array, out: Output): void {
  const method = i32(input[IN_METHOD]);
  const jet = method == METHOD_JETTING;
  const wet = method == METHOD_FLOATING || method == METHOD_WATERPUSHPULL || method == METHOD_FREEFLOATING;
  if (method != METHOD_PULL && method != METHOD_PUSH && method != METHOD_PUSHPULL && !jet && !wet) {
    out.set(OUT_STATUS, f64(STATUS_NOT_STARTED));
    out.message(MSG_METHOD_NOT_AVAILABLE, f64(method));
    return;
  }
  let route = buildRoute(input);
  if (input[IN_BACKWARD] != 0) route = route.reversed();
  const start = input[IN_XLAUNCH];
  const target = route.length - input[IN_XEND];
  if (target <= start) {
    out.set(OUT_STATUS, f64(STATUS_NOT_STARTED));
    out.message(MSG_ROUTE_TOO_SHORT, route.length);
    return;
  }
  let end = target;
  const ductEnd = route.length;
  if (input[IN_FIND_MAX] != 0) {
    end = Math.max(target, input[IN_MAX_DISTANCE]);
    // jetting: a duct searched to the head position h ends xend beyond it (the air leaves there)
    // jetting and the water methods: a duct searched to the head position h ends xend beyond it (the fluid
    // leaves there)
    route.extendStraight(end + (jet || wet ? input[IN_XEND] : 0) - route.length);
  }
  writeChecks(input, out);
  const load = buildLoad(input);
  // bending stiffness at bend ends (docs/physics.md#bending-stiffness, docs/physics.md#engineering-choices): on for pushing (push, pushpull), off for pull
  const stiffMode = Debug.bendStiffness;
  if (stiffMode == 1 || (stiffMode == 0 && method != METHOD_PULL)) {
    load.bendB = input[IN_CABLE_STIFFNESS] * f64(i32(input[IN_CABLE_COUNT]));
  }
  // a cable cannot push (README "A cable cannot push"): the slack floor of the forward passes of pull and pushpull
  if (method == METHOD_PULL) load.slack = SLACK_PULL;
  if (method == METHOD_PUSHPULL) load.slack = SLACK_PUSHPULL;
  if (method == METHOD_PULL) pull(route, input, load, start, target, end, out);
  else if (method == METHOD_PUSHPULL) pushpull(route, input, load, start, target, end, out);
  else if (jet) jetting(route, input, load, start, target, end, ductEnd, out);
  else if (wet) water(route, input, load, start, target, end, ductEnd, out);
  else push(route, input, load, start, target, end, out);
}
