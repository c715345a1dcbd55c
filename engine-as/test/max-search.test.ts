// Jetting's max-distance search (README "Max distance"): the fast path (grid lengths checked at the two positions
// nearest the head, lazy local excess, bracket closed by a probe) against the full search it falls back to
// (test switch 4: every grid length checked at all 20 positions).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculateRequest, CalculateResponse, SimulationData } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { jettingData, request } from './helpers.js';
import { uniform, uniformRoute } from './random-route.js';

let dbg: DebugEngine;
beforeAll(async () => {
  dbg = await createDebugEngine();
});

function full(data: SimulationData): CalculateResponse {
  dbg.set(4, 1);
  try {
    return dbg.engine.calculate(request(data, true));
  } finally {
    dbg.set(4, 0);
  }
}

const randomJetting = fc
  .record({
    rows: uniformRoute,
    push: uniform(50, 2000),
    dc: uniform(5, 20),
    mass: uniform(0.02, 0.5),
    b: fc.constantFrom(0, 0.5, 2),
    cof: uniform(0.05, 0.3),
    bar: uniform(0, 16),
    cableEnd: fc.constantFrom('open' as const, 'sonic' as const, 'shuttle' as const),
    undulations: fc.boolean(),
  })
  .map((x): SimulationData => jettingData(x.rows, {
    airPressure: x.bar, macMaxPushingForce: x.push, cableOuterDiameter: x.dc, cableWeight: x.mass, cableStiffness: x.b,
    cableEnd: x.cableEnd, maxDistance: 6000,
    stretches: [{
      id: 'd', type: 'inDuct', outerDiameter: 50, innerDiameter: Math.max(x.dc + 6, 33), innerSurface: 'riped', cof: x.cof,
      ...(x.undulations ? { undulationPeriod: 3, undulationAmplitude: 15 } : {}),
    }],
  }));

describe('jetting max-distance search', () => {
  it('property: the fast path finds the full search\'s max distance (within its 1 mm resolution), everything else equal', () => {
    let searched = 0;
    fc.assert(
      fc.property(randomJetting, (data) => {
        const fast = dbg.engine.calculate(request(data, true));
        const slow = full(data);
        expect(fast.status).toBe(slow.status);
        expect(fast.distance).toBe(slow.distance);
        expect(fast.forceAtEnd).toBe(slow.forceAtEnd);
        expect(Math.abs(fast.maxDistance - slow.maxDistance)).toBeLessThanOrEqual(2e-3);
        if (slow.maxDistance > slow.distance) searched++;
      }),
      { numRuns: 150, seed: 20261124 },
    );
    // most requests reach beyond their route: the search ran
    expect(searched).toBeGreaterThan(50);
  });

  it('starts from the march\'s states at the target: on the 3 km jetting fixture it follows the last but one head position at once (29 evaluations, was 43), then checks between the positions (38: README "Jetting"), with the full search\'s result', () => {
    const fixture = JSON.parse(readFileSync(new URL('../../fixtures/requests/jetting-3km-10-bends-max.json', import.meta.url), 'utf8')) as CalculateRequest;
    const evaluations = dbg.exports['debugEvaluations'] as () => number;
    const plain = dbg.engine.calculate({ ...fixture, findMaxDistance: false });
    const march = evaluations();
    const fast = dbg.engine.calculate({ ...fixture, findMaxDistance: true });
    const searched = evaluations() - march;
    // the march: 61 positions, the final state and the 10 row ends where a peak may hide (methods/jet-peak.ts rowEnds)
    expect(march).toBe(72);
    // the search: 29 at its scan positions (was 31 before the check between them), 38 for that check (the 10 row ends,
    // the refined peak between positions 19 and 20, two lowerings of the length to its root), 2 for the limit and the end
    expect(searched).toBeLessThanOrEqual(70);
    expect(fast.distance).toBe(plain.distance);
    const slow = full(fixture.data);
    expect(Math.abs(fast.maxDistance - slow.maxDistance)).toBeLessThanOrEqual(2e-3);
  });
});
