// The final profile of a method into the output (bends, sidewall, bend radius, rollers), reading a sampled profile
// (interpolation, crossings, the slack message), and reversing a backward pass.

import { cablesArea, sidewallFactor } from '../core/checks';
import {
  IN_CABLE_COUNT,
  IN_CABLE_DIAMETER,
  IN_CABLE_MAX_RADIAL,
  IN_CABLE_MIN_BEND_RADIUS,
  IN_TWISTED,
  IN_XLAUNCH,
  MSG_BEND_RADIUS,
  MSG_ROLLER_FORCE,
  MSG_SIDEWALL,
  MSG_SLACK_CABLE,
  ST_INNER_DIAMETER,
  ST_ROLLER_DISTANCE,
  ST_TYPE,
  STRETCH_ON_ROLLERS,
} from '../layout';
import { F64List } from '../list';
import { Output } from '../output';
import { stretchBase } from '../physics/load';
import { Samples } from '../physics/samples';
import { Route, SEG_ARC } from '../route/route';

/** m, roller spacing assumed for curveOnRollers rows when the stretch gives none [E]. */
export const DEFAULT_ROLLER_DISTANCE: f64 = 1;

/** Points of the progress curve. */
export const PROGRESS_POINTS: i32 = 200;

/** Steps of a progress curve from `start` to `distance`: PROGRESS_POINTS; none for a cable that never moved (one point). */
export function progressSteps(start: f64, distance: f64): i32 {
  return distance > start ? PROGRESS_POINTS : 0;
}

/** Position of progress point `i` of `steps` ({@link progressSteps}) from `start` to `distance`; `start` when none. */
export function progressAt(start: f64, distance: f64, i: i32, steps: i32): f64 {
  return steps == 0 ? start : start + ((distance - start) * f64(i)) / f64(steps);
}

/** First index i with pos[i] >= s (pos sorted increasing); n when none. */
function lowerBound(pos: F64List, s: f64): i32 {
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
export function interpolate(pos: F64List, val: F64List, s: f64): f64 {
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
 * `interpolate`, but at a jump (several samples at `s`) the first one: the state upstream. A forward pass's force at
 * the head (pushpull): with the head at the jump the cable has not passed it yet.
 */
export function upstream(pos: F64List, val: F64List, s: f64): f64 {
  const i = lowerBound(pos, s);
  return i < pos.length && pos[i] == s ? val[i] : interpolate(pos, val, s);
}

/**
 * `interpolate` at increasing positions: the search goes on from the last sample found (a progress curve of 201
 * points over a profile of n samples costs O(n) instead of 201 binary searches). Same values as `interpolate`.
 */
export class Walk {
  i: i32 = 0;
  constructor(public pos: F64List, public val: F64List) {}

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
 * (forces are linear between samples on straights, 1° apart on arcs); `end` when it never does. `above`: that
 * sample's index when the caller has it (firstAbove).
 */
export function firstCrossing(pos: F64List, f: F64List, limit: f64, end: f64, above: i32 = -1): f64 {
  const i = above >= 0 ? above : firstAbove(f, limit);
  if (i >= pos.length) return end;
  return i == 0 ? pos[0] : pos[i - 1] + ((limit - f[i - 1]) * (pos[i] - pos[i - 1])) / (f[i] - f[i - 1]);
}

/** Index of the first sample whose force exceeds `limit` (the count when none does). */
export function firstAbove(f: F64List, limit: f64): i32 {
  let i = 0;
  while (i < f.length && f[i] <= limit) i++;
  return i;
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
  const force = cableForce(input, samples.force, pressure);
  // a scalar answer's summary (march/summary.ts, written by the method) instead of the curves and bends: the checks
  // below still run
  const lean = out.summarized;
  if (lean) {
    // (no profile)
  } else if (out.profilePosition.length == 0 && (pressure == null || pressure.length >= pos.length)) {
    out.profileArrays(pos, force, samples.radial, pressure, samples.altitude);
  } else {
    for (let i = 0; i < pos.length; i++) {
      out.profile(pos[i], force[i], samples.radial[i], pressure != null ? pressure[i] : 0, samples.altitude[i]);
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
  const walk = new Walk(pos, force);
  // what depends on the stretch only, for the stretch of the last bend
  let lastStretch = -1;
  let factor: f64 = 1;
  let onRollerStretch = false;
  let stretchRollerDistance: f64 = 0;
  const bare = lean && !(maxRadial > 0) && !(minRadius > 0);
  const segs = route.segments;
  for (let k = 0; k < segs.length; k++) {
    const seg = unchecked(segs[k]);
    if (seg.kind != SEG_ARC || seg.s0 >= head || seg.s0 + seg.length <= start) continue;
    if (seg.stretch != lastStretch) {
      lastStretch = seg.stretch;
      const sb = stretchBase(seg.stretch);
      factor = sidewallFactor(count, twisted, cableD, input[sb + ST_INNER_DIAMETER]);
      onRollerStretch = i32(input[sb + ST_TYPE]) == STRETCH_ON_ROLLERS;
      stretchRollerDistance = input[sb + ST_ROLLER_DISTANCE];
    }
    const rolled = seg.onRollers || onRollerStretch;
    // a summary without sidewall and bend radius limits: only the rollers' check is left
    if (bare && !rolled) continue;
    const a = Math.max(seg.s0, start);
    const b = Math.min(seg.s0 + seg.length, head);
    // the bend's own samples (recorded by the arc's integration): where the arc meets a straight the profile keeps
    // one sample, which may carry the straight's wall force (W⊥ of a level straight before a sag bend)
    // (a summary needs the wall force for the sidewall check only)
    let radial: f64 = 0;
    if (!lean || maxRadial > 0) {
      radial = samples.peakOf(seg.s0);
      if (isNaN(radial)) {
        radial = 0;
        for (let i = lowerBound(pos, a); i < pos.length && pos[i] <= b; i++) {
          if (samples.radial[i] > radial) radial = samples.radial[i];
        }
      }
    }
    // several cables: the sidewall force on the most loaded one (docs/physics.md#sidewall-force)
    radial *= factor;
    const fIn = walk.at(a);
    const fOut = walk.at(b);
    if (!lean) out.bend(f64(seg.row), seg.s0, seg.theta, seg.radius, fIn, fOut, radial);
    if (minRadius > 0 && seg.radius < minRadius && seg.radius < tightest) {
      tightest = seg.radius;
      tightestAt = seg.s0;
    }
    // rollers (curveOnRollers rows, onRollers stretches): force per roller = F × roller distance / R (docs/physics.md#bends)
    if (rolled) {
      const given = onRollerStretch ? stretchRollerDistance : 0;
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

/** The true cable force of the last writeProfile with a fluid (reused from one call to the next). */
const TRUE_FORCE = new F64List();

/**
 * The force in the cables themselves at each sample: with a fluid in the duct (`pressure`, Pa gauge, one per sample)
 * the model's effective force less the pressure on the cables' cross-section, T = F − p·n·A_c (docs/physics.md#string-force:
 * F = T + p·n·A_c); without, the samples' force as it is. At the entry this is the pusher's compression less the
 * back tension, at a pig or shuttle the head's true tension (I_HEAD_FORCE `tension`). The wall forces stay those of
 * the effective force (the pressure all around the cable does not press it on the wall).
 */
function cableForce(input: Float64Array, force: F64List, pressure: Array<f64> | null): F64List {
  if (pressure == null) return force;
  const area = cablesArea(i32(input[IN_CABLE_COUNT]), input[IN_CABLE_DIAMETER]);
  const n = force.length;
  const out = TRUE_FORCE;
  out.clear();
  out.reserve(n);
  for (let i = 0; i < n; i++) out.pushReserved(unchecked(force[i]) - (i < pressure.length ? unchecked(pressure[i]) : 0) * area);
  return out;
}

/**
 * W_SLACK_CABLE from a forward profile: where the cable carries no tension between two consecutive samples
 * (F = 0: the cable floored by the slack pass, whatever its stiffness). Params: where the first such stretch starts and ends, and the total length of all of them.
 */
export function slackMessage(samples: Samples, out: Output): void {
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
    const none = f[i] == 0 && f[i + 1] == 0;
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

export function reversedSamples(src: Samples, out: Samples = new Samples()): Samples {
  out.reset();
  for (let i = src.position.length - 1; i >= 0; i--) {
    out.add(src.position[i], src.force[i], src.radial[i], src.altitude[i]);
  }
  for (let i = src.arcStart.length - 1; i >= 0; i--) out.arc(src.arcStart[i], src.arcPeak[i]);
  return out;
}
