// Random legacy-project trajectories for the property tests of the legacy import.
import fc from 'fast-check';
import type { LegacyProjectData } from '../legacy/legacy-project.js';

/** Random legacy trajectories: straights of 0.1…1000 m at −60…60°, curves of −180…180° and radius 0.5…500 m. */
export const legacyData = (slopeBased: boolean): fc.Arbitrary<LegacyProjectData> =>
  fc.record({
    slopeBased: fc.constant(slopeBased),
    altitudeAtStart: fc.double({ min: -500, max: 3000, noNaN: true }),
    trajectory: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constant<'straight'>('straight'),
          key: fc.uuid(),
          length: fc.double({ min: 0.1, max: 1000, noNaN: true }),
          slope: fc.double({ min: -60, max: 60, noNaN: true }),
        }),
        fc.record({
          type: fc.constant<'curve'>('curve'),
          key: fc.uuid(),
          angle: fc.double({ min: -180, max: 180, noNaN: true }),
          radius: fc.double({ min: 0.5, max: 500, noNaN: true }),
        }),
      ),
      { minLength: 1, maxLength: 30 },
    ),
  });
