// Pull's forward pass on a plain route (physics/plain-pass.ts) against the general walk (test switch 13 off): the
// full and the scalar answer bit for bit on random plain routes — sloped straights, level bends, intermediate
// pushers, a second stretch, back tension, limits reached or not, findMaxDistance — and the 1000-row pull.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrajectoryRow } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { pullData, request } from './helpers.js';
import { uniform } from './random-route.js';

let dbg: DebugEngine;
let plainPasses: () => number;
beforeAll(async () => {
  dbg = await createDebugEngine();
  plainPasses = dbg.exports.debugPlainPasses as () => number;
});

const row: fc.Arbitrary<TrajectoryRow> = fc.oneof(
  fc.record({ type: fc.constant('straight' as const), slope: fc.oneof(fc.constant(0), uniform(-20, 20)), length: uniform(0, 300) }),
  fc.record({ type: fc.constant('curve' as const), angle: uniform(-120, 120), radius: uniform(1, 30) }),
  fc.record({ type: fc.constant('pusher' as const), pushForce: uniform(0, 3000) }),
  fc.constant<TrajectoryRow>({ type: 'stretch', stretch: 'b' }),
);

const plainPull = fc.record({
  rows: fc.array(row, { minLength: 1, maxLength: 14 }),
  mass: uniform(0.05, 4),
  cof: uniform(0.05, 0.5),
  back: fc.oneof(fc.constant(0), uniform(0, 4000)),
  limit: fc.oneof(fc.constant(1e7), uniform(100, 20000)),
  radial: fc.oneof(fc.constant(0), uniform(100, 5000)),
  findMax: fc.boolean(),
});

/** The full and the scalar answer with the switch on, then off (the general walk). */
function both(req: Parameters<DebugEngine['engine']['calculate']>[0]): [unknown, unknown][] {
  dbg.set(13, 1);
  const plain = [dbg.engine.calculate(req), dbg.engine.calculateScalars(req, { probes: [0, 10, 123.4, 1e9] })];
  dbg.set(13, 0);
  const general = [dbg.engine.calculate(req), dbg.engine.calculateScalars(req, { probes: [0, 10, 123.4, 1e9] })];
  dbg.set(13, 1);
  return [[plain[0], general[0]], [plain[1], general[1]]];
}

describe('pull on a plain route', () => {
  it('answers as the general walk, bit for bit', () => {
    const before = plainPasses();
    let runs = 0;
    fc.assert(
      fc.property(plainPull, (x) => {
        runs++;
        const duct = { type: 'inDuct' as const, outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth' as const, cof: x.cof };
        const data = pullData([{ type: 'straight', slope: 0, length: 20 }, ...x.rows], {
          cableWeight: x.mass, lostForce: x.back, macMaxPullingForce: x.limit, maxDistance: 5000,
          ...(x.radial > 0 ? { cableMaxRadialForce: x.radial } : {}),
          stretches: [{ ...duct, id: 'a' }, { ...duct, id: 'b', cof: x.cof * 1.5 }],
        });
        for (const [plain, general] of both(request(data, x.findMax))) expect(plain).toEqual(general);
      }),
      { numRuns: 150, seed: 38 },
    );
    // most passes took the plain way (two calls per case with the switch on)
    expect(plainPasses() - before).toBeGreaterThan(runs);
  });

  it('answers a long surveyed pull as the general walk', () => {
    // 600 rows: straights of 4–12 m and bends of ±3–9° at R 8 m (scalars.test.ts holds the bench's 1000-row pull)
    const rows = Array.from({ length: 600 }, (_, i): TrajectoryRow =>
      i % 3 === 2 ? { type: 'curve', angle: (i % 2 ? 1 : -1) * (3 + (i % 7)), radius: 8 } : { type: 'straight', slope: 0, length: 4 + (i % 9) },
    );
    const before = plainPasses();
    for (const findMax of [false, true]) {
      for (const [plain, general] of both(request(pullData(rows, { maxDistance: 20000 }), findMax))) expect(plain).toEqual(general);
    }
    expect(plainPasses() - before).toBe(4);
  });
});
