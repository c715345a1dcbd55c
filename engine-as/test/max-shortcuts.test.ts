// Jetting's max-distance search (README "Jetting", Max distance; issue #38 point 2), test switch 14: the fast path
// also follows the neighbours of the position it chose at the first length that failed (before, a neighbour two
// positions from the one that failed first handed over to the full search: 20 positions per grid length and a
// bisection to 0.1 m), the check between the positions stops a refinement once its parabolas promise the peak
// within and reuses the lowered candidate's excess, and a refinement step that leaves Brent's state unchanged ends it.
// Switch 14 off gives the method before. The answers must agree to the search's resolution; where they differ (the
// method before bisected) the new answer must be longer by less than the bisection's 0.1 m, install at every head
// position (dense scan) and be shorter than a duct 1 cm longer that fails.
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

const evaluations = (): number => (dbg.exports['debugEvaluations'] as () => number)();

/** The response and the head positions it evaluated, with switch 14 on (default) or off (the method before). */
function run(req: CalculateRequest, on: boolean): { r: CalculateResponse; evaluations: number } {
  dbg.set(14, on ? 1 : 0);
  try {
    const r = dbg.engine.calculate(req);
    return { r, evaluations: evaluations() };
  } finally {
    dbg.set(14, 1);
  }
}

/** The worst excess (N) over head positions of a duct ending `xend` beyond h: 2000 positions, then golden section to 1 mm. */
function worst(h: number, xend: number, n = 2000): number {
  const excessAt = (head: number): number => (dbg.exports['debugJetExcess'] as (a: number, d: number, p: number) => number)(head, h + xend, 0);
  const es = Array.from({ length: n + 1 }, (_, k) => excessAt((h * k) / n));
  let bi = 0;
  es.forEach((e, k) => {
    if (e > es[bi]!) bi = k;
  });
  let best = es[bi]!;
  let a = (h * Math.max(bi - 1, 0)) / n;
  let b = (h * Math.min(bi + 1, n)) / n;
  const r = (Math.sqrt(5) - 1) / 2;
  while (b - a > 1e-3) {
    const c = b - r * (b - a);
    const d = a + r * (b - a);
    const ec = excessAt(c);
    const ed = excessAt(d);
    best = Math.max(best, ec, ed);
    if (ec >= ed) b = d;
    else a = c;
  }
  return best;
}

/** A response's max distance where it differs from the method before's by more than the 1 mm root (twice, either side). */
function compare(req: CalculateRequest, rating: number, xend: number): { moved: boolean; saved: number } {
  const after = run(req, true);
  const before = run(req, false);
  expect(after.r.status).toBe(before.r.status);
  expect(after.r.distance).toBe(before.r.distance);
  expect(after.r.forceAtEnd).toBe(before.r.forceAtEnd);
  const d = after.r.maxDistance - before.r.maxDistance;
  const moved = Math.abs(d) > 2e-3;
  if (moved) {
    // only where the method before bisected to 0.1 m (its full search): the new answer is longer, by less than that
    expect(d).toBeGreaterThan(0);
    expect(d).toBeLessThanOrEqual(0.1 + 2e-3);
    // and it installs everywhere (1e-4 of the rating, the stated tolerance), a duct 1 cm longer does not
    dbg.set(8, 1);
    try {
      dbg.engine.calculate(req);
      expect(worst(after.r.maxDistance, xend)).toBeLessThanOrEqual(1e-4 * rating);
      expect(worst(after.r.maxDistance + 0.01, xend)).toBeGreaterThan(0);
    } finally {
      dbg.set(8, 0);
    }
  }
  return { moved, saved: before.evaluations - after.evaluations };
}

describe('the max-distance search\'s shortcuts (switch 14)', () => {
  it('the typical section over a COF range where the method before fell back to the full search: the same answers or longer ones that install', () => {
    const base = JSON.parse(readFileSync(new URL('../../fixtures/requests/jetting-2km-25-bends-typical-max.json', import.meta.url), 'utf8')) as CalculateRequest;
    let moved = 0;
    let saved = 0;
    for (let k = 0; k <= 20; k++) {
      const cof = 0.06 + (0.04 * k) / 20;
      const req = { ...base, data: { ...base.data, stretches: base.data.stretches.map((s) => ({ ...s, cof })) } };
      const c = compare(req, base.data.macMaxPushingForce, base.data.xend ?? 0);
      if (c.moved) moved++;
      saved += c.saved;
    }
    // some answers were the full search's bisection (0.1 m) and are now the root (1 mm): the checks above ran
    expect(moved).toBeGreaterThan(0);
    // fewer head positions evaluated in all (the full search's 20 positions per length no longer run)
    expect(saved).toBeGreaterThan(0);
  });

  it('property: random jetting requests (as the max-search test\'s) answer the same, or longer ducts that install', () => {
    const randomJetting = fc
      .record({
        rows: uniformRoute, push: uniform(50, 2000), dc: uniform(5, 20), mass: uniform(0.02, 0.5), b: fc.constantFrom(0, 0.5, 2),
        cof: uniform(0.05, 0.3), bar: uniform(0, 16), cableEnd: fc.constantFrom('open' as const, 'sonic' as const, 'shuttle' as const),
        undulations: fc.boolean(),
      })
      .map((x): [SimulationData, number] => [jettingData(x.rows, {
        airPressure: x.bar, macMaxPushingForce: x.push, cableOuterDiameter: x.dc, cableWeight: x.mass, cableStiffness: x.b,
        cableEnd: x.cableEnd, maxDistance: 6000,
        stretches: [{
          id: 'd', type: 'inDuct', outerDiameter: 50, innerDiameter: Math.max(x.dc + 6, 33), innerSurface: 'riped', cof: x.cof,
          ...(x.undulations ? { undulationPeriod: 3, undulationAmplitude: 15 } : {}),
        }],
      }), x.push]);
    let saved = 0;
    fc.assert(
      fc.property(randomJetting, ([data, push]) => {
        saved += compare(request(data, true), push, 0).saved;
      }),
      { numRuns: 200, seed: 20261202, endOnFailure: true },
    );
    expect(saved).toBeGreaterThan(0);
  });
});
