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
import { headerColumnOrder, type SurveyColumnOrder } from './survey-columns.js';
import { RouteImportError, type GeoPoint, type RoutePoint } from './route-points.js';

export * from './route-points.js';
export * from './geodesy.js';
export * from './polyline-trajectory.js';
export * from './trajectory-export.js';

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
