// The water methods (water.ts): a head position evaluated for the march and the searches (the hold-back pressure,
// the regulated speed of floating) and the limits it breaks.

import { Bracket } from '../core/bracket';
import { Debug } from '../core/debug';
import {
  METHOD_FREEFLOATING, METHOD_WATERPUSHPULL, MSG_CABLE_PULLING_FORCE, MSG_CABLE_PUSHING_FORCE, MSG_DUCT_PRESSURE, MSG_PULLING_FORCE,
  MSG_WATER_CREST, MSG_WATER_PRESSURE,
} from '../layout';
import { Limit } from '../march/finish';
import { Marcher } from '../march/march';
import { Samples } from '../physics/samples';
import { WaterSolve } from './water-solve';
import { FORCE_TOLERANCE, SPEED_STEPS, SPEED_TOLERANCE } from './water-state';

/** One head position evaluated for the march and the searches, the regulated speed, and the limits. */
export class Water extends WaterSolve {
  override evaluate(head: f64, ductEnd: f64, samples: Samples): f64 {
    Debug.evaluations++;
    const flow = this.flow;
    flow.rho = this.rho;
    flow.pieces.length = 0;
    this.limited = false;
    this.heldBack = false;
    this.holdExcess = -Infinity;
    this.crestExcess = -Infinity;
    this.crestAtPig = false;
    this.ductExcess = -Infinity;
    this.pullExcess = -Infinity;
    if (this.method == METHOD_FREEFLOATING) return this.freefloating(head, ductEnd, samples);
    this.addPieces(this.start, head, true, false);
    this.headPiece = flow.pieces.length;
    this.addPieces(head, ductEnd, false, this.method == METHOD_WATERPUSHPULL);
    const n = flow.pieces.length;
    if (this.jumps.length < n) this.jumps = new Float64Array(n + 8);
    const p = this.solveAt(head, this.pIn, samples);
    this.holdExcess = -this.hold - p;
    // the pump is lowered no further than what keeps the water over every crest (0 bar g without one)
    const floor = Math.max(0.0, this.crestFloor);
    if (!(p < -this.hold) || this.pIn <= floor) return p;
    // the water drives the cable harder than the pusher can hold it back (its rated force): the operator lowers
    // the pump's pressure until the pusher holds back with its rating, P(p_in) = −hold (P falls as p_in rises);
    // at 0 bar gauge (the pump cannot suck) it may still not hold: the excess then stops the installation
    this.heldBack = true;
    const none = this.none;
    const e0 = -this.hold - this.solveAt(head, floor, none);
    // how far the pusher is from losing the cable is the margin at 0 bar (the regulated state is at its rating
    // wherever the pump is lowered: no measure for the search of where the hold-back fails)
    this.holdExcess = e0;
    if (e0 > 0) {
      if (samples.enabled) this.solveAt(head, floor, samples);
      return this.pusher;
    }
    const br = new Bracket(floor, e0, this.pIn, -this.hold - p);
    const close = FORCE_TOLERANCE * this.hold;
    for (let k = 0; k < SPEED_STEPS && br.ea < -close && br.b - br.a > 1e-9 * this.pIn; k++) {
      const c = br.next(k, 3);
      br.take(c, -this.hold - this.solveAt(head, c, none));
    }
    return this.solveAt(head, br.a, samples);
  }

  /**
   * Evaluates the head at `head` at the highest speed in [floor, set] that keeps the regulated limits
   * (`regulatedExcess`: floating every limit, the pusher slowing the cable; waterpushpull the pump's pressure, the
   * pump's flow falling at it, and the pusher's force; floor < set), to SPEED_TOLERANCE on the safe side; leaves
   * `speed` and the state there.
   * Answers the excess over every limit at that speed: > 0 when a limit is exceeded there (when even the floor exceeds
   * a regulated one, the state is the floor's). `setExcess` is the regulated excess at `set` (when the warm start
   * shows that `set` exceeds, that excess stands in for it). The regulated excess grows with the speed (floating: a
   * faster cable is braked more and pumps more water ahead; waterpushpull: the column behind the pig moves with it,
   * its friction grows with the speed; tests).
   */
  settle(head: f64, ductEnd: f64, set: f64, floor: f64): f64 {
    if (floor >= set) {
      this.setExcess = this.excessAt(head, ductEnd, set);
      return this.excess();
    }
    // bracket excess(a) ≤ 0 < excess(b) (NaN: not evaluated). The march slows the cable gradually, so the last
    // regulated speed and 5 % above it (where it keeps the limit) or below it (where not) usually bracket the root.
    const br = new Bracket(floor, NaN, set, NaN);
    const warm = this.lastSpeed;
    if (warm > floor && warm < set) {
      const fw = this.excessAt(head, ductEnd, warm);
      br.place(warm, fw);
      const next = fw <= 0 ? warm * 1.05 : warm / 1.05;
      if (next > floor && next < set) br.place(next, this.excessAt(head, ductEnd, next));
    }
    if (isNaN(br.fb)) {
      // the set speed is not known to exceed: try it
      const fs = this.excessAt(head, ductEnd, set);
      if (fs <= 0) {
        this.setExcess = fs;
        return this.excess();
      }
      br.place(set, fs);
    }
    this.setExcess = br.fb;
    if (isNaN(br.fa)) {
      const ff = this.excessAt(head, ductEnd, floor);
      if (ff > 0) return this.excess();
      br.place(floor, ff);
    }
    // Illinois, bisecting every third step and where the excess jumps (the cable locks up: buckling). Done when
    // the pusher works within FORCE_TOLERANCE of its limit (waterpushpull: relative, or the column needs the pump's
    // pressure within FORCE_TOLERANCE of it), or the speed is resolved.
    const close = this.method == METHOD_WATERPUSHPULL ? FORCE_TOLERANCE : FORCE_TOLERANCE * this.pushLimit.value;
    for (let k = 0; k < SPEED_STEPS && br.ea < -close && br.b - br.a > SPEED_TOLERANCE * br.b; k++) {
      const c = br.next(k, 3);
      br.take(c, this.excessAt(head, ductEnd, c));
    }
    this.lastSpeed = br.a;
    if (this.speed != br.a) this.excessAt(head, ductEnd, br.a);
    return this.excess();
  }

  /**
   * The excess the speed is regulated on (`settle`): floating every limit (the pusher works at a set force and slows
   * the cable); waterpushpull the pump's pressure, where the column behind the pig needs more than the pump gives (at
   * the pig or over a crest before it: that column moves with the pig, its friction falls with the speed, and at its
   * pressure the pump's flow, hence the pig, slows), and the pusher's force (slower, the column loses less and the
   * pig pulls more) [E, docs/physics.md#water-push-pull], each relative to its limit (`pumpBinds` says which is
   * the larger). Its other limits do not ease when slower (the pig pulls harder), so they are not regulated.
   */
  regulatedExcess(): f64 {
    if (this.method != METHOD_WATERPUSHPULL) return this.excess();
    return Math.max(this.pumpExcess(), this.pusherExcess());
  }

  /** Waterpushpull: whether the pump's pressure rather than the pusher's force is the regulated limit exceeded most. */
  pumpBinds(): bool {
    return this.pumpExcess() >= this.pusherExcess();
  }

  private pumpExcess(): f64 {
    return this.crestExcess / Math.max(this.pIn, 1.0);
  }

  private pusherExcess(): f64 {
    return (this.pusher - this.pushLimit.value) / this.pushLimit.value;
  }

  /** Evaluates the head at `head` with the cable at `speed` (kept); answers the regulated excess. */
  protected excessAt(head: f64, ductEnd: f64, speed: f64): f64 {
    this.speed = speed;
    this.evaluate(head, ductEnd, this.none);
    return this.regulatedExcess();
  }

  /**
   * The largest excess over the limits (> 0: one is broken): forces in N, pressures in Pa (the crest, the duct's
   * max pressure; only the sign and the crossing matter).
   */
  override excess(): f64 {
    return Math.max(Math.max(this.forceExcess(), this.pullExcess), Math.max(this.crestExcess, this.ductExcess));
  }

  /**
   * The value a limit reports for the last evaluation (the located position's state: at most the limit), and where
   * (the crest, the point over the duct's rating; NaN: the head).
   */
  limitValue(code: i32, where: Float64Array): f64 {
    where[0] = NaN;
    if (code == MSG_DUCT_PRESSURE) {
      where[0] = this.ductAt;
      return this.ductPressure;
    }
    // a pressure limit located on the way is reached where the need meets what the pump gives (the state evaluated
    // lies on the safe side of that root, within the search's position tolerance: its need a little lower)
    if (code == MSG_WATER_PRESSURE && this.method == METHOD_WATERPUSHPULL) {
      // the column behind the pig needs more than the pump gives at the head (crestAtPig): reported at the head
      return Math.max(this.crestNeed, this.crestAvailable);
    }
    if (code == MSG_WATER_CREST) {
      where[0] = this.crestAt;
      return Math.max(this.crestNeed, this.crestAvailable);
    }
    if (code == MSG_PULLING_FORCE || code == MSG_CABLE_PULLING_FORCE) return this.headTrue;
    if (code == MSG_WATER_PRESSURE) return Math.max(this.required, this.pIn);
    if (code == MSG_CABLE_PUSHING_FORCE && this.method == METHOD_FREEFLOATING) return this.rearTrue;
    return this.pusher;
  }

  /** The limit the last evaluation broke, and the value reported with it. */
  brokenLimit(value: Float64Array): Limit {
    // the limit whose excess is the largest (at a located position, the one that binds there: the others are
    // further inside): the forces', then the pulling force set (waterpushpull), a crest, a duct over its rating
    const l = this.forceLimitBroken(value);
    let best = this.forceExcess();
    if (this.pullExcess > best) {
      best = this.pullExcess;
      l.code = MSG_PULLING_FORCE;
      l.value = this.pullSet;
      value[0] = this.headTrue;
    }
    if (this.crestExcess > best) {
      best = this.crestExcess;
      l.code = this.crestAtPig ? MSG_WATER_PRESSURE : MSG_WATER_CREST;
      l.value = this.crestAvailable;
      value[0] = this.crestNeed;
    }
    if (this.ductExcess > best) {
      l.code = MSG_DUCT_PRESSURE;
      l.value = this.ductPressure - this.ductExcess;
      value[0] = this.ductPressure;
    }
    return l;
  }

  /** The largest excess over the forces' limits (freefloating: and the water pressure needed). */
  private forceExcess(): f64 {
    if (this.method == METHOD_FREEFLOATING) {
      return Math.max(Math.max(this.neededPressure() - this.pIn, this.headTrue - this.pullLimit), this.rearTrue - this.cablePushLimit);
    }
    return Math.max(Math.max(this.pusher - this.pushLimit.value, this.holdExcess), this.headTrue - this.pullLimit);
  }

  /**
   * Pa gauge, freefloating: the inlet pressure the water-pressure limit compares with the pump's: all of it, or
   * only what the flow and the pigs need where a crest binds (the rest is the crest's, crestExcess).
   */
  private neededPressure(): f64 {
    return this.crestExcess > -Infinity ? this.driving : this.required;
  }

  /** The force limit (freefloating: or the water pressure) the last evaluation broke most, a copy. */
  private forceLimitBroken(value: Float64Array): Limit {
    const l = new Limit();
    if (this.method == METHOD_FREEFLOATING) {
      const ep = this.neededPressure() - this.pIn;
      const et = this.headTrue - this.pullLimit;
      const ec = this.rearTrue - this.cablePushLimit;
      if (ep >= et && ep >= ec) {
        l.code = MSG_WATER_PRESSURE;
        l.value = this.pIn;
        value[0] = this.required;
      } else if (et >= ec) {
        l.code = MSG_CABLE_PULLING_FORCE;
        l.value = this.pullLimit;
        value[0] = this.headTrue;
      } else {
        l.code = MSG_CABLE_PUSHING_FORCE;
        l.value = this.cablePushLimit;
        value[0] = this.rearTrue;
      }
      return l;
    }
    const ep = this.pusher - this.pushLimit.value;
    const eh = this.holdExcess;
    const et = this.headTrue - this.pullLimit;
    if (eh > ep && eh >= et) {
      // the pusher cannot hold the cable back (even with the pump at its lowest): its rated force, negative
      value[0] = this.pusher;
      l.code = this.holdLimit.code;
      l.value = this.holdLimit.value;
      return l;
    }
    if (ep >= et) {
      value[0] = this.pusher;
      l.code = this.pushLimit.code;
      l.value = this.pushLimit.value;
      return l;
    }
    l.code = MSG_CABLE_PULLING_FORCE;
    l.value = this.pullLimit;
    value[0] = this.headTrue;
    return l;
  }
}

/**
 * Floating with the pusher slowing the cable: a head position as the march sees it, at the speed the pusher
 * regulates to (`Water.settle`); its excess is the march's. Locating a stall on it keeps the search's bracket the
 * march's: the excess at the creep speed alone is not always at least the regulated one (where the water drives
 * the cable, a slower cable is driven harder and the pusher holds back more).
 */
export class Regulated extends Marcher {
  private e: f64 = 0;

  constructor(public w: Water, public set: f64, public floor: f64) {
    super();
  }

  override evaluate(head: f64, ductEnd: f64, samples: Samples): f64 {
    const w = this.w;
    this.e = w.settle(head, ductEnd, this.set, this.floor);
    // a sampled pass at the speed settled on (the final state's numbers)
    if (samples.enabled) {
      w.evaluate(head, ductEnd, samples);
      this.e = w.excess();
    }
    return w.pusher;
  }

  override excess(): f64 {
    return this.e;
  }
}

/**
 * A head position at the speed set on `w`, its excess the regulated one (`Water.regulatedExcess`): where the set
 * speed first exceeds a regulated limit (the start of the slowing) is its crossing.
 */
export class AtSpeed extends Marcher {
  constructor(public w: Water) {
    super();
  }

  override evaluate(head: f64, ductEnd: f64, samples: Samples): f64 {
    return this.w.evaluate(head, ductEnd, samples);
  }

  override excess(): f64 {
    return this.w.regulatedExcess();
  }
}
