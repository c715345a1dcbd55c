/**
 * A legacy trajectory as section trajectory rows: straights keep their length and (derived, when altitude-based)
 * slope, curves their horizontal angle and radius; the section recomputes the rest the same way.
 */
import { makeId } from '../section/defaults.js';
import type { SectionTrajectoryRow, TrajectoryData } from '../section/types.js';
import { type LegacyProjectData, recomputeLegacyTrajectory } from './legacy-project.js';

/** The section trajectory of a legacy project; without `initialHeading` it has none (an import keeps the section's). */
export function legacyToSectionTrajectory(data: LegacyProjectData, initialHeading?: number): TrajectoryData {
  const rows: SectionTrajectoryRow[] = recomputeLegacyTrajectory(data).map((row) =>
    row.type === 'straight'
      ? { key: makeId('row'), type: 'straight', slope: row.slope ?? 0, length: row.length ?? 0 }
      : { key: makeId('row'), type: 'curve', angle: row.angle ?? 0, radius: row.radius ?? 0 },
  );
  return initialHeading === undefined ? { altitudeAtStart: data.altitudeAtStart, rows } : { altitudeAtStart: data.altitudeAtStart, initialHeading, rows };
}
