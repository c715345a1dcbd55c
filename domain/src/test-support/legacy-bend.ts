/** A legacy route of a straight, a curve and a straight, derived as the legacy editor derives it, for the tests. */
import { type LegacyRow, recomputeLegacyTrajectory } from '../legacy/legacy-project.js';

/** A straight: by its slope (a slope-based route) or by the altitude at its end (an altitude-based one). */
type Straight = { length: number; slope: number } | { length: number; altAtEnd: number };

/**
 * The rows of straight `first` (key a), a curve (b) and straight `last` (c) from `altitudeAtStart`, recomputed: the
 * route is slope-based when the straights give their slopes.
 */
export function bendRows(altitudeAtStart: number, first: Straight, curve: { angle: number; radius: number }, last: Straight): LegacyRow[] {
  return recomputeLegacyTrajectory({
    slopeBased: 'slope' in first,
    altitudeAtStart,
    trajectory: [
      { type: 'straight', key: 'a', ...first },
      { type: 'curve', key: 'b', ...curve },
      { type: 'straight', key: 'c', ...last },
    ],
  });
}
