// The points and the error of the route import (route-import.ts and the files it reads).

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
