// Building the route from the trajectory rows of the input buffer: loops expanded, the slopes either side of each
// curve, the segments (pooled from one call to the next) and what each expanded row became.

import {
  IN_ALTITUDE_AT_START, IN_HEADER, IN_INITIAL_HEADING, IN_ROW_COUNT, IN_STRETCH_COUNT, ROW_ANGLE, ROW_CURVE, ROW_CURVE_ON_ROLLERS, ROW_DUP_SEGMENTS, ROW_LENGTH, ROW_LOOP, ROW_LOOP_COUNT, ROW_PUSHER, ROW_PUSH_FORCE, ROW_RADIUS, ROW_SIZE, ROW_SLOPE, ROW_STRAIGHT, ROW_STRETCH, ROW_STRETCH_SWITCH, ROW_TYPE, ST_SIZE,
} from '../layout';
import { Route, SEG_ARC, SEG_POINT, SEG_STRAIGHT, Segment } from './route';

/** Below this deflection (rad) a curve is treated as straight on. */
const MIN_BEND_ANGLE: f64 = 1e-9;

/** Offset of row `i` in the input buffer. */
export function rowBase(input: Float64Array, i: i32): i32 {
  return IN_HEADER + i32(input[IN_STRETCH_COUNT]) * ST_SIZE + i * ROW_SIZE;
}

/**
 * Scratch of buildRoute, reused from one call into the wasm to the next (one route is built per call; grown when a
 * route needs more): the expanded row order, each expanded row's origin, and the slope after every row.
 */
let ORDER = new Int32Array(0);
let ORIGIN = new Int32Array(0);
let AFTER = new Float64Array(0);

/**
 * Row order after expanding loops: a loop row inserts `loopCount` more copies of the `dupSegments` input rows
 * before it (loop rows among them are skipped; the door refuses that case anyway). Without a loop row the order is
 * the input's own (nothing written: `rowAt` answers k); otherwise written into ORDER and, with `withOrigin`, ORIGIN
 * (for each expanded row the input row responsible for it: the loop row for its copies). Returns the count of
 * expanded rows and sets LOOPED.
 */
let LOOPED = false;

function expandRows(input: Float64Array, withOrigin: bool): i32 {
  const n = i32(input[IN_ROW_COUNT]);
  const base = rowBase(input, 0);
  let total = 0;
  let loops = false;
  for (let i = 0; i < n; i++) {
    const r = base + i * ROW_SIZE;
    if (i32(input[r + ROW_TYPE]) != ROW_LOOP) {
      total++;
      continue;
    }
    loops = true;
    const dup = min(i32(input[r + ROW_DUP_SEGMENTS]), i);
    let inner = 0;
    for (let j = i - dup; j < i; j++) if (i32(input[base + j * ROW_SIZE + ROW_TYPE]) != ROW_LOOP) inner++;
    total += max(0, i32(input[r + ROW_LOOP_COUNT])) * inner;
  }
  LOOPED = loops;
  if (!loops) {
    if (withOrigin) {
      if (ORIGIN.length < total) ORIGIN = new Int32Array(total);
      for (let k = 0; k < total; k++) unchecked((ORIGIN[k] = k));
    }
    return total;
  }
  if (ORDER.length < total) ORDER = new Int32Array(total);
  if (withOrigin && ORIGIN.length < total) ORIGIN = new Int32Array(total);
  const order = ORDER;
  const origin = ORIGIN;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const r = base + i * ROW_SIZE;
    if (i32(input[r + ROW_TYPE]) != ROW_LOOP) {
      order[k] = i;
      if (withOrigin) origin[k] = i;
      k++;
      continue;
    }
    const dup = min(i32(input[r + ROW_DUP_SEGMENTS]), i);
    const copies = i32(input[r + ROW_LOOP_COUNT]);
    for (let c = 0; c < copies; c++) {
      for (let j = i - dup; j < i; j++) {
        if (i32(input[base + j * ROW_SIZE + ROW_TYPE]) != ROW_LOOP) {
          order[k] = j;
          if (withOrigin) origin[k] = i;
          k++;
        }
      }
    }
  }
  return total;
}

/** The input row of expanded row k (after expandRows). */
@inline function rowAt(k: i32): i32 {
  return LOOPED ? unchecked(ORDER[k]) : k;
}

/**
 * Slope (rad) of the nearest straight after each of the first `count` expanded rows (NaN where there is none), in
 * AFTER; one backward pass. The slope before a row is the last straight's, followed by buildRoute as it goes.
 */
function slopesAfter(input: Float64Array, count: i32): void {
  if (AFTER.length < count) AFTER = new Float64Array(count);
  const after = AFTER;
  const base = rowBase(input, 0);
  let last: f64 = NaN;
  for (let k = count - 1; k >= 0; k--) {
    unchecked((after[k] = last));
    const r = base + rowAt(k) * ROW_SIZE;
    if (i32(input[r + ROW_TYPE]) == ROW_STRAIGHT) last = input[r + ROW_SLOPE];
  }
}

/**
 * sin and cos of the last few angles asked, on their exact bits (a route's slopes and, on a zig-zag, its headings
 * repeat): the very values of Math.sin and Math.cos, computed once. `sinCos` leaves them in SIN and COS.
 */
const TRIG_SLOTS: i32 = 4;
const TRIG_KEY = new StaticArray<u64>(TRIG_SLOTS);
const TRIG_SIN = new StaticArray<f64>(TRIG_SLOTS);
const TRIG_COS = new StaticArray<f64>(TRIG_SLOTS);
let trigUsed: i32 = 0;
let trigNext: i32 = 0;
let SIN: f64 = 0;
let COS: f64 = 1;

@inline function sinCos(x: f64): void {
  if (x == 0) {
    // level: sin ±0 = ±0, cos 0 = 1 (Math's values)
    SIN = x;
    COS = 1;
  } else {
    sinCosOf(x);
  }
}

function sinCosOf(x: f64): void {
  const key = reinterpret<u64>(x);
  for (let i = 0; i < trigUsed; i++) {
    if (unchecked(TRIG_KEY[i]) == key) {
      SIN = unchecked(TRIG_SIN[i]);
      COS = unchecked(TRIG_COS[i]);
      return;
    }
  }
  SIN = Math.sin(x);
  COS = Math.cos(x);
  const i = trigNext;
  unchecked((TRIG_KEY[i] = key));
  unchecked((TRIG_SIN[i] = SIN));
  unchecked((TRIG_COS[i] = COS));
  trigNext = (i + 1) % TRIG_SLOTS;
  if (trigUsed < TRIG_SLOTS) trigUsed++;
}

/**
 * The deflection θ = acos(c) of an arc and its sin and cos, for the last two cosines c seen (on their exact bits:
 * the bends of a route often repeat); `deflection` leaves them in THETA, SIN_THETA and COS_THETA.
 */
const ARC_KEY = new StaticArray<u64>(2);
const ARC_THETA = new StaticArray<f64>(2);
const ARC_SIN = new StaticArray<f64>(2);
const ARC_COS = new StaticArray<f64>(2);
let arcUsed: i32 = 0;
let arcNext: i32 = 0;
let THETA: f64 = 0;
let SIN_THETA: f64 = 0;
let COS_THETA: f64 = 1;

function deflection(c: f64): void {
  const key = reinterpret<u64>(c);
  for (let i = 0; i < arcUsed; i++) {
    if (unchecked(ARC_KEY[i]) == key) {
      THETA = unchecked(ARC_THETA[i]);
      SIN_THETA = unchecked(ARC_SIN[i]);
      COS_THETA = unchecked(ARC_COS[i]);
      return;
    }
  }
  THETA = Math.acos(c);
  SIN_THETA = Math.sin(THETA);
  COS_THETA = Math.cos(THETA);
  const i = arcNext;
  unchecked((ARC_KEY[i] = key));
  unchecked((ARC_THETA[i] = THETA));
  unchecked((ARC_SIN[i] = SIN_THETA));
  unchecked((ARC_COS[i] = COS_THETA));
  arcNext = (i + 1) & 1;
  if (arcUsed < 2) arcUsed++;
}

/**
 * What each expanded row became, flat (no object per row): ER_SIZE values per expanded row — the input row
 * responsible (itself, or the loop row for a copy), the row, where it starts and ends along the route, its
 * altitudes, its total 3-D deflection (rad, curves) and the stretch in force.
 */
export const ER_ORIGIN: i32 = 0;
export const ER_ROW: i32 = 1;
export const ER_S0: i32 = 2;
export const ER_S1: i32 = 3;
export const ER_Z0: i32 = 4;
export const ER_Z1: i32 = 5;
export const ER_THETA: i32 = 6;
export const ER_STRETCH: i32 = 7;
export const ER_SIZE: i32 = 8;

export class ExpandedRows {
  data: Float64Array = new Float64Array(0);
  count: i32 = 0;
}

/**
 * Segments reused by buildRoute from one call into the wasm to the next (each call builds at most one route; only
 * route-cache.ts keeps the last one, until the next build): a 1000-row route allocates no segment when the route
 * before it was as long. At most
 * POOL_SIZE are kept; beyond, segments are allocated.
 */
const POOL = new Array<Segment>();
const POOL_SIZE: i32 = 4096;

function pooledSegment(i: i32): Segment {
  if (i < POOL.length) {
    const seg = unchecked(POOL[i]);
    seg.reset();
    return seg;
  }
  const seg = new Segment();
  if (i < POOL_SIZE) POOL.push(seg);
  return seg;
}

/**
 * The segment list of buildRoute's route, reused likewise: emptied before use, it keeps its capacity (a route as
 * long as the one before it grows no array).
 */
const ROUTE_SEGMENTS = new Array<Segment>();

/** Routes built so far (route-cache.ts: a route built since the cached one has taken back its pooled segments). */
let BUILDS: i32 = 0;

export function routeBuilds(): i32 {
  return BUILDS;
}

function pooledSegments(): Array<Segment> {
  ROUTE_SEGMENTS.length = 0;
  return ROUTE_SEGMENTS;
}

/**
 * Builds the route from the trajectory rows. A curve joins the slope of the nearest straight before it to that
 * of the nearest straight after it while turning `angle` horizontally: total deflection
 * acos(cos a1·cos a2·cos(angle) + sin a1·sin a2), length radius × deflection (docs/simulation-api.md). With no
 * straight before, the curve starts at the slope of the one after it (and the reverse); with none at all, level.
 * When `rows` is given, it receives ER_SIZE values per expanded row.
 */
export function buildRoute(input: Float64Array, rows: ExpandedRows | null = null): Route {
  BUILDS++;
  const route = new Route();
  let pooled = 0;
  const count = expandRows(input, rows != null);
  if (rows != null) {
    rows.data = new Float64Array(count * ER_SIZE);
    rows.count = count;
  }
  slopesAfter(input, count);
  const after = AFTER;
  // the slope of the last straight so far (the one before the row), NaN until there is one
  let before: f64 = NaN;
  // the segment list sized for every row up front and filled by index (Route.push's bookkeeping inline), then cut
  // to the segments kept
  const list = pooledSegments();
  list.length = count;
  route.segments = list;
  let used = 0;
  let heading = input[IN_INITIAL_HEADING];
  // sin and cos of the heading, computed once per change of heading (the same values as computing them per row)
  sinCos(heading);
  let sinH = SIN;
  let cosH = COS;
  let px: f64 = 0;
  let py: f64 = 0;
  let pz = input[IN_ALTITUDE_AT_START];
  let stretch: i32 = 0;
  const rows0 = rowBase(input, 0);
  for (let k = 0; k < count; k++) {
    const row = rowAt(k);
    const r = rows0 + row * ROW_SIZE;
    const type = i32(input[r + ROW_TYPE]);
    const s0 = route.length;
    const z0 = pz;
    let theta: f64 = 0;
    if (type == ROW_STRETCH_SWITCH) {
      stretch = max(0, i32(input[r + ROW_STRETCH]));
    } else if (type == ROW_STRAIGHT || type == ROW_CURVE || type == ROW_CURVE_ON_ROLLERS || type == ROW_PUSHER) {
      const seg = pooledSegment(pooled++);
      seg.row = row;
      seg.stretch = stretch;
      seg.setStart(px, py, pz);
      let keep = true;
      if (type == ROW_STRAIGHT) {
        seg.kind = SEG_STRAIGHT;
        const slope = input[r + ROW_SLOPE];
        before = slope;
        sinCos(slope);
        const c = COS;
        seg.setT(c * sinH, c * cosH, SIN);
        seg.length = input[r + ROW_LENGTH];
      } else if (type == ROW_PUSHER) {
        seg.kind = SEG_POINT;
        seg.pointLoad = input[r + ROW_PUSH_FORCE];
      } else {
        let a1 = before;
        let a2 = unchecked(after[k]);
        if (isNaN(a1)) a1 = isNaN(a2) ? 0 : a2;
        if (isNaN(a2)) a2 = a1;
        const turn = input[r + ROW_ANGLE];
        sinCos(heading + turn);
        const sinH2 = SIN;
        const cosH2 = COS;
        keep = makeArc(seg, heading, sinH, cosH, sinH2, cosH2, a1, a2, turn, input[r + ROW_RADIUS]);
        seg.onRollers = type == ROW_CURVE_ON_ROLLERS;
        heading += turn;
        sinH = sinH2;
        cosH = cosH2;
        theta = seg.theta;
      }
      if (keep) {
        seg.s0 = route.length;
        route.length += seg.length;
        unchecked((list[used++] = seg));
        if (seg.kind == SEG_ARC) {
          const a = seg.radius * seg.sinTheta;
          const c = seg.radius * (1 - seg.cosTheta);
          px += a * seg.tx + c * seg.bx;
          py += a * seg.ty + c * seg.by;
          pz += a * seg.tz + c * seg.bz;
        } else {
          px += seg.length * seg.tx;
          py += seg.length * seg.ty;
          pz += seg.length * seg.tz;
        }
      }
    }
    if (rows != null) {
      const e = rows.data;
      const b = k * ER_SIZE;
      e[b + ER_ORIGIN] = f64(ORIGIN[k]);
      e[b + ER_ROW] = f64(row);
      e[b + ER_S0] = s0;
      e[b + ER_S1] = route.length;
      e[b + ER_Z0] = z0;
      e[b + ER_Z1] = pz;
      e[b + ER_THETA] = theta;
      e[b + ER_STRETCH] = f64(stretch);
    }
  }
  list.length = used;
  return route;
}

/**
 * Makes `seg` the circular arc of radius `radius` from the tangent (heading, a1) to (heading + turn, a2).
 * Returns false when the deflection is nil (the row adds nothing to the route).
 */
function makeArc(
  seg: Segment, heading: f64, sinH: f64, cosH: f64, sinH2: f64, cosH2: f64, a1: f64, a2: f64, turn: f64, radius: f64,
): bool {
  sinCos(a1);
  const c1 = COS;
  const t1x = c1 * sinH;
  const t1y = c1 * cosH;
  const t1z = SIN;
  sinCos(a2);
  const c2 = COS;
  const t2x = c2 * sinH2;
  const t2y = c2 * cosH2;
  const t2z = SIN;
  const c = Math.max(-1.0, Math.min(1.0, t1x * t2x + t1y * t2y + t1z * t2z));
  deflection(c);
  const theta = THETA;
  if (theta < MIN_BEND_ANGLE || !(radius > 0)) return false;
  seg.kind = SEG_ARC;
  seg.setT(t1x, t1y, t1z);
  seg.radius = radius;
  seg.theta = theta;
  seg.length = radius * theta;
  const s = SIN_THETA;
  seg.sinTheta = s;
  seg.cosTheta = COS_THETA;
  if (s > 1e-9) {
    seg.setB((t2x - c * t1x) / s, (t2y - c * t1y) / s, (t2z - c * t1z) / s);
  } else if (Math.abs(Math.sin(turn)) > 1e-12 || Math.abs(Math.cos(turn) + 1) < 1e-9) {
    // a 180° turn: the bend plane is the horizontal one, towards the side of the turn
    const side: f64 = turn >= 0 ? 1 : -1;
    seg.setB(side * Math.cos(heading), -side * Math.sin(heading), 0);
  } else {
    seg.setB(0, 0, 1);
  }
  return true;
}
