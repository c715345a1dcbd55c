/**
 * What a KML file's import leaves out. A KML file may hold several lines (LineStrings, or the rings of a polygon),
 * but a trajectory is one route: the import takes the line with the most points (the first of equal ones, as
 * {@link parseKml} orders them) and leaves the others out. {@link kmlLines} lists them, so that the user is told.
 */
import { parseKml, RouteImportError } from './route-import.js';

/** One line of a KML file: its place among the file's lines (from 1), its points, the name of its Placemark. */
export interface KmlLine {
  position: number;
  points: number;
  name?: string;
}

/** The lines of a KML file, in file order, and the one its import takes. */
export interface KmlLines {
  lines: KmlLine[];
  taken: KmlLine;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of a KML `<name>`: CDATA unwrapped, entities decoded, spaces collapsed; undefined when blank. */
function nameText(raw: string): string | undefined {
  const text = raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity: string, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}

/**
 * The lines of a KML document (coordinate lists of two points or more, as the import reads them) and the one its
 * import takes; undefined when the file has no line the import could read (the import then says why).
 */
export function kmlLines(text: string): KmlLines | undefined {
  const lines: KmlLine[] = [];
  // one pass over the Placemarks, their names and the coordinate lists, in file order
  let placemark: { name?: string | undefined } | undefined;
  for (const [tag, name] of text.matchAll(/<Placemark\b[^>]*>|<\/Placemark\s*>|<name\b[^>]*>([\s\S]*?)<\/name\s*>|<coordinates\b[^>]*>[\s\S]*?<\/coordinates\s*>/gi)) {
    const lower = tag.slice(0, 12).toLowerCase();
    if (lower.startsWith('<placemark')) placemark = {};
    else if (lower.startsWith('</placemark')) placemark = undefined;
    else if (lower.startsWith('<name')) {
      if (placemark && !('name' in placemark)) placemark.name = nameText(name ?? '');
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
  const taken = lines.reduce<KmlLine | undefined>((best, line) => (best === undefined || line.points > best.points ? line : best), undefined);
  return taken && { lines, taken };
}
