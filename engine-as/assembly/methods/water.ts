// The water methods (docs/physics.md#water-flow, docs/physics.md#floating, docs/physics.md#water-push-pull, docs/physics.md#free-floating): floating (pusher + water flowing along the cable), waterpushpull
// (pusher + a sealing pig at the head, driven by the water behind it) and freefloating (the whole cable between a
// front shuttle and a rear pig, driven by the water alone). The water is incompressible (waterflow.ts); its
// force on the cable is one more constant-per-piece term −q of the force model (physics/integrate.ts `integrate(…, water)`),
// so buckling, bend stiffness, undulations, bends, slopes and intermediate pushers are those of push. The cable
// floats: its weight in a flooded duct stretch is W − ρ·g·n·A_c (may be negative: it rides on the duct top).
// Effective-force bookkeeping (docs/physics.md#string-force) with the static gauge pressure p: a free end carries F = 0, a pig of bore
// A_d with p_behind − p_ahead over it F = (p_behind − p_ahead)·A_d, the seal at the entry costs the pusher
// p_in·A_c.

import { G } from '../core/constants';
import { Debug } from '../core/debug';
import {
  IN_FIND_MAX, IN_METHOD, IN_XEND, IN_XREARPIG, METHOD_FLOATING, METHOD_FREEFLOATING, METHOD_WATERPUSHPULL, MSG_BACK_PRESSURE, MSG_CABLE_TOO_LONG, MSG_COLUMN_SEPARATED, MSG_FREEFLOATING, MSG_HEAD_FORCE, MSG_HOLD_BACK_PRESSURE, MSG_CABLE_PUSHING_FORCE, MSG_PIG_PULL_CAPPED, MSG_PUMP_SLOWS_CABLE, MSG_PUSHING_FORCE, MSG_SPEED_REDUCED, MSG_WATER_CONSUMPTION, MSG_WATER_FLOW_LIMIT, MSG_WATER_SPEED, OUT_DURATION, OUT_FORCE_AT_END, OUT_STATUS, OUT_WATER_FLOW, OUT_WATER_QUANTITY, STATUS_NOT_STARTED,
} from '../layout';
import { finish, layingSpeed, MaxLimit } from '../march/finish';
import { locateCrossing, Marcher, shownWithin } from '../march/march';
import { reversedSamples, writeProfile } from '../march/profile';
import { Output } from '../output';
import { Load } from '../physics/load';
import { Samples } from '../physics/samples';
import { WaterFlow } from '../physics/waterflow';
import { Route } from '../route/route';
import { waterMaxLimit } from './max-limit';
import { AtSpeed, Regulated, Water } from './water-eval';
import { P_SEPARATED } from './water-state';

/** Pa: a back pressure below it is round-off (a column balanced at atmospheric), not a valve setting worth a message */
const BACK_PRESSURE_NOISE: f64 = 1.0;
/** Relative difference below which two back-pressure settings are the same (I_BACK_PRESSURE names the first). */
const BACK_PRESSURE_TIE: f64 = 1e-9;
/**
 * The settings a run reports at their extremes, and where the head was: the inlet pressure lowered for the pump's
 * flow or the pig's pull (lowest), lowered for the pusher to hold the cable back (lowest), and the back pressure at
 * the exit (highest).
 */
class Extremes {
  lowestInlet: f64 = Infinity;
  lowestAt: f64 = 0;
  lowestHold: f64 = Infinity;
  lowestHoldAt: f64 = 0;
  highestBack: f64 = 0;
  highestBackAt: f64 = 0;

  /** Takes in the state `w` evaluated with the head at `l` (`free`: freefloating, the only method with a back pressure). */
  note(w: Water, l: f64, free: bool): void {
    if (w.limited && w.inlet < this.lowestInlet) {
      this.lowestInlet = w.inlet;
      this.lowestAt = l;
    }
    if (w.heldBack && w.inlet < this.lowestHold) {
      this.lowestHold = w.inlet;
      this.lowestHoldAt = l;
    }
    // the first head position where the highest setting is reached (within 1e-9: it is often the same static head
    // at many positions, where rounding alone would pick one)
    if (free && w.backPressure > this.highestBack * (1 + BACK_PRESSURE_TIE)) {
      this.highestBack = w.backPressure;
      this.highestBackAt = l;
    }
  }
}

/** Head positions of the march up to the target (also the points of the progress curve). */
const MARCH_POINTS: i32 = 40;
/** Head positions of the max-distance search beyond the target (end states, the duct ending xend beyond). */
const SEARCH_POINTS: i32 = 16;
/**
 * m, resolution of the position where a limit bites (Illinois + bisection): 1 µm; near a buckling lock-up the
 * force jumps and Illinois falls back to bisection, so each decade costs ~3 evaluations of the whole cable.
 */
const LOCATE_TOLERANCE: f64 = 1e-6;
/**
 * m/s, the slowest a floating pusher creeps, 1 m/min [E]: a pusher works at a set force, so where that force would
 * be exceeded at the set speed it slows the cable (a cable outrunning the water is braked by it, docs/physics.md#floating; slower, the
 * water helps); below this speed the installation counts as stalled (`E_PUSHING_FORCE`). Water push-pull: the
 * slowest the pig goes where the pump's pressure runs short of the moving column's need (docs/physics.md#water-push-pull);
 * below it the installation stops (`E_WATER_PRESSURE` at the head, `E_WATER_CREST`).
 */
export const CREEP_SPEED: f64 = 1.0 / 60;
/** m, resolution of the position where the pusher first slows the cable (reported only): 10 cm. */
const SLOW_TOLERANCE: f64 = 0.1;

/**
 * The water methods: march the head over MARCH_POINTS positions from where it starts up to the target (the duct
 * ending at the route's end, `ductEnd`), locate the first limit; with findMaxDistance go on beyond the target
 * with the duct ending xend beyond the head (end states); then the final state.
 */
export function water(
  route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, ductEnd: f64, out: Output,
): void {
  Debug.evaluations = 0;
  Debug.balanceCalls = 0;
  const method = i32(input[IN_METHOD]);
  const free = method == METHOD_FREEFLOATING;
  const w = new Water(route, input, load, start, layingSpeed(input));
  const xend = input[IN_XEND];
  // freefloating: the front shuttle starts cableLength ahead of the rear pig (at xRearPig, not before the entry)
  const first = free ? Math.max(input[IN_XREARPIG], start) + w.cableLength : start;
  if (free && first >= target) {
    out.set(OUT_STATUS, f64(STATUS_NOT_STARTED));
    out.message(MSG_CABLE_TOO_LONG, target);
    return;
  }
  // the caps come from the real duct: the straight continuation of a max-distance search is hypothetical (its
  // depth would otherwise change the answer for the route itself)
  w.setInlet(ductEnd, out);
  w.capSpeed(out);
  const speed = w.speed;
  // floating: the pusher slows the cable down to the creep speed where its force limit would be exceeded;
  // waterpushpull: the pig slows where the pump's pressure does not drive the column behind it at the set speed
  const floor = method == METHOD_FLOATING || method == METHOD_WATERPUSHPULL ? Math.min(speed, CREEP_SPEED) : speed;
  // waterpushpull regulates on the pump's pressure alone: a stall is where a limit is exceeded at the speed
  // settled on (slower, its other limits are not eased), located on that regulated state
  const regulatedStall = method == METHOD_WATERPUSHPULL && floor < speed;
  const none = new Samples();
  const gridL = new Array<f64>();
  const gridP = new Array<f64>();
  const gridH = new Array<f64>();
  const gridQ = new Array<f64>();
  const gridE = new Array<f64>();
  const gridV = new Array<f64>();
  const extremes = new Extremes();
  let reach = target;
  let reachValue: f64 = 0;
  let reachSpeed: f64 = floor;
  let limit = w.pushLimit;
  const value = new Float64Array(1);
  const where = new Float64Array(1);
  where[0] = NaN;
  let slowedAt: f64 = NaN;
  // waterpushpull: whether the pump's pressure (else the pusher's force) first slows the cable
  let pumpSlows = true;
  let slowLo: f64 = NaN;
  let slowLoE: f64 = 0;
  let slowHi: f64 = 0;
  let slowHiE: f64 = 0;
  for (let i = 0; i <= MARCH_POINTS; i++) {
    // (the last position is the target itself: the final state's, not one rounded a hair short of it)
    const l = i == MARCH_POINTS ? target : first + ((target - first) * f64(i)) / f64(MARCH_POINTS);
    let e = w.settle(l, ductEnd, speed, floor);
    if (w.speed < speed && isNaN(slowedAt) && isNaN(slowLo)) {
      // the set speed first exceeds a limit between the previous position and this one: located after the march
      if (i == 0) {
        slowedAt = first;
      } else {
        slowLo = gridL[gridL.length - 1];
        slowLoE = Math.min(gridE[gridE.length - 1], 0.0);
        slowHi = l;
        slowHiE = w.setExcess;
      }
    }
    if (e > 0) {
      // stalled even at the floor speed: locate where (the excess at the floor crosses 0)
      limit = w.brokenLimit(value);
      w.speed = floor;
      let m: Marcher = w;
      if (i == 0) {
        reach = first;
      } else {
        const lo = gridL[gridL.length - 1];
        let eLo = Math.min(gridE[gridE.length - 1], 0.0);
        if (regulatedStall) {
          m = new Regulated(w, speed, floor);
        } else if (floor < speed) {
          // the march's last position held its limits at the speed it settled on; at the floor speed it may not
          // (the excess is not monotone in the speed where the water drives the cable): then the crossing is
          // that of the regulated state, the speed settled at every position searched
          w.evaluate(lo, ductEnd, none);
          if (w.excess() > 0) m = new Regulated(w, speed, floor);
          else eLo = Math.min(w.excess(), 0.0);
        }
        reach = locateCrossing(m, lo, eLo, l, e, ductEnd, NaN, LOCATE_TOLERANCE);
        // the final state (a sampled pass) shows no machine beyond its rating there
        reach = shownWithin(m, lo, reach, ductEnd, limit.value, LOCATE_TOLERANCE);
      }
      // at the reach the floor speed just keeps the limit: the cable creeps there (regulated: the speed settled on)
      if (m == w) w.speed = floor;
      m.evaluate(reach, ductEnd, none);
      reachSpeed = w.speed;
      // the limit that binds where the installation stops (the failing march position may break others more)
      limit = w.brokenLimit(value);
      reachValue = w.limitValue(limit.code, where);
      break;
    }
    gridL.push(l);
    gridP.push(free ? w.dp * w.geoAt(l - w.cableLength).bore : w.pusher);
    // the pulling curve: waterpushpull's true tension at the eye, the force the pulling setting limits
    gridH.push(method == METHOD_WATERPUSHPULL ? w.headTrue : w.headForce);
    gridQ.push(w.flow.q);
    gridE.push(e);
    gridV.push(w.speed);
    extremes.note(w, l, free);
  }
  const distance = Math.min(reach, target);
  if (!isNaN(slowLo)) {
    w.speed = speed;
    slowedAt = locateCrossing(new AtSpeed(w), slowLo, slowLoE, slowHi, slowHiE, ductEnd, NaN, SLOW_TOLERANCE);
    // the limit the set speed exceeds just past it (the crossing is located on the safe side)
    w.evaluate(Math.min(slowedAt + SLOW_TOLERANCE, slowHi), ductEnd, none);
    pumpSlows = w.pumpBinds();
  } else if (!isNaN(slowedAt)) {
    w.speed = speed;
    w.evaluate(slowedAt, ductEnd, none);
    pumpSlows = w.pumpBinds();
  }

  // max distance: end states beyond the target, the duct ending xend beyond the head, at the floor speed (the
  // slowest the pusher goes: a length is installable when it installs at that speed; waterpushpull: at the speed
  // the pump's pressure settles on, its other limits not eased by a slower pig)
  let maxReach: f64 = NaN;
  let maxLimit: MaxLimit | null = null;
  if (input[IN_FIND_MAX] != 0) {
    if (reach < target) {
      maxReach = reach;
    } else {
      w.speed = floor;
      const mm: Marcher = regulatedStall ? new Regulated(w, speed, floor) : w;
      maxReach = end;
      let prevL = target;
      mm.evaluate(target, target + xend, none);
      let prevE = mm.excess();
      if (prevE > 0) {
        maxReach = target;
        maxLimit = new MaxLimit();
        maxLimit.code = w.brokenLimit(new Float64Array(1)).code;
        maxLimit.position = target;
      } else {
        for (let i = 1; i <= SEARCH_POINTS; i++) {
          const h = target + ((end - target) * f64(i)) / f64(SEARCH_POINTS);
          mm.evaluate(h, h + xend, none);
          const e = mm.excess();
          if (e > 0) {
            maxReach = locateCrossing(mm, prevL, prevE, h, e, NaN, xend, LOCATE_TOLERANCE);
            maxLimit = waterMaxLimit(w, mm, maxReach, h, xend);
            break;
          }
          prevL = h;
          prevE = e;
        }
      }
    }
  }

  // final state: at a stall the cable creeps at the floor speed; at the target the march's last position is the
  // same state, so its speed stands
  w.speed = reach < target ? reachSpeed : gridV[gridV.length - 1];
  const backward = new Samples();
  backward.enabled = true;
  w.evaluate(distance, ductEnd, backward);
  const flow = w.flow;
  extremes.note(w, distance, free);
  const machineEnd = free ? w.dp * w.geoAt(distance - w.cableLength).bore : w.pusher;
  // the march positions before the end, then the end; time from the speeds (trapezoids on 1/v)
  let count = 0;
  while (count < gridL.length && gridL[count] < distance) count++;
  gridL.length = count;
  gridQ.length = count;
  gridV.length = count;
  gridL.push(distance);
  gridQ.push(flow.q);
  gridV.push(w.speed);
  let time: f64 = 0;
  let pumped: f64 = 0;
  let peak: f64 = 0;
  let slowest = speed;
  let slowestAt = first;
  for (let i = 0; i < gridL.length; i++) {
    if (i > 0) {
      const dt = 0.5 * (gridL[i] - gridL[i - 1]) * (1 / gridV[i - 1] + 1 / gridV[i]);
      time += dt;
      // water: Σ Q·Δt (trapezoids over the march) plus the fill
      pumped += 0.5 * (gridQ[i] + gridQ[i - 1]) * dt;
    }
    if (gridQ[i] > peak) peak = gridQ[i];
    if (gridV[i] < slowest) {
      slowest = gridV[i];
      slowestAt = gridL[i];
    }
    const last = i == gridL.length - 1;
    const headEnd = method == METHOD_WATERPUSHPULL ? w.headTrue : w.headForce;
    out.progress(gridL[i] - start, last ? machineEnd : gridP[i], last ? headEnd : gridH[i], gridV[i], time);
  }
  let fill: f64 = 0;
  if (method == METHOD_WATERPUSHPULL) {
    // the pump fills the annulus behind the sealing pig (exact, whatever the grid)
    pumped = w.annulusVolume(distance);
  } else {
    fill = w.fillVolume(start, ductEnd);
  }
  const final = reversedSamples(backward);
  flow.rewind();
  const sep = new Separation();
  if (free) writeWater(route, flow, 0, w.rearPiece, out, sep);
  const pressure = new Array<f64>();
  for (let i = 0; i < final.position.length; i++) pressure.push(sep.hold(final.position[i], flow.pressureAt(final.position[i], final.altitude[i])));
  writeProfile(route, input, final, distance, out, pressure, free ? distance - w.cableLength : NaN);
  writeWater(route, flow, w.headPiece, flow.pieces.length, out, sep);
  out.set(OUT_FORCE_AT_END, free ? w.headForce : w.pusher);
  out.set(OUT_WATER_FLOW, peak);
  out.set(OUT_WATER_QUANTITY, pumped + fill);
  if (extremes.lowestInlet < Infinity) {
    if (method == METHOD_WATERPUSHPULL) out.message(MSG_PIG_PULL_CAPPED, w.pullSet, extremes.lowestInlet, extremes.lowestAt);
    else out.message(MSG_WATER_FLOW_LIMIT, w.maxFlow, extremes.lowestInlet, extremes.lowestAt);
  }
  // (not where the installation fails at once: the speed then says nothing)
  if (!isNaN(slowedAt) && slowedAt <= distance && !(reach < target && slowedAt >= reach)) {
    // (waterpushpull: the pump's pressure, or the pusher's force, as for floating)
    out.message(method == METHOD_WATERPUSHPULL && pumpSlows ? MSG_PUMP_SLOWS_CABLE : MSG_SPEED_REDUCED, slowedAt, slowest, slowestAt);
  }
  if (extremes.lowestHold < Infinity) out.message(MSG_HOLD_BACK_PRESSURE, w.hold, extremes.lowestHold, extremes.lowestHoldAt);
  // below 1 Pa the back pressure is the round-off of a column balanced at atmospheric: nothing to say
  if (free && extremes.highestBack > BACK_PRESSURE_NOISE) out.message(MSG_BACK_PRESSURE, extremes.highestBack, extremes.highestBackAt, w.backPressure);
  if (!isNaN(sep.first)) out.message(MSG_COLUMN_SEPARATED, sep.first, P_SEPARATED, sep.length);
  out.message(MSG_WATER_CONSUMPTION, pumped + fill, fill, peak);
  if (method == METHOD_FLOATING && w.headPiece > 0) {
    out.message(MSG_WATER_SPEED, flow.pieces[w.headPiece - 1].v, w.speed);
    if (w.plugFraction > 0) out.message(MSG_HEAD_FORCE, w.headForce, w.plugDp, w.headTrue);
  } else if (method == METHOD_WATERPUSHPULL) {
    out.message(MSG_HEAD_FORCE, w.headForce, w.headForce / w.geoAt(distance).bore, w.headTrue);
  } else if (free) {
    out.message(MSG_FREEFLOATING, w.required, w.dp, w.headForce);
  }
  // floating stopped by the pusher pushing (or the cable's pushing limit) with the water held at the pump's max flow
  // there (the final state is the stop's): the pump's flow binds with it, and the stop names the pump too
  const pushStop = limit.code == MSG_PUSHING_FORCE || limit.code == MSG_CABLE_PUSHING_FORCE;
  const pumpBinds = method == METHOD_FLOATING && reach < target && pushStop && reachValue > 0 && w.limited;
  finish(input, out, reach, target, end, limit, reach < target ? reachValue : machineEnd, maxReach, maxLimit, where[0], pumpBinds ? w.maxFlow : 0);
  out.set(OUT_DURATION, time);
}

/**
 * The pressure along water pieces [from, to) where there is no cable (force 0): 9 points per piece and the route's
 * turning points in it (the static head follows the altitude between them).
 */
function writeWater(route: Route, flow: WaterFlow, from: i32, to: i32, out: Output, sep: Separation): void {
  const at = new Array<f64>();
  for (let i = from; i < to; i++) {
    const pc = flow.pieces[i];
    const points = 8;
    at.length = 0;
    for (let j = 0; j <= points; j++) at.push(pc.s0 + ((pc.s1 - pc.s0) * f64(j)) / f64(points));
    route.turningPoints(pc.s0, pc.s1, at);
    at.sort((a: f64, b: f64): i32 => i32(a > b) - i32(a < b));
    for (let j = 0; j < at.length; j++) {
      const s = at[j];
      const z = route.altitudeAt(s);
      const p = pc.water ? pc.p0 - pc.g * (s - pc.s0) - flow.rho * G * (z - pc.z0) : pc.p0;
      out.profile(s, 0, 0, sep.hold(s, p), z);
    }
  }
}



class Separation {
  first: f64 = NaN;
  length: f64 = 0;
  private prevS: f64 = NaN;
  private prevP: f64 = NaN;

  /**
   * The pressure p at s held at the vapour pressure; points in increasing position. The length counts where the
   * pressure is below it, the crossings interpolated linearly between points.
   */
  hold(s: f64, p: f64): f64 {
    const lim = P_SEPARATED + 1e-9;
    const under = p < lim;
    if (under && isNaN(this.first)) this.first = s;
    const ds = s - this.prevS;
    if (ds > 0) {
      const a = this.prevP < lim;
      if (a && under) this.length += ds;
      else if (a != under) this.length += (ds * (a ? lim - this.prevP : lim - p)) / Math.abs(p - this.prevP);
    }
    this.prevS = s;
    this.prevP = p;
    return under ? P_SEPARATED : p;
  }
}
