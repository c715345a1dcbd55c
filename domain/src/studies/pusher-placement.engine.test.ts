// Pusher / pit placement: greedy furthest reach against a brute force over every placement on the grid, on
// random monotone reach functions (fast-check) and on the real engine (push and pull demo sections).
import { createEngine } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { sectionFromTemplate } from '../section/templates.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { DEFAULT_MAX_MACHINES, greedyPlacement, PLACEMENT_LIMITS, placeMachines, placementKind, placementOptionsProblems } from './pusher-placement.js';
import { type ForbiddenZone, inZone } from './placement-rules.js';
import { targetOf } from './run.js';

/** The fewest machines over every increasing choice of grid positions (null: none reaches the end). */
function bruteForce(grid: number[], target: number, reach: (s: number) => number, minSpacing: number, start = 0, zones: readonly ForbiddenZone[] = []): number | null {
  const candidates = grid.filter((g) => g > start && !inZone(zones, g));
  const feasible = (chosen: number[]): boolean => {
    let s = start;
    for (const p of chosen) {
      if (p < s + minSpacing || p > reach(s) + 1e-9) return false;
      s = p;
    }
    return reach(s) >= target - 1e-9;
  };
  const combos = function* (k: number, from: number, acc: number[]): Generator<number[]> {
    if (acc.length === k) {
      yield acc;
      return;
    }
    for (let i = from; i < candidates.length; i++) yield* combos(k, i + 1, [...acc, candidates[i]!]);
  };
  for (let k = 0; k <= candidates.length; k++) for (const c of combos(k, 0, [])) if (feasible(c)) return k;
  return null;
}

describe('greedyPlacement', () => {
  it('uses as few machines as a brute force over every placement (monotone reach, fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 120 }), width: fc.integer({ min: 0, max: 25 }) }), { maxLength: 3 }),
        async (gains, minSpacing, bends) => {
          const step = 10;
          const grid = gains.map((_, i) => i * step);
          const target = grid.length * step;
          const table = new Map<number, number>();
          let prev = 0;
          grid.forEach((g, i) => {
            prev = Math.max(prev, g + gains[i]!);
            table.set(g, prev);
          });
          const reach = (s: number) => table.get(s)!;
          const zones = bends.map((b) => ({ from: b.at, to: b.at + b.width }));
          const greedy = await greedyPlacement(0, target, reach, { step, minSpacing, zones });
          const best = bruteForce(grid, target, reach, minSpacing, 0, zones);
          if (greedy.reachesEnd) expect(greedy.positions.length).toBe(best);
          // no machine stands in a zone
          for (const p of greedy.positions) expect(inZone(zones, p)).toBeUndefined();
          // the greedy stops short only where the cable gets less than the spacing; with every gain at least the
          // spacing and no zone it finds a placement exactly when one exists
          if (gains.every((g) => g >= minSpacing) && minSpacing > 0 && zones.length === 0) expect(greedy.reachesEnd).toBe(best !== null);
          // without a spacing the zones never stop it short of a placement that exists
          if (minSpacing === 0) expect(greedy.reachesEnd).toBe(best !== null);
          for (let i = 1; i < greedy.positions.length; i++) expect(greedy.positions[i]! - greedy.positions[i - 1]!).toBeGreaterThanOrEqual(minSpacing);
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });

  it('refuses a spacing or a step that is not a finite number within its limits, never placing a machine at NaN', async () => {
    expect(placementOptionsProblems({ minSpacing: 0, step: 1 })).toEqual([]);
    expect(placementOptionsProblems({ minSpacing: PLACEMENT_LIMITS.minSpacing.max, step: PLACEMENT_LIMITS.step.max })).toEqual([]);
    expect(placementOptionsProblems({ minSpacing: 0, step: Number.POSITIVE_INFINITY })).toEqual(['step']);
    expect(placementOptionsProblems({ minSpacing: Number.NaN, step: 0 })).toEqual(['minSpacing', 'step']);
    expect(placementOptionsProblems({ minSpacing: -1, step: PLACEMENT_LIMITS.step.max * 2 })).toEqual(['minSpacing', 'step']);
    expect(placementOptionsProblems({ minSpacing: PLACEMENT_LIMITS.minSpacing.max * 2, step: -1 })).toEqual(['minSpacing', 'step']);
    const reach = (s: number) => s + 40;
    await expect(greedyPlacement(0, 100, reach, { step: Number.POSITIVE_INFINITY })).rejects.toThrow(RangeError);
    await expect(greedyPlacement(0, 100, reach, { minSpacing: Number.NaN })).rejects.toThrow(RangeError);
    // the defaults (spacing 0, step 1) still place
    expect((await greedyPlacement(0, 100, reach)).positions).toEqual([40, 80]);
  });

  it('names why it stopped: the cap of machines when the cable would go on, the spacing when it cannot be kept', async () => {
    const reach = (s: number) => s + 10;
    const capped = await greedyPlacement(0, 10_000, reach);
    expect(capped.reachesEnd).toBe(false);
    expect(capped.positions).toHaveLength(DEFAULT_MAX_MACHINES);
    expect(capped.stoppedBy).toBe('maxMachines');
    expect(capped.stuckAt).toBe(DEFAULT_MAX_MACHINES * 10);
    expect((await greedyPlacement(0, 10_000, reach, { maxMachines: 3 })).stoppedBy).toBe('maxMachines');
    // the spacing wins when both hold: more machines would not help
    const both = await greedyPlacement(0, 10_000, reach, { maxMachines: 0, minSpacing: 20 });
    expect(both.stoppedBy).toBe('spacing');
    expect((await greedyPlacement(0, 100, reach, { minSpacing: 20 })).stoppedBy).toBe('spacing');
    expect((await greedyPlacement(0, 100, (s) => s + 0.5)).stoppedBy).toBe('spacing');
    expect((await greedyPlacement(0, 100, reach)).stoppedBy).toBeNull();
  });
});

const engine = await createEngine();
const run = (r: Parameters<typeof engine.calculate>[0]) => engine.calculate(r);

/**
 * A pull (10 kN winch, 20 mm cable of 1 kg/m) through 300 m, a 90° curve of 1 m radius and 100 m in one smooth duct,
 * the cable's limits `cable` on top of its pulling force.
 */
function bendPull(cable: { cableMaxRadialForce?: number; cableMinBendingRadius?: number }): Parameters<typeof engine.calculate>[0] {
  return {
    findMaxDistance: false,
    data: {
      layingMethod: 'pull', pushingSpeed: 10, lubricant: 'yes', macMaxPullingForce: 10_000, macMaxPushingForce: 0, cableOuterDiameter: 20, cableWeight: 1,
      cableStiffness: 0, cableMaxPullingForce: 10_000, ...cable, cableCount: 1,
      stretches: [{ id: 's1', type: 'inDuct', outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth', cof: 0.2 }],
      trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [{ type: 'straight', slope: 0, length: 300 }, { type: 'curve', angle: 90, radius: 1 }, { type: 'straight', slope: 0, length: 100 }] },
    },
  } as Parameters<typeof engine.calculate>[0];
}

function weakened(method: 'push' | 'pull', force: number) {
  const s = sectionFromTemplate(DEMO_TEMPLATES[method], 'expert', CATALOGUE);
  s.settings[method === 'push' ? 'pushingForce' : 'pullingForce'] = force;
  const request = toSimulationRequest(s, { context: CATALOGUE_CTX });
  return { request, target: targetOf(request, computeTrajectory(s.trajectory, s.stretches.rows).totalLength) };
}

describe('placeMachines on the engine', () => {
  it.each([
    ['push', 10, 5],
    ['pull', 900, 25],
  ] as const)('%s: as few machines as the brute force, and the cable then reaches the end', async (method, force, step) => {
    const { request, target } = weakened(method, force);
    const cache = new Map<number, number>();
    const reach = (s: number) => {
      if (!cache.has(s)) {
        const r = engine.calculate({ findMaxDistance: false, data: { ...request.data, xlaunch: s } });
        cache.set(s, r.status === 'success' ? target : r.status === 'notStarted' ? s : Math.max(s, r.distance));
      }
      return cache.get(s)!;
    };
    expect(reach(0)).toBeLessThan(target); // the case needs machines
    // no bend rule and no margin: the greedy alone against the brute force on the engine's reach
    const result = await placeMachines(request, target, run, { step, minSpacing: step, bendClearance: 0, forceMargin: 0 });
    expect(result.reachesEnd).toBe(true);
    expect(result.positions.length).toBeGreaterThan(0);
    const grid = Array.from({ length: Math.floor(target / step) + 1 }, (_, i) => i * step);
    expect(result.positions.length).toBe(bruteForce(grid, target, reach, step));
    // every sub-route from a machine gets at least to the next one
    [0, ...result.positions].forEach((s, i) => expect(reach(s)).toBeGreaterThanOrEqual(result.positions[i] ?? target));
  });

  it('reports where it is stuck when the spacing cannot be kept', async () => {
    const { request, target } = weakened('push', 10);
    const result = await placeMachines(request, target, run, { step: 5, minSpacing: 1000 });
    expect(result.reachesEnd).toBe(false);
    expect(result.stuckAt).toBe(0);
    expect(result.positions).toEqual([]);
  });

  it('a run that reaches the end past a limit is not a success: a pit is placed before the bend whose radial force it exceeds, then none is exceeded', async () => {
    // a pull strong enough for the route, whose cable takes 500 N/m at most: 300 m of pull make ~800 N/m in the 1 m curve
    const request = bendPull({ cableMaxRadialForce: 500 });
    const whole = engine.calculate(request);
    expect(whole.status).toBe('exceeded');
    const bend = whole.exceeded.find((e) => e.code === 'W_SIDEWALL')!.position!;
    const target = targetOf(request, 300 + Math.PI / 2 + 100);
    const result = await placeMachines(request, target, run, { step: 5 });
    expect(result.reachesEnd).toBe(true);
    // on the 5 m grid, kept the default 5 m clear of the bend
    expect(result.positions).toEqual([Math.floor((bend - 5) / 5) * 5]);
    expect(engine.calculate({ ...request, data: { ...request.data, xlaunch: result.positions[0]! } }).status).toBe('success');
  });

  it('stops at a limit no machine removes (a curve tighter than the cable allows), saying so', async () => {
    const request = bendPull({ cableMinBendingRadius: 2 });
    const result = await placeMachines(request, targetOf(request, 300 + Math.PI / 2 + 100), run, { step: 5 });
    // the pit keeps the default 5 m clear of the bend (300 m): 295 m, from where the curve still breaks the cable's limit
    expect(result).toMatchObject({ reachesEnd: false, stoppedBy: 'limit', stuckAt: 295, positions: [295] });
  });

  it('names what is placed per method', () => {
    expect(['push', 'jetting', 'floating', 'pull', 'pushpull', 'waterpushpull', 'freefloating'].map((m) => placementKind(m as never))).toEqual([
      'pusher', 'pusher', 'pusher', 'pit', null, null, null,
    ]);
  });
});
