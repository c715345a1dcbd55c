// Jetting (docs/physics.md#jetting): the march, the final state and the air outputs; the evaluation of a head
// position is jet.ts, the max-distance search jetting-search.ts.

import { Debug } from '../core/debug';
import {
  IN_FIND_MAX,
  IN_MAC_AIR_FLOW,
  IN_XEND,
  MSG_AIR_CONSUMPTION,
  MSG_AIR_FLOW_LIMIT,
  MSG_CABLE_PULLING_FORCE,
  MSG_HEAD_FORCE,
  MSG_HOLD_BACK_PRESSURE,
  OUT_AIR_FLOW,
  OUT_FORCE_AT_END,
} from '../layout';
import { finish, layingSpeed, MaxLimit } from '../march/finish';
import { locateCrossing, shownWithin } from '../march/march';
import { reversedSamples, writeProfile } from '../march/profile';
import { END_CHECK, Jet, MARCH_POINTS, SCAN_POINTS } from './jet';
import { firstPastBetween, peakTolerance } from './jet-peak';
import { loweredAt, withinEverywhere } from './jetting-peak-search';
import { searchMax } from './jetting-search';
import { jettingMaxLimit } from './max-limit';
import { Output } from '../output';
import { AirFlow, P_AMBIENT } from '../physics/airflow';
import { Load } from '../physics/load';
import { NO_SAMPLES, Samples } from '../physics/samples';
import { Route } from '../route/route';

/**
 * Jetting: march the head over MARCH_POINTS positions up to the target (duct ending at the route's end,
 * `ductEnd`), locate the first limit, and with findMaxDistance search the longest duct (the route continued
 * straight) that installs; then the final state: profile with pressure, air consumption, messages.
 */
export function jetting(
  route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, ductEnd: f64, out: Output,
): void {
  Debug.evaluations = 0;
  const jet = new Jet(route, input, load, start);
  KEPT = Debug.keepJet ? jet : null;
  jet.setInlet(input[IN_FIND_MAX] != 0 ? end + input[IN_XEND] : ductEnd, out);
  const none = NO_SAMPLES;
  const gridL = new Array<f64>();
  const gridP = new Array<f64>();
  const gridH = new Array<f64>();
  const gridQ = new Array<f64>();
  const gridE = new Array<f64>();
  // per position: the inlet pressure where the compressor's flow limit lowered it, and where the pusher holds back
  // the cable (Infinity: not lowered)
  const gridLimited = new Array<f64>();
  const gridHeld = new Array<f64>();
  let reach = target;
  let reachForce: f64 = 0;
  let limit = jet.pushLimit;
  for (let i = 0; i <= MARCH_POINTS; i++) {
    // (the last position is the target itself: the final state's, not one rounded a hair short of it)
    const l = i == MARCH_POINTS ? target : start + ((target - start) * f64(i)) / f64(MARCH_POINTS);
    jet.evaluate(l, ductEnd, none);
    const e = jet.excess();
    if (e > 0) {
      limit = jet.brokenLimit();
      if (i == 0) {
        reach = start;
      } else {
        reach = locateCrossing(jet, gridL[gridL.length - 1], gridE[gridE.length - 1], l, e, ductEnd);
        // the final state (a sampled pass) shows no machine beyond its rating there
        reach = shownWithin(jet, gridL[gridL.length - 1], reach, ductEnd, limit.value);
      }
      jet.evaluate(reach, ductEnd, none);
      reachForce = limit.code == MSG_CABLE_PULLING_FORCE ? jet.headTrue : jet.pusher;
      break;
    }
    gridL.push(l);
    gridP.push(jet.pusher);
    gridH.push(jet.headForce);
    gridQ.push(jet.flow.freeAir());
    gridE.push(e);
    gridLimited.push(jet.limited ? jet.flow.pIn : Infinity);
    gridHeld.push(jet.heldBack ? jet.flow.pIn : Infinity);
  }
  // between the positions (README "Jetting"): the row ends where a peak may hide and the peaks around the local
  // maxima of the march near a limit, in order; the first past the limit (to peakTolerance) ends the march at the
  // crossing before it
  const past = firstPastBetween(jet, gridL, gridE, gridL.length, reach >= target, ductEnd, peakTolerance(jet));
  if (past != null) {
    jet.evaluate(past.at, ductEnd, none);
    limit = jet.brokenLimit();
    if (isNaN(past.from)) {
      reach = start;
    } else {
      reach = locateCrossing(jet, past.from, past.fromExcess, past.at, jet.excess(), ductEnd);
      reach = shownWithin(jet, past.from, reach, ductEnd, limit.value);
    }
    jet.evaluate(reach, ductEnd, none);
    reachForce = limit.code == MSG_CABLE_PULLING_FORCE ? jet.headTrue : jet.pusher;
    // the positions from the crossing on were not reached
    let keep = gridL.length;
    while (keep > 0 && gridL[keep - 1] >= reach) keep--;
    gridL.length = keep;
    gridP.length = keep;
    gridH.length = keep;
    gridQ.length = keep;
    gridE.length = keep;
    gridLimited.length = keep;
    gridHeld.length = keep;
  }
  let lowestInlet: f64 = Infinity;
  let lowestAt: f64 = 0;
  let lowestHold: f64 = Infinity;
  let lowestHoldAt: f64 = 0;
  for (let i = 0; i < gridL.length; i++) {
    if (gridLimited[i] < lowestInlet) {
      lowestInlet = gridLimited[i];
      lowestAt = gridL[i];
    }
    if (gridHeld[i] < lowestHold) {
      lowestHold = gridHeld[i];
      lowestHoldAt = gridL[i];
    }
  }
  const distance = Math.min(reach, target);

  // max distance: the longest duct (route continued straight, ending xend beyond the head) that installs
  let maxReach: f64 = NaN;
  let maxLimit: MaxLimit | null = null;
  if (input[IN_FIND_MAX] != 0) {
    const xend = input[IN_XEND];
    const lo = reach >= target ? target : start;
    maxReach = searchMax(jet, lo, end, xend, reach >= target ? marchAtScan(gridE) : null);
    // no head position of a duct as long as the answer past a limit, between the positions searched either
    maxReach = withinEverywhere(jet, lo, maxReach, xend);
    maxLimit = jettingMaxLimit(jet, maxReach, end, xend, loweredAt());
  }

  // final state
  // (the final state's samples and their reversed copy reuse their lists' capacity from call to call)
  const backward = BACKWARD.reset();
  const pusherEnd = jet.evaluate(distance, ductEnd, backward);
  const flow = jet.flow;
  if (jet.limited && flow.pIn < lowestInlet) {
    lowestInlet = flow.pIn;
    lowestAt = distance;
  }
  if (jet.heldBack && flow.pIn < lowestHold) {
    lowestHold = flow.pIn;
    lowestHoldAt = distance;
  }
  const speed = layingSpeed(input);
  for (let i = 0; i < gridL.length && gridL[i] < distance; i++) {
    out.progress(gridL[i] - start, gridP[i], gridH[i], speed, (gridL[i] - start) / speed);
  }
  out.progress(distance - start, pusherEnd, jet.headForce, speed, (distance - start) / speed);
  gridL.push(distance);
  gridQ.push(flow.freeAir());
  // air: peak free-air flow and quantity Σ Q·Δt (trapezoids over the march, constant laying speed)
  let peak: f64 = 0;
  let quantity: f64 = 0;
  for (let i = 0; i < gridL.length; i++) {
    if (gridQ[i] > peak) peak = gridQ[i];
    if (i > 0 && gridL[i] <= distance) quantity += (0.5 * (gridQ[i] + gridQ[i - 1]) * (gridL[i] - gridL[i - 1])) / speed;
  }
  const final = reversedSamples(backward, FINAL);
  const pressure = PRESSURE;
  pressure.length = 0;
  for (let i = 0; i < final.position.length; i++) pressure.push(flow.pressureAt(final.position[i]) - P_AMBIENT);
  writeProfile(route, input, final, distance, out, pressure);
  writeAhead(route, flow, out);
  out.set(OUT_FORCE_AT_END, pusherEnd);
  out.set(OUT_AIR_FLOW, peak);
  if (lowestInlet < Infinity) out.message(MSG_AIR_FLOW_LIMIT, input[IN_MAC_AIR_FLOW], lowestInlet - P_AMBIENT, lowestAt);
  if (lowestHold < Infinity) out.message(MSG_HOLD_BACK_PRESSURE, jet.hold, lowestHold - P_AMBIENT, lowestHoldAt);
  out.message(MSG_AIR_CONSUMPTION, quantity, peak, flow.freeAir());
  if (jet.orificeFraction > 0) out.message(MSG_HEAD_FORCE, jet.headForce, flow.pBehind - flow.pAhead, jet.headTrue);
  finish(input, out, reach, target, end, limit, reach < target ? reachForce : pusherEnd, maxReach, maxLimit);
}

/** The final state's samples, their reversed copy and its pressures: reused by every jetting calculation. */
const BACKWARD = new Samples();
const FINAL = new Samples();
const PRESSURE = new Array<f64>();

/** The last calculation's state, kept for the test-only export debugJetExcess (Debug.keepJet). */
let KEPT: Jet | null = null;

/** The state kept by the last jetting calculation (null unless Debug.keepJet). */
export function keptJet(): Jet | null {
  return KEPT;
}

/**
 * The march's excesses at the max-distance search's END_CHECK scan positions nearest the head of its first length
 * (the target, its duct ending at the route's end): the same states, evaluated alike (MARCH_POINTS a multiple of
 * SCAN_POINTS: scan position j is march point j·MARCH_POINTS/SCAN_POINTS).
 */
function marchAtScan(gridE: Array<f64>): StaticArray<f64> | null {
  if (MARCH_POINTS % SCAN_POINTS != 0 || gridE.length != MARCH_POINTS + 1) return null;
  const out = new StaticArray<f64>(END_CHECK);
  for (let k = 0; k < END_CHECK; k++) out[k] = gridE[((SCAN_POINTS - k) * MARCH_POINTS) / SCAN_POINTS];
  return out;
}

/** The pressure in the free bore ahead of the head (no cable there: force 0), denser where it falls fastest. */
function writeAhead(route: Route, flow: AirFlow, out: Output): void {
  const n = flow.pieces.length;
  for (let i = flow.headPiece; i < n; i++) {
    const pc = flow.pieces[i];
    const p0 = i == flow.headPiece ? flow.pAhead : Math.sqrt(Math.max(pc.p2, 0.0));
    const p1 = Math.sqrt(Math.max(pc.p2 - pc.c * (pc.s1 - pc.s0), 0.0));
    const points = 16;
    for (let j = 0; j <= points; j++) {
      // equal steps in pressure: s from p² linear in s
      const p = p0 + ((p1 - p0) * f64(j)) / f64(points);
      let s = pc.c > 0 ? pc.s0 + (pc.p2 - p * p) / pc.c : pc.s0 + ((pc.s1 - pc.s0) * f64(j)) / f64(points);
      s = Math.max(pc.s0, Math.min(pc.s1, s));
      if (j == 0 && i == flow.headPiece) s = pc.s0;
      out.profile(s, 0, 0, p - P_AMBIENT, route.altitudeAt(s));
    }
  }
}
