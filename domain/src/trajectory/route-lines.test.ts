import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { gpxLines, kmlLines, routeLines } from './route-lines.js';
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

const gpx = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">\n<metadata><name>Site</name></metadata>\n${body}\n</gpx>\n`;
const trkpt = (lat: number, lon: number, name?: string): string => `<trkpt lat="${lat}" lon="${lon}">${name === undefined ? '' : `<name>${name}</name>`}</trkpt>`;

describe('gpxLines', () => {
  it('lists each track segment (named after its track) and each route in file order, and the one the import takes', () => {
    const text = gpx(`
      <wpt lat="47.38" lon="8.48"><name>Launch pit</name></wpt>
      <trk><name>Cable &amp; spare</name>
        <trkseg>${trkpt(47.38, 8.48, 'first point')}${trkpt(47.38, 8.481)}</trkseg>
        <trkseg>${trkpt(47.38, 8.482)}</trkseg>
        <trkseg>${trkpt(47.38, 8.483)}${trkpt(47.38, 8.484)}${trkpt(47.381, 8.484)}</trkseg>
      </trk>
      <trk><trkseg>${trkpt(47.39, 8.48)}${trkpt(47.39, 8.49)}</trkseg></trk>
      <rte><name><![CDATA[Planned <route>]]></name>
        <rtept lat="47.38" lon="8.48"><name>A</name></rtept><rtept lat="47.38" lon="8.49"/><rtept lat="47.39" lon="8.49"/><rtept lat="47.39" lon="8.5"/>
      </rte>`);
    expect(gpxLines(text)).toEqual({
      lines: [
        { position: 1, points: 2, name: 'Cable & spare' },
        { position: 2, points: 3, name: 'Cable & spare' },
        { position: 3, points: 2 },
        { position: 4, points: 4, name: 'Planned <route>' },
      ],
      taken: { position: 4, points: 4, name: 'Planned <route>' },
    });
    // a character reference beyond Unicode is kept as written rather than failing the notice
    expect(gpxLines(gpx(`<rte><name>Duct &#x110000; &#x263A;</name><rtept lat="47.38" lon="8.48"/><rtept lat="47.38" lon="8.49"/></rte>`))?.taken.name).toBe('Duct &#x110000; ☺');
    // a point's own name is not its track's
    expect(gpxLines(gpx(`<trk><trkseg>${trkpt(47.38, 8.48, 'P1')}${trkpt(47.38, 8.49)}</trkseg></trk>`))?.taken).toEqual({ position: 1, points: 2 });
  });

  it('gives nothing for a file the import refuses', () => {
    expect(gpxLines(gpx('<wpt lat="47.38" lon="8.48"/><wpt lat="47.39" lon="8.48"/>'))).toBeUndefined();
    expect(gpxLines(gpx(`<trk><trkseg>${trkpt(47.38, 8.48)}</trkseg></trk>`))).toBeUndefined();
    expect(gpxLines(gpx('<trk><trkseg><trkpt lat="north" lon="8.48"/><trkpt lat="47.38" lon="8.49"/></trkseg></trk>'))).toBeUndefined();
  });
});

describe('routeLines', () => {
  const two = `<kml>${placemark('Spare', '8.5,47.3 8.6,47.3')}${placemark('Main', '8.5,47.3 8.6,47.3 8.6,47.4')}</kml>`;
  const expected = { lines: [{ position: 1, points: 2, name: 'Spare' }, { position: 2, points: 3, name: 'Main' }], taken: { position: 2, points: 3, name: 'Main' } };

  it('reads KML and GPX by their extension, from text or bytes, and the KML inside a KMZ', () => {
    expect(routeLines('two.KML', two)).toEqual(expected);
    expect(routeLines('two.kml', strToU8(two))).toEqual(expected);
    expect(routeLines('two.kmz', zipSync({ 'doc.kml': strToU8(two) }))).toEqual(expected);
    const text = gpx(`<trk><name>Main</name><trkseg>${trkpt(47.3, 8.5)}${trkpt(47.3, 8.6)}</trkseg></trk>`);
    expect(routeLines('track.gpx', strToU8(text))).toEqual({ lines: [{ position: 1, points: 2, name: 'Main' }], taken: { position: 1, points: 2, name: 'Main' } });
  });

  it('gives nothing for other formats, a KMZ it cannot open, or a KMZ given as text', () => {
    expect(routeLines('points.xyz', '0 0\n10 0\n')).toBeUndefined();
    expect(routeLines('two.kmz', strToU8(two))).toBeUndefined();
    expect(routeLines('two.kmz', two)).toBeUndefined();
  });
});
