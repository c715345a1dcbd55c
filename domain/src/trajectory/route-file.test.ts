import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TrajectoryData } from '../section/types.js';
import { defaultSurveyUnit, importRouteFile, routeFileText } from './route-file.js';
import { readGpx } from './gpx.js';
import { parseKml, RouteImportError } from './route-import.js';

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

/** The rows without their keys (fresh on every import), the start altitude and the heading. */
const shape = ({ rows, altitudeAtStart, initialHeading }: TrajectoryData) => ({ altitudeAtStart, initialHeading, rows: rows.map(({ key: _key, ...row }) => row) });

/** The fixture's five points (lat, lon, ele), as a GPS survey app would record them along the trench. */
const TRENCH: [number, number, number][] = [
  [47.38, 8.48, 402],
  [47.38, 8.484, 404],
  [47.382, 8.484, 406],
  [47.383, 8.489, 405],
  [47.381, 8.492, 403],
];

describe('importRouteFile: GPX', () => {
  const trenchKml = fixture('trench-zurich-west.kml');

  it('reads a track with elevations as the same KML line gives: rows, start altitude, heading', () => {
    // GPX 1.1 as a survey app writes it: metadata, a waypoint, times, the attributes in either order and quoting
    const points = TRENCH.map(([lat, lon, ele], index) =>
      index % 2 === 0
        ? `      <trkpt lat="${lat.toFixed(5)}" lon="${lon.toFixed(5)}">\n        <ele>${ele}.0</ele>\n        <time>2026-11-20T08:0${index}:00Z</time>\n      </trkpt>`
        : `      <trkpt lon='${lon.toFixed(5)}' lat='${lat.toFixed(5)}'><ele>${ele}</ele><sat>9</sat></trkpt>`,
    );
    const gpx = `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<gpx version="1.1" creator="Survey app" xmlns="http://www.topografix.com/GPX/1/1"
     xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
     xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
  <metadata><name>Trench Zurich West</name><time>2026-11-20T08:00:00Z</time></metadata>
  <wpt lat="47.38000" lon="8.48000"><ele>402</ele><name>Launch pit</name></wpt>
  <trk>
    <name>Duct route</name>
    <trkseg>
${points.join('\n')}
    </trkseg>
  </trk>
</gpx>
`;
    const data = importRouteFile('Trench.GPX', gpx, 12);
    expect(shape(data)).toEqual(shape(importRouteFile('trench.kml', trenchKml, 12)));
    expect(data.altitudeAtStart).toBe(402);
    expect(data.rows.filter((row) => row.type === 'curve')).toHaveLength(3);
    expect(data.rows.some((row) => row.type === 'straight' && row.slope !== 0)).toBe(true);
  });

  it('reads a route without elevations as a level line, as the KML without altitudes gives', () => {
    const gpx = `<?xml version="1.0"?>
<gpx version="1.0" creator="GPS receiver" xmlns="http://www.topografix.com/GPX/1/0">
  <rte>
    <name>Planned duct</name>
${TRENCH.map(([lat, lon], index) => `    <rtept lat="${lat}" lon="${lon}"><name>P${index + 1}</name></rtept>`).join('\n')}
  </rte>
</gpx>`;
    const level = trenchKml.replace(/,40\d/g, '');
    const data = importRouteFile('planned.gpx', gpx, 12);
    expect(shape(data)).toEqual(shape(importRouteFile('trench.kml', level, 12)));
    expect(data.altitudeAtStart).toBe(0);
    expect(data.rows.every((row) => row.type !== 'straight' || row.slope === 0)).toBe(true);
  });

  it('takes the line with the most points of several segments and routes', () => {
    const segment = (points: [number, number, number][]): string =>
      `<trkseg>${points.map(([lat, lon, ele]) => `<trkpt lat="${lat}" lon="${lon}"><ele>${ele}</ele></trkpt>`).join('')}</trkseg>`;
    const gpx = `<gpx version="1.1"><trk><name>Pull 1</name>${segment(TRENCH.slice(0, 2))}${segment(TRENCH)}</trk>
      <rte><rtept lat="47.39" lon="8.48"/><rtept lat="47.39" lon="8.49"/><rtept lat="47.4" lon="8.49"/></rte></gpx>`;
    expect(shape(importRouteFile('pulls.gpx', gpx, 12))).toEqual(shape(importRouteFile('trench.kml', trenchKml, 12)));
  });

  it('refuses waypoints alone, a file without a track, a line of one point and a point that is not numbers', () => {
    const waypoints = '<gpx version="1.1"><wpt lat="47.38" lon="8.48"><name>Pit 1</name></wpt><wpt lat="47.381" lon="8.48"/></gpx>';
    expect(reasonOf(() => importRouteFile('pits.gpx', waypoints, 6))?.reason).toBe('waypointsOnly');
    expect(reasonOf(() => importRouteFile('none.gpx', '<gpx version="1.1"><metadata/></gpx>', 6))?.reason).toBe('empty');
    expect(reasonOf(() => importRouteFile('one.gpx', '<gpx><trk><trkseg><trkpt lat="47.38" lon="8.48"/></trkseg></trk></gpx>', 6))?.reason).toBe('tooFewPoints');
    const bad = '<gpx>\n<trk><trkseg>\n<trkpt lat="47.38" lon="8.48"/>\n<trkpt lat="47,381" lon="8.48"/>\n</trkseg></trk></gpx>';
    expect(reasonOf(() => importRouteFile('bad.gpx', bad, 6))).toEqual({ reason: 'badNumber', line: 4 });
    const badElevation = '<gpx><trk><trkseg>\n<trkpt lat="47.38" lon="8.48"><ele>402</ele></trkpt>\n<trkpt lat="47.381" lon="8.48"><ele>n/a</ele></trkpt></trkseg></trk></gpx>';
    expect(reasonOf(() => importRouteFile('bad.gpx', badElevation, 6))).toEqual({ reason: 'badNumber', line: 3 });
    const noLongitude = '<gpx><rte><rtept lat="47.38" lon="8.48"/><rtept lat="47.381"/></rte></gpx>';
    expect(reasonOf(() => importRouteFile('bad.gpx', noLongitude, 6))?.reason).toBe('badNumber');
  });
});

describe('importRouteFile: GPX with namespace prefixes', () => {
  const trenchKml = fixture('trench-zurich-west.kml');
  const track = (prefix: string): string =>
    TRENCH.map(([lat, lon, ele]) => `<${prefix}trkpt lat="${lat.toFixed(5)}" lon="${lon.toFixed(5)}"><${prefix}ele>${ele}</${prefix}ele></${prefix}trkpt>`).join('\n');

  it('reads <gpx:gpx>, <gpx:trkpt> and <gpx:ele> as the same file without prefixes', () => {
    const prefixed = `<?xml version="1.0" encoding="UTF-8"?>
<gpx:gpx version="1.1" creator="GIS" xmlns:gpx="http://www.topografix.com/GPX/1/1" xmlns:ext="urn:example:ext">
  <gpx:trk><gpx:name>Duct route</gpx:name><gpx:trkseg>
${track('gpx:')}
  </gpx:trkseg></gpx:trk>
</gpx:gpx>`;
    const plain = `<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Duct route</name><trkseg>\n${track('')}\n</trkseg></trk></gpx>`;
    const expected = shape(importRouteFile('trench.kml', trenchKml, 12));
    expect(shape(importRouteFile('plain.gpx', plain, 12))).toEqual(expected);
    expect(shape(importRouteFile('prefixed.gpx', prefixed, 12))).toEqual(expected);
    expect(readGpx(prefixed).lines).toEqual(readGpx(plain).lines);
    expect(readGpx(prefixed).lines[0]?.name).toBe('Duct route');
  });

  it('reads a route and waypoints under any prefix bound to GPX 1.0, and names the line of a bad prefixed elevation', () => {
    const route = `<g:gpx version="1.0" xmlns:g='http://www.topografix.com/GPX/1/0'><g:wpt lat="47.38" lon="8.48"/>
<g:rte><g:rtept lat="47.38" lon="8.48"/><g:rtept lat="47.38" lon="8.484"/></g:rte></g:gpx>`;
    expect(readGpx(route)).toEqual({ lines: [{ points: [{ lat: 47.38, lon: 8.48, alt: undefined }, { lat: 47.38, lon: 8.484, alt: undefined }] }], waypoints: 1 });
    const bad = '<gpx:gpx xmlns:gpx="http://www.topografix.com/GPX/1/1"><gpx:trk><gpx:trkseg>\n<gpx:trkpt lat="47.38" lon="8.48"/>\n<gpx:trkpt lat="47.381" lon="8.48"><gpx:ele>n/a</gpx:ele></gpx:trkpt></gpx:trkseg></gpx:trk></gpx:gpx>';
    expect(reasonOf(() => importRouteFile('bad.gpx', bad, 6))).toEqual({ reason: 'badNumber', line: 3 });
  });

  it('leaves out points of another namespace (a receiver’s extensions)', () => {
    const gpx = `<gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:x="urn:example:receiver"><trk><trkseg>
<trkpt lat="47.38" lon="8.48"/><x:trkpt lat="47.5" lon="8.6"/><trkpt lat="47.38" lon="8.484"/></trkseg></trk></gpx>`;
    expect(readGpx(gpx).lines[0]?.points.map((point) => point.lon)).toEqual([8.48, 8.484]);
  });
});

describe('importRouteFile: KML with a bad number', () => {
  it('names the line, column and text of the coordinate that is not a number', () => {
    const kml = `<?xml version="1.0"?>
<kml><Placemark><LineString><coordinates>
  8.48,47.38,402 8.484,47.38,404
  8.484,47.38x2,406
</coordinates></LineString></Placemark></kml>`;
    const error = (() => {
      try {
        importRouteFile('trench.kml', kml, 6);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(RouteImportError);
    expect(error).toMatchObject({ reason: 'badNumber', line: 4, at: { column: 3, value: '8.484,47.38x2,406' } });
  });

  it('refuses an empty latitude or a bad altitude instead of reading a zero or dropping it, and reads an empty altitude as none', () => {
    expect(reasonOf(() => importRouteFile('a.kml', '<kml><coordinates>8.48,47.38 8.484,,404</coordinates></kml>', 6))).toEqual({ reason: 'badNumber', line: 1 });
    expect(reasonOf(() => importRouteFile('a.kml', '<kml><coordinates>8.48,47.38,402 8.484,47.38,n/a</coordinates></kml>', 6))).toEqual({ reason: 'badNumber', line: 1 });
    expect(parseKml('<kml><coordinates>8.48,47.38, 8.484,47.38,</coordinates></kml>')[0]).toEqual([
      { lon: 8.48, lat: 47.38, alt: undefined },
      { lon: 8.484, lat: 47.38, alt: undefined },
    ]);
  });
});

describe('importRouteFile: KMZ', () => {
  const trenchKml = fixture('trench-zurich-west.kml');
  const expected = shape(importRouteFile('trench.kml', trenchKml, 12));
  const other = '<kml><Placemark><LineString><coordinates>9.5,47.3 9.6,47.3</coordinates></LineString></Placemark></kml>';

  it('reads the doc.kml of a KMZ (compressed, beside other files) as the KML itself', () => {
    const kmz = zipSync({ 'a.kml': strToU8(other), 'doc.kml': strToU8(trenchKml), 'files/pit.png': new Uint8Array([137, 80, 78, 71, 13, 10]) });
    // deflated: the coordinates are not there as written
    expect(Buffer.from(kmz).includes('8.48400,47.38000')).toBe(false);
    expect(shape(importRouteFile('Trench.KMZ', kmz, 12))).toEqual(expected);
    expect(routeFileText('Trench.KMZ', kmz)).toEqual({ name: 'doc.kml', text: trenchKml });
  });

  it('takes the first KML of a KMZ without doc.kml, leaving out macOS copies', () => {
    const kmz = zipSync({ '__MACOSX/._Trench.kml': new Uint8Array([0, 5, 22, 7]), 'routes/Trench.kml': strToU8(trenchKml), 'routes/z.kml': strToU8(other) });
    expect(shape(importRouteFile('trench.kmz', kmz, 12))).toEqual(expected);
  });

  it('refuses a KMZ without KML, a file that is not a zip, a damaged zip, and a KMZ given as text', () => {
    expect(reasonOf(() => importRouteFile('photos.kmz', zipSync({ 'readme.txt': strToU8('no route') }), 6))?.reason).toBe('noKml');
    expect(reasonOf(() => importRouteFile('renamed.kmz', strToU8(trenchKml), 6))?.reason).toBe('notZip');
    expect(reasonOf(() => importRouteFile('empty.kmz', new Uint8Array(0), 6))?.reason).toBe('notZip');
    const kmz = zipSync({ 'doc.kml': strToU8(trenchKml) });
    expect(reasonOf(() => importRouteFile('cut.kmz', kmz.slice(0, 60), 6))?.reason).toBe('notZip');
    expect(reasonOf(() => importRouteFile('text.kmz', trenchKml, 6))?.reason).toBe('notZip');
  });
});

describe('routeFileText', () => {
  it('reads other files as UTF-8 without a byte-order mark, as a browser reads a file as text', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('x;y\n0;0\n10;0\n# Höhe\n')]);
    expect(routeFileText('points.csv', bytes)).toEqual({ name: 'points.csv', text: 'x;y\n0;0\n10;0\n# Höhe\n' });
    expect(shape(importRouteFile('points.csv', bytes, 6)).rows).toEqual([{ type: 'straight', slope: 0, length: 10 }]);
  });
});
