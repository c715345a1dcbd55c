// The water methods (water.ts): one head position solved — flow, pressures, head force, the integration back to
// the machine, and the freefloating pig balance.

import { Debug } from '../core/debug';
import { Bracket } from '../core/bracket';
import { FMAX } from '../core/constants';
import { METHOD_WATERPUSHPULL } from '../layout';
import { integrate } from '../physics/integrate';
import { Samples } from '../physics/samples';
import { checkDuct, lowestPressure } from './water-pressures';
import { BALANCE_STEPS, BALANCE_TOLERANCE, DP_LOCKED, P_SEPARATED, WaterState } from './water-state';

/** Pa, a crest's shortfall below which it is round-off (0.1 mm of water: no pump is set finer) */
const CREST_NOISE: f64 = 1.0;
/** m, how far the lowest water must stand above the inlet and the exit to be a crest the pump lifts the water over (freefloating) */
const CREST_RISE: f64 = 0.01;

/** The solution of one head position: the flow, the pressures, the head force, the pig balance (freefloating). */
export class WaterSolve extends WaterState {
  /**
   * Floating and waterpushpull with the pieces of the head at `head` laid out and `available` Pa gauge at the pump:
   * the flow, the pressures, the head force, the integration back to the machine; answers the pusher force.
   */
  protected solveAt(head: f64, available: f64, samples: Samples): f64 {
    const flow = this.flow;
    const n = flow.pieces.length;
    this.jumps.fill(0);
    flow.plugArea = 0;
    this.crestExcess = -Infinity;
    this.crestAt = NaN;
    this.crestAtPig = false;
    this.crestAvailable = available;
    this.pullExcess = -Infinity;
    if (this.method != METHOD_WATERPUSHPULL) {
      // floating: the pump drives the water through the annulus and the free bore ahead to the exit; ahead of the
      // head the water the cable displaces (n·A_c·v_c) flows too; a sonic head is a leaking plug between them
      for (let i = this.headPiece; i < n; i++) flow.pieces[i].qExtra = this.cableArea * this.speed;
      const sw = this.geoAt(head);
      if (this.plugFraction > 0) {
        flow.plugArea = this.plugFraction * sw.bore;
        flow.plugOffset = this.speed * sw.areaCable;
      }
      // the pressures count from the exit, no water below atmospheric (docs/physics.md#water-flow): the least inlet
      // pressure is what gets the water the cable displaces over every crest with no flow from the pump
      flow.vented = true;
      flow.plugPiece = this.headPiece;
      const least = flow.inletFor(0);
      this.crestNeed = least;
      this.crestFloor = 0;
      let q: f64 = 0;
      if (!isNaN(flow.crest)) {
        // a crest above the exit: below `least` the pump cannot lift the water over it (the column beyond it drains
        // to the exit and the cable would be pushed dry): a limit (E_WATER_CREST); the pump is never lowered below it
        this.crestFloor = least;
        this.crestAt = flow.crest;
        this.crestExcess = least - available - CREST_NOISE;
      }
      // below `least` (no crest: the exit above what the pump lifts) the pump delivers nothing, its check valve
      // closed: the cable alone pushes the water out, the inlet sees what that takes
      if (available >= least) q = flow.flowFor(available);
      this.limited = false;
      if (this.maxFlow > 0 && q > this.maxFlow) {
        q = this.maxFlow;
        this.limited = true;
      }
      // the state's pressures: at the pump's flow cap the inlet falls to what drives it, never below 0 bar g (on a
      // descent the water runs down partly full, vented through the exit)
      const inlet = flow.inletFor(q);
      this.inlet = inlet;
      // the plug's differential Δp: it pulls the head with Δp·A_d; the true tension there is F − p_behind·n·A_c
      const dp = flow.plugEffective;
      this.headForce = dp * sw.bore;
      const behind = this.headPiece < n ? flow.pieces[this.headPiece].p0 + dp : dp;
      this.headTrue = this.headForce - behind * this.cableArea;
      this.plugDp = dp;
    } else {
      // waterpushpull: a sealing pig; the water behind it moves with it (flux v_c·A_free at the head), the
      // water of prefilled stretches ahead is pushed out at the pig's speed (flux v_c·A_bore at the head)
      flow.vented = false;
      const sw = this.geoAt(head);
      this.setSpeeds(0, this.headPiece, this.speed * sw.areaCable, 0);
      this.setSpeeds(this.headPiece, n, this.speed * sw.areaBore, 0);
      flow.q = this.speed * sw.areaCable;
      // the column behind the pig is lifted from the inlet: it needs the highest fall from the inlet to a point
      // behind the pig (the piece ends: pieces split at the turning points) for no water there to fall below
      // atmospheric (docs/physics.md#water-flow); below it the column separates at that crest
      let least: f64 = 0;
      let fall: f64 = 0;
      let highest = -1;
      for (let i = 0; i < this.headPiece; i++) {
        fall += flow.pieces[i].drop(this.rho);
        if (fall > least) {
          least = fall;
          highest = i;
          this.crestAt = flow.pieces[i].s1;
        }
      }
      // the highest fall at the last piece behind the pig: the pressure runs out at the pig (the flow's friction and
      // the climb to it), no column separates before it: the water pressure binds there, not a crest
      this.crestAtPig = highest >= 0 && highest == this.headPiece - 1;
      this.crestNeed = least;
      this.crestFloor = least;
      if (least > 0) this.crestExcess = least - available - CREST_NOISE;
      const dropBehind = fall;
      let behind = available - dropBehind;
      // ahead of the pig the water cannot pull below its vapour pressure (2.34 kPa at 20 °C): down a slope the
      // column separates and the pig sees that pressure, not the negative gauge the static head would give
      const column = this.drop(this.headPiece, n);
      const ahead = Math.max(column, P_SEPARATED);
      this.inlet = available;
      this.limited = false;
      // the pulling force set (macMaxPullingForce): the pump's pressure is regulated so that the pig pulls the
      // cable's eye with no more than it: true tension (p_b − p_a)·A_d − p_b·n·A_c = set → p_b, p_in = p_b + falls;
      // never below what lifts the column behind the pig (≥ 0 bar g: the pump cannot suck): there the pig pulls
      // harder than the setting and the installation stops (E_PULLING_FORCE)
      if (this.pullSet > 0 && (behind - ahead) * sw.bore - behind * this.cableArea > this.pullSet) {
        behind = (this.pullSet + ahead * sw.bore) / Math.max(sw.bore - this.cableArea, 1e-12);
        this.inlet = Math.max(behind + dropBehind, least);
        behind = this.inlet - dropBehind;
        this.limited = true;
      }
      if (this.headPiece < n) this.jumps[this.headPiece] = behind - ahead;
      flow.pressuresFrom(this.inlet, this.jumps);
      if (column < P_SEPARATED) {
        // the column ahead hangs from the exit: its pressures count from there (the profile holds the void ahead
        // of the pig at the vapour pressure and names it, W_COLUMN_SEPARATED)
        let p: f64 = 0;
        for (let i = n - 1; i >= this.headPiece; i--) {
          p += flow.pieces[i].drop(this.rho);
          flow.pieces[i].p0 = p;
        }
      }
      this.headForce = (behind - ahead) * sw.bore;
      this.headTrue = this.headForce - behind * this.cableArea;
      if (this.pullSet > 0) this.pullExcess = this.headTrue - this.pullSet;
    }
    checkDuct(this);
    const f0 = integrate(this.route, this.load, head, this.start, this.headForce, samples, Infinity, null, flow);
    this.pusher = -f0 + this.inlet * this.cableArea + this.lost;
    return this.pusher;
  }

  /**
   * Freefloating (docs/physics.md#free-floating): the cable between the rear pig (head − cableLength) and the front shuttle
   * (head); all the water moves with them. Equal differentials Δp over both pigs [E, as MultiPig shares the
   * pressure equally]: F(front) = Δp·A_d, F(rear) = −Δp·A_d; Δp from the cable's force balance; the inlet
   * pressure needed is the sum of the falls along the pipe and the two differentials.
   */
  protected freefloating(head: f64, ductEnd: f64, samples: Samples): f64 {
    const flow = this.flow;
    const rear = head - this.cableLength;
    this.addPieces(this.start, rear, false, false);
    this.rearPiece = flow.pieces.length;
    this.addPieces(rear, head, true, false);
    this.headPiece = flow.pieces.length;
    this.addPieces(head, ductEnd, false, false);
    const n = flow.pieces.length;
    const front = this.geoAt(head);
    const back = this.geoAt(rear);
    this.setSpeeds(0, this.rearPiece, this.speed * back.areaBore, 0);
    // between the pigs the water travels with the cable: no relative shear, the wall shear at v_c
    this.setSpeeds(this.rearPiece, this.headPiece, -1, this.speed);
    this.setSpeeds(this.headPiece, n, this.speed * front.areaBore, 0);
    flow.q = this.speed * back.areaBore;
    const dp = this.balance(head, rear, front.bore, back.bore);
    this.dp = dp;
    if (this.jumps.length < n) this.jumps = new Float64Array(n + 8);
    this.jumps.fill(0);
    const ahead = this.drop(this.headPiece, n);
    const between = this.drop(this.rearPiece, this.headPiece);
    const behind = this.drop(0, this.rearPiece);
    if (!(Math.abs(dp) < DP_LOCKED)) {
      this.required = Infinity;
      this.headForce = FMAX;
      this.headTrue = FMAX;
      this.rearTrue = FMAX;
      this.inlet = this.pIn;
      this.backPressure = 0;
      flow.pressuresFrom(this.pIn);
      this.ductExcess = -Infinity;
      this.pusher = this.required;
      return this.required;
    }
    this.required = behind + dp + between + dp + ahead;
    if (this.rearPiece < n) this.jumps[this.rearPiece] += dp;
    if (this.headPiece < n) this.jumps[this.headPiece] += dp;
    flow.pressuresFrom(this.required, this.jumps);
    // where the balance would need suction (down a slope the cable and its water run ahead of the pump), a valve
    // at the exit holds the back pressure that keeps the lowest water in the pipe at atmospheric pressure [E]:
    // every pressure rises by it, the pigs' differentials and the forces of the effective bookkeeping stay
    // (the inlet too: with the rear pig at the launch point its differential comes before the first piece)
    const lowest = Math.min(lowestPressure(this.route, flow, 0, n, this.lowestAt), this.required);
    this.backPressure = Math.max(0.0, -lowest);
    this.driving = this.required;
    if (this.backPressure > 0) {
      this.required += this.backPressure;
      flow.pressuresFrom(this.required, this.jumps);
      // the lowest water in the pipe (not the inlet) lifted to atmospheric: where the flow and the pigs alone are
      // within the pump's pressure, what it cannot do is lift the water over that crest (E_WATER_CREST; the
      // excess is the same sum, only the limit named changes)
      // (a back pressure within round-off, CREST_NOISE, lifts no crest; nor does one whose lowest water stands no
      // higher than the inlet or the exit: there a descent after it, or the pigs' differentials, ask for it)
      const at = this.lowestAt[0];
      const ends = Math.max(this.route.altitudeAt(this.start), this.route.altitudeAt(ductEnd));
      const crest = !isNaN(at) && this.route.altitudeAt(at) > ends + CREST_RISE;
      if (crest && this.backPressure > CREST_NOISE && this.driving <= this.pIn) {
        this.crestExcess = this.required - this.pIn;
        this.crestAt = this.lowestAt[0];
        this.crestNeed = this.required;
        this.crestAvailable = this.pIn;
      }
    }
    this.inlet = this.required;
    checkDuct(this);
    this.headForce = dp * front.bore;
    this.headTrue = this.headForce - (ahead + dp + this.backPressure) * this.cableArea;
    // the rear pig pushes the cable end: true compression Δp·A_d + p(rear⁺)·A_c
    this.rearTrue = dp * back.bore + (this.required - behind - dp) * this.cableArea;
    if (samples.enabled) integrate(this.route, this.load, head, rear, this.headForce, samples, Infinity, null, flow, false);
    this.pusher = this.required;
    return this.required;
  }

  /** Balance of the cable between the pigs for a differential dp: F(rear) + dp·A_rear (0 when in balance). */
  protected imbalance(head: f64, rear: f64, aFront: f64, aRear: f64, dp: f64): f64 {
    const none = new Samples();
    Debug.balanceCalls++;
    return integrate(this.route, this.load, head, rear, dp * aFront, none, Infinity, null, this.flow, false) + dp * aRear;
  }

  /**
   * The pig differential that balances the cable (the imbalance grows with dp, linearly where nothing buckles):
   * secant from the last evaluation's root and slope (the march moves the cable a little at a time), else a
   * bracket from the linear estimate and Illinois.
   */
  protected balance(head: f64, rear: f64, aFront: f64, aRear: f64): f64 {
    const a = aFront + aRear;
    // the march moves the head in even steps: extrapolate the differential linearly from the last two
    let x0 = this.lastDp;
    const step = this.lastHead - this.prevHead;
    if (step != 0 && Math.abs(head - this.lastHead) <= 2 * Math.abs(step)) {
      x0 += ((this.lastDp - this.prevDp) * (head - this.lastHead)) / step;
    }
    let g0 = this.imbalance(head, rear, aFront, aRear, x0);
    let slope = this.lastSlope > 0 ? this.lastSlope : a;
    for (let k = 0; k < 20; k++) {
      if (Math.abs(g0) <= BALANCE_TOLERANCE * Math.max(1.0, Math.abs(x0) * a)) {
        this.remember(head, x0);
        return x0;
      }
      const x1 = x0 - g0 / slope;
      if (!(Math.abs(x1) < DP_LOCKED)) break;
      const g1 = this.imbalance(head, rear, aFront, aRear, x1);
      // a secant slope only from a step well above the integration's noise (else the chord goes on)
      const s = (g1 - g0) / (x1 - x0);
      if (s > 0 && Math.abs(x1 - x0) > 1e-6 * Math.max(1.0, Math.abs(x1))) {
        slope = s;
        this.lastSlope = s;
      }
      x0 = x1;
      g0 = g1;
    }
    const found = this.bracketed(head, rear, aFront, aRear);
    if (Math.abs(found) < DP_LOCKED) this.remember(head, found);
    return found;
  }

  protected remember(head: f64, dp: f64): void {
    if (head == this.lastHead) {
      this.lastDp = dp;
      return;
    }
    this.prevHead = this.lastHead;
    this.prevDp = this.lastDp;
    this.lastHead = head;
    this.lastDp = dp;
  }

  protected bracketed(head: f64, rear: f64, aFront: f64, aRear: f64): f64 {
    const a = aFront + aRear;
    const g0 = this.imbalance(head, rear, aFront, aRear, 0);
    if (g0 == 0) return 0;
    // bracket [lo, hi] with g(lo) < 0 < g(hi), starting from the linear estimate −g0/(A_f + A_r)
    let step = Math.max(Math.abs(g0) / a, 1.0);
    let lo: f64 = 0;
    let glo = g0;
    let hi: f64 = 0;
    let ghi = g0;
    if (g0 < 0) {
      hi = step;
      ghi = this.imbalance(head, rear, aFront, aRear, hi);
      while (ghi < 0) {
        lo = hi;
        glo = ghi;
        step *= 4;
        hi = lo + step;
        if (hi > DP_LOCKED) return Infinity;
        ghi = this.imbalance(head, rear, aFront, aRear, hi);
      }
    } else {
      hi = 0;
      ghi = g0;
      lo = -step;
      glo = this.imbalance(head, rear, aFront, aRear, lo);
      while (glo > 0) {
        hi = lo;
        ghi = glo;
        step *= 4;
        lo = hi - step;
        if (lo < -DP_LOCKED) return -Infinity;
        glo = this.imbalance(head, rear, aFront, aRear, lo);
      }
    }
    // Illinois (the balance is linear where nothing buckles: one step then)
    const br = new Bracket(lo, glo, hi, ghi);
    for (let k = 0; k < BALANCE_STEPS; k++) {
      const c = br.next(k, 0);
      const gc = this.imbalance(head, rear, aFront, aRear, c);
      if (Math.abs(gc) <= 1e-9 * Math.max(1.0, Math.abs(c) * a) || br.b - br.a <= 1e-12 * Math.max(1.0, Math.abs(c))) return c;
      br.take(c, gc);
    }
    return 0.5 * (br.a + br.b);
  }
}
