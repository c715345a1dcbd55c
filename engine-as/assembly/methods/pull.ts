// Pull: winch at the cable head (docs/physics.md#pull).

import {
  IN_CABLE_COUNT,
  IN_CABLE_MAX_PULL,
  IN_CABLE_MAX_RADIAL,
  IN_LOST_FORCE,
  IN_MAC_PULL,
  MSG_CABLE_PULLING_FORCE,
  MSG_PULLING_FORCE,
  OUT_FORCE_AT_END,
} from '../layout';
import { finish, forceLimit, layingSpeed } from '../march/finish';
import { firstAbove, firstCrossing, interpolate, progressAt, progressSteps, slackMessage, Walk, writeProfile } from '../march/profile';
import { writeSummary } from '../march/summary';
import { Output } from '../output';
import { Debug } from '../core/debug';
import { integrate } from '../physics/integrate';
import { plainPullPass } from '../physics/plain-pass';
import { Load } from '../physics/load';
import { Samples } from '../physics/samples';
import { F64List } from '../list';
import { linearOdeDistance } from '../physics/straight';
import { straightNormal } from '../physics/wall';
import { Route, SEG_POINT, SEG_STRAIGHT } from '../route/route';

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
  // the pass stops after its first limit; a back tension already beyond it (a winch set below it) is recorded by a
  // pass that does not stop, so that the limit is found at the launch point (not an empty profile taken for success)
  const back = input[IN_LOST_FORCE];
  // up to the reach the force is within the limit, unless the back tension is beyond it from the start
  const cap = back > limit.value ? Infinity : limit.value;
  // a scalar answer that checks no sidewall force keeps only positions and forces (samples.ts `bare`)
  const samples = firstPass(route, load, start, target, end, back, cap, out.scalars && !(input[IN_CABLE_MAX_RADIAL] > 0));
  const pos = samples.position;
  const f = samples.force;
  const above = firstAbove(f, limit.value);
  const reach = exactOnUndulated(route, load, pos, f, limit.value, above, firstCrossing(pos, f, limit.value, end, above));
  const distance = Math.min(reach, target);
  const speed = layingSpeed(input);
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
  // a scalar answer: the profile's summary instead of the curves and bends, and of the progress its first and last
  // points (the door tells from them whether the cable moved), when the door would keep every sample
  out.summarized = out.scalars && f64(final.position.length) <= out.budget;
  if (samples.bare && !out.summarized) {
    // the curves after all (more samples than the door keeps unthinned): the same pass again, keeping everything
    firstPass(route, load, start, target, end, back, cap, false);
    if (final == HEAD) final = samples.head(samples.markCount, HEAD);
  }
  // the winch cannot push: the pass floors the tension at 0 whatever the cable's stiffness (README "A cable cannot
  // push"); max(0, ·) only guards the interpolation
  const walk = new Walk(pos, f);
  // a cable that never moved (a limit at the launch point) has one progress point: the state at the launch
  const steps = progressSteps(start, distance);
  for (let i = 0; i <= steps; i = out.summarized && i < steps ? steps : i + 1) {
    const l = progressAt(start, distance, i, steps);
    // (linear interpolation between the samples of an exponential rise may read a hair above the limit just before
    // the crossing)
    out.progress(l - start, 0, Math.max(0.0, Math.min(walk.at(l), cap)), speed, (l - start) / speed);
  }
  if (out.summarized) writeSummary(out, final.position, final.force, null);
  writeProfile(route, input, final, distance, out);
  // the force at the head from the final pass, which ends there (the first pass may only have samples either side)
  const head = final.position.length > 0 ? interpolate(final.position, final.force, distance) : interpolate(pos, f, distance);
  out.set(OUT_FORCE_AT_END, Math.max(0.0, head));
  slackMessage(final, out);
  // the limit's message names the force reached: the rating; a back tension beyond it, the force the winch could
  // not give at the launch point (the installation could not start)
  const needed = back > limit.value ? back : Math.min(interpolate(pos, f, reach), limit.value);
  return finish(input, out, reach, target, end, limit, Math.max(0.0, needed));
}

/** The forward pass from the launch point (FIRST's samples, `bare` or not), noting where the target was reached. */
function firstPass(route: Route, load: Load, start: f64, target: f64, end: f64, back: f64, cap: f64, bare: bool): Samples {
  const samples = FIRST.reset();
  samples.bare = bare;
  // with findMaxDistance the pass goes on beyond the target: note where the target was reached
  if (end > target) samples.markAt = target;
  // a plain route (straights and level bends, the string alone): the same numbers without the general walk
  if (Debug.plainPass && plainPullPass(route, load, start, end, back, samples, cap)) Debug.plainPasses++;
  else integrate(route, load, start, end, back, samples, cap);
  return samples;
}

/**
 * The limit's crossing `reach` (interpolated linearly between sample i − 1 and i, the first above the limit) made
 * exact where both samples lie on one undulated straight in tension: there F = (F0 + c/k)·e^(k·x) − c/k (k = μ·κ_u, c = μ·W⊥ + W·sin α), so the force
 * reaches `limit` at x = ln((limit + c/k)/(F0 + c/k))/k from the sample before. The samples are close enough for
 * 1e-5 (SAMPLE_GROWTH) up to MAX_STRAIGHT_PIECES per straight; beyond (a straight of kilometres) the chord of the
 * exponential put the limit far too early.
 */
function exactOnUndulated(route: Route, load: Load, pos: F64List, f: F64List, limit: f64, i: i32, reach: f64): f64 {
  if (i == 0 || i >= pos.length) return reach;
  const s0 = pos[i - 1];
  const f0 = f[i - 1];
  const seg = route.segmentAt(s0);
  if (seg == null || seg.kind != SEG_STRAIGHT || seg.onRollers || pos[i] > seg.s0 + seg.length || f0 < 0) return reach;
  const st = seg.stretch;
  const k = load.cof[st] * load.undK[st];
  if (!(k > 0) || load.undN[st] < 0) return reach;
  const w = load.weightOf(st);
  const x = linearOdeDistance(f0, limit, k, load.cof[st] * straightNormal(seg.tz, w) + w * seg.tz);
  return x >= 0 && s0 + x <= pos[i] ? s0 + x : reach;
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
