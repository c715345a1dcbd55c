// Random routes for the engine tests: rows, pulls with intermediate pushers.
import fc from 'fast-check';
import type { TrajectoryRow } from '@cla/engine';

// The random routes of the engine's property tests (water.test.ts, ratings.test.ts).

type Num = (min: number, max: number) => fc.Arbitrary<number>;

/** fast-check's doubles: uniform over the representable doubles, so most land near 0 or the bounds. */
const double: Num = (min, max) => fc.double({ min, max, noNaN: true });
/** Uniform on [min, max] (a million steps). */
export const uniform: Num = (min, max) => fc.integer({ min: 0, max: 1_000_000 }).map((i) => min + ((max - min) * i) / 1_000_000);

/** Random routes: a straight first (a lone curve of 0° has no length: notStarted), then up to 7 rows. */
export function routeOf(num: Num): fc.Arbitrary<TrajectoryRow[]> {
  const straightRow = fc.record({ type: fc.constant('straight' as const), slope: num(-15, 15), length: num(5, 800) });
  const curveRow = fc.record({ type: fc.constant('curve' as const), angle: num(-120, 120), radius: num(2, 60) });
  return fc.tuple(straightRow, fc.array(fc.oneof(straightRow, curveRow), { maxLength: 7 })).map(([first, rest]): TrajectoryRow[] => [first, ...rest]);
}

/**
 * A row of a mechanical method's random route: a straight (slope drawn by `slope`, 0…`maxLength` m), a curve
 * (−120…120°, radius 1…30 m) or an intermediate pusher (0…3000 N), uniform in their ranges.
 */
export function pushedRouteRow(slope: fc.Arbitrary<number>, maxLength: number): fc.Arbitrary<TrajectoryRow> {
  return fc.oneof(
    fc.record({ type: fc.constant('straight' as const), slope, length: uniform(0, maxLength) }),
    fc.record({ type: fc.constant('curve' as const), angle: uniform(-120, 120), radius: uniform(1, 30) }),
    fc.record({ type: fc.constant('pusher' as const), pushForce: uniform(0, 3000) }),
  );
}

/** The water properties' routes (fast-check doubles: many level rows, many at the bounds). */
export const randomRoute = routeOf(double);
/** Routes with slopes, lengths, angles and radii uniform in their ranges. */
export const uniformRoute = routeOf(uniform);
