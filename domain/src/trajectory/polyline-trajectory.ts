// A surveyed polyline into trajectory rows (route-import.ts): straights joined by curves, each corner a curve of the
// chosen radius, a bend surveyed along its length one curve of the radius the survey shows.
import { makeId } from '../section/defaults.js';
import type { SectionTrajectoryRow, TrajectoryData } from '../section/types.js';
import { fitBends } from './route-bends.js';
import { RouteImportError, type RoutePoint } from './route-points.js';

const RAD = Math.PI / 180;
/**
 * Turns smaller than this (degrees) are straight on when the straight still passes within {@link SURVEY_TOLERANCE_M}
 * of the surveyed points (see {@link straightsBetweenCorners}).
 */
export const MIN_TURN_DEG = 1;

/** The compass bearing (degrees, 0 north, 90 east) from `a` to `b`. */
function bearingOf(a: RoutePoint, b: RoutePoint): number {
  return ((Math.atan2(b.x - a.x, b.y - a.y) / RAD) + 360) % 360;
}

/** A turn in (−180, 180], positive to the right. */
function turnOf(from: number, to: number): number {
  let turn = to - from;
  while (turn > 180) turn -= 360;
  while (turn <= -180) turn += 360;
  return turn;
}

const round = (value: number, digits = 3): number => Number(value.toFixed(digits));

/**
 * How far (m) an imported polyline may be moved to drop its survey noise: the points within this distance of the line
 * through their neighbours kept are dropped (Douglas–Peucker, in 3-D when the points have altitudes). A few centimetres
 * of GNSS noise on points a metre apart would otherwise turn every point into a curve of a few degrees, and the
 * capstan friction of hundreds of such curves into forces no route has; 0.1 m is well above an RTK survey's noise and
 * well below anything that changes a duct's forces.
 */
export const SURVEY_TOLERANCE_M = 0.1;

/** The distance from `p` to the segment `a`–`b` (3-D when `withAltitude`). */
function distanceToSegment(p: RoutePoint, a: RoutePoint, b: RoutePoint, withAltitude: boolean): number {
  const z = (point: RoutePoint): number => (withAltitude ? (point.z as number) : 0);
  const [dx, dy, dz] = [b.x - a.x, b.y - a.y, z(b) - z(a)];
  const lengthSquared = dx * dx + dy * dy + dz * dz;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy + (z(p) - z(a)) * dz) / lengthSquared));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy, z(p) - z(a) - t * dz);
}

/** The indexes of the points that a Douglas–Peucker simplification within `tolerance` keeps (the ends always). */
function simplify(points: readonly RoutePoint[], tolerance: number, withAltitude: boolean): number[] {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!, withAltitude);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.flatMap((_, index) => (keep[index] === 1 ? [index] : []));
}

/**
 * The corners of a simplified polyline and the polyline with the points between them moved onto the straight lines
 * joining them. From each corner, a vertex turning less than {@link MIN_TURN_DEG} (measured from the line from that corner)
 * lies on the straight when the line from the corner to the next vertex passes within {@link SURVEY_TOLERANCE_M} of every
 * surveyed point in between; otherwise it is a corner (a curve, however small its turn, since the survey turns there).
 * The straight's heading and length come from the corners' positions, not from its first leg's heading, so the small
 * turns do not add up to a route that drifts sideways from the survey (up to the leg's length × sin 1°). Points on a
 * straight keep their altitudes (the straight keeps their slopes) and are dropped when there are no altitudes.
 */
function straightsBetweenCorners(
  points: readonly RoutePoint[],
  surveyed: readonly RoutePoint[],
  indexes: readonly number[],
  withAltitude: boolean,
): { points: RoutePoint[]; indexes: number[]; corner: boolean[] } {
  const last = points.length - 1;
  const isCorner = points.map((_, i) => i === 0 || i === last);
  let from = 0;
  for (let k = 1; k < last; k++) {
    const [a, b] = [points[from]!, points[k + 1]!];
    const turn = turnOf(bearingOf(a, points[k]!), bearingOf(points[k]!, b));
    const onLine =
      Math.abs(turn) < MIN_TURN_DEG && surveyed.slice(indexes[from]!, indexes[k + 1]! + 1).every((p) => distanceToSegment(p, a, b, false) <= SURVEY_TOLERANCE_M);
    if (!onLine) [isCorner[k], from] = [true, k];
  }
  const out: { points: RoutePoint[]; indexes: number[]; corner: boolean[] } = { points: [], indexes: [], corner: [] };
  let a = points[0]!;
  let b = points[0]!;
  let lastAlong = 0;
  points.forEach((point, i) => {
    if (isCorner[i]) {
      a = point;
      b = points[isCorner.indexOf(true, i + 1)] ?? point;
      lastAlong = 0;
    } else {
      if (!withAltitude) return;
      // the point's place along the straight (a point that would not move forward along it is dropped)
      const [dx, dy] = [b.x - a.x, b.y - a.y];
      const along = ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy);
      if (!(along > lastAlong + 1e-9 && along < 1 - 1e-9)) return;
      lastAlong = along;
      point = { x: a.x + along * dx, y: a.y + along * dy, z: point.z };
    }
    out.points.push(point);
    out.indexes.push(indexes[i]!);
    out.corner.push(isCorner[i]!);
  });
  return out;
}

/**
 * How far (m) a curve that takes the radius a surveyed bend shows may pass from the bend's surveyed points (see
 * {@link fitBends}): twice {@link SURVEY_TOLERANCE_M}, once for the chords the simplification drew through the bend and
 * once for the curve inside them. Corners that one curve would miss by more (two corners far apart, a sharp corner
 * inside a bend) are not one gradual turn.
 */
export const BEND_TOLERANCE_M = 2 * SURVEY_TOLERANCE_M;

/**
 * A polyline as trajectory rows: the survey noise dropped (see {@link SURVEY_TOLERANCE_M}), straights from corner to
 * corner, and a curve at each corner. A point turning less than {@link MIN_TURN_DEG} from the line from the last corner
 * lies on the straight when that straight passes within {@link SURVEY_TOLERANCE_M} of the survey, and is a corner
 * otherwise (see {@link straightsBetweenCorners}): the straights keep the survey's positions, so the route ends where the
 * survey does, and a bend surveyed densely, each point turning less than that, keeps its whole turn.
 *
 * Radii: `radius` is the smallest a curve gets. A vertex turning on its own is a corner and gets `radius`. Consecutive
 * vertices turning the same way are a bend the survey shows turning gradually: they become one curve of their total
 * turn, tangent to the legs before and after it, with the radius of the circle that fits the surveyed points (a 90°
 * arc of R 60 m surveyed every metre imports as one curve of 90°, R 60 m), provided it passes within
 * {@link BEND_TOLERANCE_M} of them; otherwise the bend is split, down to corners (see {@link fitBends}). Bend friction
 * depends on the turn only, but the sidewall force F/R and the bending stiffness on the radius, so a gentle bend must not
 * import as a tight one.
 *
 * Each straight is shortened by the tangent lengths R·tan(|turn|/2) of its curves, so the straights stay on the
 * polyline's lines and the route ends where the survey does; corners closer together than their tangents at `radius`
 * get the largest radius that fits (half of a straight they share with another curve). Two straights of one slope are
 * made one. Coincident points are dropped. Slopes from the altitudes when every point has one. The rows show angles to
 * 0.01° and the initial heading to 0.0001°, rounded so that the headings' rounding does not add up along the route.
 */
export function polylineToTrajectory(input: readonly RoutePoint[], radius: number): TrajectoryData {
  if (!(radius > 0)) throw new RouteImportError('badNumber');
  const distinct = input.filter((point, index) => index === 0 || Math.hypot(point.x - input[index - 1]!.x, point.y - input[index - 1]!.y) > 1e-6);
  if (distinct.length < 2) throw new RouteImportError('tooFewPoints');
  const withAltitude = distinct.every((point) => typeof point.z === 'number' && Number.isFinite(point.z));
  const simplified = simplify(distinct, SURVEY_TOLERANCE_M, withAltitude);
  const { points, indexes, corner } = straightsBetweenCorners(
    simplified.map((index) => distinct[index]!),
    distinct,
    simplified,
    withAltitude,
  );
  const bearings = points.slice(1).map((point, index) => bearingOf(points[index]!, point));
  // the turn at each vertex (0 at a point on a straight between corners), and the heading before it
  const headingsIn = bearings.slice(0, -1);
  const turns = bearings.slice(1).map((bearing, j) => (corner[j + 1] && round(turnOf(bearings[j]!, bearing), 2) !== 0 ? turnOf(bearings[j]!, bearing) : 0));
  const legs = bearings.map((_, i) => {
    const a = points[i]!;
    const b = points[i + 1]!;
    const horizontal = Math.hypot(b.x - a.x, b.y - a.y);
    const rise = withAltitude ? (b.z as number) - (a.z as number) : 0;
    return { slope: Math.atan2(rise, horizontal) / RAD, horizontal };
  });
  const isCurve = (j: number): boolean => (turns[j] ?? 0) !== 0;
  const bends = fitBends({ points, surveyed: distinct, indexes, turns, headingsIn, legs, withAltitude, minTurn: Number.MIN_VALUE, minRadius: radius, tolerance: BEND_TOLERANCE_M });
  const bendAt = new Map(bends.map((bend) => [bend.first, bend]));
  const bendEndingAt = new Map(bends.map((bend) => [bend.last, bend]));
  const inBend = (leg: number): boolean => bends.some((bend) => leg > bend.first && leg <= bend.last);
  // a corner takes at most its legs (half of one it shares with another curve): corners closer together than their
  // tangents at `radius` get the largest radius that fits, so the route still passes its corners
  const cornerRadius = (j: number): number => {
    const room = (leg: number, shared: boolean): number => (legs[leg]!.horizontal / Math.cos(legs[leg]!.slope * RAD)) * (shared ? 0.5 : 1);
    const fits = Math.floor((Math.min(room(j, isCurve(j - 1)), room(j + 1, isCurve(j + 1))) / Math.tan((Math.abs(turns[j]!) * RAD) / 2)) * 100) / 100;
    return Math.min(radius, Math.max(0.01, fits));
  };

  // the route as legs (horizontal lengths, slopes), each with the curve at its end (none after the last); a bend's
  // legs run on to the point where their lines meet
  const route: { horizontal: number; slope: number; curve?: { angle: number; radius: number } | undefined }[] = [];
  legs.forEach((leg, i) => {
    if (inBend(i)) return;
    const bend = bendAt.get(i);
    const horizontal = leg.horizontal + (bend?.extendIn ?? 0) + (bendEndingAt.get(i - 1)?.extendOut ?? 0);
    const curve = bend !== undefined ? { angle: bend.turn, radius: bend.radius } : isCurve(i) ? { angle: turns[i]!, radius: cornerRadius(i) } : undefined;
    route.push({ horizontal, slope: leg.slope, curve });
  });
  const tangent = (curve: { angle: number; radius: number } | undefined): number => (curve ? curve.radius * Math.tan((Math.abs(curve.angle) * RAD) / 2) : 0);

  const rows: SectionTrajectoryRow[] = [];
  // headings as the rows show them (0.01° per curve, 0.0001° at the start): each curve's angle is rounded so that the
  // heading after it is the exact heading rounded, so the rounding never adds up along the route
  const initialHeading = round(bearings[0]!, 4);
  let exactTurn = bearings[0]! - initialHeading;
  let shownTurn = 0;
  route.forEach((leg, i) => {
    const length = leg.horizontal / Math.cos(leg.slope * RAD);
    const shortened = length - tangent(route[i - 1]?.curve) - tangent(leg.curve);
    const straight = { slope: round(leg.slope, 2), length: round(Math.max(0, shortened), 2) };
    const previous = rows.at(-1);
    // a turn too small for a curve between two straights of one slope: one straight
    if (previous?.type === 'straight' && previous.slope === straight.slope) previous.length = round((previous.length ?? 0) + straight.length, 2);
    else rows.push({ key: makeId('row'), type: 'straight', ...straight });
    if (!leg.curve) return;
    exactTurn += leg.curve.angle;
    const angle = round(round(exactTurn, 2) - shownTurn, 2);
    if (angle === 0) return;
    shownTurn = round(shownTurn + angle, 2);
    rows.push({ key: makeId('row'), type: 'curve', angle, radius: leg.curve.radius });
  });
  return {
    altitudeAtStart: withAltitude ? round(points[0]!.z as number, 2) : 0,
    initialHeading,
    rows,
  };
}
