import { describe, expect, it } from 'vitest';
import type { SectionTrajectoryRow, TrajectoryData } from '../section/types.js';
import { computeTrajectory, curveAltitudeChange, curveTotalAngle, expandRows } from './compute-trajectory.js';

let n = 0;
const r = (x: Omit<SectionTrajectoryRow, 'key'>): SectionTrajectoryRow => ({ key: `k${n++}`, ...x });
const traj = (rows: SectionTrajectoryRow[], altitudeAtStart = 0): TrajectoryData => ({ altitudeAtStart, initialHeading: 90, rows });

describe('trajectory recomputation (docs/product.md#states-and-transitions; docs/simulation-api.md#trajectory-rules)', () => {
  it('curve total 3-D angle = acos(cos a1·cos a2·cos(angle) + sin a1·sin a2) (docs/physics.md#worked-examples, D5: 31.0201°)', () => {
    expect(curveTotalAngle(5, -3, 30)).toBeCloseTo(31.0201, 4);
    expect(curveTotalAngle(0, 0, 90)).toBeCloseTo(90, 12);
    expect(curveTotalAngle(0, 10, 0)).toBeCloseTo(10, 12);
  });

  it('curve length = radius × total angle, altitude by the minimum-curvature arc (docs/physics.md#worked-examples, D5)', () => {
    const g = computeTrajectory(traj([r({ type: 'straight', slope: 5, length: 0 }), r({ type: 'curve', angle: 30, radius: 20 }), r({ type: 'straight', slope: -3, length: 0 })]));
    expect(g.rows[1]!.totalAngle).toBeCloseTo(31.0201, 4);
    expect(g.rows[1]!.length).toBeCloseTo(10.8281, 4);
    expect(g.rows[1]!.altAtEnd - g.rows[1]!.altAtStart).toBeCloseTo(0.1933, 4);
    expect(curveAltitudeChange(20, 31.0201, 5, -3)).toBeCloseTo(0.1933, 4);
  });

  it('a curve joins the slopes of the nearest straights before and after it (pushers and stretches in between)', () => {
    const g = computeTrajectory(
      traj([r({ type: 'straight', slope: 10, length: 1 }), r({ type: 'pusher', pushForce: 5 }), r({ type: 'curve', angle: 0, radius: 10 }), r({ type: 'straight', slope: -10, length: 1 })]),
    );
    expect(g.rows[2]!.totalAngle).toBeCloseTo(20, 9);
    // no straight before: starts at the slope after it (no deflection from slopes)
    const h = computeTrajectory(traj([r({ type: 'curve', angle: 45, radius: 10 }), r({ type: 'straight', slope: 0, length: 1 })]));
    expect(h.rows[0]!.totalAngle).toBeCloseTo(45, 9);
  });

  it('vertical change per non-curve row is length × sin(slope); indexes and cumulative lengths', () => {
    const g = computeTrajectory(traj([r({ type: 'straight', slope: 30, length: 100 }), r({ type: 'straight', slope: -90, length: 10 })], 5));
    expect(g.rows.map((x) => x.index)).toEqual([1, 2]);
    expect(g.rows[0]!.altAtStart).toBe(5);
    expect(g.rows[0]!.altAtEnd).toBeCloseTo(55, 9);
    expect(g.rows[1]!.altAtEnd).toBeCloseTo(45, 9);
    expect(g.rows.map((x) => x.cumulativeLength)).toEqual([100, 110]);
    expect(g.totalLength).toBe(110);
    expect(g.altitudeAtEnd).toBeCloseTo(45, 9);
  });

  it('pusher rows have zero length', () => {
    const g = computeTrajectory(traj([r({ type: 'straight', slope: 0, length: 10 }), r({ type: 'pusher', pushForce: 100 }), r({ type: 'straight', slope: 0, length: 5 })]));
    expect(g.rows[1]!.length).toBe(0);
    expect(g.rows[1]!.cumulativeLength).toBe(10);
    expect(g.totalLength).toBe(15);
  });

  it('loop rows repeat the preceding dupSegments rows loopCount more times', () => {
    const rows = [r({ type: 'straight', slope: 0, length: 7 }), r({ type: 'straight', slope: 10, length: 10 }), r({ type: 'curve', angle: 90, radius: 2 }), r({ type: 'loop', dupSegments: 2, loopCount: 3 }), r({ type: 'straight', slope: 0, length: 1 })];
    expect(expandRows(rows).map((e) => e.row)).toEqual([0, 1, 2, 1, 2, 1, 2, 1, 2, 4]);
    const g = computeTrajectory(traj(rows));
    const arc = (a1: number, a2: number) => 2 * (curveTotalAngle(a1, a2, 90) * Math.PI) / 180;
    // the original curve goes from 10° to the copy's 10°; the last copy's curve from 10° to the final 0°
    const loopLength = 3 * 10 + 2 * arc(10, 10) + arc(10, 0);
    expect(g.rows[3]!.length).toBeCloseTo(loopLength, 9);
    expect(g.totalLength).toBeCloseTo(7 + 10 + arc(10, 10) + loopLength + 1, 9);
    expect(g.rows[3]!.altAtEnd - g.rows[3]!.altAtStart).toBeGreaterThan(3 * 10 * Math.sin(Math.PI / 18));
  });

  it('stretch rows switch the stretch (the first stretch before any stretch row)', () => {
    const stretches = [{ id: 'a' }, { id: 'b' }];
    const g = computeTrajectory(traj([r({ type: 'straight', slope: 0, length: 1 }), r({ type: 'stretch', stretch: 'b' }), r({ type: 'straight', slope: 0, length: 1 })]), stretches);
    expect(g.rows.map((x) => x.stretchId)).toEqual(['a', 'b', 'b']);
    expect(g.rows[0]!.stretchColor).not.toBe(g.rows[2]!.stretchColor);
    expect(g.rows[1]!.length).toBe(0);
  });

  it('empty or invalid numbers count as 0: never NaN', () => {
    const g = computeTrajectory({ altitudeAtStart: null, initialHeading: null, rows: [r({ type: 'straight', slope: null, length: Number.NaN }), r({ type: 'curve' }), r({ type: 'loop' })] });
    for (const d of g.rows) for (const v of [d.length, d.cumulativeLength, d.altAtStart, d.altAtEnd, d.totalAngle]) expect(Number.isNaN(v)).toBe(false);
    expect(g.totalLength).toBe(0);
  });
});
