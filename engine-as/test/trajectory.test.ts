import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, type Stretch, type TrajectoryRow } from '@cla/engine';
import { numbersIn } from './helpers.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const stretches: Stretch[] = [
  { id: 'a', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof: 0.1 },
  { id: 'b', type: 'inDuct', outerDiameter: 50, innerDiameter: 41, innerSurface: 'riped', cof: 0.08 },
];
const solve = (rows: TrajectoryRow[], altitudeAtStart = 0) =>
  engine.solveTrajectory({ trajectory: { altitudeAtStart, initialHeading: 90, rows }, stretches });

describe('trajectory solver', () => {
  it('docs/physics.md#trajectory example D5: θ 31.0201°, arc 10.8281 m, Δz 0.1933 m, Δ = (10.3292, 2.7713, 0.1933)', () => {
    // heading 90° (east) then a 30° turn: with x east and y north the turn to the right moves towards −y
    const s = solve([
      { type: 'straight', slope: 5, length: 0 },
      { type: 'curve', angle: 30, radius: 20 },
      { type: 'straight', slope: -3, length: 0 },
    ], 100);
    const curve = s.rows[1]!;
    expect(curve.totalAngle).toBeCloseTo(31.0201, 4);
    expect(curve.length).toBeCloseTo(10.8281, 4);
    expect(curve.altAtStart).toBeCloseTo(100, 12);
    expect(curve.altAtEnd - curve.altAtStart).toBeCloseTo(0.1933, 4);
    const end = s.route.s.length - 1;
    const horizontal = Math.hypot(s.route.x[end]!, s.route.y[end]!);
    expect(horizontal).toBeCloseTo(Math.hypot(10.3292, 2.7713), 3);
    expect(s.route.x[end]).toBeCloseTo(10.3292, 3);
    expect(s.route.y[end]).toBeCloseTo(-2.7713, 3);
  });

  it('straights: cumulative length and Δz = ℓ·sin α; pushers have zero length; stretch rows switch the stretch', () => {
    const s = solve([
      { type: 'straight', slope: 30, length: 10 },
      { type: 'pusher', pushForce: 100 },
      { type: 'stretch', stretch: 'b' },
      { type: 'straight', slope: -90, length: 2 },
    ]);
    expect(s.rows.map((r) => r.cumulativeLength)).toEqual([10, 10, 10, 12]);
    expect(s.rows[0]!.altAtEnd).toBeCloseTo(5, 12);
    expect(s.rows[1]!.length).toBe(0);
    expect(s.rows.map((r) => r.stretchId)).toEqual(['a', 'a', 'b', 'b']);
    expect(s.rows[3]!.altAtEnd).toBeCloseTo(3, 12);
    expect(s.length).toBe(12);
  });

  it('a loop row spans the copies it inserts and the route continues after them', () => {
    const s = solve([
      { type: 'straight', slope: 0, length: 10 },
      { type: 'curve', angle: 90, radius: 2 },
      { type: 'loop', dupSegments: 2, loopCount: 3 },
      { type: 'straight', slope: 0, length: 5 },
    ]);
    const unit = 10 + Math.PI;
    expect(s.rows[2]!.length).toBeCloseTo(3 * unit, 9);
    expect(s.rows[2]!.cumulativeLength).toBeCloseTo(4 * unit, 9);
    expect(s.rows[3]!.cumulativeLength).toBeCloseTo(4 * unit + 5, 9);
    // four square-ish turns of 90° bring the route back near the start, plus 5 m east
    const last = s.route.s.length - 1;
    expect(s.route.x[last]).toBeCloseTo(5, 9);
    expect(s.route.y[last]).toBeCloseTo(0, 9);
  });

  it('a 180° horizontal curve turns back on the side of the turn', () => {
    const s = solve([
      { type: 'straight', slope: 0, length: 10 },
      { type: 'curve', angle: 180, radius: 3 },
      { type: 'straight', slope: 0, length: 10 },
    ]);
    expect(s.rows[1]!.totalAngle).toBeCloseTo(180, 9);
    const last = s.route.s.length - 1;
    expect(s.route.x[last]).toBeCloseTo(0, 9);
    expect(s.route.y[last]).toBeCloseTo(-6, 9);
  });

  it('the polyline is continuous: consecutive points are no further apart than their distance along the route', () => {
    const rows: TrajectoryRow[] = [];
    for (let i = 0; i < 40; i++) {
      rows.push({ type: 'straight', slope: (i % 7) - 3, length: 15 });
      rows.push({ type: 'curve', angle: ((i * 37) % 120) - 60, radius: 5 + (i % 4) });
    }
    const { route } = solve(rows);
    for (let i = 1; i < route.s.length; i++) {
      const chord = Math.hypot(route.x[i]! - route.x[i - 1]!, route.y[i]! - route.y[i - 1]!, route.z[i]! - route.z[i - 1]!);
      const ds = route.s[i]! - route.s[i - 1]!;
      expect(ds).toBeGreaterThanOrEqual(0);
      expect(chord).toBeLessThanOrEqual(ds + 1e-9);
      expect(chord).toBeGreaterThan(0.99 * ds);
    }
  });

  it('answers while the engineer types: invalid numbers count as 0 and come back as issues', () => {
    const s = solve([
      { type: 'straight', slope: 0, length: 10 },
      { type: 'curve', angle: 45 },
      { type: 'straight', slope: 0 } as TrajectoryRow,
      { type: 'straight', slope: 0, length: 5 },
    ]);
    expect(s.issues).toEqual(
      expect.arrayContaining([
        { field: 'data.trajectory.rows[1].radius', rule: 'required' },
        { field: 'data.trajectory.rows[2].length', rule: 'required' },
      ]),
    );
    expect(s.rows[3]!.cumulativeLength).toBe(15);
    expect(numbersIn(s).every(Number.isFinite)).toBe(true);
  });

  it('solves 10 000 rows with finite values everywhere', () => {
    const rows: TrajectoryRow[] = Array.from({ length: 10_000 }, (_, i) =>
      i % 2 === 0 ? { type: 'straight', slope: 1, length: 1 } : { type: 'curve', angle: 1, radius: 10 },
    );
    const s = solve(rows);
    expect(s.rows).toHaveLength(10_000);
    expect(numbersIn(s.rows).every(Number.isFinite)).toBe(true);
  });

  it('agrees with calculate on the route length', () => {
    const rows: TrajectoryRow[] = [
      { type: 'straight', slope: 2, length: 100 },
      { type: 'curve', angle: 30, radius: 8 },
      { type: 'straight', slope: -1, length: 50 },
    ];
    const s = solve(rows);
    const r = engine.calculate({
      data: {
        layingMethod: 'pull', pushingSpeed: 10, lubricant: 'yes', macMaxPullingForce: 1e6, macMaxPushingForce: 0,
        cableOuterDiameter: 10, cableWeight: 0.1, cableStiffness: 0.1, cableMaxPullingForce: 1e6,
        stretches, trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
      },
    });
    expect(r.distance).toBeCloseTo(s.length, 9);
  });
});
