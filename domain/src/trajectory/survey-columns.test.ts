import { describe, expect, it } from 'vitest';
import type { TrajectoryData } from '../section/types.js';
import { importRouteFile } from './route-file.js';
import { parseXyz, RouteImportError } from './route-import.js';
import { headerColumnOrder } from './survey-columns.js';

/** The rows without their keys, and the start, for comparing imports. */
const shape = ({ rows, ...rest }: TrajectoryData): unknown => ({ ...rest, rows: rows.map(({ key: _key, ...row }) => row) });

/** A survey (east, north, altitude) going north 100 m, turning right to go east 80 m, then left to go north 50 m. */
const SURVEY = [
  [2600000, 1200000, 400],
  [2600000, 1200100, 401],
  [2600080, 1200100, 402],
  [2600080, 1200150, 403],
] as const;
const write = (header: string, separator: string, order: 'en' | 'ne'): string =>
  `${header}\n${SURVEY.map(([e, n, z]) => (order === 'en' ? [e, n, z] : [n, e, z]).join(separator)).join('\n')}\n`;

describe('survey point files in north, east order', () => {
  const en = importRouteFile('survey.csv', write('E,N,Z', ',', 'en'), 6);

  it('imports a survey turning right with a positive angle, from the north (heading 0)', () => {
    expect(en.initialHeading).toBe(0);
    expect(en.rows.filter((row) => row.type === 'curve').map((row) => row.angle)).toEqual([90, -90]);
  });

  it('imports N,E,Z the same route as the same survey written E,N,Z, by the header’s names', () => {
    expect(shape(importRouteFile('survey.csv', write('N,E,Z', ',', 'ne'), 6))).toEqual(shape(en));
    expect(shape(importRouteFile('survey.txt', write('Northing;Easting;Elevation', ';', 'ne'), 6))).toEqual(shape(en));
    expect(shape(importRouteFile('survey.xyz', write('Nord\tEst\tQuota', '\t', 'ne'), 6))).toEqual(shape(en));
    expect(shape(importRouteFile('survey.txt', write('Easting (m) Northing (m) Height (m)', ' ', 'en'), 6))).toEqual(shape(en));
  });

  it('imports a file without a header in the order chosen, east, north when none is', () => {
    expect(shape(importRouteFile('survey.xyz', write('', ' ', 'ne'), 6, 'm', 'ne'))).toEqual(shape(en));
    expect(shape(importRouteFile('survey.xyz', write('', ' ', 'en'), 6, 'm', 'en'))).toEqual(shape(en));
    expect(shape(importRouteFile('survey.xyz', write('', ' ', 'en'), 6))).toEqual(shape(en));
    // and from bytes (the dialog reads files as bytes)
    expect(shape(importRouteFile('survey.xyz', new TextEncoder().encode(write('', ' ', 'ne')), 6, 'm', 'ne'))).toEqual(shape(en));
  });

  it('refuses a header naming another order than the one chosen, naming its line', () => {
    const error = (() => {
      try {
        parseXyz(`# survey of 3 May\n${write('N E Z', ' ', 'ne')}`, 1, 'en');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(RouteImportError);
    expect(error).toMatchObject({ reason: 'orderConflict', line: 2 });
  });

  it('reads x y headers as written (x east unless told), since X is north in geodetic grids', () => {
    expect(parseXyz('X Y\n1 2\n3 4\n')[0]).toEqual({ x: 1, y: 2, z: undefined });
    expect(parseXyz('X Y\n1 2\n3 4\n', 1, 'ne')[0]).toEqual({ x: 2, y: 1, z: undefined });
  });
});

describe('headerColumnOrder', () => {
  it('names the order of east and north in the product’s languages and survey usage', () => {
    expect(headerColumnOrder(['Pt', 'N', 'E', 'Z'])).toBe('ne');
    expect(headerColumnOrder(['Hochwert', 'Rechtswert', 'Höhe'])).toBe('ne');
    expect(headerColumnOrder(['Est_m', 'Nord_m'])).toBe('en');
    expect(headerColumnOrder(['Easting [ft]', 'Northing [ft]', 'Elev'])).toBe('en');
    expect(headerColumnOrder(['x', 'y', 'z'])).toBeUndefined();
    expect(headerColumnOrder(['Elevation', 'Nr'])).toBeUndefined();
  });
});
