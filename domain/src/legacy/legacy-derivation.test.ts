import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bendRows } from '../test-support/legacy-bend.js';
import { checkLegacyTrajectory } from './legacy-checks.js';
import { type LegacyProjectData, type LegacyRow, recomputeLegacyTrajectory } from './legacy-project.js';
import { legacyToSectionTrajectory } from './legacy-to-section.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { legacyData } from '../test-support/legacy-arbitraries.js';

const RAD = Math.PI / 180;

describe('legacy derivation (docs/product.md#states-and-transitions "Legacy rows")', () => {
  it('hand-computed: 100 m at −10°, a 90° curve of 10 m radius, 50 m at 20°, from 5 m', () => {
    const rows = bendRows(5, { length: 100, slope: -10 }, { angle: 90, radius: 10 }, { length: 50, slope: 20 });
    // 5 + 100·sin(−10°) = −12.36482
    expect(rows[0]!.altAtEnd).toBeCloseTo(-12.364818, 6);
    // θ = acos(cos(−10°)·cos 20°·cos 90° + sin(−10°)·sin 20°) = 93.40487°; length = 10·θ (rad) = 16.30222 m
    expect(rows[1]!.totalAngle).toBeCloseTo(93.404867, 5);
    expect(rows[1]!.length).toBeCloseTo(16.302225, 5);
    // Δz over the arc = R·tan(θ/2)·(sin a1 + sin a2) = 1.78687 m
    expect(rows[1]!.altAtEnd! - rows[1]!.altAtStart!).toBeCloseTo(1.786872, 5);
    expect(rows[2]!.cumulativeLength).toBeCloseTo(100 + 16.302225 + 50, 5);
    expect(rows[2]!.altAtEnd).toBeCloseTo(-12.364818 + 1.786872 + 50 * Math.sin(20 * RAD), 5);
  });

  it('hand-computed, altitude-based: 200 m rising 100 m is 30°, 100 m falling 100 m is −90°, curves keep the altitude', () => {
    const rows = bendRows(0, { length: 200, altAtEnd: 100 }, { angle: 45, radius: 20 }, { length: 100, altAtEnd: 0 });
    expect(rows[0]!.slope).toBeCloseTo(30, 9);
    expect(rows[2]!.slope).toBeCloseTo(-90, 9);
    expect(rows[1]!.altAtStart).toBe(100);
    expect(rows[1]!.altAtEnd).toBe(100);
    // θ = acos(cos 30°·cos(−90°)·cos 45° + sin 30°·sin(−90°)) = acos(−0.5) = 120°
    expect(rows[1]!.totalAngle).toBeCloseTo(120, 9);
    expect(rows[1]!.length).toBeCloseTo((20 * 120 * Math.PI) / 180, 9);
  });

  it('a curve with no straight around it is level: its total angle is |angle|', () => {
    const [row] = recomputeLegacyTrajectory({ slopeBased: true, altitudeAtStart: 0, trajectory: [{ type: 'curve', key: 'x', angle: -60, radius: 3 }] });
    expect(row!.totalAngle).toBeCloseTo(60, 9);
    expect(row!.length).toBeCloseTo(Math.PI, 9);
    expect(row!.altAtEnd).toBe(0);
  });

  it('properties: indexes 1…n, cumulative length monotone and the sum of lengths, altitudes continuous, nothing NaN', () => {
    fc.assert(
      fc.property(fc.boolean().chain(legacyData), (data) => {
        const rows = recomputeLegacyTrajectory(data);
        let previousEnd = data.altitudeAtStart;
        let sum = 0;
        rows.forEach((row, i) => {
          expect(row.index).toBe(i + 1);
          expect(row.altAtStart).toBe(previousEnd);
          sum += row.length!;
          expect(row.cumulativeLength).toBeCloseTo(sum, 6);
          if (i > 0) expect(row.cumulativeLength!).toBeGreaterThanOrEqual(rows[i - 1]!.cumulativeLength!);
          for (const value of [row.length, row.cumulativeLength, row.altAtStart, row.altAtEnd]) expect(Number.isFinite(value)).toBe(true);
          if (row.type === 'curve') {
            expect(row.totalAngle!).toBeGreaterThanOrEqual(0);
            expect(row.totalAngle!).toBeLessThanOrEqual(180);
          }
          previousEnd = row.altAtEnd!;
        });
      }),
      { numRuns: 300 },
    );
  });

  it('property: slope-based straights rise length·sin(slope); without curves the end altitude is the sum', () => {
    fc.assert(
      fc.property(legacyData(true), (data) => {
        const rows = recomputeLegacyTrajectory(data);
        rows.forEach((row) => {
          if (row.type === 'straight') expect(row.altAtEnd! - row.altAtStart!).toBeCloseTo(row.length! * Math.sin(row.slope! * RAD), 6);
        });
        const straightsOnly = { ...data, trajectory: data.trajectory.filter((r) => r.type === 'straight') };
        if (straightsOnly.trajectory.length === 0) return;
        const expected = straightsOnly.trajectory.reduce((alt, r) => alt + r.length! * Math.sin(r.slope! * RAD), data.altitudeAtStart);
        expect(recomputeLegacyTrajectory(straightsOnly).at(-1)!.altAtEnd).toBeCloseTo(expected, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('property: altitude-based slopes reproduce the altitudes when used slope-based (straights only)', () => {
    fc.assert(
      fc.property(legacyData(true), (sloped) => {
        const straights = sloped.trajectory.filter((r) => r.type === 'straight');
        if (straights.length === 0) return;
        const ends = recomputeLegacyTrajectory({ ...sloped, trajectory: straights });
        const altitudeBased: LegacyProjectData = {
          slopeBased: false,
          altitudeAtStart: sloped.altitudeAtStart,
          trajectory: ends.map((r): LegacyRow => ({ type: 'straight', key: r.key, length: r.length, altAtEnd: r.altAtEnd })),
        };
        const derived = recomputeLegacyTrajectory(altitudeBased);
        derived.forEach((row, i) => {
          expect(row.slope).toBeCloseTo(straights[i]!.slope!, 6);
          expect(row.altAtEnd).toBeCloseTo(ends[i]!.altAtEnd!, 6);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('property: as section rows, the section geometry gives the same lengths and altitudes (slope-based)', () => {
    fc.assert(
      fc.property(legacyData(true), (data) => {
        const legacy = recomputeLegacyTrajectory(data);
        const section = computeTrajectory(legacyToSectionTrajectory(data), []);
        legacy.forEach((row, i) => {
          expect(section.rows[i]!.cumulativeLength).toBeCloseTo(row.cumulativeLength!, 6);
          expect(section.rows[i]!.altAtEnd).toBeCloseTo(row.altAtEnd!, 6);
          expect(section.rows[i]!.totalAngle).toBeCloseTo(row.type === 'curve' ? row.totalAngle! : 0, 6);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('legacy checks', () => {
  it('names the row, field and rule of each missing or out-of-range input', () => {
    expect(
      checkLegacyTrajectory({
        slopeBased: true,
        altitudeAtStart: 0,
        trajectory: [
          { type: 'straight', key: 'a', length: 0, slope: 95 },
          { type: 'curve', key: 'b', radius: -1 },
          { type: 'straight', key: 'c', length: 10, slope: 0 },
        ],
      }),
    ).toEqual([
      { row: 0, field: 'length', rule: 'lengthPositive' },
      { row: 0, field: 'slope', rule: 'slopeRange' },
      { row: 1, field: 'angle', rule: 'required' },
      { row: 1, field: 'radius', rule: 'radiusPositive' },
    ]);
    expect(
      checkLegacyTrajectory({
        slopeBased: false,
        altitudeAtStart: 0,
        trajectory: [
          { type: 'straight', key: 'a', length: 10, altAtEnd: 11 },
          { type: 'straight', key: 'b', length: 10 },
          { type: 'straight', key: 'c', length: 10, altAtEnd: 10 },
        ],
      }),
    ).toEqual([
      { row: 0, field: 'altAtEnd', rule: 'tooSteep' },
      { row: 1, field: 'altAtEnd', rule: 'required' },
    ]);
  });

  it('property: random valid trajectories pass', () => {
    fc.assert(fc.property(legacyData(true), (data) => {
      expect(checkLegacyTrajectory(data)).toEqual([]);
    }), { numRuns: 100 });
  });
});
