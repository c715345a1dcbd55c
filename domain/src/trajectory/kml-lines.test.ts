import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kmlLines } from './kml-lines.js';
import { parseKml } from './route-import.js';

const placemark = (name: string | undefined, coordinates: string): string =>
  `<Placemark>${name === undefined ? '' : `<name>${name}</name>`}<LineString><coordinates>${coordinates}</coordinates></LineString></Placemark>`;

describe('kmlLines', () => {
  it('lists every line of a KML in file order, with its Placemark name, and names the one the import takes', () => {
    const kml = `<kml><Document><name>Network</name>
      ${placemark('Service &amp; spare', '8.5,47.3 8.6,47.3')}
      ${placemark('<![CDATA[Main <duct>]]>', '8.5,47.3 8.51,47.3 8.52,47.31 8.53,47.31')}
      ${placemark(undefined, '8.5,47.3 8.5,47.4 8.6,47.4')}
    </Document></kml>`;
    const found = kmlLines(kml);
    expect(found?.lines).toEqual([
      { position: 1, points: 2, name: 'Service & spare' },
      { position: 2, points: 4, name: 'Main <duct>' },
      { position: 3, points: 3 },
    ]);
    expect(found?.taken).toEqual({ position: 2, points: 4, name: 'Main <duct>' });
    // the line the import builds the route from
    expect(parseKml(kml)[0]).toHaveLength(4);
    expect(parseKml(kml)[0]?.[1]).toEqual({ lon: 8.51, lat: 47.3, alt: undefined });
  });

  it('takes the first of lines with as many points, as the import does', () => {
    const kml = `<kml>${placemark('A', '8.5,47.3 8.6,47.3 8.7,47.3')}${placemark('B', '9.5,47.3 9.6,47.3 9.7,47.3')}</kml>`;
    expect(kmlLines(kml)?.taken).toEqual({ position: 1, points: 3, name: 'A' });
    expect(parseKml(kml)[0]?.[0]?.lon).toBe(8.5);
  });

  it('counts the lines of a MultiGeometry under their Placemark, and leaves out single points', () => {
    const kml = `<kml><Placemark><name>Both ways</name><MultiGeometry>
      <LineString><coordinates>8.5,47.3 8.6,47.3</coordinates></LineString>
      <LineString><coordinates>8.6,47.3 8.7,47.3 8.7,47.4</coordinates></LineString>
    </MultiGeometry></Placemark>
    <Placemark><name>Manhole</name><Point><coordinates>8.55,47.3</coordinates></Point></Placemark></kml>`;
    expect(kmlLines(kml)).toEqual({
      lines: [
        { position: 1, points: 2, name: 'Both ways' },
        { position: 2, points: 3, name: 'Both ways' },
      ],
      taken: { position: 2, points: 3, name: 'Both ways' },
    });
  });

  it('finds the one line of the fixture route, and nothing in a file the import refuses', () => {
    const fixture = readFileSync(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'routes', 'trench-zurich-west.kml'), 'utf8');
    expect(kmlLines(fixture)).toEqual({ lines: [{ position: 1, points: 5, name: 'Duct route' }], taken: { position: 1, points: 5, name: 'Duct route' } });
    expect(kmlLines('<kml></kml>')).toBeUndefined();
    expect(kmlLines('<kml><coordinates>8.5,47.3</coordinates></kml>')).toBeUndefined();
    expect(kmlLines('<kml><coordinates>8.5,47.3 east,north</coordinates></kml>')).toBeUndefined();
  });
});
