// The water methods (docs/physics.md#water-flow, docs/physics.md#floating, docs/physics.md#water-push-pull, docs/physics.md#free-floating): floating (pusher + water flowing along the cable), waterpushpull
// (pusher + a sealing pig at the head, driven by the water behind it) and freefloating (the whole cable between a
// front shuttle and a rear pig, driven by the water alone). The water is incompressible (waterflow.ts); its
// force on the cable is one more constant-per-piece term −q of the force model (physics/integrate.ts `integrate(…, water)`),
// so buckling, bend stiffness, undulations, bends, slopes and intermediate pushers are those of push. The cable
// floats: its weight in a flooded duct stretch is W − ρ·g·n·A_c (may be negative: it rides on the duct top).
// Effective-force bookkeeping (docs/physics.md#string-force) with the static gauge pressure p: a free end carries F = 0, a pig of bore
// A_d with p_behind − p_ahead over it F = (p_behind − p_ahead)·A_d, the seal at the entry costs the pusher
// p_in·A_c.
// This file: the constants, the duct geometry per stretch and the water pieces of a head position (WaterState).

import { FMAX, G, SHUTTLE_LEAK_FRACTION, SONIC_ORIFICE_FRACTION } from '../core/constants';
import { cablesArea } from '../core/checks';
import {
  CABLE_END_SHUTTLE, CABLE_END_SONIC, IN_CABLE_COUNT, IN_CABLE_DIAMETER, IN_CABLE_END, IN_CABLE_LENGTH, IN_CABLE_MAX_PULL, IN_CABLE_MAX_PUSH, IN_LOST_FORCE, IN_MAC_PULL, IN_MAC_PUSH, IN_MAC_WATER_FLOW, IN_MAC_WATER_PRESSURE, IN_METHOD, IN_RESIDENT1_DIAMETER, IN_RESIDENT2_DIAMETER, IN_RESIDENT_COUNT, IN_STRETCH_COUNT, IN_WATER_DENSITY, IN_WATER_PRESSURE, METHOD_FLOATING, METHOD_FREEFLOATING, METHOD_WATERPUSHPULL, MSG_CABLE_PUSHING_FORCE, MSG_PUMP_SPEED_LIMIT, MSG_PUSHING_FORCE, MSG_WATER_PRESSURE_CAPPED, ST_INNER_DIAMETER, ST_MAX_PRESSURE, ST_PREFILLED, ST_SURFACE, ST_TYPE, STRETCH_ON_ROLLERS,
} from '../layout';
import { forceLimit, Limit } from '../march/finish';
import { Marcher, Run, stretchRuns } from '../march/march';
import { Output } from '../output';
import { P_AMBIENT } from '../physics/airflow';
import { Load, stretchBase } from '../physics/load';
import { Samples } from '../physics/samples';
import { WaterFlow, WaterPiece } from '../physics/waterflow';
import { Route } from '../route/route';

/** Pa, saturation pressure of water at 20 °C (IAPWS): the lowest absolute pressure liquid water keeps. */
export const P_VAPOUR: f64 = 2339;
/**
 * Pa gauge, the lowest pressure water holds: its vapour pressure. The profile shows no less: where the static
 * pressure would fall below it the column separates (W_COLUMN_SEPARATED: the first position, the length of route).
 */
export const P_SEPARATED: f64 = P_VAPOUR - P_AMBIENT;

/**
 * Relative imbalance (of the pigs' force Δp·A) at which the freefloating balance stops. The integration of
 * undulated and buckled stretches is RK4 with force-dependent steps, so the imbalance is not smooth in Δp at
 * the 1e-8 level and the secant slows down there: 1e-6 halves the work of 1e-8 (a linear balance, a straight
 * without buckling, is solved exactly by the first secant step anyway).
 */
export const BALANCE_TOLERANCE: f64 = 1e-6;
/** Most secant / Illinois steps of the freefloating pig balance. */
export const BALANCE_STEPS: i32 = 60;
/** Pa, a pig differential beyond this is a locked-up cable (no water pressure moves it). */
export const DP_LOCKED: f64 = 1e10;
/**
 * A regulated speed is found (on the safe side) when the pusher works within 0.1 % of its force, or, where the
 * force jumps (the cable locks up just above that speed), when the speed is resolved to 1 %.
 */
export const FORCE_TOLERANCE: f64 = 1e-3;
export const SPEED_TOLERANCE: f64 = 1e-2;
/** Most Illinois steps of a regulated speed. */
export const SPEED_STEPS: i32 = 60;

/** Water geometry of one duct stretch. */
export class StretchWater {
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

export class WaterState extends Marcher {
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
  /**
   * freefloating: Pa gauge, the inlet pressure the flow and the pigs need before that back pressure; when it is
   * within the pump's and the back pressure is not, the crest is what binds (crestExcess, E_WATER_CREST)
   */
  driving: f64 = 0;
  /** where the lowest water is (m; freefloating's crest) */
  protected lowestAt: Float64Array = new Float64Array(1);
  /** index of the first piece ahead of the head, and (freefloating) of the first piece with the cable */
  headPiece: i32 = 0;
  rearPiece: i32 = 0;
  /** the excess at the set speed of the last `settle`, and the last speed it regulated to (NaN: none) */
  setExcess: f64 = 0;
  lastSpeed: f64 = NaN;
  protected jumps: Float64Array = new Float64Array(0);
  /** the turning points of a stretch run (addPieces) */
  private cuts: Array<f64> = new Array<f64>();
  /**
   * Pa, how far the inlet pressure falls short of lifting the water over a crest (> 0: it cannot; floating: the
   * water the cable pushes out with no flow from the pump, waterpushpull: the column behind the pig), the crest's
   * position and the inlet pressure it needs (docs/physics.md#water-flow)
   */
  crestExcess: f64 = -Infinity;
  crestAt: f64 = NaN;
  /**
   * waterpushpull: the column behind the pig runs out of pressure at the pig itself, not at a crest before it (no
   * descent follows the highest fall: friction and climb up to the pig): the limit is the water pressure
   * (E_WATER_PRESSURE at the head), not a crest the column separates at
   */
  crestAtPig: bool = false;
  crestNeed: f64 = 0;
  crestAvailable: f64 = 0;
  /** Pa gauge, the lowest inlet pressure that keeps the water over every crest (the floor of the pump's regulation) */
  crestFloor: f64 = 0;
  /** Pa, the highest water pressure above its stretch's maxPressure (> 0: the duct is over its rating), where, how much, which stretch */
  ductExcess: f64 = -Infinity;
  ductAt: f64 = 0;
  ductPressure: f64 = 0;
  ductStretch: i32 = 0;
  /** N, waterpushpull: the true tension at the head above the set pulling force (> 0 where the pump cannot be lowered enough) */
  pullExcess: f64 = -Infinity;
  /** samples switched off, for the evaluations of a search */
  protected none: Samples = new Samples();
  /** freefloating: the last balancing differential and slope of the imbalance (warm start of the secant) */
  protected lastDp: f64 = 0;
  protected lastSlope: f64 = 0;
  /** the head positions of the last two balances and the differential before the last (extrapolation) */
  protected lastHead: f64 = NaN;
  protected prevHead: f64 = NaN;
  protected prevDp: f64 = 0;

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
    this.cableArea = cablesArea(count, cableD);
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

  protected buildGeometry(): void {
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
  protected buoyancy(): void {
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

  protected piece(i: i32): WaterPiece {
    while (this.pool.length <= i) this.pool.push(new WaterPiece());
    return this.pool[i];
  }

  /**
   * Adds the pieces of [a, b]: one per stretch run, split at the route's turning points (every row's end and an
   * arc's highest or lowest point), so that the slope keeps its sign along every piece and the pressure, linear on a
   * straight, is monotone (floating's pressures from the exit, `WaterFlow.pressuresBack`, and the duct-pressure check
   * take a piece's extremes at its ends); `cable`: the cable is in them; `ahead`: air unless prefilled.
   */
  protected addPieces(a: f64, b: f64, cable: bool, ahead: bool): void {
    const cuts = this.cuts;
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      const lo = Math.max(run.s0, a);
      const hi = Math.min(run.s1, b);
      if (hi <= lo) continue;
      cuts.length = 0;
      this.route.turningPoints(lo, hi, cuts);
      cuts.sort((x: f64, y: f64): i32 => i32(x > y) - i32(x < y));
      let from = lo;
      for (let j = 0; j <= cuts.length; j++) {
        const to = j < cuts.length ? cuts[j] : hi;
        if (to <= from || to > hi) continue;
        this.addPiece(run.stretch, from, to, cable, ahead);
        from = to;
      }
    }
  }

  private addPiece(stretch: i32, lo: f64, hi: f64, cable: bool, ahead: bool): void {
    const flow = this.flow;
    const sw = this.geo[stretch];
    const pc = this.piece(flow.pieces.length);
    pc.s0 = lo;
    pc.s1 = hi;
    pc.z0 = this.route.altitudeAt(lo);
    pc.z1 = this.route.altitudeAt(hi);
    pc.surface = sw.surface;
    pc.stretch = stretch;
    pc.maxPressure = sw.open ? 0 : sw.maxPressure;
    pc.water = !sw.open && (!ahead || sw.prefilled);
    pc.area = cable ? sw.areaCable : sw.areaBore;
    pc.pd = sw.pd;
    pc.pc = cable && !sw.open ? this.cablePerimeter : 0;
    pc.ac = cable && !sw.open ? this.cableArea : 0;
    pc.dh = (4 * pc.area) / (pc.pd + pc.pc);
    pc.v = 0;
    pc.qExtra = 0;
    pc.vc = cable ? this.speed : 0;
    pc.clamped = false;
    flow.pieces.push(pc);
  }

  /** Sets the water speed of pieces [from, to) for a volume flux q (m³/s), or to the speed v when q < 0. */
  protected setSpeeds(from: i32, to: i32, q: f64, v: f64): void {
    const flow = this.flow;
    for (let i = from; i < to; i++) {
      const pc = flow.pieces[i];
      pc.v = pc.water ? (q >= 0 ? q / pc.area : v) : 0;
      pc.shear(this.rho);
    }
  }

  /** Sum of the static-pressure falls over pieces [from, to). */
  protected drop(from: i32, to: i32): f64 {
    let sum: f64 = 0;
    for (let i = from; i < to; i++) sum += this.flow.pieces[i].drop(this.rho);
    return sum;
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
