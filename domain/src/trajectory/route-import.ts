/**
 * Routes from outside into trajectory rows (docs/product.md#screens "import from … KML, XYZ"):
 * - KML: the coordinates of LineStrings (lon,lat[,alt] in WGS84) — drawn in Google Earth or GIS tools (GPX tracks and
 *   routes, read in gpx.ts, are WGS84 lines too and go the same way);
 * - XYZ: survey points in projected metres (east, north or north, east, see survey-columns.ts; optional z), one per line;
 * - the product's own JSON export, and a CSV export of the rows.
 * A polyline becomes straights joined by curves: a corner becomes a curve of the chosen (smallest) radius, a bend
 * surveyed along its length one curve of the radius the survey shows, and the straights on both sides are shortened
 * by the curve's tangent length R·tan(|turn|/2) so that the route keeps its lines (see polylineToTrajectory). Lengths of KML (and GPX) lines are geodesic
 * (Vincenty's inverse formula on the WGS84 ellipsoid); slopes come from altitudes when the points have them.
 */
import { makeId } from '../section/defaults.js';
import type { SectionTrajectoryRow, TrajectoryData } from '../section/types.js';
import { fromDisplay, type UnitSystem } from '../units/unit-systems.js';
import { fitBends } from './route-bends.js';
import { headerColumnOrder, type SurveyColumnOrder } from './survey-columns.js';

/** A point in local metres: x east, y north, z up (z undefined when the source has no altitude). */
export interface RoutePoint {
  x: number;
  y: number;
  z?: number | undefined;
}

/** A WGS84 point: degrees, altitude in metres when known. */
export interface GeoPoint {
  lon: number;
  lat: number;
  alt?: number | undefined;
}

export class RouteImportError extends Error {
  override readonly name = 'RouteImportError';
  /**
   * `empty` no usable line, `tooFewPoints` a line of one point, `badNumber` a line that is not numbers, `badFormat`
   * not the expected file; for im files also `badHeader` (the first line is not `im 1`), `badLine` (an unknown
   * entry or a setting after the rows), `badValues` (too few or too many values) and `outOfRange` (a value outside
   * its bounds); for GPX files `waypointsOnly` (loose points, no track or route); for KMZ files `notZip` (not a zip
   * archive, or a damaged one) and `noKml` (an archive without a KML file); for survey points `orderConflict` (a
   * header naming the columns in another order than the one chosen).
   */
  constructor(
    readonly reason:
      | 'empty'
      | 'tooFewPoints'
      | 'badNumber'
      | 'badFormat'
      | 'badHeader'
      | 'badLine'
      | 'badValues'
      | 'outOfRange'
      | 'waypointsOnly'
      | 'notZip'
      | 'noKml'
      | 'orderConflict',
    readonly line?: number,
    /** Where on the line the bad value is (its column, from 1) and its text, when the file says (a KML coordinate). */
    readonly at?: { column: number; value: string },
  ) {
    super(line === undefined ? `Route import: ${reason}` : `Route import: ${reason} (line ${line}${at ? `, column ${at.column}: ${at.value}` : ''})`);
  }
}

const RAD = Math.PI / 180;
/**
 * Turns smaller than this (degrees) are straight on when the straight still passes within {@link SURVEY_TOLERANCE_M}
 * of the surveyed points (see {@link straightsBetweenCorners}).
 */
export const MIN_TURN_DEG = 1;

/** The line and column (both from 1) of a character of `text`. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * The LineStrings of a KML document, longest first; altitudes kept when present. A tuple that is not
 * `longitude,latitude[,altitude]` in numbers throws {@link RouteImportError} `badNumber` with its line, column and
 * text in the file.
 */
export function parseKml(text: string): GeoPoint[][] {
  const lines: GeoPoint[][] = [];
  let blocks = 0;
  for (const block of text.matchAll(/(<coordinates[^>]*>)([\s\S]*?)<\/coordinates>/gi)) {
    blocks++;
    const start = block.index + block[1]!.length;
    const points: GeoPoint[] = [];
    for (const tuple of block[2]!.matchAll(/\S+/g)) {
      // an empty longitude or latitude (`8.5,,410`) is not a zero; an empty altitude (`8.5,47.3,`) is none
      const cells = tuple[0].split(',');
      const [lon, lat] = cells.slice(0, 2).map((cell) => (cell.trim() === '' ? Number.NaN : Number(cell)));
      const alt = cells[2] === undefined || cells[2].trim() === '' ? undefined : Number(cells[2]);
      if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat) || (alt !== undefined && !Number.isFinite(alt))) {
        const { line, column } = placeOf(text, start + tuple.index);
        throw new RouteImportError('badNumber', line, { column, value: tuple[0] });
      }
      points.push({ lon, lat, alt });
    }
    if (points.length >= 2) lines.push(points);
  }
  if (lines.length === 0) throw new RouteImportError(blocks === 0 ? 'empty' : 'tooFewPoints');
  return lines.sort((a, b) => b.length - a.length);
}

/** Metres per unit of the coordinates of a survey file: metres, international feet, US survey feet. */
export const SURVEY_UNITS = { m: 1, ft: 0.3048, usft: 1200 / 3937 } as const;
export type SurveyUnit = keyof typeof SURVEY_UNITS;

/**
 * The cells of one survey line. Semicolons and tabs separate cells, and a comma inside a cell is then a decimal comma
 * (`2600000,25;1200000,5`); so is a comma inside space-separated cells (`2600000,25 1200000,5`); otherwise commas and
 * spaces both separate (`2600000.25,1200000.5` or `1, 2, 3`).
 */
function surveyCells(line: string): string[] {
  const decimal = (cells: string[]): string[] => cells.map((cell) => (/^[+-]?\d*,\d+$/.test(cell) ? cell.replace(',', '.') : cell));
  if (/[;\t]/.test(line)) return decimal(line.split(/\s*[;\t]\s*/).filter((cell) => cell !== ''));
  const words = line.split(/\s+/);
  if (words.length >= 2 && words.every((word) => /^[+-]?\d*,\d+$/.test(word) || /^[^,]*$/.test(word)) && !line.includes('.')) return decimal(words);
  return line.split(/[\s,]+/).filter((cell) => cell !== '');
}

/**
 * Survey points `east north [z]`, or `north east [z]` (see {@link SurveyColumnOrder}: by the header's names with
 * `auto`, else as the user chose), separated by spaces, tabs, commas or semicolons (decimal commas where the separator
 * is not a comma, see {@link surveyCells}); header and comment lines are skipped. A line of more than three numbers (a
 * point number or code before the coordinates) is refused rather than guessed, and so is a line without the altitude
 * the first point has (or with one the first point lacks), and a header naming another order than the one chosen
 * (`orderConflict`). `metresPerUnit` scales every coordinate (see {@link SURVEY_UNITS}).
 */
export function parseXyz(text: string, metresPerUnit = 1, order: SurveyColumnOrder = 'auto'): RoutePoint[] {
  const points: RoutePoint[] = [];
  let named: 'en' | 'ne' | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const cells = surveyCells(line);
    const numbers = cells.map(Number);
    if (numbers.some((n) => !Number.isFinite(n))) {
      // a header line (letters) before any point is allowed; the first naming east and north gives their order
      if (points.length === 0 && /[a-z]/i.test(line)) {
        const header = named === undefined ? headerColumnOrder(cells) : undefined;
        if (header !== undefined && order !== 'auto' && header !== order) throw new RouteImportError('orderConflict', index + 1);
        named ??= header;
        return;
      }
      throw new RouteImportError('badNumber', index + 1);
    }
    if (numbers.length < 2) throw new RouteImportError('badNumber', index + 1);
    // more than x y z, or an altitude on some points only (whose profile would silently be flattened)
    if (numbers.length > 3 || (points.length > 0 && (numbers.length === 3) !== (points[0]!.z !== undefined))) throw new RouteImportError('badValues', index + 1);
    const scale = (value: number): number => value * metresPerUnit;
    const [east, north] = (order === 'auto' ? (named ?? 'en') : order) === 'ne' ? [numbers[1]!, numbers[0]!] : [numbers[0]!, numbers[1]!];
    points.push({ x: scale(east), y: scale(north), z: numbers.length >= 3 ? scale(numbers[2]!) : undefined });
  });
  if (points.length < 2) throw new RouteImportError(points.length === 0 ? 'empty' : 'tooFewPoints');
  return points;
}

/**
 * Geodesic distance (m) and initial bearing (degrees) from `a` to `b` on the WGS84 ellipsoid, by Vincenty's
 * inverse formula (T. Vincenty, Survey Review 23(176), 1975); falls back to the great circle on the
 * rare antipodal non-convergence.
 */
export function geodesic(a: GeoPoint, b: GeoPoint): { distance: number; bearing: number } {
  const A = 6378137;
  const F = 1 / 298.257223563;
  const B = A * (1 - F);
  const L = (b.lon - a.lon) * RAD;
  const U1 = Math.atan((1 - F) * Math.tan(a.lat * RAD));
  const U2 = Math.atan((1 - F) * Math.tan(b.lat * RAD));
  const sinU1 = Math.sin(U1);
  const cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2);
  const cosU2 = Math.cos(U2);
  let lambda = L;
  for (let i = 0; i < 200; i++) {
    const sinL = Math.sin(lambda);
    const cosL = Math.cos(lambda);
    const sinSigma = Math.hypot(cosU2 * sinL, cosU1 * sinU2 - sinU1 * cosU2 * cosL);
    if (sinSigma === 0) return { distance: 0, bearing: 0 };
    const cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosL;
    const sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinL) / sinSigma;
    const cos2Alpha = 1 - sinAlpha * sinAlpha;
    const cos2SigmaM = cos2Alpha === 0 ? 0 : cosSigma - (2 * sinU1 * sinU2) / cos2Alpha;
    const C = (F / 16) * cos2Alpha * (4 + F * (4 - 3 * cos2Alpha));
    const previous = lambda;
    lambda = L + (1 - C) * F * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
    if (Math.abs(lambda - previous) < 1e-12) {
      const u2 = (cos2Alpha * (A * A - B * B)) / (B * B);
      const bigA = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
      const bigB = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
      const deltaSigma =
        bigB *
        sinSigma *
        (cos2SigmaM +
          (bigB / 4) *
            (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) -
              (bigB / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
      const distance = B * bigA * (sigma - deltaSigma);
      const bearing = Math.atan2(cosU2 * Math.sin(lambda), cosU1 * sinU2 - sinU1 * cosU2 * Math.cos(lambda)) / RAD;
      return { distance, bearing: (bearing + 360) % 360 };
    }
  }
  // great circle (mean radius) for the non-converging near-antipodal case
  const R = 6371008.8;
  const dLat = (b.lat - a.lat) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(L / 2) ** 2;
  const bearing = Math.atan2(Math.sin(L) * Math.cos(b.lat * RAD), Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos(L)) / RAD;
  return { distance: 2 * R * Math.asin(Math.sqrt(h)), bearing: (bearing + 360) % 360 };
}

/** A geographic line in local metres: each segment keeps its geodesic length and initial bearing. */
export function geoToLocal(points: readonly GeoPoint[]): RoutePoint[] {
  const out: RoutePoint[] = [];
  let x = 0;
  let y = 0;
  points.forEach((point, index) => {
    if (index > 0) {
      const { distance, bearing } = geodesic(points[index - 1]!, point);
      x += distance * Math.sin(bearing * RAD);
      y += distance * Math.cos(bearing * RAD);
    }
    out.push({ x, y, z: point.alt });
  });
  return out;
}

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

/** The file format of the product's trajectory export. */
export const TRAJECTORY_EXPORT_FORMAT = 'cla-trajectory';

/** The product's own JSON export of a trajectory (rows keep only their type's fields). */
export function exportTrajectoryJson(trajectory: TrajectoryData): string {
  return `${JSON.stringify({ format: TRAJECTORY_EXPORT_FORMAT, version: 1, ...trajectory }, null, 2)}\n`;
}

const ROW_TYPES = new Set(['straight', 'curve', 'curveOnRollers', 'pusher', 'loop', 'stretch']);

/** Reads the product's JSON export (or a bare `{ rows }`); rows get fresh keys so they never collide. */
export function importTrajectoryJson(text: string): TrajectoryData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RouteImportError('badFormat');
  }
  const data = parsed as Partial<TrajectoryData> & { format?: unknown };
  if (typeof data !== 'object' || data === null || !Array.isArray(data.rows)) throw new RouteImportError('badFormat');
  const rows = data.rows.filter((row): row is SectionTrajectoryRow => typeof row === 'object' && row !== null && ROW_TYPES.has((row as SectionTrajectoryRow).type));
  if (rows.length === 0) throw new RouteImportError('empty');
  const number = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    altitudeAtStart: number(data.altitudeAtStart, 0),
    initialHeading: number(data.initialHeading, 90),
    rows: rows.map((row) => ({ ...row, key: makeId('row') })),
  };
}

const CSV_COLUMNS = ['type', 'slope', 'length', 'angle', 'radius', 'pushForce', 'dupSegments', 'loopCount', 'stretch'] as const;

/** A CSV of the rows (base units: degrees, metres, newtons), one row per line, for spreadsheets. */
export function exportTrajectoryCsv(trajectory: TrajectoryData): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    const text = String(value);
    return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [CSV_COLUMNS.join(','), ...trajectory.rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(','))];
  return `${lines.join('\n')}\n`;
}

/**
 * Rows pasted from a spreadsheet (tab- or semicolon-separated, decimal comma accepted): either with the
 * CSV export's header (base units, as exported: metres, degrees, newtons), or bare `type length slope` / `length slope`
 * lines (a line without a type is a straight; `curve angle radius` for curves) whose lengths and radii are in the
 * units the table shows in `system` (feet in US units), as the user typed them beside it.
 */
export function parsePastedRows(text: string, system: UnitSystem = 'std'): SectionTrajectoryRow[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length === 0) throw new RouteImportError('empty');
  // tabs from a spreadsheet, else semicolons, else the CSV export's commas
  const split = (line: string): string[] => line.split(line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',').map((cell) => cell.trim());
  const value = (cell: string | undefined): number | undefined => {
    if (cell === undefined || cell === '') return undefined;
    const n = Number(cell.replace(',', '.'));
    return Number.isFinite(n) ? n : undefined;
  };
  const header = split(lines[0]!).map((cell) => cell.toLowerCase());
  const rows: SectionTrajectoryRow[] = [];
  if (header.includes('type')) {
    lines.slice(1).forEach((line, index) => {
      const cells = split(line);
      const type = cells[header.indexOf('type')] as SectionTrajectoryRow['type'];
      if (!ROW_TYPES.has(type)) throw new RouteImportError('badFormat', index + 2);
      const row: SectionTrajectoryRow = { key: makeId('row'), type };
      for (const column of CSV_COLUMNS) {
        const at = header.indexOf(column.toLowerCase());
        if (column === 'type' || at < 0) continue;
        if (column === 'stretch') {
          if (cells[at]) row.stretch = cells[at] ?? null;
          continue;
        }
        const n = value(cells[at]);
        if (n !== undefined) row[column] = n;
      }
      rows.push(row);
    });
    return rows;
  }
  lines.forEach((line, index) => {
    const cells = line.split(/\t|;|\s+/).filter((cell) => cell !== '');
    const first = cells[0]?.toLowerCase();
    if (first === 'curve' || first === 'curveonrollers') {
      const angle = value(cells[1]);
      const shownRadius = value(cells[2]);
      const radius = shownRadius === undefined ? undefined : fromDisplay(shownRadius, 'length', system);
      if (angle === undefined) throw new RouteImportError('badNumber', index + 1);
      rows.push({ key: makeId('row'), type: first === 'curve' ? 'curve' : 'curveOnRollers', angle, ...(radius !== undefined && { radius }) });
      return;
    }
    const offset = first === 'straight' ? 1 : 0;
    const shownLength = value(cells[offset]);
    const slope = value(cells[offset + 1]) ?? 0;
    if (shownLength === undefined) throw new RouteImportError('badNumber', index + 1);
    const length = fromDisplay(shownLength, 'length', system);
    rows.push({ key: makeId('row'), type: 'straight', length, slope });
  });
  return rows;
}
