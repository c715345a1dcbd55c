// The string force model of docs/physics.md#string-force along the route:
//   N(s)   = | F·κ·n − W·ẑ⊥ |                 wall reaction of a flexible string (N/m)
//   dF/ds  = μ(s)·w_c·N(s) + W·sin α(s)        tension positive, s in the direction the cable moves
//   F(s_k+) = F(s_k−) − P_k                    intermediate pusher of force P_k
// Straights have a closed form (N does not depend on F there); arcs are integrated in arc.ts.
// This file walks the route (integrate); straights: straight.ts, arcs: arc.ts, wall forces: wall.ts.

import { FMAX } from '../core/constants';
import { Debug } from '../core/debug';
import { AirFlow, AirPiece } from './airflow';
import { integrateArc } from './arc';
import { ARC_EXTRA, arcZ } from './arc-slope';
import { Load, SLACK_OFF, SLACK_PULL } from './load';
import { Samples, straightPieces, undulatedPieces } from './samples';
import { crossRunBackward, RUN_FORCE, STRAIGHT_RUNS, StraightRuns } from './straight-runs';
import { airStraight, straightForce, stringStraight, undulatedStraight } from './straight';
import { bendEndForce, buckleNormal, straightNormal, straightWall } from './wall';
import { WaterFlow } from './waterflow';
import { Route, SEG_ARC, SEG_POINT, Segment } from '../route/route';

function frictionOf(load: Load, seg: Segment): f64 {
  return seg.onRollers ? load.rollerCof[seg.stretch] : load.cof[seg.stretch];
}

/**
 * Force at position `to` given force `f0` at position `from`, integrating dF/ds through the route (forward when
 * to > from, backward otherwise). Point loads strictly between the two ends apply; samples are recorded when
 * `samples.enabled`. With `stopAbove`, the pass ends after the segment where the force first exceeds it.
 * `launchOpen`: the cable goes on beyond the pass's launch-side end (`from` forward, `to` backward), as it does at
 * the launch point; false where that end is the cable's own end.
 */
export function integrate(
  route: Route, load: Load, from: f64, to: f64, f0: f64, samples: Samples, stopAbove: f64 = Infinity,
  air: AirFlow | null = null, water: WaterFlow | null = null, launchOpen: bool = true,
): f64 {
  const forward = to >= from;
  const segs = route.segments;
  const count = segs.length;
  let f = f0;
  const perStretch = load.stretchWeight.length > 0;
  // slack floor (pull, pushpull; README "A cable cannot push"): on every segment whatever the cable's stiffness (no
  // credit for compression in a pull), forward passes only (the push-only passes of pushpull run backward)
  const floor = load.slack != SLACK_OFF && forward;
  // jetting's passes without samples (backward from the head) cross runs of plain straights in one step
  // (straight-runs.ts): a finely surveyed route costs per run, not per row
  let runs: StraightRuns | null = null;
  if (Debug.straightRuns && !forward && !samples.enabled && air != null && air.mass > 0 && water == null && stopAbove == Infinity) {
    runs = STRAIGHT_RUNS;
    runs.update(route, load);
  }
  // only the segments that reach into [from, to] (or [to, from]): the others change nothing (a pass over part of a
  // long route, e.g. freefloating's cable between its pigs, walks that part only)
  let first = 0;
  let last = count - 1;
  const wlo = Math.min(from, to);
  const whi = Math.max(from, to);
  if (!isNaN(wlo) && !isNaN(whi)) {
    first = route.firstEndingAtOrAfter(wlo);
    last = route.lastStartingAtOrBefore(whi, first);
  }
  const steps = last - first + 1;
  for (let step = 0; step < steps; step++) {
    // a pull stops at its first limit: nothing beyond it is needed
    if (f > stopAbove) break;
    // a locked-up compression stays locked (nothing along the route brings 10¹² N back): without samples to
    // record, the rest of the route is not integrated
    if (f <= -FMAX && !samples.enabled) return -FMAX;
    const idx = forward ? first + step : last - step;
    const seg = unchecked(segs[idx]);
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
        // pull: a pusher cannot push the cable; what it gives beyond the tension there is not transmitted
        if (floor && load.slack == SLACK_PULL && f < 0) f = 0;
        samples.add(a, before, 0, seg.sz);
        samples.add(a, f, 0, seg.sz);
      }
      continue;
    }
    // a sampled forward pass notes where a pass ending at markAt would have stopped (pull reuses it)
    if (forward && a >= samples.markAt && samples.markCount < 0 && seg.length > 0) samples.markCount = samples.position.length;
    if (hi < lo || (hi == lo && seg.length > 0)) continue;
    if (runs != null && lo == a && hi == b && unchecked(runs.first[idx]) < idx) {
      const pc = airPiece(air, lo, hi);
      if (pc != null) {
        const j = crossRunBackward(runs, segs, idx, to, f, pc);
        if (j >= 0) {
          f = RUN_FORCE;
          Debug.runsCrossed += idx - j + 1;
          // the next segment is j − 1
          step = last - j;
          continue;
        }
      }
    }
    const mu = frictionOf(load, seg);
    // water methods: the fluid force per length, constant on a water piece (waterflow.ts); 0 = none
    const qw = water != null ? water.forceAt(0.5 * (lo + hi)) : 0;
    const u0 = forward ? lo - a : hi - a;
    const u1 = forward ? hi - a : lo - a;
    const slackSeg = floor;
    if (slackSeg && load.slack == SLACK_PULL && f < 0) {
      // pull: no compression enters a segment (only a negative back tension could bring one)
      const z = seg.kind == SEG_ARC ? arcZ(seg, u0) : seg.sz + u0 * seg.tz;
      samples.add(a + u0, f, 0, z);
      f = 0;
      samples.add(a + u0, f, 0, z);
    }
    // this segment is floored at 0 when the cable enters it in tension (a straight's slope is constant: a
    // compressed start relaxing into tension does not come back; arcs check at every step). A floored straight
    // never carries compression: the compression-only terms (helical buckling, the undulation stiffness load) are
    // left out, so that a stiff cable in tension follows the rope's numbers exactly
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
      // bending stiffness: a concentrated friction μ·N_c where the cable enters or leaves the bend (docs/physics.md#bending-stiffness);
      // none where the pass ends at the bend's exit (the head there: no cable beyond it to straighten). A bend
      // starting at the pass's launch-side end (`from` forward, `to` backward) has cable before it, coming from the
      // machine, unless that end is the cable's own (`launchOpen` false: freefloating's rear pig)
      const entryCrossed = forward
        ? (launchOpen ? a >= from : a > from) && a < to
        : (launchOpen ? a >= to : a > to) && a < from;
      const exitCrossed = forward ? b > from && b < to : b < from && b > to;
      if (stiff && forward && entryCrossed) f = bendJump(f, sign, mu, load.bendB, seg, gap, a, samples);
      if (stiff && !forward && exitCrossed) f = bendJump(f, sign, mu, load.bendB, seg, gap, b, samples);
      f = integrateArc(seg, u0, u1, f, mu, w, x, samples, slackSeg);
      if (stiff && forward && exitCrossed) f = bendJump(f, sign, mu, load.bendB, seg, gap, b, samples);
      if (stiff && !forward && entryCrossed) f = bendJump(f, sign, mu, load.bendB, seg, gap, a, samples);
    } else {
      const normal = straightNormal(seg.tz, w);
      const slope = mu * normal + w * seg.tz - qw;
      const ba = seg.onRollers || slackOn ? 0 : load.buckleA[seg.stretch];
      const ku = seg.onRollers ? 0 : load.undK[seg.stretch];
      const nu = seg.onRollers || slackOn ? 0 : load.undN[seg.stretch];
      const pc = airPiece(air, lo, hi);
      if (pc != null) {
        const fh = load.buckleK[seg.stretch] * Math.sqrt(normal);
        // p² = p2a − c·u on this straight (u local), q = k·c/(2p)
        const p2a = pc.p2 - pc.c * (a - pc.s0);
        // without undulations the straight is exact in one piece while both its ends stay above −F_hel (airStraight);
        // sampled or not, the pieces of the profile then agree with it to rounding. Elsewhere (buckled, undulated)
        // the same pieces whether sampled or not (16, fewer under 8 m: straightPieces): the final profile repeats
        // the search's numbers. (An undulated straight in one piece without samples differed from its pieces by
        // ~1e-7, which near a lock-up put the final state's pusher 1.3 % above the limit located on its safe side.)
        let pieces = straightPieces(u1 - u0);
        if (!samples.enabled && ku == 0 && nu == 0) {
          const f1 = f + slope * (u1 - u0) - pc.k * (Math.sqrt(Math.max(p2a - pc.c * u0, 1.0)) - Math.sqrt(Math.max(p2a - pc.c * u1, 1.0)));
          if (ba <= 0 || (f >= -fh && f1 >= -fh)) {
            f = f1;
            pieces = 0;
          }
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
        // the same pieces sampled or not (the RK4 of a compressed stretch lands on their ends): the final profile
        // repeats the numbers the search located a limit with
        const pieces = undulatedPieces(u1 - u0, mu * ku);
        const h = (u1 - u0) / f64(pieces);
        // a sampled pull stops after the piece where its limit is passed (the pieces are many on a long straight)
        let uEnd = u1;
        for (let i = 0; i < pieces; i++) {
          const u = u0 + f64(i) * h;
          if (f > stopAbove) {
            uEnd = u;
            break;
          }
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
        samples.add(a + uEnd, f, straightWall(f, normal, ku, nu, ba, fh), seg.sz + uEnd * seg.tz);
      } else if (ba <= 0) {
        f = stringStraight(seg, u0, u1, f, normal, slope, slackOn, samples);
      } else {
        const fh = load.buckleK[seg.stretch] * Math.sqrt(normal);
        const m = mu * ba;
        const f1 = straightForce(f, u1 - u0, slope, m, fh);
        if (!samples.enabled || (f >= -fh && f1 >= -fh)) {
          samples.add(a + u0, f, normal + buckleNormal(f, ba, fh), seg.sz + u0 * seg.tz);
          f = f1;
        } else {
          // a buckled stretch is not linear: sample it
          const pieces = straightPieces(u1 - u0);
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
@inline function airPiece(air: AirFlow | null, lo: f64, hi: f64): AirPiece | null {
  return air == null || air.mass <= 0 ? null : airPieceIn(air, lo, hi);
}

function airPieceIn(air: AirFlow, lo: f64, hi: f64): AirPiece | null {
  const i = air.pieceAt(0.5 * (lo + hi));
  if (i < 0) return null;
  const pc = air.pieces[i];
  return pc.k > 0 && pc.c > 0 ? pc : null;
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
