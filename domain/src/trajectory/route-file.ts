/**
 * A route file into trajectory rows, by its extension (docs/product.md#screens "import from an im file, KML, XYZ"):
 * `.im` a legacy trajectory (docs/im-format.md: its rows and start altitude; the section keeps its heading), `.kml`
 * the longest LineString (geographic), `.json` the product's own export, anything else (`.xyz`, `.csv`, `.txt`)
 * survey points in projected coordinates of `unit` (metres unless told). A polyline's corners become curves of `radius` (m).
 * Throws {@link RouteImportError} with the reason (and line) of a file it cannot read.
 */
import { parseIm } from '../legacy/im-format.js';
import { legacyToSectionTrajectory } from '../legacy/legacy-to-section.js';
import type { TrajectoryData } from '../section/types.js';
import type { UnitSystem } from '../units/unit-systems.js';
import { geoToLocal, importTrajectoryJson, parseKml, parseXyz, polylineToTrajectory, SURVEY_UNITS, type SurveyUnit } from './route-import.js';

/** The extensions {@link importRouteFile} reads, as an `accept` list of a file input. */
export const ROUTE_FILE_ACCEPT = '.kml,.im,.xyz,.csv,.txt,.json';

/** The unit a survey file's coordinates are most likely in for a user of `system`: feet in US units, else metres. */
export function defaultSurveyUnit(system: UnitSystem): SurveyUnit {
  return system === 'us' ? 'ft' : 'm';
}

export function importRouteFile(name: string, text: string, radius: number, unit: SurveyUnit = 'm'): TrajectoryData {
  const lower = name.toLowerCase();
  if (lower.endsWith('.im')) return legacyToSectionTrajectory(parseIm(text));
  if (lower.endsWith('.kml')) {
    const [line] = parseKml(text);
    return polylineToTrajectory(geoToLocal(line ?? []), radius);
  }
  if (lower.endsWith('.json')) return importTrajectoryJson(text);
  return polylineToTrajectory(parseXyz(text, SURVEY_UNITS[unit]), radius);
}
