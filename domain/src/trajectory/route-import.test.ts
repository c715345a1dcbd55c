import { describe, expect, it } from 'vitest';
import { computeTrajectory } from './compute-trajectory.js';
import {
  exportTrajectoryCsv,
  exportTrajectoryJson,
  geodesic,
  geoToLocal,
  importTrajectoryJson,
  parseKml,
  parsePastedRows,
  parseXyz,
  polylineToTrajectory,
  RouteImportError,
} from './route-import.js';

describe('geodesic lengths', () => {
  it('matches Vincenty’s published test line (Flinders Peak → Buninyong) within a millimetre', () => {
    // Vincenty 1975 / Geoscience Australia: 54 972.271 m, initial bearing 306°52'05.37"
    const { distance, bearing } = geodesic({ lat: -(37 + 57 / 60 + 3.72030 / 3600), lon: 144 + 25 / 60 + 29.52440 / 3600 }, { lat: -(37 + 39 / 60 + 10.15610 / 3600), lon: 143 + 55 / 60 + 35.38390 / 3600 });
    expect(distance).toBeCloseTo(54972.271, 2);
    expect(bearing).toBeCloseTo(306 + 52 / 60 + 5.37 / 3600, 4);
  });

  it('gives one minute of latitude at the equator as 1842.9 m (WGS84 meridian arc)', () => {
    expect(geodesic({ lat: 0, lon: 0 }, { lat: 1 / 60, lon: 0 }).distance).toBeCloseTo(1842.9, 1);
  });

  it('keeps each segment’s geodesic length in the local plane', () => {
    const line = [{ lon: 8.5, lat: 47.37 }, { lon: 8.501, lat: 47.37 }, { lon: 8.501, lat: 47.371 }];
    const local = geoToLocal(line);
    const first = Math.hypot(local[1]!.x - local[0]!.x, local[1]!.y - local[0]!.y);
    expect(first).toBeCloseTo(geodesic(line[0]!, line[1]!).distance, 6);
    expect(local[1]!.x).toBeGreaterThan(70); // due east
    expect(Math.abs(local[1]!.y)).toBeLessThan(0.01);
  });
});

describe('polyline to rows', () => {
  it('turns an L into straight, curve, straight shortened by the tangent length', () => {
    const trajectory = polylineToTrajectory([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: -50 }], 10);
    expect(trajectory.initialHeading).toBe(90);
    expect(trajectory.rows.map((row) => row.type)).toEqual(['straight', 'curve', 'straight']);
    // a right turn of 90° (east → south), tangent R·tan(45°) = 10 m
    expect(trajectory.rows[1]).toMatchObject({ angle: 90, radius: 10 });
    expect(trajectory.rows[0]).toMatchObject({ length: 90, slope: 0 });
    expect(trajectory.rows[2]).toMatchObject({ length: 40 });
    // the route length is the polyline's minus 2T plus the arc: 150 − 20 + 10·π/2
    expect(computeTrajectory(trajectory).totalLength).toBeCloseTo(150 - 20 + 5 * Math.PI, 2);
  });

  it('turns left with a negative angle, skips tiny turns, and takes slopes from altitudes', () => {
    // the point at 100 m turns 0.03° and lies 2.5 cm from the line between the corners: straight on
    const trajectory = polylineToTrajectory(
      [
        { x: 0, y: 0, z: 10 },
        { x: 0, y: 100, z: 15 },
        { x: 0.05, y: 200, z: 15 },
        { x: -99.95, y: 200, z: 15 },
      ],
      5,
    );
    expect(trajectory.altitudeAtStart).toBe(10);
    expect(trajectory.rows.map((row) => row.type)).toEqual(['straight', 'straight', 'curve', 'straight']);
    expect(trajectory.rows[0]!.slope).toBeCloseTo((Math.atan2(5, 100) * 180) / Math.PI, 2);
    expect(trajectory.rows[2]!.angle).toBeLessThan(-89);
  });

  it('refuses a line of one point and a radius that is not positive', () => {
    expect(() => polylineToTrajectory([{ x: 0, y: 0 }, { x: 0, y: 0 }], 5)).toThrow(RouteImportError);
    expect(() => polylineToTrajectory([{ x: 0, y: 0 }, { x: 1, y: 0 }], 0)).toThrow(RouteImportError);
  });
});

describe('file formats', () => {
  it('reads the LineStrings of a KML, longest first, with altitudes', () => {
    const kml = `<?xml version="1.0"?><kml><Document>
      <Placemark><LineString><coordinates>8.5,47.3 8.6,47.3</coordinates></LineString></Placemark>
      <Placemark><LineString><coordinates>
        8.50,47.30,410 8.51,47.30,412
        8.51,47.31,415
      </coordinates></LineString></Placemark></Document></kml>`;
    const lines = parseKml(kml);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveLength(3);
    expect(lines[0]![2]).toEqual({ lon: 8.51, lat: 47.31, alt: 415 });
    expect(() => parseKml('<kml><Document/></kml>')).toThrow(/empty/);
  });

  it('reads XYZ points with a header, any separator, and names the line of a bad number', () => {
    expect(parseXyz('x;y;z\n2600000;1200000;400\n2600050\t1200000\t401\n')).toEqual([
      { x: 2600000, y: 1200000, z: 400 },
      { x: 2600050, y: 1200000, z: 401 },
    ]);
    expect(() => parseXyz('1 2\n3 oops\n')).toThrow(/line 2/);
  });

  it('round-trips its own JSON export with fresh row keys', () => {
    const trajectory = polylineToTrajectory([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }], 8);
    const back = importTrajectoryJson(exportTrajectoryJson(trajectory));
    expect(back.rows.map(({ key: _key, ...row }) => row)).toEqual(trajectory.rows.map(({ key: _key, ...row }) => row));
    expect(back.rows[0]!.key).not.toBe(trajectory.rows[0]!.key);
    expect(() => importTrajectoryJson('{"nope":1}')).toThrow(/badFormat/);
  });

  it('exports CSV and reads it back as pasted rows; bare pasted lines are straights', () => {
    const trajectory = polylineToTrajectory([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }], 8);
    const csv = exportTrajectoryCsv(trajectory);
    expect(csv.split('\n')[0]).toBe('type,slope,length,angle,radius,pushForce,dupSegments,loopCount,stretch');
    const pasted = parsePastedRows(csv);
    expect(pasted.map(({ key: _key, ...row }) => row)).toEqual(trajectory.rows.map(({ key: _key, ...row }) => row));
    expect(parsePastedRows('12,5\t1,5\ncurve\t90\t6\n30').map(({ key: _key, ...row }) => row)).toEqual([
      { type: 'straight', length: 12.5, slope: 1.5 },
      { type: 'curve', angle: 90, radius: 6 },
      { type: 'straight', length: 30, slope: 0 },
    ]);
    expect(() => parsePastedRows('abc')).toThrow(/line 1/);
  });
});

describe('surveys as they come', () => {
  const totalTurn = (rows: readonly { type: string; angle?: number | null }[]): number =>
    rows.reduce((sum, row) => sum + (row.type === 'curve' ? (row.angle ?? 0) : 0), 0);
  const totalAbsTurn = (rows: readonly { type: string; angle?: number | null }[]): number =>
    rows.reduce((sum, row) => sum + (row.type === 'curve' ? Math.abs(row.angle ?? 0) : 0), 0);
  /** A repeatable jitter in [−amplitude, amplitude] (a linear congruential sequence), for noisy survey points. */
  const jitter = (amplitude: number): (() => number) => {
    let state = 12345;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return (state / 2147483648 - 0.5) * 2 * amplitude;
    };
  };

  it('reads decimal commas in semicolon-, tab- and space-separated files', () => {
    expect(parseXyz('X;Y;Z\n2600000,25;1200000,5;400,1\n2600050,75\t1200000,5\t401\n2600100,5 1200000,5 402,5\n')).toEqual([
      { x: 2600000.25, y: 1200000.5, z: 400.1 },
      { x: 2600050.75, y: 1200000.5, z: 401 },
      { x: 2600100.5, y: 1200000.5, z: 402.5 },
    ]);
    // commas between numbers stay separators
    expect(parseXyz('1.5,2.5,3\n4, 5, 6\n')).toEqual([
      { x: 1.5, y: 2.5, z: 3 },
      { x: 4, y: 5, z: 6 },
    ]);
  });

  it('refuses a line of more than three numbers (a point number before x y z) instead of misreading it', () => {
    expect(() => parseXyz('1 2600000 1200000 400\n2 2600050 1200000 401\n')).toThrow(/badValues \(line 1\)/);
  });

  it('refuses a survey where some points have an altitude and others not, rather than flattening its profile', () => {
    expect(() => parseXyz('0 0 400\n50 0 402\n100 0\n150 0 405\n')).toThrow(/badValues \(line 3\)/);
  });

  it('scales coordinates given in feet', () => {
    const [a, b] = parseXyz('0 0 10\n100 0 20\n', 0.3048);
    expect(b!.x - a!.x).toBeCloseTo(30.48, 9);
    expect(a!.z).toBeCloseTo(3.048, 9);
    expect(b!.z).toBeCloseTo(6.096, 9);
  });

  it('keeps the turn of a bend surveyed every metre (each vertex turns less than the smallest curve)', () => {
    // 20 m east, a 90° bend of radius 60 m to the south surveyed every metre (0.95° per point), 20 m south
    const arc = Array.from({ length: 95 }, (_, i) => {
      const theta = Math.min(i / 60, Math.PI / 2);
      return { x: 20 + 60 * Math.sin(theta), y: -60 + 60 * Math.cos(theta) };
    });
    const points = [{ x: 0, y: 0 }, ...arc, { x: 80, y: -60 }, { x: 80, y: -80 }];
    const trajectory = polylineToTrajectory(points, 6);
    expect(Math.abs(totalTurn(trajectory.rows))).toBeGreaterThan(89);
    expect(Math.abs(totalTurn(trajectory.rows))).toBeLessThan(91);
  });

  it('puts a point turning less than 1° on the straight between the corners when it lies within 10 cm of it', () => {
    // 5 cm off the line and 20 cm above it: the straight keeps its line from corner to corner, and the point's altitude
    const near = polylineToTrajectory([{ x: 0, y: 0, z: 0 }, { x: 100, y: 0.05, z: 1.2 }, { x: 200, y: 0, z: 2 }], 6);
    expect(near.initialHeading).toBe(90);
    expect(near.rows.map((row) => row.type)).toEqual(['straight', 'straight']);
    expect(near.rows.map((row) => row.slope)).toEqual([0.69, 0.46]);
    expect(computeTrajectory(near).altitudeAtEnd).toBeCloseTo(2, 1); // slopes shown to 0.01°: ±9 mm per 100 m
    // 25 cm off the line (a turn of 0.29°): a small curve, so that the route ends where the survey does (a straight of
    // the first leg's heading would end 0.5 m off)
    const far = polylineToTrajectory([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 200, y: 0.5 }], 6);
    expect(far.rows.map(({ key: _key, ...row }) => row)).toEqual([
      { type: 'straight', slope: 0, length: 99.99 },
      { type: 'curve', angle: -0.29, radius: 6 },
      { type: 'straight', slope: 0, length: 99.99 },
    ]);
  });

  it('tightens the curves of corners closer together than their tangents, so the route keeps its corners and length', () => {
    // two 45° corners 2.83 m apart: at R = 6 m each curve needs 2.49 m of the straight between them
    const points = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 12, y: -2 }, { x: 22, y: -2 }];
    const trajectory = polylineToTrajectory(points, 6);
    const curves = trajectory.rows.filter((row) => row.type === 'curve');
    expect(curves).toHaveLength(2);
    const chords = 10 + Math.hypot(2, 2) + 10;
    // each fillet replaces 2·R·tan(θ/2) of the polyline by the arc R·θ
    const expected = curves.reduce((sum, curve) => {
      const theta = (Math.abs(curve.angle!) * Math.PI) / 180;
      return sum - 2 * curve.radius! * Math.tan(theta / 2) + curve.radius! * theta;
    }, chords);
    expect(curves.every((curve) => curve.radius! < 6 && curve.radius! > 3)).toBe(true);
    expect(computeTrajectory(trajectory).totalLength).toBeCloseTo(expected, 1);
    // corners far enough apart keep the radius asked for
    expect(polylineToTrajectory([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: -50 }], 10).rows[1]).toMatchObject({ radius: 10 });
  });

  it('does not turn the noise of a straight survey into curves', () => {
    // 500 points one metre apart along a straight trench, ±3 cm of survey noise across and in height
    const noise = jitter(0.03);
    const points = Array.from({ length: 500 }, (_, i) => ({ x: i, y: noise(), z: 100 + noise() }));
    const trajectory = polylineToTrajectory(points, 6);
    expect(totalAbsTurn(trajectory.rows)).toBeLessThan(10);
    expect(computeTrajectory(trajectory).totalLength).toBeCloseTo(499, 0);
  });
});

describe('pasted rows in the table’s units', () => {
  it('reads bare lines in the units the table shows (feet in US units), the CSV export’s columns in metres', () => {
    const rows = parsePastedRows('328,084\t2\ncurve\t90\t19,685', 'us').map(({ key: _key, ...row }) => row);
    expect(rows[0]).toMatchObject({ type: 'straight', slope: 2 });
    expect(rows[0]!.length).toBeCloseTo(100, 3);
    expect(rows[1]).toMatchObject({ type: 'curve', angle: 90 });
    expect(rows[1]!.radius).toBeCloseTo(6, 3);
    // the export's header form stays in base units whatever the user's system (it round-trips)
    const csv = 'type,slope,length,angle,radius\nstraight,0,100,,\n';
    expect(parsePastedRows(csv, 'us')[0]).toMatchObject({ length: 100 });
    expect(parsePastedRows('100 2', 'si')[0]).toMatchObject({ length: 100 });
  });
});
