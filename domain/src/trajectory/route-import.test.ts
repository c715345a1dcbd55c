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

describe('the radius a surveyed bend shows', () => {
  type Row = { type: string; angle?: number | null; radius?: number | null; length?: number | null; slope?: number | null };
  /** The plan of level rows as points every 0.1 m or closer (straights along the heading, curves as circular arcs). */
  const trace = (initialHeading: number, rows: readonly Row[], start = { x: 0, y: 0 }): { x: number; y: number }[] => {
    const out = [{ ...start }];
    let { x, y } = start;
    let heading = (initialHeading * Math.PI) / 180;
    for (const row of rows) {
      if (row.type === 'straight') {
        const n = Math.max(1, Math.ceil((row.length ?? 0) / 0.1));
        for (let k = 0; k < n; k++) {
          x += (Math.sin(heading) * (row.length ?? 0)) / n;
          y += (Math.cos(heading) * (row.length ?? 0)) / n;
          out.push({ x, y });
        }
      } else if (row.type === 'curve') {
        const turn = ((row.angle ?? 0) * Math.PI) / 180;
        const n = Math.max(1, Math.ceil((Math.abs(turn) * (row.radius ?? 0)) / 0.1));
        for (let k = 0; k < n; k++) {
          const step = turn / n;
          const chord = 2 * (row.radius ?? 0) * Math.sin(Math.abs(step) / 2);
          x += chord * Math.sin(heading + step / 2);
          y += chord * Math.cos(heading + step / 2);
          heading += step;
          out.push({ x, y });
        }
      }
    }
    return out;
  };
  /** The largest distance from a surveyed point to the traced route. */
  const largestMiss = (surveyed: readonly { x: number; y: number }[], route: readonly { x: number; y: number }[]): number =>
    Math.max(...surveyed.map((p) => Math.min(...route.map((q) => Math.hypot(p.x - q.x, p.y - q.y)))));
  const curvesOf = (rows: readonly Row[]): Row[] => rows.filter((row) => row.type === 'curve');
  const totalTurn = (rows: readonly Row[]): number => curvesOf(rows).reduce((sum, row) => sum + (row.angle ?? 0), 0);
  /** 20 m east, an arc of `radius` turning `turnDeg` to the right surveyed every `spacing` m, 20 m on. */
  const arcSurvey = (radius: number, turnDeg: number, spacing = 1, noise: () => number = () => 0): { x: number; y: number; z?: number }[] => {
    const turn = (turnDeg * Math.PI) / 180;
    const n = Math.ceil((radius * turn) / spacing);
    const points: { x: number; y: number }[] = [];
    for (let i = 0; i <= 20; i++) points.push({ x: i, y: 0 });
    for (let i = 1; i <= n; i++) {
      const theta = Math.min((i * spacing) / radius, turn);
      points.push({ x: 20 + radius * Math.sin(theta) + noise(), y: -radius + radius * Math.cos(theta) + noise() });
    }
    const end = points.at(-1)!;
    for (let i = 1; i <= 20; i++) points.push({ x: end.x + i * Math.cos(turn), y: end.y - i * Math.sin(turn) });
    return points;
  };

  it('imports a 90° arc of R 60 m surveyed every metre as 90° of curves of R 60 m ± 5 %, ending where the survey ends', () => {
    const survey = arcSurvey(60, 90);
    const trajectory = polylineToTrajectory(survey, 6);
    expect(Math.abs(totalTurn(trajectory.rows) - 90)).toBeLessThan(0.5);
    for (const curve of curvesOf(trajectory.rows)) expect(Math.abs(curve.radius! - 60)).toBeLessThan(3);
    const route = trace(trajectory.initialHeading!, trajectory.rows);
    const end = survey.at(-1)!;
    expect(Math.hypot(route.at(-1)!.x - end.x, route.at(-1)!.y - end.y)).toBeLessThan(0.5);
    // every surveyed point within the bend tolerance (0.2 m) of the route, plus the 0.1 m sampling of the trace
    expect(largestMiss(survey, route)).toBeLessThan(0.25);
    // the route is as long as the survey: 20 + 60·π/2 + 20
    expect(computeTrajectory(trajectory).totalLength).toBeCloseTo(40 + 30 * Math.PI, 0);
  });

  it('fits the radius through ±3 cm of survey noise, and for a gentle 30° bend of R 300 m surveyed every 5 m', () => {
    const noisy = polylineToTrajectory(arcSurvey(60, 90, 1, (() => {
      let state = 7;
      return () => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return (state / 2147483648 - 0.5) * 0.06;
      };
    })()), 6);
    expect(Math.abs(totalTurn(noisy.rows) - 90)).toBeLessThan(1);
    for (const curve of curvesOf(noisy.rows)) expect(Math.abs(curve.radius! - 60)).toBeLessThan(6);
    const gentle = polylineToTrajectory(arcSurvey(300, 30, 5), 6);
    expect(Math.abs(totalTurn(gentle.rows) - 30)).toBeLessThan(0.5);
    for (const curve of curvesOf(gentle.rows)) expect(Math.abs(curve.radius! - 300)).toBeLessThan(15);
  });

  it('never goes below the import radius: an arc tighter than it takes the import radius', () => {
    const trajectory = polylineToTrajectory(arcSurvey(3, 90, 0.25), 6);
    expect(Math.abs(totalTurn(trajectory.rows) - 90)).toBeLessThan(1);
    for (const curve of curvesOf(trajectory.rows)) expect(curve.radius).toBe(6);
  });

  it('keeps the import radius at a sharp corner surveyed every metre, and at two corners far apart turning the same way', () => {
    const corner = [...Array.from({ length: 51 }, (_, i) => ({ x: i, y: 0 })), ...Array.from({ length: 50 }, (_, i) => ({ x: 50, y: -1 - i }))];
    const sharp = polylineToTrajectory(corner, 6);
    expect(curvesOf(sharp.rows)).toEqual([expect.objectContaining({ angle: 90, radius: 6 })]);
    // 45° right, 100 m, 45° right: one curve of 90° through both would pass metres from the corners
    const two = polylineToTrajectory([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100 + 50 * Math.SQRT2, y: -50 * Math.SQRT2 }, { x: 100 + 50 * Math.SQRT2, y: -150 }], 6);
    expect(curvesOf(two.rows).map((curve) => [curve.angle, curve.radius])).toEqual([[45, 6], [45, 6]]);
  });

  it('imports an S of two R 40 m arcs and a U-turn of R 30 m with the radii surveyed, ending where the survey ends', () => {
    // right 60° then left 60°, both R 40, surveyed every metre
    const s: { x: number; y: number }[] = [];
    let [x, y, heading] = [0, 0, Math.PI / 2];
    const walk = (metres: number, curvature: number): void => {
      for (let i = 0; i < metres; i++) {
        heading += curvature;
        [x, y] = [x + Math.sin(heading), y + Math.cos(heading)];
        s.push({ x, y });
      }
    };
    s.push({ x, y });
    walk(20, 0);
    walk(Math.round((40 * Math.PI) / 3), 1 / 40);
    walk(Math.round((40 * Math.PI) / 3), -1 / 40);
    walk(20, 0);
    const sRows = polylineToTrajectory(s, 6);
    for (const curve of curvesOf(sRows.rows)) expect(Math.abs(curve.radius! - 40)).toBeLessThan(2);
    expect(Math.abs(totalTurn(sRows.rows))).toBeLessThan(1);
    const sRoute = trace(sRows.initialHeading!, sRows.rows);
    expect(Math.hypot(sRoute.at(-1)!.x - x, sRoute.at(-1)!.y - y)).toBeLessThan(0.5);
    expect(largestMiss(s, sRoute)).toBeLessThan(0.25);
    // a U-turn is fitted in pieces (the lines of its legs never meet)
    const u = arcSurvey(30, 180);
    const uRows = polylineToTrajectory(u, 6);
    expect(Math.abs(totalTurn(uRows.rows) - 180)).toBeLessThan(1);
    for (const curve of curvesOf(uRows.rows)) expect(Math.abs(curve.radius! - 30)).toBeLessThan(1.5);
    const uRoute = trace(uRows.initialHeading!, uRows.rows);
    expect(Math.hypot(uRoute.at(-1)!.x - u.at(-1)!.x, uRoute.at(-1)!.y - u.at(-1)!.y)).toBeLessThan(0.5);
  });

  it('keeps the surveyed altitude through a bend on a grade', () => {
    // the 90° arc of R 60 m climbing 2 % along its length
    let along = 0;
    const survey = arcSurvey(60, 90).map((point, i, all) => {
      if (i > 0) along += Math.hypot(point.x - all[i - 1]!.x, point.y - all[i - 1]!.y);
      return { ...point, z: 100 + 0.02 * along };
    });
    const trajectory = polylineToTrajectory(survey, 6);
    expect(computeTrajectory(trajectory).altitudeAtEnd).toBeCloseTo(survey.at(-1)!.z, 0);
    expect(Math.abs(computeTrajectory(trajectory).altitudeAtEnd - survey.at(-1)!.z)).toBeLessThan(0.25);
    for (const curve of curvesOf(trajectory.rows)) expect(curve.radius!).toBeGreaterThan(50);
    expect(Math.abs(totalTurn(trajectory.rows) - 90)).toBeLessThan(0.5);
  });
});

describe('random surveyed routes', () => {
  /** A repeatable uniform number in [0, 1) from `seed` (mulberry32). */
  const random = (seed: number): (() => number) => {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  };
  type Point = { x: number; y: number; z?: number };
  /**
   * A route of 3 to 10 straight legs of 20 to 400 m, turning at each corner by less than 1° (half of them), 1° to 30°
   * or 30° to 90°, either way, climbing or falling up to 5°, surveyed every 1 to 20 m with ±2 cm of noise across and
   * in height.
   */
  const surveyOf = (next: () => number): Point[] => {
    const legs = 3 + Math.floor(next() * 8);
    const spacing = 1 + next() * 19;
    const noise = (): number => (next() - 0.5) * 0.04;
    let [x, y, z, heading] = [0, 0, 100, next() * 360];
    const points: Point[] = [{ x, y, z }];
    for (let leg = 0; leg < legs; leg++) {
      if (leg > 0) {
        const kind = next();
        const size = kind < 0.5 ? next() : kind < 0.8 ? 1 + next() * 29 : 30 + next() * 60;
        heading += next() < 0.5 ? size : -size;
      }
      const length = 20 + next() * 380;
      const grade = Math.tan(((next() - 0.5) * 10 * Math.PI) / 180);
      const n = Math.max(1, Math.round(length / spacing));
      const [dx, dy] = [Math.sin((heading * Math.PI) / 180), Math.cos((heading * Math.PI) / 180)];
      for (let i = 1; i <= n; i++) {
        const along = (i * length) / n;
        const across = i === n ? 0 : noise();
        points.push({ x: x + along * dx + across * dy, y: y + along * dy - across * dx, z: z + along * grade + (i === n ? 0 : noise()) });
      }
      [x, y, z] = [x + length * dx, y + length * dy, z + length * grade];
    }
    return points;
  };
  /**
   * The plan of the rows (straights as lines, curves as chords of 0.1 m or shorter), and the polyline of the lines the straights lie on (each
   * curve replaced by its tangents, meeting where the straights' lines meet). Lengths along the slope, as the rows have them.
   */
  const plan = (trajectory: ReturnType<typeof polylineToTrajectory>): { route: Point[]; lines: Point[] } => {
    let [x, y, heading] = [0, 0, (trajectory.initialHeading! * Math.PI) / 180];
    const route: Point[] = [{ x, y }];
    const lines: Point[] = [{ x, y }];
    let [lx, ly] = [0, 0];
    const rows = trajectory.rows;
    rows.forEach((row) => {
      if (row.type === 'straight') {
        const slopeOf = (r: typeof row | undefined): number => ((r?.type === 'straight' ? (r.slope ?? 0) : 0) * Math.PI) / 180;
        const horizontal = (row.length ?? 0) * Math.cos(slopeOf(row));
        [x, y] = [x + Math.sin(heading) * horizontal, y + Math.cos(heading) * horizontal];
        route.push({ x, y });
        [lx, ly] = [lx + Math.sin(heading) * horizontal, ly + Math.cos(heading) * horizontal];
        lines.push({ x: lx, y: ly });
      } else if (row.type === 'curve') {
        const turn = ((row.angle ?? 0) * Math.PI) / 180;
        const radius = row.radius ?? 0;
        const tangent = radius * Math.tan(Math.abs(turn) / 2);
        [lx, ly] = [lx + Math.sin(heading) * tangent, ly + Math.cos(heading) * tangent];
        lines.push({ x: lx, y: ly });
        const n = Math.max(1, Math.ceil((Math.abs(turn) * radius) / 0.1));
        for (let k = 0; k < n; k++) {
          const step = turn / n;
          const chord = 2 * radius * Math.sin(Math.abs(step) / 2);
          x += chord * Math.sin(heading + step / 2);
          y += chord * Math.cos(heading + step / 2);
          heading += step;
          route.push({ x, y });
        }
        [lx, ly] = [lx + Math.sin(heading) * tangent, ly + Math.cos(heading) * tangent];
        lines.push({ x: lx, y: ly });
      }
    });
    return { route, lines };
  };
  const toPolyline = (p: Point, line: readonly Point[]): number => {
    let best = Infinity;
    for (let k = 1; k < line.length; k++) {
      const [a, b] = [line[k - 1]!, line[k]!];
      const [dx, dy] = [b.x - a.x, b.y - a.y];
      const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
      best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
    }
    return best;
  };

  it('end within 0.25 m of the survey’s end, every surveyed point within 0.25 m of the route’s lines, over 300 seeded routes', () => {
    const next = random(2024);
    let worstEnd = 0;
    let worstPoint = 0;
    let worstAltitude = 0;
    for (let route = 0; route < 300; route++) {
      const survey = surveyOf(next);
      const start = survey[0]!;
      const local = survey.map((p) => ({ x: p.x - start.x, y: p.y - start.y, z: p.z }));
      const trajectory = polylineToTrajectory(local, 6);
      const { route: traced, lines } = plan(trajectory);
      const end = local.at(-1)!;
      worstEnd = Math.max(worstEnd, Math.hypot(traced.at(-1)!.x - end.x, traced.at(-1)!.y - end.y));
      worstAltitude = Math.max(worstAltitude, Math.abs(computeTrajectory(trajectory).altitudeAtEnd - end.z!));
      for (const p of local) worstPoint = Math.max(worstPoint, Math.min(toPolyline(p, lines), toPolyline(p, traced)));
    }
    // before the small turns were put on the straights between corners, the worst end was 13.9 m off (0.09 m after)
    expect(worstEnd).toBeLessThan(0.25);
    expect(worstPoint).toBeLessThan(0.25);
    expect(worstAltitude).toBeLessThan(0.25);
  });
});
