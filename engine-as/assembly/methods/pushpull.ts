// Pushpull: pusher at its set force at the entry and winch at the head (docs/physics.md#pushpull [E]).

import {
  IN_CABLE_COUNT,
  IN_CABLE_MAX_PULL,
  IN_CABLE_MAX_PUSH,
  IN_LOST_FORCE,
  IN_MAC_PULL,
  IN_MAC_PUSH,
  MSG_CABLE_PULLING_FORCE,
  MSG_CABLE_PUSHING_FORCE,
  MSG_PULLING_FORCE,
  MSG_PUSHING_FORCE,
  MSG_PUSHPULL_SPLIT,
  OUT_FORCE_AT_END,
} from '../layout';
import { finish, forceLimit, layingSpeed } from '../march/finish';
import {
  firstCrossing,
  PROGRESS_POINTS,
  progressAt,
  progressSteps,
  reversedSamples,
  slackMessage,
  upstream,
  writeProfile,
} from '../march/profile';
import { holdLimit, locate, pushForceAt } from './push';
import { Output } from '../output';
import { integrate } from '../physics/integrate';
import { Load } from '../physics/load';
import { Samples } from '../physics/samples';
import { Route } from '../route/route';

/**
 * Pushpull (docs/physics.md#pushpull [E]): the pusher holds its set force P at the entry (F(0⁺) = lostForce − P, P =
 * macMaxPushingForce, capped by the cable's max pushing force × count) and the winch pulls the head. F(0) is
 * known, so one forward pass gives the head force for every installed length: the winch force is
 * max(0, F(head)); while F(head) ≤ 0 the pusher alone is enough and needs only the push-only force. The winch
 * and cable pulling limits stop the installation. With no winch (macMaxPullingForce 0) the pusher alone moves the
 * cable: it stops where the head would need a pull (F(head) reaches 0: the pusher at its set force,
 * `E_PUSHING_FORCE` or `E_CABLE_PUSHING_FORCE` with that force), the winch force is 0 everywhere. The head force at
 * a position is the forward pass's upstream of a jump there (a stiff cable entering a bend): the head has not
 * passed it, so a limit crossed by a jump shows the force before it.
 */
export function pushpull(route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, out: Output): f64 {
  const count = i32(input[IN_CABLE_COUNT]);
  const winch = input[IN_MAC_PULL] > 0;
  let limit = winch
    ? forceLimit(input[IN_MAC_PULL], input[IN_CABLE_MAX_PULL], count, MSG_PULLING_FORCE, MSG_CABLE_PULLING_FORCE)
    // no winch: the head may need no pull; where it would, the pusher has reached its set force
    : forceLimit(input[IN_MAC_PUSH], input[IN_CABLE_MAX_PUSH], count, MSG_PUSHING_FORCE, MSG_CABLE_PUSHING_FORCE);
  const headLimit = winch ? limit.value : 0;
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
  let reach = firstCrossing(pos, f, headLimit, end);
  let distance = Math.min(reach, target);
  // while the winch is idle the pusher alone moves the cable; down a slope it holds it back, with at most its
  // rated force: beyond, the cable slips through it and the installation stops (E_PUSHING_FORCE, negative)
  const hold = holdLimit(input);
  const grid = new Array<f64>();
  let reachForce: f64 = NaN;
  for (let i = 0; i <= PROGRESS_POINTS; i++) {
    const l = start + ((distance - start) * f64(i)) / f64(PROGRESS_POINTS);
    const head = upstream(pos, f, l);
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
  // a cable that never moved (a limit at the launch point) has one progress point: the state at the launch (the
  // scan's grid then stands at the launch throughout, its first value is that state)
  const steps = progressSteps(start, distance);
  for (let i = 0; i <= steps; i++) {
    const l = progressAt(start, distance, i, steps);
    const head = upstream(pos, f, l);
    // the scan's values stand where its grid is the progress grid
    const pusher = !held ? grid[i] : head > 0 ? pushSet : Math.min(pushSet, pushForceAt(route, load, start, l, lost));
    out.progress(l - start, pusher, winch ? Math.max(0.0, head) : 0, speed, (l - start) / speed);
  }
  const headEnd = upstream(pos, f, distance);
  let final = new Samples();
  final.enabled = true;
  let pusherEnd = pushSet;
  if (winch && headEnd > 0) {
    integrate(route, load, start, distance, f0, final);
    slackMessage(final, out);
  } else {
    // the pusher alone brings the head this far: the final state is the push-only one (free tip)
    const backward = new Samples();
    backward.enabled = true;
    integrate(route, load, distance, start, 0, backward);
    final = reversedSamples(backward);
    pusherEnd = Math.min(pushSet, pushForceAt(route, load, start, distance, lost));
  }
  writeProfile(route, input, final, distance, out);
  const winchEnd = winch ? Math.max(0.0, headEnd) : 0;
  out.set(OUT_FORCE_AT_END, winchEnd);
  const total = pusherEnd + winchEnd;
  out.message(MSG_PUSHPULL_SPLIT, pusherEnd, winchEnd, total > 0 ? pusherEnd / total : 0);
  // (no winch: the pusher's set force where the head would need a pull)
  return finish(input, out, reach, target, end, limit, held ? reachForce : winch ? upstream(pos, f, reach) : pushSet);
}
