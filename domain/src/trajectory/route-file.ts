/**
 * A route file into trajectory rows, by its extension (docs/product.md#screens "import from an im file, KML, XYZ"):
 * `.im` a legacy trajectory (docs/im-format.md: its rows and start altitude; the section keeps its heading), `.kml`
 * the longest LineString (geographic), `.kmz` (Google Earth's default: a zip of a KML) the same from its KML, `.gpx`
 * the longest track segment or route (geographic), `.json` the product's own export, anything else (`.xyz`, `.csv`,
 * `.txt`) survey points in projected coordinates of `unit` (metres unless told), their columns in `order` (see
 * {@link SurveyColumnOrder}: by the header unless told). A polyline's corners become curves of
 * `radius` (m). Throws {@link RouteImportError} with the reason (and line) of a file it cannot read.
 */
import { unzipSync } from 'fflate';
import { parseIm } from '../legacy/im-format.js';
import { legacyToSectionTrajectory } from '../legacy/legacy-to-section.js';
import type { TrajectoryData } from '../section/types.js';
import type { UnitSystem } from '../units/unit-systems.js';
import { parseGpx } from './gpx.js';
import type { SurveyColumnOrder } from './survey-columns.js';
import { geoToLocal, importTrajectoryJson, parseKml, parseXyz, polylineToTrajectory, RouteImportError, SURVEY_UNITS, type SurveyUnit } from './route-import.js';

/** The extensions {@link importRouteFile} reads, as an `accept` list of a file input. */
export const ROUTE_FILE_ACCEPT = '.kml,.kmz,.gpx,.im,.xyz,.csv,.txt,.json';

/** The unit a survey file's coordinates are most likely in for a user of `system`: feet in US units, else metres. */
export function defaultSurveyUnit(system: UnitSystem): SurveyUnit {
  return system === 'us' ? 'ft' : 'm';
}

const isKmz = (name: string): boolean => name.toLowerCase().endsWith('.kmz');

/**
 * The KML file of a KMZ archive: `doc.kml` at its root (where Google Earth writes it), else its first `.kml` entry
 * (macOS's `__MACOSX/` copies left out). Only KML entries are inflated, the pictures and models beside them are not.
 */
function kmzKml(bytes: Uint8Array): { name: string; text: string } {
  const names: string[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const kml = file.name.toLowerCase().endsWith('.kml') && !file.name.startsWith('__MACOSX/');
        if (kml) names.push(file.name);
        return kml;
      },
    });
  } catch {
    throw new RouteImportError('notZip');
  }
  const name = names.find((entry) => entry.toLowerCase() === 'doc.kml') ?? names[0];
  const kml = name === undefined ? undefined : files[name];
  if (name === undefined || kml === undefined) throw new RouteImportError('noKml');
  return { name, text: new TextDecoder().decode(kml) };
}

/**
 * The name and text {@link importRouteFile} reads from a file's bytes: a KMZ gives the KML inside it (its entry name,
 * ending in `.kml`, and its text; {@link RouteImportError} `notZip` or `noKml` when it cannot), any other file its
 * name and its bytes read as UTF-8 (a byte-order mark dropped), as a browser's `File.text()` would.
 */
export function routeFileText(name: string, bytes: Uint8Array): { name: string; text: string } {
  return isKmz(name) ? kmzKml(bytes) : { name, text: new TextDecoder().decode(bytes) };
}

/**
 * The trajectory of a route file, from its text or its bytes (a KMZ, being a zip, only from its bytes: see
 * {@link routeFileText}).
 */
export function importRouteFile(name: string, content: string | Uint8Array, radius: number, unit: SurveyUnit = 'm', order: SurveyColumnOrder = 'auto'): TrajectoryData {
  if (typeof content !== 'string') {
    const file = routeFileText(name, content);
    return importRouteFile(file.name, file.text, radius, unit, order);
  }
  const text = content;
  const lower = name.toLowerCase();
  if (isKmz(lower)) throw new RouteImportError('notZip');
  if (lower.endsWith('.im')) return legacyToSectionTrajectory(parseIm(text));
  if (lower.endsWith('.kml') || lower.endsWith('.gpx')) {
    const [line] = lower.endsWith('.kml') ? parseKml(text) : parseGpx(text);
    return polylineToTrajectory(geoToLocal(line ?? []), radius);
  }
  if (lower.endsWith('.json')) return importTrajectoryJson(text);
  return polylineToTrajectory(parseXyz(text, SURVEY_UNITS[unit], order), radius);
}
