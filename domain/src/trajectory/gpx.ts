/**
 * GPX files (GPS Exchange Format 1.0 and 1.1), as GPS receivers and survey or mapping apps save them: tracks (`trk`,
 * recorded, split into segments `trkseg` of points `trkpt`) and routes (`rte`, planned, of points `rtept`). Each
 * track segment and each route is a line of WGS84 points (`lat`/`lon` attributes in degrees, an optional `<ele>` in
 * metres). Waypoints (`wpt`) are loose points of interest, not a route. Elements are read with or without a prefix
 * bound to the GPX namespace (`<gpx:trkpt>` where `xmlns:gpx="http://www.topografix.com/GPX/1/1"`, as some GIS tools
 * write them); elements of other namespaces (a receiver's `<extensions>`) are not GPX's. The reading is plain text
 * matching, the same in the browser and in Node (which has no DOM parser).
 */
import { RouteImportError, type GeoPoint } from './route-import.js';
import { xmlText } from './xml-text.js';

/** One line of a GPX file: a track segment (named after its track) or a route, with its points in file order. */
export interface GpxLine {
  name?: string;
  points: GeoPoint[];
}

/**
 * The prefixes a document binds to the GPX namespace (1.0 or 1.1), and the root element's own prefix (a `<gpx:gpx>`
 * whose declaration is missing), as a pattern matching one of them and its colon, or nothing.
 */
function gpxPrefix(source: string): string {
  const prefixes = new Set<string>();
  for (const [, prefix, double, single] of source.matchAll(/\sxmlns:([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (/^https?:\/\/www\.topografix\.com\/GPX\/1\/[01]\/?$/i.test((double ?? single ?? '').trim())) prefixes.add(prefix!);
  }
  const root = /<([A-Za-z_][\w.-]*):gpx\b/i.exec(source)?.[1];
  if (root !== undefined) prefixes.add(root);
  if (prefixes.size === 0) return '';
  return `(?:(?:${[...prefixes].map((prefix) => prefix.replace(/[.]/g, '\\.')).join('|')}):)?`;
}

/** The number in an attribute of a point's start tag (either quote; `prefix` from {@link gpxPrefix}), or undefined when it is not there. */
function attribute(attributes: string, name: string, prefix: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${prefix}${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** A number written in a GPX file, or NaN when the text is blank or not a number. */
const numberOf = (text: string | undefined): number => (text === undefined || text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * Every line of a GPX document in file order (track segments and routes, however few points they have) and how many
 * waypoints it holds. A track's or route's name is its own `<name>` (not a point's). Throws
 * {@link RouteImportError} `badNumber` with the file's line of a point whose latitude, longitude or elevation is not a
 * number.
 */
export function readGpx(text: string): { lines: GpxLine[]; waypoints: number } {
  // comments out, their line breaks kept so that lines are counted as in the file
  const source = text.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ''));
  const lines: (GpxLine & { owner: { name?: string | undefined } })[] = [];
  let owner: { kind: 'trk' | 'rte'; name?: string | undefined; line?: (typeof lines)[number] } | undefined;
  let segment: (typeof lines)[number] | undefined;
  let waypoints = 0;
  const p = gpxPrefix(source);
  const tokens = new RegExp(
    `<(\\/?)${p}(trk|rte|trkseg)\\b[^>]*?(\\/?)>|<${p}(trkpt|rtept|wpt)\\b([^>]*?)(?:\\/>|>([\\s\\S]*?)<\\/${p}\\4\\s*>)|<${p}name\\b[^>]*>([\\s\\S]*?)<\\/${p}name\\s*>`,
    'gi',
  );
  const elevationOf = new RegExp(`<${p}ele\\b[^>]*>([\\s\\S]*?)<\\/${p}ele\\s*>`, 'i');
  for (const match of source.matchAll(tokens)) {
    const [, closing, container, selfClosing, pointTag, attributes, body, name] = match;
    if (container !== undefined) {
      const kind = container.toLowerCase();
      if (kind === 'trkseg') {
        segment = closing === '' && selfClosing === '' && owner?.kind === 'trk' ? { owner, points: [] } : undefined;
        if (segment) lines.push(segment);
      } else if (closing === '' && selfClosing === '') {
        owner = { kind: kind as 'trk' | 'rte' };
        segment = undefined;
        if (kind === 'rte') {
          owner.line = { owner, points: [] };
          lines.push(owner.line);
        }
      } else {
        owner = undefined;
        segment = undefined;
      }
    } else if (pointTag !== undefined) {
      const kind = pointTag.toLowerCase();
      if (kind === 'wpt') {
        waypoints++;
        continue;
      }
      const line = kind === 'trkpt' ? segment : owner?.kind === 'rte' ? owner.line : undefined;
      if (!line) continue;
      const lat = numberOf(attribute(attributes ?? '', 'lat', p));
      const lon = numberOf(attribute(attributes ?? '', 'lon', p));
      const elevation = elevationOf.exec(body ?? '')?.[1];
      const alt = elevation === undefined || elevation.trim() === '' ? undefined : numberOf(elevation);
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || (alt !== undefined && !Number.isFinite(alt))) {
        throw new RouteImportError('badNumber', source.slice(0, match.index).split('\n').length);
      }
      line.points.push({ lon, lat, alt });
    } else if (owner && owner.name === undefined && !segment) {
      // the track's or route's own name (a point's name is part of the point's match)
      owner.name = xmlText(name ?? '');
    }
  }
  return {
    lines: lines.map(({ owner: { name }, points }) => ({ ...(name !== undefined && { name }), points })),
    waypoints,
  };
}

/**
 * The lines of a GPX document of two points or more, longest first (the first of equal ones first), as `parseKml`
 * gives a KML's. Throws {@link RouteImportError}: `empty` no track or route, `waypointsOnly` a file
 * of waypoints only, `tooFewPoints` no line of two points, `badNumber` a point that is not numbers.
 */
export function parseGpx(text: string): GeoPoint[][] {
  const { lines, waypoints } = readGpx(text);
  const usable = lines.filter((line) => line.points.length >= 2).map((line) => line.points);
  if (usable.length === 0) {
    throw new RouteImportError(lines.some((line) => line.points.length > 0) ? 'tooFewPoints' : waypoints > 0 ? 'waypointsOnly' : 'empty');
  }
  return usable.sort((a, b) => b.length - a.length);
}
