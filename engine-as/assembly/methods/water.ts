// The water methods (docs/physics.md#water-flow, docs/physics.md#floating, docs/physics.md#water-push-pull, docs/physics.md#free-floating): floating (pusher + water flowing along the cable), waterpushpull
// (pusher + a sealing pig at the head, driven by the water behind it) and freefloating (the whole cable between a
// front shuttle and a rear pig, driven by the water alone). The water is incompressible (waterflow.ts); its
// force on the cable is one more constant-per-piece term −q of the force model (physics/integrate.ts `integrate(…, water)`),
// so buckling, bend stiffness, undulations, bends, slopes and intermediate pushers are those of push. The cable
// floats: its weight in a flooded duct stretch is W − ρ·g·n·A_c (may be negative: it rides on the duct top).
// Effective-force bookkeeping (docs/physics.md#string-force) with the static gauge pressure p: a free end carries F = 0, a pig of bore
// A_d with p_behind − p_ahead over it F = (p_behind − p_ahead)·A_d, the seal at the entry costs the pusher
// p_in·A_c.

import { Bracket } from '../core/bracket';
import { FMAX, G, SHUTTLE_LEAK_FRACTION, SONIC_ORIFICE_FRACTION } from '../core/constants';
import { Debug } from '../core/debug';
import {
  CABLE_END_SHUTTLE,
  CABLE_END_SONIC,
  IN_CABLE_COUNT,
  IN_CABLE_DIAMETER,
  IN_CABLE_END,
  IN_CABLE_LENGTH,
  IN_CABLE_MAX_PULL,
  IN_CABLE_MAX_PUSH,
  IN_FIND_MAX,
  IN_LOST_FORCE,
  IN_MAC_PULL,
  IN_MAC_PUSH,
  IN_MAC_WATER_FLOW,
  IN_MAC_WATER_PRESSURE,
  IN_METHOD,
  IN_RESIDENT1_DIAMETER,
  IN_RESIDENT2_DIAMETER,
  IN_RESIDENT_COUNT,
  IN_STRETCH_COUNT,
  IN_WATER_DENSITY,
  IN_WATER_PRESSURE,
  IN_XEND,
  IN_XREARPIG,
  METHOD_FLOATING,
  METHOD_FREEFLOATING,
  METHOD_WATERPUSHPULL,
  MSG_BACK_PRESSURE,
  MSG_CABLE_PULLING_FORCE,
  MSG_CABLE_PUSHING_FORCE,
  MSG_CABLE_TOO_LONG,
  MSG_COLUMN_SEPARATED,
  MSG_FREEFLOATING,
  MSG_HEAD_FORCE,
  MSG_HOLD_BACK_PRESSURE,
  MSG_PIG_PULL_CAPPED,
  MSG_PUMP_SPEED_LIMIT,
  MSG_PUSHING_FORCE,
  MSG_SPEED_REDUCED,
  MSG_WATER_CONSUMPTION,
  MSG_WATER_FLOW_LIMIT,
  MSG_WATER_PRESSURE,
  MSG_WATER_PRESSURE_CAPPED,
  MSG_WATER_SPEED,
  OUT_DURATION,
  OUT_FORCE_AT_END,
  OUT_STATUS,
  OUT_WATER_FLOW,
  OUT_WATER_QUANTITY,
  ST_INNER_DIAMETER,
  ST_MAX_PRESSURE,
  ST_PREFILLED,
  ST_SURFACE,
  ST_TYPE,
  STATUS_NOT_STARTED,
  STRETCH_ON_ROLLERS,
} from '../layout';
import { finish, forceLimit, layingSpeed, Limit } from '../march/finish';
import { locateCrossing, Marcher, Run, stretchRuns } from '../march/march';
import { reversedSamples, writeProfile } from '../march/profile';
import { Output } from '../output';
import { P_AMBIENT } from '../physics/airflow';
import { integrate } from '../physics/integrate';
import { Load, stretchBase } from '../physics/load';
import { Samples } from '../physics/samples';
import { WaterFlow, WaterPiece } from '../physics/waterflow';
import { Route } from '../route/route';

/** Pa, saturation pressure of water at 20 °C (IAPWS): the lowest absolute pressure liquid water keeps. */
const P_VAPOUR: f64 = 2339;
/**
 * Pa gauge, the lowest pressure water holds: its vapour pressure. The profile shows no less: where the static
 * pressure would fall below it the column separates (W_COLUMN_SEPARATED: the first position, the length of route).
 */
export const P_SEPARATED: f64 = P_VAPOUR - P_AMBIENT;

/** Pa: a back pressure below it is round-off (a column balanced at atmospheric), not a valve setting worth a message */
const BACK_PRESSURE_NOISE: f64 = 1.0;
/** Relative difference below which two back-pressure settings are the same (I_BACK_PRESSURE names the first). */
const BACK_PRESSURE_TIE: f64 = 1e-9;

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
 * Relative imbalance (of the pigs' force Δp·A) at which the freefloating balance stops. The integration of
 * undulated and buckled stretches is RK4 with force-dependent steps, so the imbalance is not smooth in Δp at
 * the 1e-8 level and the secant slows down there: 1e-6 halves the work of 1e-8 (a linear balance, a straight
 * without buckling, is solved exactly by the first secant step anyway).
 */
const BALANCE_TOLERANCE: f64 = 1e-6;
/** Most secant / Illinois steps of the freefloating pig balance. */
const BALANCE_STEPS: i32 = 60;
/** Pa, a pig differential beyond this is a locked-up cable (no water pressure moves it). */
const DP_LOCKED: f64 = 1e10;
/**
 * m/s, the slowest a floating pusher creeps, 1 m/min [E]: a pusher works at a set force, so where that force would
 * be exceeded at the set speed it slows the cable (a cable outrunning the water is braked by it, docs/physics.md#floating; slower, the
 * water helps); below this speed the installation counts as stalled (`E_PUSHING_FORCE`).
 */
export const CREEP_SPEED: f64 = 1.0 / 60;
/**
 * A regulated speed is found (on the safe side) when the pusher works within 0.1 % of its force, or, where the
 * force jumps (the cable locks up just above that speed), when the speed is resolved to 1 %.
 */
const FORCE_TOLERANCE: f64 = 1e-3;
const SPEED_TOLERANCE: f64 = 1e-2;
/** Most Illinois steps of a regulated speed. */
const SPEED_STEPS: i32 = 60;
/** m, resolution of the position where the pusher first slows the cable (reported only): 10 cm. */
const SLOW_TOLERANCE: f64 = 0.1;

/** Water geometry of one duct stretch. */
class StretchWater {
  /** rollers: no duct, no water */
  open: bool = false;
  prefilled: bool = false;
  surface: i32 = 0;
  /** m, max pressure (Pa gauge, 0 = none) */
  maxPressure: f64 = 0;
  /** m², duct bore (a pig's pressure area) */
  bore: f64 = 0;
  /** m², free area without the cable (bore − residents) and with it */
  areaBore: f64 = 0;
  areaCable: f64 = 0;
  /** m, wetted perimeter of the duct and residents */
  pd: f64 = 0;
}

class Water extends Marcher {
  route: Route;
  input: Float64Array;
  load: Load;
  start: f64;
  method: i32;
  runs: Array<Run> = new Array<Run>();
  geo: Array<StretchWater> = new Array<StretchWater>();
  pool: Array<WaterPiece> = new Array<WaterPiece>();
  flow: WaterFlow = new WaterFlow();
  /** kg/m³ */
  rho: f64;
  /** m/s, cable speed */
  speed: f64;
  /** Pa gauge, inlet pressure available (waterPressure after the caps) */
  pIn: f64 = 0;
  /** m³/s, pump limit (0 = none) */
  maxFlow: f64 = 0;
  /** m², m: cross-section and perimeter of all cables */
  cableArea: f64;
  cablePerimeter: f64;
  lost: f64;
  cableLength: f64;
  pushLimit: Limit;
  /** floating: effective orifice area of the head's plug as a fraction of the bore (0 = open head), its last Δp */
  plugFraction: f64 = 0;
  plugDp: f64 = 0;
  /** N, waterpushpull: the pulling force set for the pig (macMaxPullingForce; 0 = none) */
  pullSet: f64 = 0;
  /** N, cable max pulling / pushing force × count (Infinity when not given) */
  pullLimit: f64 = Infinity;
  cablePushLimit: f64 = Infinity;
  // results of the last evaluation
  pusher: f64 = 0;
  headForce: f64 = 0;
  headTrue: f64 = 0;
  /** freefloating: inlet pressure needed (Pa gauge), pig differential (Pa), true compression at the rear (N) */
  required: f64 = 0;
  dp: f64 = 0;
  rearTrue: f64 = 0;
  /** inlet pressure used (Pa gauge) and whether the pump's flow limit lowered it (floating) */
  inlet: f64 = 0;
  limited: bool = false;
  /** N, the pusher's rated force held back (macMaxPushingForce; Infinity for freefloating), and its limit */
  hold: f64 = Infinity;
  holdLimit: Limit = new Limit();
  /** the last evaluation lowered the inlet pressure for the pusher to hold back within its rating */
  heldBack: bool = false;
  /** N, −hold − P: at the available pressure, or at 0 bar where the pump was lowered (> 0: the pusher cannot hold) */
  holdExcess: f64 = -Infinity;
  /** freefloating: Pa gauge held at the exit so that no water in the pipe falls below atmospheric */
  backPressure: f64 = 0;
  /** index of the first piece ahead of the head, and (freefloating) of the first piece with the cable */
  headPiece: i32 = 0;
  rearPiece: i32 = 0;
  /** the excess at the set speed of the last `settle`, and the last speed it regulated to (NaN: none) */
  setExcess: f64 = 0;
  lastSpeed: f64 = NaN;
  private jumps: Float64Array = new Float64Array(0);
  /** samples switched off, for the evaluations of a search */
  private none: Samples = new Samples();
  /** freefloating: the last balancing differential and slope of the imbalance (warm start of the secant) */
  private lastDp: f64 = 0;
  private lastSlope: f64 = 0;
  /** the head positions of the last two balances and the differential before the last (extrapolation) */
  private lastHead: f64 = NaN;
  private prevHead: f64 = NaN;
  private prevDp: f64 = 0;

  constructor(route: Route, input: Float64Array, load: Load, start: f64, speed: f64) {
    super();
    this.route = route;
    this.input = input;
    this.load = load;
    this.start = start;
    this.method = i32(input[IN_METHOD]);
    this.speed = speed;
    this.rho = input[IN_WATER_DENSITY];
    const count = i32(input[IN_CABLE_COUNT]);
    const cableD = input[IN_CABLE_DIAMETER];
    this.cableArea = f64(count) * (Math.PI / 4) * cableD * cableD;
    this.cablePerimeter = f64(count) * Math.PI * cableD;
    this.lost = input[IN_LOST_FORCE];
    this.cableLength = input[IN_CABLE_LENGTH];
    this.lastSlope = 0;
    this.pushLimit = forceLimit(input[IN_MAC_PUSH], input[IN_CABLE_MAX_PUSH], count, MSG_PUSHING_FORCE, MSG_CABLE_PUSHING_FORCE);
    if (this.pushLimit.value > FMAX / 2) this.pushLimit.value = FMAX / 2;
    if (this.method != METHOD_FREEFLOATING) this.hold = Math.min(input[IN_MAC_PUSH], FMAX / 2);
    this.holdLimit.code = MSG_PUSHING_FORCE;
    this.holdLimit.value = this.hold;
    const maxPull = input[IN_CABLE_MAX_PULL] * f64(count);
    if (maxPull > 0) this.pullLimit = maxPull;
    const maxPush = input[IN_CABLE_MAX_PUSH] * f64(count);
    if (maxPush > 0) this.cablePushLimit = maxPush;
    this.maxFlow = input[IN_MAC_WATER_FLOW];
    if (this.method == METHOD_WATERPUSHPULL) this.pullSet = input[IN_MAC_PULL];
    if (this.method == METHOD_FLOATING) {
      // the head as in jetting: a sonic head is a leaking plug, a shuttle a tighter one (docs/physics.md#jetting, docs/physics.md#engineering-choices)
      const end = i32(input[IN_CABLE_END]);
      this.plugFraction = end == CABLE_END_SONIC ? SONIC_ORIFICE_FRACTION : end == CABLE_END_SHUTTLE ? SHUTTLE_LEAK_FRACTION : 0;
    }
    this.runs = stretchRuns(route);
    this.buildGeometry();
    this.buoyancy();
  }

  private buildGeometry(): void {
    const input = this.input;
    const residents = i32(input[IN_RESIDENT_COUNT]);
    const r1 = residents >= 1 ? input[IN_RESIDENT1_DIAMETER] : 0;
    const r2 = residents >= 2 ? input[IN_RESIDENT2_DIAMETER] : 0;
    const n = i32(input[IN_STRETCH_COUNT]);
    for (let i = 0; i < n; i++) {
      const b = stretchBase(i);
      const sw = new StretchWater();
      const dd = input[b + ST_INNER_DIAMETER];
      sw.open = i32(input[b + ST_TYPE]) == STRETCH_ON_ROLLERS;
      sw.prefilled = input[b + ST_PREFILLED] != 0;
      sw.surface = i32(input[b + ST_SURFACE]);
      sw.maxPressure = input[b + ST_MAX_PRESSURE];
      sw.bore = (Math.PI / 4) * dd * dd;
      // residents take area and wall shear over the whole duct (as for the air, docs/physics.md#several-cables)
      sw.areaBore = Math.max(sw.bore - (Math.PI / 4) * (r1 * r1 + r2 * r2), 1e-3 * sw.bore);
      sw.areaCable = Math.max(sw.areaBore - this.cableArea, 1e-3 * sw.bore);
      sw.pd = Math.PI * (dd + r1 + r2);
      this.geo.push(sw);
    }
  }

  /** Effective weight per stretch: W − ρ·g·n·A_c where the cable is in water (every duct stretch), W on rollers. */
  private buoyancy(): void {
    const n = this.geo.length;
    const w = new Float64Array(max(n, 1));
    for (let i = 0; i < n; i++) w[i] = this.geo[i].open ? this.load.weight : this.load.weight - this.rho * G * this.cableArea;
    if (n == 0) w[0] = this.load.weight;
    this.load.stretchWeight = w;
  }

  /** The stretch geometry at s (the last run for s beyond the route). */
  geoAt(s: f64): StretchWater {
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      if (s >= run.s0 && s <= run.s1) return this.geo[run.stretch];
    }
    return this.geo[this.runs.length > 0 ? this.runs[this.runs.length - 1].stretch : 0];
  }

  /**
   * Inlet pressure: waterPressure capped by the pump (macMaxWaterPressure) and by every duct stretch up to
   * `ductEnd`: p_in + ρ·g·(z_in − z(s)) ≤ maxPressure wherever the water stands (the no-flow pressure, an
   * upper bound of the flowing one: friction only lowers it).
   */
  setInlet(ductEnd: f64, out: Output): void {
    const input = this.input;
    const wanted = input[IN_WATER_PRESSURE];
    let gauge = wanted;
    let where: f64 = this.start;
    const pump = input[IN_MAC_WATER_PRESSURE];
    if (pump > 0) gauge = Math.min(gauge, pump);
    const zIn = this.route.altitudeAt(this.start);
    const at = new Float64Array(1);
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      const sw = this.geo[run.stretch];
      if (run.s1 <= this.start || run.s0 >= ductEnd || sw.open || sw.maxPressure <= 0) continue;
      const zLow = this.route.lowestIn(Math.max(run.s0, this.start), Math.min(run.s1, ductEnd), at);
      const cap = sw.maxPressure - this.rho * G * (zIn - zLow);
      if (cap < gauge) {
        gauge = Math.max(0.0, cap);
        where = at[0];
      }
    }
    if (gauge < wanted) out.message(MSG_WATER_PRESSURE_CAPPED, wanted, gauge, where);
    this.pIn = gauge;
  }

  /** Laying speed capped by the pump's flow where the water moves with the cable (waterpushpull, freefloating). */
  capSpeed(out: Output): void {
    if (this.maxFlow <= 0 || this.method == METHOD_FLOATING) return;
    let area: f64 = 0;
    for (let i = 0; i < this.runs.length; i++) {
      const sw = this.geo[this.runs[i].stretch];
      if (sw.open) continue;
      area = Math.max(area, this.method == METHOD_WATERPUSHPULL ? sw.areaCable : sw.areaBore);
    }
    if (area > 0 && this.speed * area > this.maxFlow) {
      this.speed = this.maxFlow / area;
      out.message(MSG_PUMP_SPEED_LIMIT, this.maxFlow, this.speed);
    }
  }

  private piece(i: i32): WaterPiece {
    while (this.pool.length <= i) this.pool.push(new WaterPiece());
    return this.pool[i];
  }

  /** Adds the pieces of [a, b] (one per stretch run); `cable`: the cable is in them; `ahead`: air unless prefilled. */
  private addPieces(a: f64, b: f64, cable: bool, ahead: bool): void {
    const flow = this.flow;
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      const lo = Math.max(run.s0, a);
      const hi = Math.min(run.s1, b);
      if (hi <= lo) continue;
      const sw = this.geo[run.stretch];
      const pc = this.piece(flow.pieces.length);
      pc.s0 = lo;
      pc.s1 = hi;
      pc.z0 = this.route.altitudeAt(lo);
      pc.z1 = this.route.altitudeAt(hi);
      pc.surface = sw.surface;
      pc.water = !sw.open && (!ahead || sw.prefilled);
      pc.area = cable ? sw.areaCable : sw.areaBore;
      pc.pd = sw.pd;
      pc.pc = cable && !sw.open ? this.cablePerimeter : 0;
      pc.ac = cable && !sw.open ? this.cableArea : 0;
      pc.dh = (4 * pc.area) / (pc.pd + pc.pc);
      pc.v = 0;
      pc.qExtra = 0;
      pc.vc = cable ? this.speed : 0;
      flow.pieces.push(pc);
    }
  }

  /** Sets the water speed of pieces [from, to) for a volume flux q (m³/s), or to the speed v when q < 0. */
  private setSpeeds(from: i32, to: i32, q: f64, v: f64): void {
    const flow = this.flow;
    for (let i = from; i < to; i++) {
      const pc = flow.pieces[i];
      pc.v = pc.water ? (q >= 0 ? q / pc.area : v) : 0;
      pc.shear(this.rho);
    }
  }

  /** Sum of the static-pressure falls over pieces [from, to). */
  private drop(from: i32, to: i32): f64 {
    let sum: f64 = 0;
    for (let i = from; i < to; i++) sum += this.flow.pieces[i].drop(this.rho);
    return sum;
  }

  override evaluate(head: f64, ductEnd: f64, samples: Samples): f64 {
    Debug.evaluations++;
    const flow = this.flow;
    flow.rho = this.rho;
    flow.pieces.length = 0;
    this.limited = false;
    this.heldBack = false;
    this.holdExcess = -Infinity;
    if (this.method == METHOD_FREEFLOATING) return this.freefloating(head, ductEnd, samples);
    this.addPieces(this.start, head, true, false);
    this.headPiece = flow.pieces.length;
    this.addPieces(head, ductEnd, false, this.method == METHOD_WATERPUSHPULL);
    const n = flow.pieces.length;
    if (this.jumps.length < n) this.jumps = new Float64Array(n + 8);
    const p = this.solveAt(head, this.pIn, samples);
    this.holdExcess = -this.hold - p;
    if (!(p < -this.hold) || this.pIn <= 0) return p;
    // the water drives the cable harder than the pusher can hold it back (its rated force): the operator lowers
    // the pump's pressure until the pusher holds back with its rating, P(p_in) = −hold (P falls as p_in rises);
    // at 0 bar gauge (the pump cannot suck) it may still not hold: the excess then stops the installation
    this.heldBack = true;
    const none = this.none;
    const e0 = -this.hold - this.solveAt(head, 0, none);
    // how far the pusher is from losing the cable is the margin at 0 bar (the regulated state is at its rating
    // wherever the pump is lowered: no measure for the search of where the hold-back fails)
    this.holdExcess = e0;
    if (e0 > 0) {
      if (samples.enabled) this.solveAt(head, 0, samples);
      return this.pusher;
    }
    const br = new Bracket(0, e0, this.pIn, -this.hold - p);
    const close = FORCE_TOLERANCE * this.hold;
    for (let k = 0; k < SPEED_STEPS && br.ea < -close && br.b - br.a > 1e-9 * this.pIn; k++) {
      const c = br.next(k, 3);
      br.take(c, -this.hold - this.solveAt(head, c, none));
    }
    return this.solveAt(head, br.a, samples);
  }

  /**
   * Floating and waterpushpull with the pieces of the head at `head` laid out and `available` Pa gauge at the pump:
   * the flow, the pressures, the head force, the integration back to the machine; answers the pusher force.
   */
  private solveAt(head: f64, available: f64, samples: Samples): f64 {
    const flow = this.flow;
    const n = flow.pieces.length;
    this.jumps.fill(0);
    flow.plugArea = 0;
    if (this.method != METHOD_WATERPUSHPULL) {
      // floating: the pump drives the water through the annulus and the free bore ahead to the exit; ahead of the
      // head the water the cable displaces (n·A_c·v_c) flows too; a sonic head is a leaking plug between them
      for (let i = this.headPiece; i < n; i++) flow.pieces[i].qExtra = this.cableArea * this.speed;
      const sw = this.geoAt(head);
      if (this.plugFraction > 0) {
        flow.plugArea = this.plugFraction * sw.bore;
        flow.plugOffset = this.speed * sw.areaCable;
      }
      let q = flow.flowFor(available);
      let inlet = available;
      this.limited = false;
      // a pump that cannot deliver (its check valve closed): the cable alone pushes the water out, the pressure at
      // the inlet is what that takes
      if (q == 0) inlet = Math.max(inlet, flow.totalDrop(0));
      if (this.maxFlow > 0 && q > this.maxFlow) {
        q = this.maxFlow;
        inlet = flow.totalDrop(q);
        this.limited = true;
      } else {
        flow.setFlow(q);
      }
      this.inlet = inlet;
      // the plug's differential Δp: it pulls the head with Δp·A_d; the true tension there is F − p_behind·n·A_c
      const dp = flow.plugDrop(flow.q);
      if (this.headPiece < n) this.jumps[this.headPiece] = dp;
      flow.pressuresFrom(inlet, this.jumps);
      this.headForce = dp * sw.bore;
      this.headTrue = this.headForce - (inlet - this.drop(0, this.headPiece)) * this.cableArea;
      this.plugDp = dp;
    } else {
      // waterpushpull: a sealing pig; the water behind it moves with it (flux v_c·A_free at the head), the
      // water of prefilled stretches ahead is pushed out at the pig's speed (flux v_c·A_bore at the head)
      const sw = this.geoAt(head);
      this.setSpeeds(0, this.headPiece, this.speed * sw.areaCable, 0);
      this.setSpeeds(this.headPiece, n, this.speed * sw.areaBore, 0);
      flow.q = this.speed * sw.areaCable;
      const dropBehind = this.drop(0, this.headPiece);
      let behind = available - dropBehind;
      // ahead of the pig the water cannot pull below its vapour pressure (2.34 kPa at 20 °C): down a slope the
      // column separates and the pig sees that pressure, not the negative gauge the static head would give
      const column = this.drop(this.headPiece, n);
      const ahead = Math.max(column, P_SEPARATED);
      this.inlet = available;
      this.limited = false;
      // the pulling force set (macMaxPullingForce): the pump's pressure is regulated so that the pig pulls the
      // cable's eye with no more than it: true tension (p_b − p_a)·A_d − p_b·n·A_c = set → p_b, p_in = p_b + falls
      if (this.pullSet > 0 && (behind - ahead) * sw.bore - behind * this.cableArea > this.pullSet) {
        behind = (this.pullSet + ahead * sw.bore) / Math.max(sw.bore - this.cableArea, 1e-12);
        this.inlet = behind + dropBehind;
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
    }
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
  private freefloating(head: f64, ductEnd: f64, samples: Samples): f64 {
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
    const lowest = lowestPressure(this.route, flow, 0, n);
    this.backPressure = Math.max(0.0, -lowest);
    if (this.backPressure > 0) {
      this.required += this.backPressure;
      flow.pressuresFrom(this.required, this.jumps);
    }
    this.inlet = this.required;
    this.headForce = dp * front.bore;
    this.headTrue = this.headForce - (ahead + dp + this.backPressure) * this.cableArea;
    // the rear pig pushes the cable end: true compression Δp·A_d + p(rear⁺)·A_c
    this.rearTrue = dp * back.bore + (this.required - behind - dp) * this.cableArea;
    if (samples.enabled) integrate(this.route, this.load, head, rear, this.headForce, samples, Infinity, null, flow);
    this.pusher = this.required;
    return this.required;
  }

  /** Balance of the cable between the pigs for a differential dp: F(rear) + dp·A_rear (0 when in balance). */
  private imbalance(head: f64, rear: f64, aFront: f64, aRear: f64, dp: f64): f64 {
    const none = new Samples();
    return integrate(this.route, this.load, head, rear, dp * aFront, none, Infinity, null, this.flow) + dp * aRear;
  }

  /**
   * The pig differential that balances the cable (the imbalance grows with dp, linearly where nothing buckles):
   * secant from the last evaluation's root and slope (the march moves the cable a little at a time), else a
   * bracket from the linear estimate and Illinois.
   */
  private balance(head: f64, rear: f64, aFront: f64, aRear: f64): f64 {
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

  private remember(head: f64, dp: f64): void {
    if (head == this.lastHead) {
      this.lastDp = dp;
      return;
    }
    this.prevHead = this.lastHead;
    this.prevDp = this.lastDp;
    this.lastHead = head;
    this.lastDp = dp;
  }

  private bracketed(head: f64, rear: f64, aFront: f64, aRear: f64): f64 {
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

  /**
   * Evaluates the head at `head` at the highest speed in [floor, set] that keeps every limit (the pusher slows the
   * cable, floating only: floor < set), to SPEED_TOLERANCE on the safe side; leaves `speed` and the state there.
   * Answers the excess at that speed: > 0 when even the floor exceeds a limit (then the state is the floor's).
   * `setExcess` is the excess at `set` (when the warm start shows that `set` exceeds, that excess stands in for
   * it). The excess grows with the speed (a faster cable is braked more and pumps more water ahead; test).
   */
  settle(head: f64, ductEnd: f64, set: f64, floor: f64): f64 {
    if (floor >= set) {
      const e = this.excessAt(head, ductEnd, set);
      this.setExcess = e;
      return e;
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
        return fs;
      }
      br.place(set, fs);
    }
    this.setExcess = br.fb;
    if (isNaN(br.fa)) {
      const ff = this.excessAt(head, ductEnd, floor);
      if (ff > 0) return ff;
      br.place(floor, ff);
    }
    // Illinois, bisecting every third step and where the excess jumps (the cable locks up: buckling). Done when
    // the pusher works within FORCE_TOLERANCE of its limit, or the speed is resolved.
    const close = FORCE_TOLERANCE * this.pushLimit.value;
    for (let k = 0; k < SPEED_STEPS && br.ea < -close && br.b - br.a > SPEED_TOLERANCE * br.b; k++) {
      const c = br.next(k, 3);
      br.take(c, this.excessAt(head, ductEnd, c));
    }
    this.lastSpeed = br.a;
    return this.speed == br.a ? this.excess() : this.excessAt(head, ductEnd, br.a);
  }

  /** Evaluates the head at `head` with the cable at `speed` (kept); answers the excess. */
  private excessAt(head: f64, ductEnd: f64, speed: f64): f64 {
    this.speed = speed;
    this.evaluate(head, ductEnd, this.none);
    return this.excess();
  }

  override excess(): f64 {
    if (this.method == METHOD_FREEFLOATING) {
      return Math.max(Math.max(this.required - this.pIn, this.headTrue - this.pullLimit), this.rearTrue - this.cablePushLimit);
    }
    return Math.max(Math.max(this.pusher - this.pushLimit.value, this.holdExcess), this.headTrue - this.pullLimit);
  }

  /** The limit the last evaluation broke, and the value reported with it. */
  brokenLimit(value: Float64Array): Limit {
    const l = new Limit();
    if (this.method == METHOD_FREEFLOATING) {
      const ep = this.required - this.pIn;
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
      // the pusher cannot hold the cable back (even with the pump at 0 bar): its rated force, negative
      value[0] = this.pusher;
      return this.holdLimit;
    }
    if (ep >= et) {
      value[0] = this.pusher;
      return this.pushLimit;
    }
    l.code = MSG_CABLE_PULLING_FORCE;
    l.value = this.pullLimit;
    value[0] = this.headTrue;
    return l;
  }

  /** m³, volume of water to fill the duct before the installation: stretches not prefilled in [a, b]. */
  fillVolume(a: f64, b: f64): f64 {
    let v: f64 = 0;
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      const sw = this.geo[run.stretch];
      const lo = Math.max(run.s0, a);
      const hi = Math.min(run.s1, b);
      if (hi > lo && !sw.open && !sw.prefilled) v += sw.areaBore * (hi - lo);
    }
    return v;
  }

  /** m³, water behind a sealing pig with the head at `head` (the annulus from the entry). */
  annulusVolume(head: f64): f64 {
    let v: f64 = 0;
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      const sw = this.geo[run.stretch];
      const lo = Math.max(run.s0, this.start);
      const hi = Math.min(run.s1, head);
      if (hi > lo && !sw.open) v += sw.areaCable * (hi - lo);
    }
    return v;
  }
}

/**
 * The water methods: march the head over MARCH_POINTS positions from where it starts up to the target (the duct
 * ending at the route's end, `ductEnd`), locate the first limit; with findMaxDistance go on beyond the target
 * with the duct ending xend beyond the head (end states); then the final state.
 */
export function water(
  route: Route, input: Float64Array, load: Load, start: f64, target: f64, end: f64, ductEnd: f64, out: Output,
): void {
  Debug.evaluations = 0;
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
  // floating: the pusher slows the cable down to the creep speed where its force limit would be exceeded
  const floor = method == METHOD_FLOATING ? Math.min(speed, CREEP_SPEED) : speed;
  const none = new Samples();
  const gridL = new Array<f64>();
  const gridP = new Array<f64>();
  const gridH = new Array<f64>();
  const gridQ = new Array<f64>();
  const gridE = new Array<f64>();
  const gridV = new Array<f64>();
  let lowestInlet: f64 = Infinity;
  let lowestAt: f64 = 0;
  let lowestHold: f64 = Infinity;
  let lowestHoldAt: f64 = 0;
  let highestBack: f64 = 0;
  let highestBackAt: f64 = 0;
  let reach = target;
  let reachValue: f64 = 0;
  let limit = w.pushLimit;
  const value = new Float64Array(1);
  let slowedAt: f64 = NaN;
  let slowLo: f64 = NaN;
  let slowLoE: f64 = 0;
  let slowHi: f64 = 0;
  let slowHiE: f64 = 0;
  for (let i = 0; i <= MARCH_POINTS; i++) {
    const l = first + ((target - first) * f64(i)) / f64(MARCH_POINTS);
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
      reach = i == 0 ? first : locateCrossing(w, gridL[gridL.length - 1], Math.min(gridE[gridE.length - 1], 0.0), l, e, ductEnd, NaN, LOCATE_TOLERANCE);
      // at the reach the floor speed just keeps the limit: the cable creeps there
      w.evaluate(reach, ductEnd, none);
      w.brokenLimit(value);
      reachValue = value[0];
      break;
    }
    gridL.push(l);
    gridP.push(free ? w.dp * w.geoAt(l - w.cableLength).bore : w.pusher);
    gridH.push(w.headForce);
    gridQ.push(w.flow.q);
    gridE.push(e);
    gridV.push(w.speed);
    if (w.limited && w.inlet < lowestInlet) {
      lowestInlet = w.inlet;
      lowestAt = l;
    }
    if (w.heldBack && w.inlet < lowestHold) {
      lowestHold = w.inlet;
      lowestHoldAt = l;
    }
    // the first head position where the highest setting is reached (within 1e-9: it is often the same static head
    // at many positions, where rounding alone would pick one)
    if (free && w.backPressure > highestBack * (1 + BACK_PRESSURE_TIE)) {
      highestBack = w.backPressure;
      highestBackAt = l;
    }
  }
  const distance = Math.min(reach, target);
  if (!isNaN(slowLo)) {
    w.speed = speed;
    slowedAt = locateCrossing(w, slowLo, slowLoE, slowHi, slowHiE, ductEnd, NaN, SLOW_TOLERANCE);
  }

  // max distance: end states beyond the target, the duct ending xend beyond the head, at the floor speed (the
  // slowest the pusher goes: a length is installable when it installs at that speed)
  let maxReach: f64 = NaN;
  if (input[IN_FIND_MAX] != 0) {
    if (reach < target) {
      maxReach = reach;
    } else {
      w.speed = floor;
      maxReach = end;
      let prevL = target;
      w.evaluate(target, target + xend, none);
      let prevE = w.excess();
      if (prevE > 0) {
        maxReach = target;
      } else {
        for (let i = 1; i <= SEARCH_POINTS; i++) {
          const h = target + ((end - target) * f64(i)) / f64(SEARCH_POINTS);
          w.evaluate(h, h + xend, none);
          const e = w.excess();
          if (e > 0) {
            maxReach = locateCrossing(w, prevL, prevE, h, e, NaN, xend, LOCATE_TOLERANCE);
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
  w.speed = reach < target ? floor : gridV[gridV.length - 1];
  const backward = new Samples();
  backward.enabled = true;
  w.evaluate(distance, ductEnd, backward);
  const flow = w.flow;
  if (w.limited && w.inlet < lowestInlet) {
    lowestInlet = w.inlet;
    lowestAt = distance;
  }
  if (w.heldBack && w.inlet < lowestHold) {
    lowestHold = w.inlet;
    lowestHoldAt = distance;
  }
  if (free && w.backPressure > highestBack * (1 + BACK_PRESSURE_TIE)) {
    highestBack = w.backPressure;
    highestBackAt = distance;
  }
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
    out.progress(gridL[i] - start, last ? machineEnd : gridP[i], last ? w.headForce : gridH[i], gridV[i], time);
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
  if (lowestInlet < Infinity) {
    if (method == METHOD_WATERPUSHPULL) out.message(MSG_PIG_PULL_CAPPED, w.pullSet, lowestInlet, lowestAt);
    else out.message(MSG_WATER_FLOW_LIMIT, w.maxFlow, lowestInlet, lowestAt);
  }
  if (!isNaN(slowedAt) && slowedAt <= distance) out.message(MSG_SPEED_REDUCED, slowedAt, slowest, slowestAt);
  if (lowestHold < Infinity) out.message(MSG_HOLD_BACK_PRESSURE, w.hold, lowestHold, lowestHoldAt);
  // below 1 Pa the back pressure is the round-off of a column balanced at atmospheric: nothing to say
  if (free && highestBack > BACK_PRESSURE_NOISE) out.message(MSG_BACK_PRESSURE, highestBack, highestBackAt, w.backPressure);
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
  finish(input, out, reach, target, end, limit, reach < target ? reachValue : machineEnd, maxReach);
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

/** Pa gauge, the lowest static pressure over the water pieces [from, to) (piece ends and the route's turning points). */
function lowestPressure(route: Route, flow: WaterFlow, from: i32, to: i32): f64 {
  let lowest: f64 = Infinity;
  const points = new Array<f64>();
  for (let i = from; i < to; i++) {
    const pc = flow.pieces[i];
    if (!pc.water) continue;
    points.length = 0;
    points.push(pc.s0);
    points.push(pc.s1);
    route.turningPoints(pc.s0, pc.s1, points);
    for (let j = 0; j < points.length; j++) {
      const s = points[j];
      const p = pc.p0 - pc.g * (s - pc.s0) - flow.rho * G * (route.altitudeAt(s) - pc.z0);
      if (p < lowest) lowest = p;
    }
  }
  return lowest;
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
