/**
 * What the import of a geographic route file leaves out. A KML, KMZ or GPX file may hold several lines (KML
 * LineStrings or the rings of a polygon; GPX track segments and routes), but a trajectory is one route: the import
 * takes the line with the most points (the first of equal ones, as {@link parseKml} and `parseGpx` order them)
 * and leaves the others out. {@link routeLines} lists them, so that the user is told.
 */
import { readGpx } from './gpx.js';
import { routeFileText } from './route-file.js';
import { parseKml, RouteImportError } from './route-import.js';
import { xmlText } from './xml-text.js';

/**
 * One line of a route file: its place among the file's lines (from 1), its points, and its name (a KML line's
 * Placemark's, a GPX line's track's or route's).
 */
export interface RouteLine {
  position: number;
  points: number;
  name?: string;
}

/** The lines of a route file, in file order, and the one its import takes. */
export interface RouteLines {
  lines: RouteLine[];
  taken: RouteLine;
}

/** The line the import takes: the first of those with the most points; undefined when there is none. */
function withTaken(lines: RouteLine[]): RouteLines | undefined {
  const taken = lines.reduce<RouteLine | undefined>((best, line) => (best === undefined || line.points > best.points ? line : best), undefined);
  return taken && { lines, taken };
}

/**
 * The lines of a KML document (coordinate lists of two points or more, as the import reads them) and the one its
 * import takes; undefined when the file has no line the import could read (the import then says why).
 */
export function kmlLines(text: string): RouteLines | undefined {
  const lines: RouteLine[] = [];
  // one pass over the Placemarks, their names and the coordinate lists, in file order
  let placemark: { name?: string | undefined } | undefined;
  for (const [tag, name] of text.matchAll(/<Placemark\b[^>]*>|<\/Placemark\s*>|<name\b[^>]*>([\s\S]*?)<\/name\s*>|<coordinates\b[^>]*>[\s\S]*?<\/coordinates\s*>/gi)) {
    const lower = tag.slice(0, 12).toLowerCase();
    if (lower.startsWith('<placemark')) placemark = {};
    else if (lower.startsWith('</placemark')) placemark = undefined;
    else if (lower.startsWith('<name')) {
      if (placemark && !('name' in placemark)) placemark.name = xmlText(name ?? '');
    } else {
      let points: number;
      try {
        points = parseKml(tag)[0]?.length ?? 0;
      } catch (error) {
        if (error instanceof RouteImportError && error.reason === 'tooFewPoints') continue;
        return undefined;
      }
      const title = placemark?.name;
      lines.push({ position: lines.length + 1, points, ...(title !== undefined && { name: title }) });
    }
  }
  return withTaken(lines);
}

/**
 * The lines of a GPX document (track segments and routes of two points or more, as `parseGpx` reads them) and
 * the one its import takes; undefined when the import would refuse the file (it then says why).
 */
export function gpxLines(text: string): RouteLines | undefined {
  let read: ReturnType<typeof readGpx>;
  try {
    read = readGpx(text);
  } catch {
    return undefined;
  }
  const lines = read.lines
    .filter((line) => line.points.length >= 2)
    .map(({ name, points }, index): RouteLine => ({ position: index + 1, points: points.length, ...(name !== undefined && { name }) }));
  return withTaken(lines);
}

/**
 * The lines of a route file given by its name and its text or bytes (a KMZ's KML, see {@link routeFileText}), for
 * the geographic formats (KML, KMZ, GPX); undefined for other files and for a file the import refuses.
 */
export function routeLines(name: string, content: string | Uint8Array): RouteLines | undefined {
  let file: { name: string; text: string };
  try {
    file = typeof content === 'string' ? { name, text: content } : routeFileText(name, content);
  } catch {
    return undefined;
  }
  const lower = file.name.toLowerCase();
  if (lower.endsWith('.kml')) return kmlLines(file.text);
  if (lower.endsWith('.gpx')) return gpxLines(file.text);
  return undefined;
}
