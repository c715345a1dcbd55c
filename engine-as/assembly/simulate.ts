// The dispatch of a simulation: route, load and duct checks from the input buffer, then the laying method.

import { bundleRatio, clearance, fillRatio, isJamRange, jamRatio } from './core/checks';
import { Debug } from './core/debug';
import {
  IN_BACKWARD,
  IN_CABLE_COUNT,
  IN_CABLE_DIAMETER,
  IN_CABLE_STIFFNESS,
  IN_FIND_MAX,
  IN_MAX_DISTANCE,
  IN_METHOD,
  IN_RESIDENT1_DIAMETER,
  IN_RESIDENT2_DIAMETER,
  IN_RESIDENT_COUNT,
  IN_STRETCH_COUNT,
  IN_TWISTED,
  IN_XEND,
  IN_XLAUNCH,
  METHOD_FLOATING,
  METHOD_FREEFLOATING,
  METHOD_JETTING,
  METHOD_PULL,
  METHOD_PUSH,
  METHOD_PUSHPULL,
  METHOD_WATERPUSHPULL,
  MSG_JAM_RATIO,
  MSG_METHOD_NOT_AVAILABLE,
  MSG_ROUTE_TOO_SHORT,
  OUT_BUNDLE_DIAMETER,
  OUT_CLEARANCE,
  OUT_FILL_RATIO,
  OUT_JAM_RATIO,
  OUT_STATUS,
  ST_INNER_DIAMETER,
  ST_TYPE,
  STATUS_NOT_STARTED,
  STRETCH_ON_ROLLERS,
} from './layout';
import { jetting } from './methods/jetting';
import { pull } from './methods/pull';
import { push } from './methods/push';
import { pushpull } from './methods/pushpull';
import { water } from './methods/water';
import { Output } from './output';
import { buildLoad, SLACK_PULL, SLACK_PUSHPULL, stretchBase } from './physics/load';
import { routeOf } from './route/route-cache';

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
  let route = routeOf(input);
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
