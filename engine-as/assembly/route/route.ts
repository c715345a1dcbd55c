// The expanded route: trajectory rows turned into straight segments, circular 3-D arcs and point loads.
// Axes: x east, y north, z up. Headings are compass bearings (0 north, 90° east); a positive curve angle
// turns right (clockwise seen from above). Geometry: docs/physics.md#trajectory.

export const SEG_STRAIGHT: i32 = 0;
export const SEG_ARC: i32 = 1;
export const SEG_POINT: i32 = 2;

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
  /** jetting's lifted arc steps: the geometry of this arc's first step, with its key (physics/arc-lifted.ts) */
  stageCache: StaticArray<f64> | null = null;

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

  /** Index of the last segment from `from` on that starts at or before s (from − 1 when none; segments in increasing s0). */
  lastStartingAtOrBefore(s: f64, from: i32 = 0): i32 {
    const segs = this.segments;
    let lo = from - 1;
    let hi = segs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (unchecked(segs[mid]).s0 <= s) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Index of the first segment ending at or after s (the count when none; each starts where the last ended). */
  firstEndingAtOrAfter(s: f64): i32 {
    const segs = this.segments;
    let lo = 0;
    let hi = segs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const seg = unchecked(segs[mid]);
      if (seg.s0 + seg.length >= s) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** The last segment starting at or before s, else the first (null for an empty route). */
  segmentAt(s: f64): Segment | null {
    if (this.segments.length == 0) return null;
    return unchecked(this.segments[max(0, this.lastStartingAtOrBefore(s))]);
  }

  /** Altitude at s (binary search over the segments; the end's altitude beyond the route). */
  altitudeAt(s: f64): f64 {
    const seg = this.segmentAt(s);
    if (seg == null) return 0;
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
