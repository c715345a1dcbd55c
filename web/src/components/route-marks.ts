/** A solved route's polyline: cumulative length `s` (ascending) and the coordinates of each point, in m. */
export interface RoutePolyline {
  readonly s: ArrayLike<number>;
  readonly x: ArrayLike<number>;
  readonly y: ArrayLike<number>;
  readonly z: ArrayLike<number>;
}

/** Points of a route at given positions along it. */
export interface RouteMarks {
  readonly s: number[];
  readonly x: number[];
  readonly y: number[];
  readonly z: number[];
}

/**
 * The points of `route` at each of `positions` (m along the route), linearly between the polyline's points; a
 * position outside the route is left out (a machine placed beyond the end has no place on the drawing).
 */
export function marksAlong(route: RoutePolyline, positions: readonly number[]): RouteMarks {
  const marks: RouteMarks = { s: [], x: [], y: [], z: [] };
  const n = route.s.length;
  if (n === 0) return marks;
  for (const position of positions) {
    if (!Number.isFinite(position) || position < route.s[0]! || position > route.s[n - 1]!) continue;
    // the last point whose s is at most the position (binary search: routes have thousands of points)
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (route.s[mid]! <= position) lo = mid;
      else hi = mid - 1;
    }
    const next = Math.min(lo + 1, n - 1);
    const span = route.s[next]! - route.s[lo]!;
    const t = span > 0 ? (position - route.s[lo]!) / span : 0;
    const at = (v: ArrayLike<number>) => v[lo]! + t * (v[next]! - v[lo]!);
    marks.s.push(position);
    marks.x.push(at(route.x));
    marks.y.push(at(route.y));
    marks.z.push(at(route.z));
  }
  return marks;
}
