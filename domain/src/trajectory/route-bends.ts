/**
 * The bends of an imported route: consecutive corners of a simplified survey that turn the same way are one bend the
 * survey shows turning gradually, imported as one curve of the radius the survey shows rather than as corners of the
 * import radius (see {@link fitBends}). Used by the route import (route-import.ts).
 */
import { curveAltitudeChange, curveTotalAngle } from './compute-trajectory.js';

const RAD = Math.PI / 180;

/** A point in local metres: x east, y north, z up. */
interface Point {
  x: number;
  y: number;
  z?: number | undefined;
}

/** One bend imported as a single curve: the vertices `first`…`last` (indexes of turns), joined at their legs' lines. */
export interface Bend {
  first: number;
  last: number;
  /** degrees, the sum of the vertices' turns, positive to the right */
  turn: number;
  /** m */
  radius: number;
  /** m (horizontal): how far the leg before the bend runs past its first vertex to the point where the legs meet */
  extendIn: number;
  /** m (horizontal): how far the leg after the bend starts before its last vertex */
  extendOut: number;
}

export interface BendSurvey {
  /** the simplified polyline; turn j is at vertex j + 1, between leg j and leg j + 1 */
  points: readonly Point[];
  /** the surveyed points the simplified polyline was drawn through, and the index there of each of its vertices */
  surveyed: readonly Point[];
  indexes: readonly number[];
  /** degrees per vertex (0: straight on), and the heading (compass degrees) the rows have before each */
  turns: readonly number[];
  headingsIn: readonly number[];
  legs: readonly { horizontal: number; slope: number }[];
  withAltitude: boolean;
  minTurn: number;
  minRadius: number;
  /** m: how far the curve may pass from any surveyed point of the bend, and the bend's end from the survey's altitude */
  tolerance: number;
}

/** Bends turning more than this (degrees) are split: the legs' lines meet too far away, or not at all. */
const MAX_BEND_DEG = 120;

const direction = (heading: number): { x: number; y: number } => ({ x: Math.sin(heading * RAD), y: Math.cos(heading * RAD) });
const cross = (a: { x: number; y: number }, b: { x: number; y: number }): number => a.x * b.y - a.y * b.x;

/**
 * The bends of a survey. Each run of consecutive vertices turning the same way is tried as one curve tangent to the
 * legs on both sides of it (they keep their lines, so the route still ends where the survey does): its radius is the one
 * that brings the curve closest to the surveyed points of the run (a fitted circle; for a circular arc surveyed along
 * its length, the arc's radius), never below `minRadius` nor above what the legs leave for its tangents (half of a leg
 * shared with another curve). The run is one bend when that curve passes within `tolerance` of every surveyed point of
 * it (and, with altitudes, ends within `tolerance` of the surveyed altitude); otherwise it is split where half of its
 * turn is done, down to single vertices, which stay corners of `minRadius`.
 */
export function fitBends(survey: BendSurvey): Bend[] {
  const { turns, minTurn } = survey;
  const isCurve = (j: number): boolean => Math.abs(turns[j] ?? 0) >= minTurn;
  const bends: Bend[] = [];
  for (let first = 0; first < turns.length; first++) {
    if (!isCurve(first)) continue;
    let last = first;
    while (isCurve(last + 1) && Math.sign(turns[last + 1]!) === Math.sign(turns[first]!)) last++;
    bends.push(...fitRun(survey, first, last));
    first = last;
  }
  return bends;
}

function fitRun(survey: BendSurvey, first: number, last: number): Bend[] {
  if (first === last) return [];
  const bend = fitOne(survey, first, last);
  if (bend !== undefined) return [bend];
  // split where half of the turn is done
  const total = survey.turns.slice(first, last + 1).reduce((sum, turn) => sum + Math.abs(turn), 0);
  let done = 0;
  let middle = first;
  while (middle < last - 1 && done + Math.abs(survey.turns[middle]!) < total / 2) done += Math.abs(survey.turns[middle++]!);
  return [...fitRun(survey, first, middle), ...fitRun(survey, middle + 1, last)];
}

function fitOne(survey: BendSurvey, first: number, last: number): Bend | undefined {
  const { points, turns, legs, minRadius, tolerance } = survey;
  const turn = turns.slice(first, last + 1).reduce((sum, t) => sum + t, 0);
  if (Math.abs(turn) > MAX_BEND_DEG) return undefined;
  const isCurve = (j: number): boolean => Math.abs(turns[j] ?? 0) >= survey.minTurn;
  const start = points[first + 1]!;
  const end = points[last + 1]!;
  const dIn = direction(survey.headingsIn[first]!);
  const dOut = direction(survey.headingsIn[first]! + turn);
  // the legs' lines meet at start + s·dIn = end − u·dOut
  const det = cross(dIn, dOut);
  const w = { x: end.x - start.x, y: end.y - start.y };
  const s = cross(w, dOut) / det;
  const u = cross(dIn, w) / det;
  if (!(s >= 0 && u >= 0)) return undefined;
  const halfTurn = Math.tan((Math.abs(turn) * RAD) / 2);
  const roomIn = s + legs[first]!.horizontal * (isCurve(first - 1) ? 0.5 : 1);
  const roomOut = u + legs[last + 1]!.horizontal * (isCurve(last + 1) ? 0.5 : 1);
  const largest = Math.min(roomIn, roomOut) / halfTurn;
  if (!(largest > 0)) return undefined;
  const meet = { x: start.x + s * dIn.x, y: start.y + s * dIn.y };
  // the surveyed points of the bend and the middles of the lines between them (a survey of corners only means
  // straight lines between them, which a curve through the corners would miss)
  const inBend = survey.surveyed.slice(survey.indexes[first + 1]!, survey.indexes[last + 1]! + 1);
  const surveyed = inBend.flatMap((p, k) => (k === 0 ? [p] : [{ x: (p.x + inBend[k - 1]!.x) / 2, y: (p.y + inBend[k - 1]!.y) / 2 }, p]));
  const deviation = (radius: number): number => largestDistance(surveyed, meet, dIn, dOut, turn, radius);
  // the survey shows one bend when a curve of some radius passes within the tolerance of it; a bend tighter than
  // `minRadius` gets `minRadius` like a corner (the largest radius that fits where not even that fits)
  const best = bestRadius(deviation, Math.min(minRadius, largest) / 20, largest);
  if (deviation(best) > tolerance) return undefined;
  const radius = Math.min(Math.floor(largest * 100) / 100, Math.max(minRadius, Math.floor(best * 100) / 100));
  if (best >= minRadius && deviation(radius) > tolerance) return undefined;
  if (survey.withAltitude && Math.abs(altitudeError(survey, first, last, turn, radius, s, u)) > tolerance) return undefined;
  return { first, last, turn, radius, extendIn: s, extendOut: u };
}

/** The radius in [low, high] with the smallest `deviation`: a scan on a geometric grid, then a golden-section search. */
function bestRadius(deviation: (radius: number) => number, low: number, high: number): number {
  const steps = 64;
  const ratio = (high / low) ** (1 / steps);
  let best = 0;
  let bestValue = Infinity;
  for (let k = 0; k <= steps; k++) {
    const value = deviation(low * ratio ** k);
    if (value < bestValue) [best, bestValue] = [k, value];
  }
  let a = low * ratio ** Math.max(0, best - 1);
  let b = low * ratio ** Math.min(steps, best + 1);
  const golden = (Math.sqrt(5) - 1) / 2;
  for (let k = 0; k < 40; k++) {
    const c = b - golden * (b - a);
    const d = a + golden * (b - a);
    if (deviation(c) <= deviation(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/**
 * The largest plan distance from `surveyed` to the route around a bend: the line in up to the curve, the curve
 * (tangent to both lines, of `radius`, turning `turn` degrees), the line out after it; `meet` is where the lines meet.
 */
function largestDistance(
  surveyed: readonly Point[],
  meet: { x: number; y: number },
  dIn: { x: number; y: number },
  dOut: { x: number; y: number },
  turn: number,
  radius: number,
): number {
  const tangent = radius * Math.tan((Math.abs(turn) * RAD) / 2);
  const a = { x: meet.x - tangent * dIn.x, y: meet.y - tangent * dIn.y };
  const b = { x: meet.x + tangent * dOut.x, y: meet.y + tangent * dOut.y };
  // the centre lies on the normal to the line in at a, on the side the route turns to
  const side = turn > 0 ? 1 : -1;
  const centre = { x: a.x + side * radius * dIn.y, y: a.y - side * radius * dIn.x };
  const ca = { x: a.x - centre.x, y: a.y - centre.y };
  const cb = { x: b.x - centre.x, y: b.y - centre.y };
  const span = Math.sign(cross(ca, cb));
  let largest = 0;
  for (const q of surveyed) {
    const along = (q.x - a.x) * dIn.x + (q.y - a.y) * dIn.y;
    const toIn = along <= 0 ? Math.abs(cross({ x: q.x - a.x, y: q.y - a.y }, dIn)) : Math.hypot(q.x - a.x, q.y - a.y);
    const after = (q.x - b.x) * dOut.x + (q.y - b.y) * dOut.y;
    const toOut = after >= 0 ? Math.abs(cross({ x: q.x - b.x, y: q.y - b.y }, dOut)) : Math.hypot(q.x - b.x, q.y - b.y);
    const cq = { x: q.x - centre.x, y: q.y - centre.y };
    const onArc = Math.sign(cross(ca, cq)) === span && Math.sign(cross(cq, cb)) === span;
    const toArc = onArc ? Math.abs(Math.hypot(cq.x, cq.y) - radius) : Infinity;
    largest = Math.max(largest, Math.min(toIn, toOut, toArc));
  }
  return largest;
}

/**
 * The altitude (m) the rows reach at the end of the bend's curve minus the survey's there: the straight in keeps its
 * leg's slope up to the curve, the curve changes the altitude as any curve of the table does (minimum-curvature arc).
 */
function altitudeError(survey: BendSurvey, first: number, last: number, turn: number, radius: number, s: number, u: number): number {
  const { points, legs } = survey;
  const slopeIn = legs[first]!.slope;
  const slopeOut = legs[last + 1]!.slope;
  const tangent = radius * Math.tan((Math.abs(turn) * RAD) / 2);
  const zIn = (points[first + 1]!.z as number) + (s - tangent) * Math.tan(slopeIn * RAD);
  const total = curveTotalAngle(slopeIn, slopeOut, turn);
  const reached = zIn + (total > 1e-9 ? curveAltitudeChange(radius, total, slopeIn, slopeOut) : 0);
  const surveyed = (points[last + 1]!.z as number) + (tangent - u) * Math.tan(slopeOut * RAD);
  return reached - surveyed;
}
