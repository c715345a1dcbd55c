// Pull: winch at the cable head (docs/physics.md#pull).

import {
  IN_CABLE_COUNT,
  IN_CABLE_MAX_PULL,
  IN_LOST_FORCE,
  IN_MAC_PULL,
  MSG_CABLE_PULLING_FORCE,
  MSG_HEAD_COMPRESSED,
  MSG_PULLING_FORCE,
  OUT_FORCE_AT_END,
} from '../layout';
import { finish, forceLimit, layingSpeed } from '../march/finish';
import { firstCrossing, interpolate, PROGRESS_POINTS, slackMessage, Walk, writeProfile } from '../march/profile';
import { Output } from '../output';
import { integrate } from '../physics/integrate';
import { Load } from '../physics/load';
import { Samples } from '../physics/samples';
import { Route, SEG_POINT } from '../route/route';

/**
 * The samples of the forward pass and of its part up to the target, reused from one call into the wasm to the next
 * (one pull per call; the output copies what it keeps): their lists grow once.
 */
const FIRST = new Samples();
const HEAD = new Samples();

/** Winch at the head, back tension lostForce at the launch point: one forward pass gives every state. */
export function pull(route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, out: Output): f64 {
  const limit = forceLimit(
    input[IN_MAC_PULL], input[IN_CABLE_MAX_PULL], i32(input[IN_CABLE_COUNT]),
    MSG_PULLING_FORCE, MSG_CABLE_PULLING_FORCE,
  );
  const samples = FIRST.reset();
  // with findMaxDistance the pass goes on beyond the target: note where the target was reached
  if (end > target) samples.markAt = target;
  // the pass stops after its first limit; a back tension already beyond it (a winch set below it) is recorded by a
  // pass that does not stop, so that the limit is found at the launch point (not an empty profile taken for success)
  const back = input[IN_LOST_FORCE];
  integrate(route, load, start, end, back, samples, back > limit.value ? Infinity : limit.value);
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
  // the first pass already is the final state when the head got to its end, and so are its samples up to the
  // target when the target starts a segment (findMaxDistance: the route's end, where the straight on begins)
  let final = samples;
  if (distance < end) {
    if (distance == target && samples.markCount >= 0 && startsSegment(route, target)) {
      final = samples.head(samples.markCount, HEAD);
    } else {
      final = new Samples();
      final.enabled = true;
      integrate(route, load, start, distance, input[IN_LOST_FORCE], final);
    }
  }
  writeProfile(route, input, final, distance, out);
  const head = interpolate(pos, f, distance);
  out.set(OUT_FORCE_AT_END, Math.max(0.0, head));
  slackMessage(final, true, out);
  if (head < 0) out.message(MSG_HEAD_COMPRESSED, distance, -head);
  // the limit's message names the force reached: the rating (a back tension beyond it is the force at the end)
  return finish(input, out, reach, target, end, limit, Math.max(0.0, Math.min(interpolate(pos, f, reach), limit.value)));
}

/** True when a segment of positive length starts exactly at s (and so a pass ending at s ends at a segment end). */
function startsSegment(route: Route, s: f64): bool {
  const segs = route.segments;
  for (let i = segs.length - 1; i >= 0; i--) {
    const seg = segs[i];
    if (seg.s0 < s) return false;
    if (seg.s0 == s && seg.kind != SEG_POINT && seg.length > 0) return true;
  }
  return false;
}
