// The domain's derived trajectory values (used by validation and by the editor's table as you type) must
// equal the engine's trajectory solver, the reference for geometry. Tests may run the real engine.
import { createEngine } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toRequestRow } from '../mapping/to-simulation-request.js';
import type { SectionTrajectoryRow, StretchRow } from '../section/types.js';
import { computeTrajectory } from './compute-trajectory.js';

const engine = await createEngine();

const stretches: StretchRow[] = [
  { id: 'a', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof: 0.1 },
  { id: 'b', type: 'inDuct', outerDiameter: 50, innerDiameter: 41, innerSurface: 'riped', cof: 0.08 },
];

const rowArb: fc.Arbitrary<Omit<SectionTrajectoryRow, 'key'>> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: fc.constant('straight' as const), slope: fc.double({ min: -30, max: 30, noNaN: true }), length: fc.double({ min: 0, max: 300, noNaN: true }) }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('curve' as const), angle: fc.double({ min: -170, max: 170, noNaN: true }), radius: fc.double({ min: 1, max: 400, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pusher' as const), pushForce: fc.double({ min: 0, max: 500, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('stretch' as const), stretch: fc.constantFrom('a', 'b') }) },
);

/** A trajectory of 1–12 rows, with at most one loop repeating rows before it (no loop among them). */
const trajectoryArb = fc
  .tuple(fc.array(rowArb, { minLength: 1, maxLength: 12 }), fc.option(fc.record({ dup: fc.integer({ min: 1, max: 3 }), count: fc.integer({ min: 1, max: 3 }) }), { nil: undefined }))
  .map(([rows, loop]) => {
    const keyed: SectionTrajectoryRow[] = rows.map((row, i) => ({ ...row, key: `r${i}` }));
    if (loop && keyed.length >= loop.dup) keyed.push({ key: 'loop', type: 'loop', dupSegments: loop.dup, loopCount: loop.count });
    return keyed;
  });

describe('derived trajectory values equal the engine’s trajectory solver', () => {
  // Tolerances 5e-5 m and 5e-6°: a curve's deflection is an acos near 1 for small turns, whose rounding is
  // about 1e-8 rad in either implementation (times a radius of up to 400 m).
  it('row by row: cumulative length, altitudes, total angle, length, stretch', () => {
    fc.assert(
      fc.property(trajectoryArb, fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: 0, max: 359, noNaN: true }), (rows, altitudeAtStart, initialHeading) => {
        const mine = computeTrajectory({ altitudeAtStart, initialHeading, rows }, stretches);
        const theirs = engine.solveTrajectory({
          trajectory: { altitudeAtStart, initialHeading, rows: rows.map(toRequestRow) },
          stretches: stretches.map((s) => ({ id: s.id, type: 'inDuct', outerDiameter: s.outerDiameter ?? 0, innerDiameter: s.innerDiameter ?? 0, innerSurface: s.innerSurface ?? 'smooth', cof: s.cof ?? 0.1 })),
        } as never);
        expect(theirs.rows).toHaveLength(rows.length);
        expect(mine.totalLength).toBeCloseTo(theirs.length, 4);
        theirs.rows.forEach((row, i) => {
          const d = mine.rows[i]!;
          expect(d.cumulativeLength, `row ${i} cumulative`).toBeCloseTo(row.cumulativeLength, 4);
          expect(d.altAtStart, `row ${i} altAtStart`).toBeCloseTo(row.altAtStart, 4);
          expect(d.altAtEnd, `row ${i} altAtEnd`).toBeCloseTo(row.altAtEnd, 4);
          expect(d.totalAngle, `row ${i} totalAngle`).toBeCloseTo(row.totalAngle, 5);
          expect(d.length, `row ${i} length`).toBeCloseTo(row.length, 4);
          // A loop row's stretch is ambiguous when the repeated rows change the stretch: the engine names the
          // one in force where the copies start, the domain the one in force after them (domain README).
          if (rows[i]?.type !== 'loop') expect(d.stretchId ?? null, `row ${i} stretch`).toBe(row.stretchId);
        });
      }),
      { numRuns: 300 },
    );
  });
});
