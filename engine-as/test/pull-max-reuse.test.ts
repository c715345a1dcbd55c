// Pull with findMaxDistance integrates once, to maxDistance, and reuses that pass up to the target as its final
// profile when the target starts a segment (README "Speed"): the answer must be the one without findMaxDistance —
// the same profile, bends, distance and limit, number for number, wherever the head stops on a route whose target is
// its end (xend 0: the case reused). The progress curve and the force at the end are read from the longer pass by
// linear interpolation between its samples, as before this reuse: to rounding. (With xend > 0 the target lies inside
// the last segment, which the run without findMaxDistance integrates only up to it: its samples there, and so a limit
// crossing interpolated between them, differ within the profile's resolution; that case re-integrates as before.)
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateResponse, type Engine, type TrajectoryRow } from '@cla/engine';
import { pullData, request } from './helpers.js';
import { uniform } from './random-route.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const SEED = 20261125;

/** Straights (slopes steep enough to run slack), curves (some 3-D) and intermediate pushers, a straight first. */
const rows: fc.Arbitrary<TrajectoryRow[]> = fc
  .tuple(
    fc.record({ type: fc.constant('straight' as const), slope: uniform(-25, 25), length: uniform(5, 400) }),
    fc.array(
      fc.oneof(
        fc.record({ type: fc.constant('straight' as const), slope: fc.oneof(fc.constant(0), uniform(-25, 25)), length: uniform(5, 400) }),
        fc.record({ type: fc.constant('curve' as const), angle: uniform(-120, 120), radius: uniform(2, 60) }),
        fc.record({ type: fc.constant('pusher' as const), pushForce: uniform(0, 3000) }),
      ),
      { maxLength: 12 },
    ),
  )
  .map(([first, rest]) => [first, ...rest]);

/** What the final state answers (not the max distance and its message). */
function finalState(r: CalculateResponse) {
  return {
    status: r.status,
    distance: r.distance,
    limitedBy: r.limitedBy,
    profile: r.profile,
    bends: r.bends,
    // their params may hold a force interpolated in the longer pass (the limit's): codes only
    messages: r.messages.filter((m) => m.code !== 'I_MAX_DISTANCE_CAPPED').map((m) => m.code),
  };
}

describe('pull with findMaxDistance', () => {
  it('answers the final state of the run without it, number for number (random routes, launch offsets, limits, backward)', () => {
    fc.assert(
      fc.property(
        rows,
        fc.constantFrom(0, 0, 3),
        fc.constantFrom(1e7, 8000, 2000),
        fc.boolean(),
        (trajectory, xlaunch, winch, backward) => {
          const data = pullData(trajectory, {
            xlaunch, macMaxPullingForce: winch, calculateBackward: backward, maxDistance: 6000,
          });
          const plain = engine.calculate(request(data, false));
          const max = engine.calculate(request(data, true));
          expect(finalState(max)).toEqual(finalState(plain));
          const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-12 * Math.max(Math.abs(b), 1));
          close(max.forceAtEnd, plain.forceAtEnd);
          expect(max.progress.length).toEqual(plain.progress.length);
          plain.progress.pullingForce.forEach((f, i) => close(max.progress.pullingForce[i]!, f));
          if (max.status !== 'notStarted') expect(max.maxDistance).toBeGreaterThanOrEqual(max.distance);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('takes the reused pass on the long route of the benchmarks (the target starts the straight on)', () => {
    const trajectory: TrajectoryRow[] = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0 ? { type: 'straight', slope: 0, length: 10 } : { type: 'curve', angle: i % 4 === 1 ? 5 : -5, radius: 10 },
    );
    const data = pullData(trajectory, { maxDistance: 20_000 });
    const plain = engine.calculate(request(data, false));
    const max = engine.calculate(request(data, true));
    expect(plain.status).toBe('success');
    expect(max.maxDistance).toBeGreaterThan(plain.distance);
    expect(finalState(max)).toEqual(finalState(plain));
    expect(max.progress).toEqual(plain.progress);
    expect(max.forceAtEnd).toBe(plain.forceAtEnd);
  });
});
