// Where machines placed along a route fall on its drawing: the points at given distances along the solved route.
import { interpolateAt } from '@cla/domain';

/** A solved route's polyline: cumulative length `s` (ascending) and the coordinates of each point, in m. */
export interface RoutePolyline {
  readonly s: readonly number[];
  readonly x: readonly number[];
  readonly y: readonly number[];
  readonly z: readonly number[];
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
  for (const position of positions) {
    const x = interpolateAt(route.s, route.x, position);
    const y = interpolateAt(route.s, route.y, position);
    const z = interpolateAt(route.s, route.z, position);
    if (x === undefined || y === undefined || z === undefined) continue;
    marks.s.push(position);
    marks.x.push(x);
    marks.y.push(y);
    marks.z.push(z);
  }
  return marks;
}
