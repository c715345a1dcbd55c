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
 * Row order after expanding loops: a loop row inserts `loopCount` more copies of the `dupSegments` input rows
 * before it (loop rows among them are skipped; the door refuses that case anyway). `origin`, when given,
 * receives for each expanded row the input row responsible for it (the loop row for its copies).
 */
export function expandRows(input: Float64Array, origin: Array<i32> | null = null): Array<i32> {
  const n = i32(input[IN_ROW_COUNT]);
  const order = new Array<i32>();
  for (let i = 0; i < n; i++) {
    const r = rowBase(input, i);
    if (i32(input[r + ROW_TYPE]) != ROW_LOOP) {
      order.push(i);
      if (origin != null) origin.push(i);
      continue;
    }
    const dup = min(i32(input[r + ROW_DUP_SEGMENTS]), i);
    const copies = i32(input[r + ROW_LOOP_COUNT]);
    for (let c = 0; c < copies; c++) {
      for (let j = i - dup; j < i; j++) {
        if (i32(input[rowBase(input, j) + ROW_TYPE]) != ROW_LOOP) {
          order.push(j);
          if (origin != null) origin.push(i);
        }
      }
    }
  }
  return order;
}

/**
 * Slope (rad) of the nearest straight on each side of every expanded row: NaN where there is none.
 * Two passes, so a route of n rows costs O(n).
 */
function neighbourSlopes(input: Float64Array, order: Array<i32>, before: Float64Array, after: Float64Array): void {
  let last: f64 = NaN;
  for (let k = 0; k < order.length; k++) {
    before[k] = last;
    const r = rowBase(input, order[k]);
    if (i32(input[r + ROW_TYPE]) == ROW_STRAIGHT) last = input[r + ROW_SLOPE];
  }
  last = NaN;
  for (let k = order.length - 1; k >= 0; k--) {
    after[k] = last;
    const r = rowBase(input, order[k]);
    if (i32(input[r + ROW_TYPE]) == ROW_STRAIGHT) last = input[r + ROW_SLOPE];
  }
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
 * Segments reused by buildRoute from one call into the wasm to the next (each call builds one route, and no route
 * outlives its call): a 1000-row route allocates no segment when the route before it was as long. At most
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
 * Builds the route from the trajectory rows. A curve joins the slope of the nearest straight before it to that
 * of the nearest straight after it while turning `angle` horizontally: total deflection
 * acos(cos a1·cos a2·cos(angle) + sin a1·sin a2), length radius × deflection (docs/simulation-api.md). With no
 * straight before, the curve starts at the slope of the one after it (and the reverse); with none at all, level.
 * When `rows` is given, it receives ER_SIZE values per expanded row.
 */
export function buildRoute(input: Float64Array, rows: ExpandedRows | null = null): Route {
  const route = new Route();
  let pooled = 0;
  const origin = new Array<i32>();
  const order = expandRows(input, origin);
  if (rows != null) {
    rows.data = new Float64Array(order.length * ER_SIZE);
    rows.count = order.length;
  }
  const before = new Float64Array(order.length);
  const after = new Float64Array(order.length);
  neighbourSlopes(input, order, before, after);
  let heading = input[IN_INITIAL_HEADING];
  // sin and cos of the heading, computed once per change of heading (the same values as computing them per row)
  let sinH = Math.sin(heading);
  let cosH = Math.cos(heading);
  let px: f64 = 0;
  let py: f64 = 0;
  let pz = input[IN_ALTITUDE_AT_START];
  let stretch: i32 = 0;
  for (let k = 0; k < order.length; k++) {
    const row = order[k];
    const r = rowBase(input, row);
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
        const c = Math.cos(slope);
        seg.setT(c * sinH, c * cosH, Math.sin(slope));
        seg.length = input[r + ROW_LENGTH];
      } else if (type == ROW_PUSHER) {
        seg.kind = SEG_POINT;
        seg.pointLoad = input[r + ROW_PUSH_FORCE];
      } else {
        let a1 = before[k];
        let a2 = after[k];
        if (isNaN(a1)) a1 = isNaN(a2) ? 0 : a2;
        if (isNaN(a2)) a2 = a1;
        const turn = input[r + ROW_ANGLE];
        const sinH2 = Math.sin(heading + turn);
        const cosH2 = Math.cos(heading + turn);
        keep = makeArc(seg, heading, sinH, cosH, sinH2, cosH2, a1, a2, turn, input[r + ROW_RADIUS]);
        seg.onRollers = type == ROW_CURVE_ON_ROLLERS;
        heading += turn;
        sinH = sinH2;
        cosH = cosH2;
        theta = seg.theta;
      }
      if (keep) {
        route.push(seg);
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
      e[b + ER_ORIGIN] = f64(origin[k]);
      e[b + ER_ROW] = f64(row);
      e[b + ER_S0] = s0;
      e[b + ER_S1] = route.length;
      e[b + ER_Z0] = z0;
      e[b + ER_Z1] = pz;
      e[b + ER_THETA] = theta;
      e[b + ER_STRETCH] = f64(stretch);
    }
  }
  return route;
}

/**
 * Makes `seg` the circular arc of radius `radius` from the tangent (heading, a1) to (heading + turn, a2).
 * Returns false when the deflection is nil (the row adds nothing to the route).
 */
function makeArc(
  seg: Segment, heading: f64, sinH: f64, cosH: f64, sinH2: f64, cosH2: f64, a1: f64, a2: f64, turn: f64, radius: f64,
): bool {
  const c1 = Math.cos(a1);
  const t1x = c1 * sinH;
  const t1y = c1 * cosH;
  const t1z = Math.sin(a1);
  const c2 = Math.cos(a2);
  const t2x = c2 * sinH2;
  const t2y = c2 * cosH2;
  const t2z = Math.sin(a2);
  const c = Math.max(-1.0, Math.min(1.0, t1x * t2x + t1y * t2y + t1z * t2z));
  const theta = Math.acos(c);
  if (theta < MIN_BEND_ANGLE || !(radius > 0)) return false;
  seg.kind = SEG_ARC;
  seg.setT(t1x, t1y, t1z);
  seg.radius = radius;
  seg.theta = theta;
  seg.length = radius * theta;
  const s = Math.sin(theta);
  seg.sinTheta = s;
  seg.cosTheta = Math.cos(theta);
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
