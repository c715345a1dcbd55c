// Push: pusher at the entry, free tip (docs/physics.md#push).

import { Bracket } from '../core/bracket';
import { FMAX } from '../core/constants';
import {
  IN_CABLE_COUNT,
  IN_CABLE_MAX_PUSH,
  IN_LOST_FORCE,
  IN_MAC_PUSH,
  MSG_CABLE_PUSHING_FORCE,
  MSG_LOCK_UP,
  MSG_PUSHING_FORCE,
  OUT_FORCE_AT_END,
} from '../layout';
import { finish, forceLimit, layingSpeed, Limit, MaxLimit } from '../march/finish';
import { Marcher, shownWithin } from '../march/march';
import { PROGRESS_POINTS, reversedSamples, writeProfile } from '../march/profile';
import { Output } from '../output';
import { integrate } from '../physics/integrate';
import { Load } from '../physics/load';
import { Samples } from '../physics/samples';
import { Route } from '../route/route';

/**
 * Helical lock-up: the push force grows without bound at a length (the buckled cable's wall friction feeds on its
 * own compression). The reach is put down to lock-up when LOCK_UP_SPAN × (reach − launch) further would need
 * LOCK_UP_FACTOR × the limit: a pusher ten times stronger would add less than 1 % to the distance.
 */
const LOCK_UP_SPAN: f64 = 0.01;
const LOCK_UP_FACTOR: f64 = 10;

/** Grid points of the push search beyond the target (max-distance search). */
const EXTRA_POINTS: i32 = 100;

/** Most iterations locating where a force limit is reached (Illinois interleaved with bisection, to 1e-9 m). */
const BISECTION_STEPS: i32 = 90;

/**
 * Pusher force with the head at `head`: free tip F(head) = 0, integrated back to the launch point (recording
 * `samples` when they are enabled).
 */
export function pushForceAt(route: Route, load: Load, start: f64, head: f64, lost: f64, samples: Samples = new Samples()): f64 {
  return -integrate(route, load, head, start, 0, samples) + lost;
}

/**
 * Push: the pusher force for a head at l needs a backward pass from the free tip (the boundary condition moves
 * with the head). The search evaluates a grid — PROGRESS_POINTS steps up to the target, EXTRA_POINTS beyond it
 * when searching the max distance — locates the first crossing of the limit with the Illinois method, and the
 * progress curve reuses the grid values (one entry per grid point installed, plus the final point).
 */
export function push(route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, out: Output): f64 {
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
      // (the target itself at its grid point: the final state's position, not one rounded a hair short of it)
      const l = i == PROGRESS_POINTS ? target : i < PROGRESS_POINTS
        ? start + ((target - start) * f64(i)) / f64(PROGRESS_POINTS)
        : target + ((end - target) * f64(i - PROGRESS_POINTS)) / f64(beyond);
      const force = pushForceAt(route, load, start, l, lost);
      if (force > limit.value) {
        reach = locate(route, load, start, lost, limit.value, 1, gridL[gridL.length - 1], gridF[gridF.length - 1], l, force);
        // the final state (a sampled pass) shows no machine beyond its rating there
        reach = shownWithin(new PushAt(route, load, start, lost, limit.value, 1), gridL[gridL.length - 1], reach, end, limit.value);
        reachForce = limit.value;
        break;
      }
      if (force < -hold.value) {
        reach = locate(route, load, start, lost, hold.value, -1, gridL[gridL.length - 1], gridF[gridF.length - 1], l, force);
        reach = shownWithin(new PushAt(route, load, start, lost, hold.value, -1), gridL[gridL.length - 1], reach, end, hold.value);
        reachForce = -hold.value;
        limit = hold;
        break;
      }
      gridL.push(l);
      gridF.push(force);
      reachForce = force;
    }
  }
  const lockUp = reachForce > 0 ? lockUpAt(route, load, start, lost, reach, end, limit.value) : null;
  const distance = Math.min(reach, target);
  const speed = layingSpeed(input);
  for (let i = 0; i < gridL.length && gridL[i] < distance; i++) {
    out.progress(gridL[i] - start, gridF[i], 0, speed, (gridL[i] - start) / speed);
  }
  const backward = new Samples();
  backward.enabled = true;
  const atEnd = pushForceAt(route, load, start, distance, lost, backward);
  out.progress(distance - start, atEnd, 0, speed, (distance - start) / speed);
  const final = reversedSamples(backward);
  writeProfile(route, input, final, distance, out);
  out.set(OUT_FORCE_AT_END, atEnd);
  return finish(input, out, reach, target, end, limit, reach < end ? reachForce : atEnd, NaN, lockUp);
}

/**
 * What ended the reach when the cable locks up there (MSG_LOCK_UP at the reach: see LOCK_UP_SPAN), null otherwise:
 * the pusher's or the cable's pushing limit broken at `reach` (< end) where the force needed then grows without bound.
 */
function lockUpAt(route: Route, load: Load, start: f64, lost: f64, reach: f64, end: f64, limit: f64): MaxLimit | null {
  if (!(reach > start && reach < end)) return null;
  const beyond = Math.min(reach + LOCK_UP_SPAN * (reach - start), end);
  if (pushForceAt(route, load, start, beyond, lost) < Math.min(LOCK_UP_FACTOR * limit, FMAX / 2)) return null;
  const found = new MaxLimit();
  found.code = MSG_LOCK_UP;
  found.position = reach;
  return found;
}

/**
 * The pusher force with the head at a position as a march (march.ts), for the check of the final state there
 * (`shownWithin`): its excess is sign·P − limit (sign −1: holding back). The duct's end plays no part.
 */
class PushAt extends Marcher {
  force: f64 = 0;

  constructor(public route: Route, public load: Load, public start: f64, public lost: f64, public limit: f64, public sign: f64) {
    super();
  }

  override evaluate(head: f64, ductEnd: f64, samples: Samples): f64 {
    this.force = pushForceAt(this.route, this.load, this.start, head, this.lost, samples);
    return this.force;
  }

  override excess(): f64 {
    return this.sign * this.force - this.limit;
  }
}

/** The pusher's rated force as a limit on holding the cable back (E_PUSHING_FORCE, also with a cable limit). */
export function holdLimit(input: Float64Array): Limit {
  const hold = new Limit();
  hold.value = Math.min(input[IN_MAC_PUSH], FMAX / 2);
  hold.code = MSG_PUSHING_FORCE;
  return hold;
}

/**
 * Where the pusher force reaches `limit` (sign 1) or −limit holding back (sign −1) between lo (within) and hi
 * (force fHi beyond): Illinois (modified regula falsi), converging to 1e-9 m; the result is on the safe side.
 */
export function locate(route: Route, load: Load, start: f64, lost: f64, limit: f64, sign: f64, lo: f64, fLo: f64, hi: f64, fHi: f64): f64 {
  // every other iteration bisects, so the bracket at least halves every two passes whatever the shape
  const br = new Bracket(lo, sign * fLo - limit, hi, sign * fHi - limit);
  for (let k = 0; k < BISECTION_STEPS && br.b - br.a > 1e-9 && br.ea != 0; k++) {
    const c = br.next(k, 2);
    br.take(c, sign * pushForceAt(route, load, start, c, lost) - limit);
  }
  return br.a;
}
