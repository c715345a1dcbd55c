// Jetting's arcs with air integrate the lifted force H = F − W·(z − z0) + ∫q (README "Speed"): against the method
// before (Dormand–Prince on F itself, test switch 5) at ten times finer steps (test switch 1: tolerance 1e-13), the
// pusher forces of the march (every progress point: passes without samples, where the lifted step works) and the
// located distance agree over random 3-D routes, light and heavy flexible cables, every cable end (a stiff cable near
// its lock-up amplifies any difference upstream: README "Speed").
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculateResponse, SimulationData } from '@cla/engine';
import { createDebugEngine, type DebugEngine } from './debug-engine.js';
import { jettingData, request } from './helpers.js';
import { uniform, uniformRoute } from './random-route.js';

let dbg: DebugEngine;
beforeAll(async () => {
  dbg = await createDebugEngine();
});

/** The method before at ten times finer steps: the reference. */
function reference(data: SimulationData): CalculateResponse {
  dbg.set(5, 0);
  dbg.set(1, 0.1);
  try {
    return dbg.engine.calculate(request(data));
  } finally {
    dbg.set(1, 1);
    dbg.set(5, 1);
  }
}

const randomJetting = fc
  .record({
    rows: uniformRoute,
    push: uniform(100, 3000),
    dc: uniform(5, 20),
    mass: uniform(0.02, 1),
    cof: uniform(0.05, 0.3),
    bar: uniform(1, 16),
    cableEnd: fc.constantFrom('open' as const, 'sonic' as const, 'shuttle' as const),
  })
  .map((x): SimulationData => jettingData(x.rows, {
    airPressure: x.bar, macMaxPushingForce: x.push, cableOuterDiameter: x.dc, cableWeight: x.mass, cableEnd: x.cableEnd,
    stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 50, innerDiameter: Math.max(x.dc + 6, 33), innerSurface: 'riped', cof: x.cof }],
  }));

/** The method before at the default steps. */
function before(data: SimulationData): CalculateResponse {
  dbg.set(5, 0);
  try {
    return dbg.engine.calculate(request(data));
  } finally {
    dbg.set(5, 1);
  }
}

describe('jetting arcs by the lifted force', () => {
  it('property: the march\'s pusher forces and the distance match the method before at ten times finer steps', () => {
    let lifted = 0;
    fc.assert(
      fc.property(randomJetting, (data) => {
        const fast = dbg.engine.calculate(request(data));
        const slow = reference(data);
        expect(fast.status).toBe(slow.status);
        const forces = slow.progress.pushingForce;
        expect(fast.progress.pushingForce.length).toBe(forces.length);
        const scale = Math.max(1, ...forces.map(Math.abs));
        // the last point is the located end (at a limit, its force is the limit's to the location's tolerance);
        // a lowered inlet pressure holds the pusher within 0.1 % of its rating (README "Machine ratings")
        const held = slow.messages.some((m) => m.code === 'W_HOLD_BACK_PRESSURE');
        forces.slice(0, held ? 0 : forces.length - 1).forEach((force, i) => {
          expect(Math.abs((fast.progress.pushingForce[i] ?? NaN) - force), `progress ${i}`).toBeLessThanOrEqual(5e-8 * scale);
        });
        expect(Math.abs(fast.distance - slow.distance)).toBeLessThanOrEqual(1e-8 * Math.max(1, slow.distance));
        if (before(data).progress.pushingForce.some((f, i) => f !== fast.progress.pushingForce[i])) lifted++;
      }),
      { numRuns: 150, seed: 20261125 },
    );
    // most routes have a near-level bend with air on it: the lifted step ran
    expect(lifted).toBeGreaterThan(50);
  });
});
