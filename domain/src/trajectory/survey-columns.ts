/**
 * The order of the coordinates of a survey point file. Most GIS and CAD exports write east before north (`E N Z`), as
 * the product's x y z; many survey instruments and their office software write north first (`N E Z`). Read in the
 * wrong order a route is mirrored: it turns left where the survey turns right. `auto` takes the order a header line
 * names (`Northing,Easting,Z`, `N E H`, `Nord;Est;Quota`…) and east, north when no header names it; `en` and `ne`
 * are the user's choice for files without a header.
 *
 * `x` and `y` headers name no order: x is east in the product (and in most CAD files), but X is north in the geodetic
 * convention of many national grids, so they are read as written (first column east unless the user chooses `ne`).
 */

export const SURVEY_COLUMN_ORDERS = ['auto', 'en', 'ne'] as const;
export type SurveyColumnOrder = (typeof SURVEY_COLUMN_ORDERS)[number];

/** Header words (lower case, accents dropped) for east and north, in the product's languages and survey usage. */
const EAST = new Set(['e', 'east', 'easting', 'eastings', 'est', 'ost', 'rechtswert', 'rw']);
const NORTH = new Set(['n', 'north', 'northing', 'northings', 'nord', 'hochwert', 'hw']);

/** The word a header cell starts with (`Easting [m]` → `easting`, `Nord_m` → `nord`). */
const wordOf = (cell: string): string => /^[a-z]+/.exec(cell.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase())?.[0] ?? '';

/**
 * The order a header line's cells name: `ne` when a north column comes before an east one, `en` when east comes
 * first, undefined when the line does not name both.
 */
export function headerColumnOrder(cells: readonly string[]): 'en' | 'ne' | undefined {
  const words = cells.map(wordOf);
  const east = words.findIndex((word) => EAST.has(word));
  const north = words.findIndex((word) => NORTH.has(word));
  if (east < 0 || north < 0) return undefined;
  return north < east ? 'ne' : 'en';
}
