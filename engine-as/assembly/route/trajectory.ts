// The trajectory solver: derived values per input row and the route as a 3-D polyline, for the web app's
// trajectory table and its plan and profile views.

import { IN_ROW_COUNT, ROW_LOOP, ROW_TYPE } from '../layout';
import {
  buildRoute, ER_ORIGIN, ER_ROW, ER_S0, ER_S1, ER_SIZE, ER_STRETCH, ER_THETA, ER_Z0, ER_Z1, ExpandedRows, rowBase,
} from './build';
import { SEG_ARC, SEG_POINT } from './route';

/** rad: largest angle between two polyline points along an arc (smooth at any zoom of a route view). */
const POLYLINE_ARC_STEP: f64 = 2.0 * Math.PI / 180;

/** One derived record per input row. */
export const TR_CUMULATIVE_LENGTH: i32 = 0; // m, at the end of the row
export const TR_ALT_AT_START: i32 = 1; // m
export const TR_ALT_AT_END: i32 = 2; // m
export const TR_TOTAL_ANGLE: i32 = 3; // rad (curves)
export const TR_LENGTH: i32 = 4; // m (a loop row: the length of the copies it inserts)
export const TR_STRETCH: i32 = 5; // index of the stretch in force at the row
export const TR_START: i32 = 6; // m, position of the row's start
export const TR_SIZE: i32 = 7;
/** Output header: row count, point count, route length. */
export const TR_HEADER: i32 = 3;

/** The output buffer, kept between calls and grown when too small (no 200 KB allocation per keystroke). */
let scratch = new Float64Array(0);

/** The buffer the last solveTrajectory wrote (its first `length` values). */
export function trajectoryOutput(): Float64Array {
  return scratch;
}

/**
 * Solves the trajectory of an input buffer (layout.ts) into trajectoryOutput() and returns the number of values
 * written: [rowCount, pointCount, length], then TR_SIZE values per input row, then the polyline as four arrays
 * s, x, y, z. A row's values are those of its first occurrence; a loop row spans the copies it inserts.
 */
export function solveTrajectory(input: Float64Array): i32 {
  const expanded = new ExpandedRows();
  const route = buildRoute(input, expanded);
  const er = expanded.data;
  const n = i32(input[IN_ROW_COUNT]);
  const rows = new Float64Array(n * TR_SIZE);
  const seen = new Uint8Array(n);
  for (let k = 0; k < expanded.count; k++) {
    const e = k * ER_SIZE;
    const i = i32(er[e + ER_ORIGIN]);
    const own = i == i32(er[e + ER_ROW]);
    const b = i * TR_SIZE;
    if (seen[i] == 0) {
      seen[i] = 1;
      rows[b + TR_START] = er[e + ER_S0];
      rows[b + TR_ALT_AT_START] = er[e + ER_Z0];
      rows[b + TR_TOTAL_ANGLE] = own ? er[e + ER_THETA] : 0;
      rows[b + TR_STRETCH] = er[e + ER_STRETCH];
    }
    if (seen[i] == 1 || i32(input[rowBase(input, i) + ROW_TYPE]) == ROW_LOOP) {
      rows[b + TR_CUMULATIVE_LENGTH] = er[e + ER_S1];
      rows[b + TR_ALT_AT_END] = er[e + ER_Z1];
      rows[b + TR_LENGTH] = er[e + ER_S1] - rows[b + TR_START];
    }
    if (own) seen[i] = 2;
  }
  // rows that made nothing (a loop with no rows before it): continue from the row before
  for (let i = 0; i < n; i++) {
    if (seen[i] != 0) continue;
    const b = i * TR_SIZE;
    const prev = i > 0 ? (i - 1) * TR_SIZE : -1;
    const s = prev >= 0 ? rows[prev + TR_CUMULATIVE_LENGTH] : 0;
    const z = prev >= 0 ? rows[prev + TR_ALT_AT_END] : route.segments.length > 0 ? route.segments[0].sz : 0;
    rows[b + TR_START] = s;
    rows[b + TR_CUMULATIVE_LENGTH] = s;
    rows[b + TR_ALT_AT_START] = z;
    rows[b + TR_ALT_AT_END] = z;
    rows[b + TR_STRETCH] = prev >= 0 ? rows[prev + TR_STRETCH] : 0;
  }
  // the polyline: every segment start, points along arcs, and the end — counted first, then written straight
  // into the output (no Vec3 and no growing arrays: this answers while the engineer types)
  let m = 0;
  for (let k = 0; k < route.segments.length; k++) {
    const seg = route.segments[k];
    if (seg.kind == SEG_POINT) continue;
    const steps = seg.kind == SEG_ARC ? max(1, i32(Math.ceil(seg.theta / POLYLINE_ARC_STEP))) : 1;
    m += m == 0 ? steps + 1 : steps;
  }
  const empty = m == 0;
  if (empty) m = 1;
  const size = TR_HEADER + rows.length + 4 * m;
  if (scratch.length < size || scratch.length > 4 * size + 1024) scratch = new Float64Array(size + (size >> 2));
  const out = scratch;
  out[0] = f64(n);
  out[1] = f64(m);
  out[2] = route.length;
  for (let i = 0; i < rows.length; i++) unchecked((out[TR_HEADER + i] = rows[i]));
  const o = TR_HEADER + rows.length;
  if (empty) {
    out[o] = 0;
    out[o + 1] = 0;
    out[o + 2] = 0;
    out[o + 3 * m] = n > 0 ? rows[TR_ALT_AT_START] : 0;
    return size;
  }
  let j = 0;
  for (let k = 0; k < route.segments.length; k++) {
    const seg = route.segments[k];
    if (seg.kind == SEG_POINT) continue;
    const arc = seg.kind == SEG_ARC;
    const steps = arc ? max(1, i32(Math.ceil(seg.theta / POLYLINE_ARC_STEP))) : 1;
    const first = j == 0 ? 0 : 1;
    const sx = seg.sx;
    const sy = seg.sy;
    const sz = seg.sz;
    // along an arc, (cos φ, sin φ) advance by rotation: two trigonometric calls per arc, not per point
    const dphi = arc ? seg.theta / f64(steps) : 0;
    const cd = Math.cos(dphi);
    const sd = Math.sin(dphi);
    let cp: f64 = 1;
    let sp: f64 = 0;
    if (first == 1) {
      cp = cd;
      sp = sd;
    }
    for (let q = first; q <= steps; q++) {
      const u = (seg.length * f64(q)) / f64(steps);
      let a = u;
      let c: f64 = 0;
      if (arc) {
        a = seg.radius * sp;
        c = seg.radius * (1 - cp);
        const cn = cp * cd - sp * sd;
        sp = sp * cd + cp * sd;
        cp = cn;
      }
      unchecked((out[o + j] = seg.s0 + u));
      unchecked((out[o + m + j] = sx + a * seg.tx + c * seg.bx));
      unchecked((out[o + 2 * m + j] = sy + a * seg.ty + c * seg.by));
      unchecked((out[o + 3 * m + j] = sz + a * seg.tz + c * seg.bz));
      j++;
    }
  }
  return size;
}
