// What every method ends with: the laying speed, the force limits, and status, distance, duration, limit and max
// distance once the reach is known.

import {
  IN_FIND_MAX,
  IN_MAC_PULL_SPEED,
  IN_MAC_PUSH_SPEED,
  IN_METHOD,
  IN_SPEED,
  IN_XLAUNCH,
  METHOD_FREEFLOATING,
  METHOD_PULL,
  METHOD_PUSHPULL,
  MSG_MAX_DISTANCE_CAPPED,
  MSG_SPEED_CAPPED,
  OUT_DISTANCE,
  OUT_DURATION,
  OUT_LIMIT_CODE,
  OUT_LIMIT_POSITION,
  OUT_MAX_DISTANCE,
  OUT_MAX_LIMIT_CODE,
  OUT_MAX_LIMIT_POSITION,
  OUT_STATUS,
  STATUS_FAILED,
  STATUS_SUCCESS,
} from '../layout';
import { Output } from '../output';

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
 * What ended a max distance searched apart from the reach (jetting, the water methods): the limit broken by the
 * first length beyond it, and the head position where it bites; or a finer reason for the reach's own limit (push:
 * helical lock-up). `code` 0: nothing found (the search cap).
 */
export class MaxLimit {
  code: i32 = 0;
  position: f64 = NaN;
  /** the pusher holding the cable back (its rated force, E_PUSHING_FORCE with a negative force) */
  holding: bool = false;
}

/**
 * Status, distance, duration, limit and max distance once the reach is known; `maxReach` is the max distance
 * when a method searches it apart from the reach (jetting, water), NaN otherwise, and `maxLimit` what ended it
 * (also where it is the reach: push's helical lock-up).
 * What ended the max distance (OUT_MAX_LIMIT_*): with findMaxDistance, the limit broken just beyond it — the
 * reach's own limit where the max distance is the reach (pull, push, pushpull march on beyond the target), else
 * `maxLimit` — and nothing (0) where the search reached its cap; without, the limit of a failed installation.
 * `extra`: the limit message's fourth param (floating: the pump's max flow where it caps the water at the stop).
 */
export function finish(
  input: Float64Array, out: Output, reach: f64, target: f64, end: f64, limit: Limit, force: f64, maxReach: f64 = NaN,
  maxLimit: MaxLimit | null = null, where: f64 = NaN, extra: f64 = 0,
): f64 {
  const start = input[IN_XLAUNCH];
  const distance = Math.min(reach, target);
  out.set(OUT_DISTANCE, distance);
  const speed = layingSpeed(input);
  out.set(OUT_DURATION, (distance - start) / speed);
  // the machine cannot go faster than its rating: the time is that of its speed, and the result says so
  if (speed < input[IN_SPEED]) out.message(MSG_SPEED_CAPPED, input[IN_SPEED], speed);
  const findMax = input[IN_FIND_MAX] != 0;
  const best = isNaN(maxReach) ? reach : maxReach;
  out.set(OUT_MAX_DISTANCE, findMax ? best : distance);
  if (findMax && best >= end) out.message(MSG_MAX_DISTANCE_CAPPED, end);
  if (findMax ? best < end : reach < target) {
    let code = limit.code;
    let at = best;
    // a negative force at the reach is the pusher holding the cable back
    let holding = force < 0;
    if (maxLimit != null) {
      const found = maxLimit!;
      if (found.code != 0) {
        code = found.code;
        at = found.position;
        holding = found.holding;
      }
    }
    // (negative: the code of a pusher holding the cable back, so that the door names the pusher, not the cable)
    out.set(OUT_MAX_LIMIT_CODE, holding ? -f64(code) : f64(code));
    out.set(OUT_MAX_LIMIT_POSITION, at);
  }
  if (reach < target) {
    out.set(OUT_STATUS, f64(STATUS_FAILED));
    out.set(OUT_LIMIT_CODE, f64(limit.code));
    out.set(OUT_LIMIT_POSITION, reach);
    // the rating too: where the force needed exceeds it, the installation could not start (the launch point)
    // (`where`: a limit that names another position than the head's, e.g. a crest, the point over a duct's rating)
    out.message(limit.code, isNaN(where) ? reach : where, force, limit.value, extra);
  } else {
    out.set(OUT_STATUS, f64(STATUS_SUCCESS));
  }
  return distance;
}
