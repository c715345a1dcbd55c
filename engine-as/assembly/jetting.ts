// Jetting (cable blowing): a pusher at the entry and compressed air in the duct (docs/physics.md#air-flow, docs/physics.md#jetting).
// Effective-force bookkeeping (docs/physics.md#string-force): the air adds the distributed force −q(s) to dF/ds, q = k·(−dp/ds) with
// k = A_c + π·n·D_c·A_free/P_wet ((π/4)·D_c·D_d for one cable); the seal at the entry costs the pusher
// (p_in − p_a)·A_c; the head carries F = 0 (open end) or the pull (p_behind − p_ahead)·A_d of a shuttle or
// sonic head. Buckling, bend stiffness, undulations, bends, slopes and intermediate pushers are those of the
// push model (forces.ts), integrated backward from the head for each head position.

import {
  AirFlow, AirPiece, P_AMBIENT, RHO_FREE_AIR, StretchAir,
} from './airflow';
import { Debug, FMAX, integrate, Load, Samples } from './forces';
import {
  CABLE_END_SHUTTLE, CABLE_END_SONIC, IN_AIR_PRESSURE, IN_CABLE_COUNT, IN_CABLE_DIAMETER, IN_CABLE_END,
  IN_CABLE_MAX_PULL, IN_CABLE_MAX_PUSH, IN_FIND_MAX, IN_LOST_FORCE, IN_MAC_AIR_FLOW, IN_MAC_AIR_PRESSURE,
  IN_MAC_PUSH, IN_RESIDENT1_DIAMETER, IN_RESIDENT2_DIAMETER, IN_RESIDENT_COUNT, IN_STRETCH_COUNT, IN_XEND,
  MSG_AIR_CONSUMPTION, MSG_AIR_FLOW_LIMIT, MSG_AIR_PRESSURE_CAPPED, MSG_CABLE_PULLING_FORCE,
  MSG_CABLE_PUSHING_FORCE, MSG_HEAD_FORCE, MSG_HOLD_BACK_PRESSURE, MSG_PUSHING_FORCE, OUT_AIR_FLOW, OUT_FORCE_AT_END, ST_INNER_DIAMETER,
  ST_MAX_PRESSURE, ST_SURFACE, ST_TYPE, STRETCH_ON_ROLLERS,
} from './layout';
import {
  finish, forceLimit, layingSpeed, Limit, reversedSamples, stretchBase, writeProfile,
} from './mechanical';
import { locateCrossing, Marcher, Run, stretchRuns } from './march';
import { Output } from './output';
import { Bracket } from './bracket';
import { Route } from './route';

/**
 * Effective leakage area of a shuttle (sealing piston) as a fraction of the duct bore, discharge coefficient
 * included [E, docs/physics.md#jetting / docs/physics.md#engineering-choices: an orifice in series with the duct flow; no input exists, so a default]:
 * 1 % of the bore (an annular gap of ~0.08 mm in a 33 mm duct). In the D3 geometry (33/15 mm, 9 bar) it keeps
 * 92–98 % of the inlet gauge pressure over the piston — a sealing piston (docs/physics.md#engineering-choices proposes 80 % of p0).
 */
export const SHUTTLE_LEAK_FRACTION: f64 = 0.01;
/**
 * Effective orifice area of a "sonic" head as a fraction of the duct bore [E, docs/physics.md#jetting: a partly sealing head
 * modelled as an orifice that chokes]: 2 % — it passes twice the shuttle's leakage, and in the D3 geometry the
 * ratio over it stays 2.7–8 (above the critical 1.893: sonic flow) wherever the head is.
 */
export const SONIC_ORIFICE_FRACTION: f64 = 0.02;
/** Head positions of the march up to the target (also the points of the progress curve). */
const MARCH_POINTS: i32 = 60;
/** Head positions per duct length tried by the max-distance search (feasibility: no limit on the way). */
const SCAN_POINTS: i32 = 20;
/** Duct lengths on the coarse grid of the max-distance search, before bisection. */
const OUTER_POINTS: i32 = 8;
/** m, resolution of the max-distance search when it bisects (a limit inside the installation, not at its end). */
const OUTER_TOLERANCE: f64 = 0.1;
/** Most iterations locating where a limit is reached in the max-distance search (Illinois + bisection). */
const LOCATE_STEPS: i32 = 90;
/** Scan positions nearest the head checked on the fast path's grid of the max-distance search. */
const END_CHECK: i32 = 2;
/** m, resolution of the root the max-distance search follows (its answer is on the safe side of it). */
const LOCAL_TOLERANCE: f64 = 1e-3;
/** Bisection every this many steps of that search (the excess jumps where the head passes a bend's end). */
const LOCAL_BISECT_EVERY: i32 = 2;
/** A lowered inlet pressure is found (on the safe side) when the pusher holds back within 0.1 % of its rating. */
const HOLD_TOLERANCE: f64 = 1e-3;

/** The jetting state: air geometry, limits, and the results of the last evaluated head position. */
class Jet extends Marcher {
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
    this.cableArea = f64(count) * (Math.PI / 4) * cableD * cableD;
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
    const compressor = input[IN_MAC_AIR_PRESSURE];
    if (compressor > 0) gauge = Math.min(gauge, compressor);
    for (let i = 0; i < this.runs.length; i++) {
      const run = this.runs[i];
      if (run.s1 <= this.start || run.s0 >= ductEnd || this.air[run.stretch].open) continue;
      const cap = input[stretchBase(run.stretch) + ST_MAX_PRESSURE];
      if (cap > 0) gauge = Math.min(gauge, cap);
    }
    if (gauge < wanted) out.message(MSG_AIR_PRESSURE_CAPPED, wanted, gauge);
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
    const none = new Samples();
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
    const none = new Samples();
    for (let k = first > 0 && known < 0 ? 0 : 1; k <= count; k++) {
      const i = k == 0 ? first : SCAN_POINTS + 1 - k;
      if (k > 0 && first > 0 && abs(i - first) <= max(known, 0)) continue;
      this.evaluate(this.start + ((head - this.start) * f64(i)) / f64(SCAN_POINTS), ductEnd, none);
      if (this.excess() > 0) return i;
    }
    return 0;
  }

}

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
  jet.setInlet(input[IN_FIND_MAX] != 0 ? end + input[IN_XEND] : ductEnd, out);
  const none = new Samples();
  const gridL = new Array<f64>();
  const gridP = new Array<f64>();
  const gridH = new Array<f64>();
  const gridQ = new Array<f64>();
  const gridE = new Array<f64>();
  let lowestInlet: f64 = Infinity;
  let lowestAt: f64 = 0;
  let lowestHold: f64 = Infinity;
  let lowestHoldAt: f64 = 0;
  let reach = target;
  let reachForce: f64 = 0;
  let limit = jet.pushLimit;
  for (let i = 0; i <= MARCH_POINTS; i++) {
    const l = start + ((target - start) * f64(i)) / f64(MARCH_POINTS);
    jet.evaluate(l, ductEnd, none);
    const e = jet.excess();
    if (e > 0) {
      limit = jet.brokenLimit();
      if (i == 0) {
        reach = start;
      } else {
        reach = locateCrossing(jet, gridL[gridL.length - 1], gridE[gridE.length - 1], l, e, ductEnd);
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
    if (jet.limited && jet.flow.pIn < lowestInlet) {
      lowestInlet = jet.flow.pIn;
      lowestAt = l;
    }
    if (jet.heldBack && jet.flow.pIn < lowestHold) {
      lowestHold = jet.flow.pIn;
      lowestHoldAt = l;
    }
  }
  const distance = Math.min(reach, target);

  // max distance: the longest duct (route continued straight, ending xend beyond the head) that installs
  let maxReach: f64 = NaN;
  if (input[IN_FIND_MAX] != 0) maxReach = searchMax(jet, reach >= target ? target : start, end, input[IN_XEND]);

  // final state
  const backward = new Samples();
  backward.enabled = true;
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
  const final = reversedSamples(backward);
  const pressure = new Array<f64>();
  for (let i = 0; i < final.position.length; i++) pressure.push(flow.pressureAt(final.position[i]) - P_AMBIENT);
  writeProfile(route, input, final, distance, out, pressure);
  writeAhead(route, flow, out);
  out.set(OUT_FORCE_AT_END, pusherEnd);
  out.set(OUT_AIR_FLOW, peak);
  if (lowestInlet < Infinity) out.message(MSG_AIR_FLOW_LIMIT, input[IN_MAC_AIR_FLOW], lowestInlet - P_AMBIENT, lowestAt);
  if (lowestHold < Infinity) out.message(MSG_HOLD_BACK_PRESSURE, jet.hold, lowestHold - P_AMBIENT, lowestHoldAt);
  out.message(MSG_AIR_CONSUMPTION, quantity, peak, flow.freeAir());
  if (jet.orificeFraction > 0) out.message(MSG_HEAD_FORCE, jet.headForce, flow.pBehind - flow.pAhead, jet.headTrue);
  finish(input, out, reach, target, end, limit, reach < target ? reachForce : pusherEnd, maxReach);
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

/**
 * Longest head position h in (lo, end] whose duct (ending xend beyond it) installs with no limit on the way. `lo`
 * is known to install (the march checked its scan positions) or is the launch point. Fast path: the grid of
 * OUTER_POINTS lengths checks only the END_CHECK positions nearest the head (where the limit bites in practice), the
 * root between the last length that passes and the first that fails is followed (localExcess) and confirmed by a
 * full scan; when the full scan fails (or nothing failed and the longest length does not install), searchMaxFull
 * answers as before. Both agree unless a length between the grid's would fail at a position far from the head.
 */
function searchMax(jet: Jet, lo: f64, end: f64, xend: f64): f64 {
  if (end <= lo) return lo;
  if (Debug.fullMaxSearch) return searchMaxFull(jet, lo, end, xend);
  let good = lo;
  let bad: f64 = NaN;
  let peak = 0;
  for (let j = 1; j <= OUTER_POINTS; j++) {
    const h = lo + ((end - lo) * f64(j)) / f64(OUTER_POINTS);
    peak = jet.failingAt(h, h + xend, 0, -1, END_CHECK);
    if (peak > 0) {
      bad = h;
      break;
    }
    good = h;
  }
  if (isNaN(bad)) return jet.failingAt(end, end + xend, 0, -1) == 0 ? end : searchMaxFull(jet, lo, end, xend);
  const tried = new LocalTried();
  const gBad = localExcess(jet, bad, xend, peak, tried);
  const gGood = good > jet.start ? localExcess(jet, good, xend, peak, tried) : -Infinity;
  if (gBad > 0 && gGood <= 0) {
    const h = locateLocal(jet, good, gGood, bad, gBad, xend, peak, tried);
    // localExcess(h) ≤ 0 evaluated peak − 1 … peak + 1: the full scan skips them
    const at = jet.failingAt(h, h + xend, peak, 1);
    if (at == 0) return h;
  }
  return searchMaxFull(jet, lo, end, xend);
}

/**
 * The full search: a coarse grid of OUTER_POINTS lengths, each checked at all SCAN_POINTS positions, then the root
 * of localExcess between the last that installs and the first that does not, confirmed by a full scan, else
 * bisection to OUTER_TOLERANCE.
 */
function searchMaxFull(jet: Jet, lo: f64, end: f64, xend: f64): f64 {
  let good = lo;
  let bad: f64 = NaN;
  let peak = 0;
  for (let j = 1; j <= OUTER_POINTS; j++) {
    const h = lo + ((end - lo) * f64(j)) / f64(OUTER_POINTS);
    peak = jet.failingAt(h, h + xend);
    if (peak > 0) {
      bad = h;
      break;
    }
    good = h;
  }
  if (isNaN(bad)) return end;
  // the limit bites around one head position, at a fraction of the duct that moves little with its length
  // (often before the exit, where the air's pull has not yet taken over): the root of the largest excess over
  // that fraction and its two neighbours, G(h), by Illinois; confirmed by a full scan, else bisection
  const tried = new LocalTried();
  const gBad = localExcess(jet, bad, xend, peak, tried);
  const gGood = good > jet.start ? localExcess(jet, good, xend, peak, tried) : -Infinity;
  if (gBad > 0 && gGood <= 0) {
    const h = locateLocal(jet, good, gGood, bad, gBad, xend, peak, tried);
    const at = jet.failingAt(h, h + xend, peak, 1);
    if (at == 0) return h;
    bad = h;
    peak = at;
  }
  while (bad - good > OUTER_TOLERANCE) {
    const mid = 0.5 * (good + bad);
    const at = jet.failingAt(mid, mid + xend, peak);
    if (at == 0) {
      good = mid;
    } else {
      bad = mid;
      peak = at;
    }
  }
  return good;
}

/** The scan position that exceeded its limit last in localExcess (tried first next time). */
class LocalTried {
  last: i32 = 0;
}

/**
 * The largest excess at scan positions peak − 1 … peak + 1 (fractions of the head position h, duct h + xend) when
 * none is past its limit; when one is, a positive excess (the first found, the position that exceeded last time
 * tried first): the sign is exact, the value a lower bound, which keeps Illinois's bracket valid.
 */
function localExcess(jet: Jet, h: f64, xend: f64, peak: i32, tried: LocalTried): f64 {
  const none = new Samples();
  const lo = max(1, peak - 1);
  const hi = min(SCAN_POINTS, peak + 1);
  let worst = -Infinity;
  const first = tried.last >= lo && tried.last <= hi ? tried.last : 0;
  for (let k = first > 0 ? 0 : 1; k <= hi - lo + 1; k++) {
    const i = k == 0 ? first : hi + 1 - k;
    if (k > 0 && i == first) continue;
    jet.evaluate(jet.start + ((h - jet.start) * f64(i)) / f64(SCAN_POINTS), h + xend, none);
    const e = jet.excess();
    if (e > 0) {
      tried.last = i;
      return e;
    }
    worst = Math.max(worst, e);
  }
  return worst;
}

/** Root of localExcess between a (≤ 0) and b (> 0): Illinois interleaved with bisection, on the safe side. */
function locateLocal(jet: Jet, lo: f64, gLo: f64, hi: f64, gHi: f64, xend: f64, peak: i32, tried: LocalTried): f64 {
  const br = new Bracket(lo, gLo, hi, gHi);
  // the last evaluated point: with the one before, the secant estimates the root once Illinois closes in from below
  let xp: f64 = NaN;
  let gp: f64 = NaN;
  for (let k = 0; k < LOCATE_STEPS && br.b - br.a > LOCAL_TOLERANCE && br.ea != 0; k++) {
    const c = br.next(k, LOCAL_BISECT_EVERY);
    const g = localExcess(jet, c, xend, peak, tried);
    br.take(c, g);
    if (g <= 0 && Math.abs(gp) < FMAX / 4 && xp != c) {
      // the secant through the last two points puts the root within 0.8 of the tolerance above c: one probe at
      // c + 0.95·tolerance closes the bracket (else c moves up to it and the search goes on)
      const slope = (gp - g) / (xp - c);
      if (slope > 0 && -g / slope < 0.8 * LOCAL_TOLERANCE) {
        const p = Math.min(c + 0.95 * LOCAL_TOLERANCE, 0.5 * (c + br.b));
        const gq = localExcess(jet, p, xend, peak, tried);
        br.take(p, gq);
        xp = p;
        gp = gq;
        continue;
      }
    }
    xp = c;
    gp = g;
  }
  return br.a;
}

