// The expanded route: trajectory rows turned into straight segments, circular 3-D arcs and point loads.
// Axes: x east, y north, z up. Headings are compass bearings (0 north, 90° east); a positive curve angle
// turns right (clockwise seen from above). Geometry: docs/physics.md#trajectory.

import {
  IN_ALTITUDE_AT_START,
  IN_HEADER,
  IN_INITIAL_HEADING,
  IN_ROW_COUNT,
  IN_STRETCH_COUNT,
  ROW_ANGLE,
  ROW_CURVE,
  ROW_CURVE_ON_ROLLERS,
  ROW_DUP_SEGMENTS,
  ROW_LENGTH,
  ROW_LOOP,
  ROW_LOOP_COUNT,
  ROW_PUSH_FORCE,
  ROW_PUSHER,
  ROW_RADIUS,
  ROW_SIZE,
  ROW_SLOPE,
  ROW_STRAIGHT,
  ROW_STRETCH,
  ROW_STRETCH_SWITCH,
  ROW_TYPE,
  ST_SIZE,
} from '../layout';

export const SEG_STRAIGHT: i32 = 0;
export const SEG_ARC: i32 = 1;
export const SEG_POINT: i32 = 2;

/** Below this deflection (rad) a curve is treated as straight on. */
const MIN_BEND_ANGLE: f64 = 1e-9;

export class Vec3 {
  constructor(public x: f64 = 0, public y: f64 = 0, public z: f64 = 0) {}
}

/** Unit tangent of a heading (compass bearing, rad) and a slope (rad, + up). */
export function direction(heading: f64, slope: f64): Vec3 {
  const c = Math.cos(slope);
  return new Vec3(c * Math.sin(heading), c * Math.cos(heading), Math.sin(slope));
}

/**
 * One piece of the route. A straight has tangent t; an arc of radius `radius` turns `theta` rad from tangent
 * t towards the in-plane unit normal b (the centre of curvature side): t(φ) = cos φ·t + sin φ·b,
 * n(φ) = −sin φ·t + cos φ·b, φ = (s − s0)/radius. A point segment has no length and carries a point load.
 * The start point (sx, sy, sz), t and b are plain fields (no Vec3 per segment: a 1000-row route is built while
 * the engineer types).
 */
export class Segment {
  kind: i32 = SEG_STRAIGHT;
  /** m, position of the start along the route */
  s0: f64 = 0;
  /** m */
  length: f64 = 0;
  sx: f64 = 0;
  sy: f64 = 0;
  sz: f64 = 0;
  tx: f64 = 0;
  ty: f64 = 0;
  tz: f64 = 0;
  bx: f64 = 0;
  by: f64 = 0;
  bz: f64 = 0;
  radius: f64 = 0;
  theta: f64 = 0;
  /** sin θ and cos θ of an arc (computed once, where the arc is made) */
  sinTheta: f64 = 0;
  cosTheta: f64 = 1;
  /** index into the stretches */
  stretch: i32 = 0;
  /** index of the input row that made this segment */
  row: i32 = -1;
  /** N, point load of an intermediate pusher */
  pointLoad: f64 = 0;
  /** true for curveOnRollers rows */
  onRollers: bool = false;

  /** Back to a new segment's values (a pooled segment, see `pooledSegment`). */
  reset(): void {
    this.kind = SEG_STRAIGHT;
    this.s0 = 0;
    this.length = 0;
    this.sx = 0;
    this.sy = 0;
    this.sz = 0;
    this.tx = 0;
    this.ty = 0;
    this.tz = 0;
    this.bx = 0;
    this.by = 0;
    this.bz = 0;
    this.radius = 0;
    this.theta = 0;
    this.sinTheta = 0;
    this.cosTheta = 1;
    this.stretch = 0;
    this.row = -1;
    this.pointLoad = 0;
    this.onRollers = false;
  }

  setStart(x: f64, y: f64, z: f64): void {
    this.sx = x;
    this.sy = y;
    this.sz = z;
  }

  setT(x: f64, y: f64, z: f64): void {
    this.tx = x;
    this.ty = y;
    this.tz = z;
  }

  setB(x: f64, y: f64, z: f64): void {
    this.bx = x;
    this.by = y;
    this.bz = z;
  }

  /** Unit tangent at local arc length u (0 ≤ u ≤ length). */
  tangentAt(u: f64): Vec3 {
    if (this.kind != SEG_ARC) return new Vec3(this.tx, this.ty, this.tz);
    const phi = u / this.radius;
    const c = Math.cos(phi);
    const s = Math.sin(phi);
    return new Vec3(c * this.tx + s * this.bx, c * this.ty + s * this.by, c * this.tz + s * this.bz);
  }

  /** Unit principal normal (towards the centre of curvature) at local arc length u; arcs only. */
  normalAt(u: f64): Vec3 {
    const phi = u / this.radius;
    const c = Math.cos(phi);
    const s = Math.sin(phi);
    return new Vec3(-s * this.tx + c * this.bx, -s * this.ty + c * this.by, -s * this.tz + c * this.bz);
  }

  /** Point at local arc length u. */
  pointAt(u: f64): Vec3 {
    if (this.kind != SEG_ARC) return new Vec3(this.sx + u * this.tx, this.sy + u * this.ty, this.sz + u * this.tz);
    const phi = u / this.radius;
    const a = this.radius * Math.sin(phi);
    const c = this.radius * (1 - Math.cos(phi));
    return new Vec3(this.sx + a * this.tx + c * this.bx, this.sy + a * this.ty + c * this.by, this.sz + a * this.tz + c * this.bz);
  }

  /** Altitude at local arc length u (no allocation). */
  zAt(u: f64): f64 {
    if (this.kind != SEG_ARC) return this.sz + u * this.tz;
    const phi = u / this.radius;
    return this.sz + this.radius * (Math.sin(phi) * this.tz + (1 - Math.cos(phi)) * this.bz);
  }
}

export class Route {
  segments: Array<Segment> = new Array<Segment>();
  /** m */
  length: f64 = 0;

  push(seg: Segment): void {
    seg.s0 = this.length;
    this.length += seg.length;
    this.segments.push(seg);
  }

  /** The last point of the route. */
  end(): Vec3 {
    const n = this.segments.length;
    if (n == 0) return new Vec3();
    const last = this.segments[n - 1];
    return last.pointAt(last.length);
  }

  /** The tangent at the end of the route (east, horizontal for an empty route). */
  endTangent(): Vec3 {
    for (let i = this.segments.length - 1; i >= 0; i--) {
      const seg = this.segments[i];
      if (seg.kind != SEG_POINT) return seg.tangentAt(seg.length);
    }
    return new Vec3(1, 0, 0);
  }

  /** Altitude at s (binary search over the segments; the end's altitude beyond the route). */
  altitudeAt(s: f64): f64 {
    const segs = this.segments;
    const n = segs.length;
    if (n == 0) return 0;
    let lo = 0;
    let hi = n - 1;
    // the last segment starting at or before s
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (unchecked(segs[mid]).s0 <= s) lo = mid;
      else hi = mid - 1;
    }
    const seg = unchecked(segs[lo]);
    return seg.zAt(Math.max(0.0, Math.min(s - seg.s0, seg.length)));
  }

  /** Lowest altitude over [a, b] and where it is (ends, and the lowest point inside an arc). */
  lowestIn(a: f64, b: f64, at: Float64Array): f64 {
    let best = this.altitudeAt(a);
    let where = a;
    const zb = this.altitudeAt(b);
    if (zb < best) {
      best = zb;
      where = b;
    }
    const segs = this.segments;
    for (let i = 0; i < segs.length; i++) {
      const seg = unchecked(segs[i]);
      const s1 = seg.s0 + seg.length;
      if (seg.kind == SEG_POINT || s1 <= a || seg.s0 >= b) continue;
      const u0 = Math.max(0.0, a - seg.s0);
      const u1 = Math.min(seg.length, b - seg.s0);
      const z1 = seg.zAt(u1);
      if (z1 < best) {
        best = z1;
        where = seg.s0 + u1;
      }
      if (seg.kind == SEG_ARC) {
        // dz/dφ = cos φ·t_z + sin φ·b_z = 0 inside the arc
        let phi = Math.atan2(-seg.tz, seg.bz);
        if (phi < 0) phi += Math.PI;
        const u = phi * seg.radius;
        if (u > u0 && u < u1) {
          const z = seg.zAt(u);
          if (z < best) {
            best = z;
            where = seg.s0 + u;
          }
        }
      }
    }
    at[0] = where;
    return best;
  }

  /**
   * Positions in (a, b) where the altitude can turn: the segment ends and the stationary point inside each arc
   * (appended to `out`). A static pressure p0 − g·(s − s0) − ρg·(z(s) − z0) is extreme at them or at a, b (up to
   * the friction over part of one arc).
   */
  turningPoints(a: f64, b: f64, out: Array<f64>): void {
    const segs = this.segments;
    for (let i = 0; i < segs.length; i++) {
      const seg = unchecked(segs[i]);
      const s1 = seg.s0 + seg.length;
      if (seg.kind == SEG_POINT || s1 <= a || seg.s0 >= b) continue;
      if (s1 < b) out.push(s1);
      if (seg.kind == SEG_ARC) {
        let phi = Math.atan2(-seg.tz, seg.bz);
        if (phi < 0) phi += Math.PI;
        const s = seg.s0 + phi * seg.radius;
        if (s > a && s < b && s < s1) out.push(s);
      }
    }
  }

  /** Continues the route straight on by `extra` m (max-distance search beyond the route's end). */
  extendStraight(extra: f64): void {
    if (extra <= 0) return;
    const seg = new Segment();
    seg.kind = SEG_STRAIGHT;
    const p = this.end();
    seg.setStart(p.x, p.y, p.z);
    const t = this.endTangent();
    seg.setT(t.x, t.y, t.z);
    seg.length = extra;
    const n = this.segments.length;
    seg.stretch = n > 0 ? this.segments[n - 1].stretch : 0;
    this.push(seg);
  }

  /** The same route travelled from its far end (calculateBackward): same points, tangents reversed. */
  reversed(): Route {
    const out = new Route();
    for (let i = this.segments.length - 1; i >= 0; i--) {
      const src = this.segments[i];
      const seg = new Segment();
      seg.kind = src.kind;
      seg.length = src.length;
      seg.stretch = src.stretch;
      seg.row = src.row;
      seg.pointLoad = src.pointLoad;
      seg.onRollers = src.onRollers;
      const p = src.pointAt(src.length);
      seg.setStart(p.x, p.y, p.z);
      const tEnd = src.tangentAt(src.length);
      seg.setT(-tEnd.x, -tEnd.y, -tEnd.z);
      if (src.kind == SEG_ARC) {
        seg.radius = src.radius;
        seg.theta = src.theta;
        seg.sinTheta = src.sinTheta;
        seg.cosTheta = src.cosTheta;
        const nEnd = src.normalAt(src.length);
        seg.setB(nEnd.x, nEnd.y, nEnd.z);
      }
      out.push(seg);
    }
    return out;
  }
}

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
