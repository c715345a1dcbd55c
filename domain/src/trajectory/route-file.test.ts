import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSurveyUnit, importRouteFile } from './route-file.js';
import { RouteImportError } from './route-import.js';

const ROUTES = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'routes');
const fixture = (name: string) => readFileSync(join(ROUTES, name), 'utf8');

function reasonOf(run: () => unknown): { reason: string; line: number | undefined } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof RouteImportError) return { reason: error.reason, line: error.line };
    throw error;
  }
  return undefined;
}

describe('importRouteFile', () => {
  it('reads an im file as its rows and start altitude, whatever the case of the extension', () => {
    const data = importRouteFile('QUAY.IM', fixture('quay-legacy.im'), 6);
    expect(data.altitudeAtStart).toBe(4);
    expect(data.rows.map((row) => row.type)).toEqual(['straight', 'curve', 'straight', 'curve', 'straight']);
    expect(data.rows[0]).toMatchObject({ length: 120 });
  });

  it('reads a KML path as straights joined by curves of the chosen radius', () => {
    const data = importRouteFile('trench.kml', fixture('trench-zurich-west.kml'), 12);
    const curves = data.rows.filter((row) => row.type === 'curve');
    expect(curves).toHaveLength(3);
    expect(curves.every((row) => row.radius === 12)).toBe(true);
    expect(data.rows.filter((row) => row.type === 'straight')).toHaveLength(4);
  });

  it('reads survey points (.csv, .xyz, .txt) in metres', () => {
    for (const name of ['points.csv', 'points.xyz', 'points.txt']) {
      const data = importRouteFile(name, '0 0 0\n100 0 0\n100 50 0\n', 6);
      expect(data.rows.map((row) => row.type), name).toEqual(['straight', 'curve', 'straight']);
    }
  });

  it('names the reason and line of a file it cannot read', () => {
    expect(reasonOf(() => importRouteFile('bad.im', 'im 1\nstraight 10\n', 6))).toEqual({ reason: 'badValues', line: 2 });
    expect(reasonOf(() => importRouteFile('bad.im', 'route 1\n', 6))).toEqual({ reason: 'badHeader', line: 1 });
    expect(reasonOf(() => importRouteFile('one.kml', '<kml><coordinates>8.5,47.3</coordinates></kml>', 6))?.reason).toBe('tooFewPoints');
    expect(reasonOf(() => importRouteFile('none.kml', '<kml></kml>', 6))?.reason).toBe('empty');
    expect(reasonOf(() => importRouteFile('words.csv', 'east north\n0 0\n10 x\n', 6))).toEqual({ reason: 'badNumber', line: 3 });
  });

  it('reads survey points in the unit chosen for the file, feet by default in US units; KML stays geographic', () => {
    expect(importRouteFile('survey.xyz', '0 0 10\n1000 0 10\n', 6, 'ft').rows[0]).toMatchObject({ length: 304.8 });
    // the US survey foot is 1200/3937 m: 100 000 ft are 30 480.06 m, 6 cm more than in international feet
    expect(importRouteFile('survey.csv', '0;0\n100000;0\n', 6, 'usft').rows[0]).toMatchObject({ length: 30480.06 });
    expect(importRouteFile('survey.txt', '0 0\n1000 0\n', 6).rows[0]).toMatchObject({ length: 1000 });
    const kml = fixture('trench-zurich-west.kml');
    expect(importRouteFile('trench.kml', kml, 12, 'ft').rows.map(({ key: _key, ...row }) => row)).toEqual(importRouteFile('trench.kml', kml, 12).rows.map(({ key: _key, ...row }) => row));
    expect([defaultSurveyUnit('us'), defaultSurveyUnit('si'), defaultSurveyUnit('std')]).toEqual(['ft', 'm', 'm']);
  });
});
