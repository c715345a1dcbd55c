// The radius a surveyed bend shows and random surveyed routes: polylineToTrajectory (polyline-trajectory.ts) against
// the survey it came from.
import { describe, expect, it } from 'vitest';
import { computeTrajectory } from './compute-trajectory.js';
import { polylineToTrajectory } from './polyline-trajectory.js';

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
