// Jetting (cable blowing): a pusher at the entry and compressed air in the duct (docs/physics.md#air-flow, docs/physics.md#jetting).
// Effective-force bookkeeping (docs/physics.md#string-force): the air adds the distributed force −q(s) to dF/ds, q = k·(−dp/ds) with
// k = A_c + π·n·D_c·A_free/P_wet ((π/4)·D_c·D_d for one cable); the seal at the entry costs the pusher
// (p_in − p_a)·A_c; the head carries F = 0 (open end) or the pull (p_behind − p_ahead)·A_d of a shuttle or
// sonic head. Buckling, bend stiffness, undulations, bends, slopes and intermediate pushers are those of the
// push model (physics/), integrated backward from the head for each head position.
// This file: the jetting state and one head position's evaluation (Jet); the method: jetting.ts; the max-distance
// search: jetting-search.ts.

import { Bracket } from '../core/bracket';
import { cablesArea } from '../core/checks';
import { FMAX, SHUTTLE_LEAK_FRACTION, SONIC_ORIFICE_FRACTION } from '../core/constants';
import { Debug } from '../core/debug';
import {
  CABLE_END_SHUTTLE,
  CABLE_END_SONIC,
  IN_AIR_PRESSURE,
  IN_CABLE_COUNT,
  IN_CABLE_DIAMETER,
  IN_CABLE_END,
  IN_CABLE_MAX_PULL,
  IN_CABLE_MAX_PUSH,
  IN_LOST_FORCE,
  IN_MAC_AIR_FLOW,
  IN_MAC_AIR_PRESSURE,
  IN_MAC_PUSH,
  IN_RESIDENT1_DIAMETER,
  IN_RESIDENT2_DIAMETER,
  IN_RESIDENT_COUNT,
  IN_STRETCH_COUNT,
  MSG_AIR_PRESSURE_CAPPED,
  MSG_CABLE_PULLING_FORCE,
  MSG_CABLE_PUSHING_FORCE,
  MSG_PUSHING_FORCE,
  ST_INNER_DIAMETER,
  ST_MAX_PRESSURE,
  ST_SURFACE,
  ST_TYPE,
  STRETCH_ON_ROLLERS,
} from '../layout';
import { forceLimit, Limit } from '../march/finish';
import { Marcher, Run, stretchRuns } from '../march/march';
import { Output } from '../output';
import { AirFlow, AirPiece, P_AMBIENT, RHO_FREE_AIR, StretchAir } from '../physics/airflow';
import { integrate } from '../physics/integrate';
import { Load, stretchBase } from '../physics/load';
import { NO_SAMPLES, Samples } from '../physics/samples';
import { Route } from '../route/route';

/** Head positions of the march up to the target (also the points of the progress curve). */
export const MARCH_POINTS: i32 = 60;

/** Head positions per duct length tried by the max-distance search (feasibility: no limit on the way). */
export const SCAN_POINTS: i32 = 20;

/** Duct lengths on the coarse grid of the max-distance search, before bisection. */
export const OUTER_POINTS: i32 = 8;

/** m, resolution of the max-distance search when it bisects (a limit inside the installation, not at its end). */
export const OUTER_TOLERANCE: f64 = 0.1;

/** Most iterations locating where a limit is reached in the max-distance search (Illinois + bisection). */
export const LOCATE_STEPS: i32 = 90;

/** Scan positions nearest the head checked on the fast path's grid of the max-distance search. */
export const END_CHECK: i32 = 2;

/** m, resolution of the root the max-distance search follows (its answer is on the safe side of it). */
export const LOCAL_TOLERANCE: f64 = 1e-3;

/** Bisection every this many steps of that search (the excess jumps where the head passes a bend's end). */
export const LOCAL_BISECT_EVERY: i32 = 2;

/** A lowered inlet pressure is found (on the safe side) when the pusher holds back within 0.1 % of its rating. */
const HOLD_TOLERANCE: f64 = 1e-3;

/** The jetting state: air geometry, limits, and the results of the last evaluated head position. */
export class Jet extends Marcher {
  route: Route;
  input: Float64Array;
  load: Load;
  start: f64;
  runs: Array<Run> = new Array<Run>();
  air: Array<StretchAir> = new Array<StretchAir>();
  pool: Array<AirPiece> = new Array<AirPiece>();
  flow: AirFlow = new AirFlow();
  /** Pa absolute at the inlet (airPressure after the caps) */
  pIn: f64 = P_AMBIENT;
  /** kg/s, compressor limit (0 = none) */
  maxMass: f64 = 0;
  orificeFraction: f64 = 0;
  /** m², cross-section of all cables (the seal term) */
  cableArea: f64 = 0;
  lost: f64 = 0;
  pushLimit: Limit;
  /** N, cable max pulling force × count (Infinity when not given) */
  pullLimit: f64 = Infinity;
  // results of the last evaluation
  pusher: f64 = 0;
  headForce: f64 = 0;
  headTrue: f64 = 0;
  limited: bool = false;
  /** N, the pusher's rated force held back (macMaxPushingForce) and its limit (E_PUSHING_FORCE) */
  hold: f64 = Infinity;
  holdLimit: Limit = new Limit();
  /** the last evaluation lowered the inlet pressure for the pusher to hold back within its rating */
  heldBack: bool = false;
  /** N, −hold − P: at the available pressure, or with the air off where it was lowered (> 0: cannot hold) */
  holdExcess: f64 = -Infinity;
  /**
   * The excesses found at the scan positions of one head position and duct end (NaN: not evaluated), kept by the
   * max-distance search (noteScan) for the check between its positions (jetting-peak-search.ts)
   */
  scanHead: f64 = NaN;
  scanDuct: f64 = NaN;
  scanE: StaticArray<f64> = new StaticArray<f64>(SCAN_POINTS + 1);

  constructor(route: Route, input: Float64Array, load: Load, start: f64) {
    super();
    this.route = route;
    this.input = input;
    this.load = load;
    this.start = start;
    const count = i32(input[IN_CABLE_COUNT]);
    this.pushLimit = forceLimit(input[IN_MAC_PUSH], input[IN_CABLE_MAX_PUSH], count, MSG_PUSHING_FORCE, MSG_CABLE_PUSHING_FORCE);
    // a buckled cable locks up (the force is held at FMAX): that is beyond any pusher
    if (this.pushLimit.value > FMAX / 2) this.pushLimit.value = FMAX / 2;
    this.hold = Math.min(input[IN_MAC_PUSH], FMAX / 2);
    this.holdLimit.code = MSG_PUSHING_FORCE;
    this.holdLimit.value = this.hold;
    const maxPull = input[IN_CABLE_MAX_PULL] * f64(count);
    if (maxPull > 0) this.pullLimit = maxPull;
    this.lost = input[IN_LOST_FORCE];
    const cableD = input[IN_CABLE_DIAMETER];
    this.cableArea = cablesArea(count, cableD);
    const end = i32(input[IN_CABLE_END]);
    this.orificeFraction = end == CABLE_END_SHUTTLE ? SHUTTLE_LEAK_FRACTION : end == CABLE_END_SONIC ? SONIC_ORIFICE_FRACTION : 0;
    this.buildAir(count, cableD);
    this.runs = stretchRuns(route);
    this.maxMass = input[IN_MAC_AIR_FLOW] * RHO_FREE_AIR;
  }

  /** Free area, hydraulic diameter and propulsion factor of every stretch (docs/physics.md#string-force, docs/physics.md#several-cables, docs/physics.md#air-flow). */
  private buildAir(count: i32, cableD: f64): void {
    const input = this.input;
    const residents = i32(input[IN_RESIDENT_COUNT]);
    const r1 = residents >= 1 ? input[IN_RESIDENT1_DIAMETER] : 0;
    const r2 = residents >= 2 ? input[IN_RESIDENT2_DIAMETER] : 0;
    const n = i32(input[IN_STRETCH_COUNT]);
    const nc = f64(count);
    for (let i = 0; i < n; i++) {
      const b = stretchBase(i);
      const sa = new StretchAir();
      const dd = input[b + ST_INNER_DIAMETER];
      sa.open = i32(input[b + ST_TYPE]) == STRETCH_ON_ROLLERS;
      sa.surface = i32(input[b + ST_SURFACE]);
      sa.bore = (Math.PI / 4) * dd * dd;
      // residents take area and wall shear over the whole duct
      const boreArea = Math.max(sa.bore - (Math.PI / 4) * (r1 * r1 + r2 * r2), 1e-3 * sa.bore);
      const borePerimeter = Math.PI * (dd + r1 + r2);
      sa.areaBore = boreArea;
      sa.dhBore = (4 * boreArea) / borePerimeter;
      const freeArea = Math.max(boreArea - this.cableArea, 1e-3 * sa.bore);
      const wetted = borePerimeter + nc * Math.PI * cableD;
      sa.areaCable = freeArea;
      sa.dhCable = (4 * freeArea) / wetted;
      sa.k = this.cableArea + (nc * Math.PI * cableD * freeArea) / wetted;
      this.air.push(sa);
    }
  }

  /** Inlet pressure: airPressure, capped by the compressor and by every duct stretch up to `ductEnd`. */
  setInlet(ductEnd: f64, out: Output): void {
    const input = this.input;
    const wanted = input[IN_AIR_PRESSURE];
    let gauge = wanted;
    // what binds: -1 the compressor, else the index of the duct stretch whose max pressure caps it
    let binding: f64 = -1;
    const compressor = input[IN_MAC_AIR_PRESSURE];
    if (compressor > 0) gauge = Math.min(gauge, compressor);
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      if (run.s1 <= this.start || run.s0 >= ductEnd || this.air[run.stretch].open) continue;
      const cap = input[stretchBase(run.stretch) + ST_MAX_PRESSURE];
      if (cap > 0 && cap < gauge) {
        gauge = cap;
        binding = f64(run.stretch);
      }
    }
    if (gauge < wanted) out.message(MSG_AIR_PRESSURE_CAPPED, wanted, gauge, binding);
    this.pIn = P_AMBIENT + gauge;
  }

  private piece(i: i32): AirPiece {
    while (this.pool.length <= i) this.pool.push(new AirPiece());
    return this.pool[i];
  }

  /** The air path for the head at `head` in a duct ending at `ductEnd`, and its flow. */
  private solveFlow(head: f64, ductEnd: f64, available: f64): void {
    const flow = this.flow;
    flow.pieces.length = 0;
    flow.head = head;
    flow.headPiece = -1;
    let np = 0;
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      const a = Math.max(run.s0, this.start);
      const b = Math.min(run.s1, ductEnd);
      if (b <= a) continue;
      const sa = this.air[run.stretch];
      // split at the head: the cable is in the duct behind it
      for (let part = 0; part < 2; part++) {
        const lo = part == 0 ? a : Math.max(a, head);
        const hi = part == 0 ? Math.min(b, head) : b;
        if (hi <= lo) continue;
        const pc = this.piece(np++);
        pc.s0 = lo;
        pc.s1 = hi;
        pc.open = sa.open;
        pc.surface = sa.surface;
        const withCable = part == 0;
        pc.area = withCable ? sa.areaCable : sa.areaBore;
        pc.dh = withCable ? sa.dhCable : sa.dhBore;
        pc.k = withCable && !sa.open ? sa.k : 0;
        if (!withCable && flow.headPiece < 0) flow.headPiece = flow.pieces.length;
        flow.pieces.push(pc);
      }
    }
    if (flow.headPiece < 0) flow.headPiece = flow.pieces.length;
    flow.orifice = this.orificeFraction > 0 ? this.orificeFraction * this.boreAt(head) : 0;
    this.limited = flow.solve(available, this.maxMass);
  }

  /** m², duct bore at s (the head's pressure area). */
  private boreAt(s: f64): f64 {
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      if (s >= run.s0 && s <= run.s1) return this.air[run.stretch].bore;
    }
    return this.runs.length > 0 ? this.air[this.runs[this.runs.length - 1].stretch].bore : 0;
  }

  /**
   * Pusher force with the head at `head` in a duct ending at `ductEnd`: solves the flow, then integrates from
   * the head (F = head pull) back to the machine. Also sets headForce, headTrue, limited. Where the air would
   * drive the cable harder than the pusher holds it back (its rated force), the compressor's pressure is lowered
   * until the pusher holds back with its rating (heldBack; at ambient pressure it may still not hold: holdExcess > 0).
   */
  override evaluate(head: f64, ductEnd: f64, samples: Samples): f64 {
    Debug.evaluations++;
    this.heldBack = false;
    const p = this.solveAt(head, ductEnd, this.pIn, samples);
    this.holdExcess = -this.hold - p;
    if (!(p < -this.hold) || this.pIn <= P_AMBIENT) return p;
    this.heldBack = true;
    const none = NO_SAMPLES;
    // the margin with the air off measures how far the pusher is from losing the cable
    const e0 = -this.hold - this.solveAt(head, ductEnd, P_AMBIENT, none);
    this.holdExcess = e0;
    if (e0 > 0) {
      if (samples.enabled) this.solveAt(head, ductEnd, P_AMBIENT, samples);
      return this.pusher;
    }
    const br = new Bracket(P_AMBIENT, e0, this.pIn, -this.hold - p);
    const close = HOLD_TOLERANCE * this.hold;
    for (let k = 0; k < LOCATE_STEPS && br.ea < -close && br.b - br.a > 1e-9 * this.pIn; k++) {
      const c = br.next(k, 3);
      br.take(c, -this.hold - this.solveAt(head, ductEnd, c, none));
    }
    return this.solveAt(head, ductEnd, br.a, samples);
  }

  /** The pusher force with `available` Pa absolute at the compressor (after its flow limit). */
  private solveAt(head: f64, ductEnd: f64, available: f64, samples: Samples): f64 {
    this.solveFlow(head, ductEnd, available);
    const flow = this.flow;
    this.headForce = this.orificeFraction > 0 ? (flow.pBehind - flow.pAhead) * this.boreAt(head) : 0;
    // true tension at the head: effective force minus the pressure on the cable section (docs/physics.md#string-force)
    this.headTrue = this.headForce - (flow.pBehind - P_AMBIENT) * this.cableArea;
    const f0 = integrate(this.route, this.load, head, this.start, this.headForce, samples, Infinity, flow);
    this.pusher = -f0 + (flow.pIn - P_AMBIENT) * this.cableArea + this.lost;
    return this.pusher;
  }

  /** Keeps the last evaluation's excess as that of scan position i of head position `head` (duct to ductEnd). */
  noteScan(head: f64, ductEnd: f64, i: i32): void {
    if (head != this.scanHead || ductEnd != this.scanDuct) {
      this.scanHead = head;
      this.scanDuct = ductEnd;
      for (let k = 0; k <= SCAN_POINTS; k++) this.scanE[k] = NaN;
    }
    this.scanE[i] = this.excess();
  }

  /** The excess kept for scan position i of head position `head` (duct to ductEnd), else NaN. */
  scanKept(head: f64, ductEnd: f64, i: i32): f64 {
    return head == this.scanHead && ductEnd == this.scanDuct ? this.scanE[i] : NaN;
  }

  /** How far the last evaluation is past its limits (> 0: a limit is exceeded). */
  override excess(): f64 {
    return Math.max(Math.max(this.pusher - this.pushLimit.value, this.holdExcess), this.headTrue - this.pullLimit);
  }

  /** The limit the last evaluation broke. */
  brokenLimit(): Limit {
    const ep = this.pusher - this.pushLimit.value;
    const et = this.headTrue - this.pullLimit;
    if (this.holdExcess > ep && this.holdExcess >= et) return this.holdLimit;
    if (ep >= et) return this.pushLimit;
    const l = new Limit();
    l.value = this.pullLimit;
    l.code = MSG_CABLE_PULLING_FORCE;
    return l;
  }

  /**
   * 0 when a duct ending at ductEnd installs with its head at `head` (no limit at SCAN_POINTS positions), else
   * the index (1…SCAN_POINTS) of the position found past a limit. `first` is checked first (where a limit bit
   * last time), then the positions from the end back; positions first − known … first + known are skipped (the
   * caller has just found them within the limits; known < 0: none); only the last `count` positions are checked.
   */
  failingAt(head: f64, ductEnd: f64, first: i32 = 0, known: i32 = -1, count: i32 = SCAN_POINTS): i32 {
    const none = NO_SAMPLES;
    for (let k = first > 0 && known < 0 ? 0 : 1; k <= count; k++) {
      const i = k == 0 ? first : SCAN_POINTS + 1 - k;
      if (k > 0 && first > 0 && abs(i - first) <= max(known, 0)) continue;
      this.evaluate(this.start + ((head - this.start) * f64(i)) / f64(SCAN_POINTS), ductEnd, none);
      this.noteScan(head, ductEnd, i);
      if (this.excess() > 0) return i;
    }
    return 0;
  }

}
