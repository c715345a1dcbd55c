// The placement an engineer can use, over random sections (fast-check, fixed seed) on the engine: no machine inside a
// bend or within the clearance of one (bends read from the editor's own trajectory, not from the study's), and each
// sub-route's machine force at the next machine at most (1 − margin) × the rating that binds (a full-rating run).
import { type CalculateRequest, createEngine } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { C, route, S } from '../section/template-route.js';
import { sectionFromTemplate } from '../section/templates.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { allowedAtOrBefore, DEFAULT_BEND_CLEARANCE, DEFAULT_FORCE_MARGIN, inZone, placementRuleProblems, withForceMargin } from './placement-rules.js';
import { greedyPlacement, placeMachines } from './pusher-placement.js';
import { targetOf } from './run.js';

const engine = await createEngine();
const run = (r: CalculateRequest) => engine.calculate(r);

/** The largest machine force of a full-resolution run from `s` over its first `length` m installed. */
function forceOver(request: CalculateRequest, s: number, length: number): number {
  const r = engine.calculate({ fullResolution: true, data: { ...request.data, xlaunch: s } });
  const force = request.data.layingMethod === 'pull' ? r.progress.pullingForce : r.progress.pushingForce;
  let max = 0;
  r.progress.length.forEach((l, i) => {
    if (l <= length + 1e-9) max = Math.max(max, force[i]!);
  });
  return max;
}

/** The rating that stops the stage: the winch's or the cable's pulling rating, the pusher's or the cable's pushing one. */
function bindingRating(request: CalculateRequest): number {
  const d = request.data;
  if (d.layingMethod === 'pull') return Math.min(d.macMaxPullingForce, d.cableMaxPullingForce);
  return d.cableMaxPushingForce ? Math.min(d.macMaxPushingForce, d.cableMaxPushingForce) : d.macMaxPushingForce;
}

const rowArb = fc.tuple(fc.integer({ min: 15, max: 150 }), fc.integer({ min: 20, max: 120 }), fc.boolean(), fc.integer({ min: 3, max: 20 }));

describe('placeMachines: where an engineer can put a machine', () => {
  it('never inside a bend or within the clearance, each machine reached with the margin (random sections)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('pull' as const, 'push' as const),
        fc.array(rowArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 10, max: 120 }),
        fc.constantFrom(0.1, 0.15, 0.2),
        fc.constantFrom(0, 2, 5, 10),
        async (method, rows, tail, margin, clearance) => {
          const trajectory = route(...rows.flatMap(([length, angle, right, radius]) => [S(length), C(right ? angle : -angle, radius)]), S(tail));
          const force = method === 'pull' ? 900 : 12;
          const s = sectionFromTemplate({ ...DEMO_TEMPLATES[method], trajectory }, 'expert', CATALOGUE);
          s.settings[method === 'pull' ? 'pullingForce' : 'pushingForce'] = force;
          const request = toSimulationRequest(s, { context: CATALOGUE_CTX });
          const solved = computeTrajectory(s.trajectory, s.stretches.rows);
          const target = targetOf(request, solved.totalLength);
          const result = await placeMachines(request, target, run, { step: 1, forceMargin: margin, bendClearance: clearance });
          expect(result.forceMargin).toBe(margin);
          expect(result.bendClearance).toBe(clearance);
          // the bends as the editor's trajectory table gives them (a curve row: the row before's cumulative length to its own)
          const bends = solved.rows.flatMap((r, i) => (r.totalAngle > 0 ? [{ start: solved.rows[i - 1]?.cumulativeLength ?? 0, end: r.cumulativeLength }] : []));
          expect(bends).toHaveLength(rows.length);
          for (const p of result.positions) {
            for (const b of bends) expect(p <= b.start - clearance + 1e-6 || p >= b.end + clearance - 1e-6).toBe(true);
          }
          const limit = bindingRating(request);
          const starts = [request.data.xlaunch ?? 0, ...result.positions];
          result.positions.forEach((next, i) => {
            expect(forceOver(request, starts[i]!, next - starts[i]!)).toBeLessThanOrEqual((1 - margin) * limit * (1 + 1e-9) + 1e-9);
          });
        },
      ),
      { numRuns: 40, seed: 34 },
    );
  });

  it('steps back out of a bend: the demo pull stops just past its 90° bend, and the pit moves before it', async () => {
    const s = sectionFromTemplate(DEMO_TEMPLATES.pull, 'expert', CATALOGUE);
    s.settings.pullingForce = 900;
    const request = toSimulationRequest(s, { context: CATALOGUE_CTX });
    const target = targetOf(request, computeTrajectory(s.trajectory, s.stretches.rows).totalLength);
    // the demo pull's first bend: 100 m to 100 + 10·π/2 m
    const bendEnd = 100 + 5 * Math.PI;
    const plain = await placeMachines(request, target, run, { step: 1, forceMargin: 0, bendClearance: 0 });
    const ruled = await placeMachines(request, target, run, { step: 1 });
    expect(ruled.forceMargin).toBe(DEFAULT_FORCE_MARGIN);
    expect(ruled.bendClearance).toBe(DEFAULT_BEND_CLEARANCE);
    expect(ruled.reachesEnd).toBe(true);
    // the margin puts every pit before the plain one, and the rules cost at least as many pits
    expect(ruled.positions[0]!).toBeLessThan(plain.positions[0]!);
    expect(ruled.positions.length).toBeGreaterThanOrEqual(plain.positions.length);
    for (const p of ruled.positions) expect(p <= 100 - DEFAULT_BEND_CLEARANCE || p >= bendEnd + DEFAULT_BEND_CLEARANCE).toBe(true);
  });

  it('names the bend when the allowed position before it breaks the spacing, and refuses options out of bounds', async () => {
    const zones = [{ from: 5, to: 60 }];
    const stuck = await greedyPlacement(0, 100, (s) => s + 40, { step: 1, zones, forceMargin: 0 });
    expect(stuck.stoppedBy).toBe('bend');
    expect(stuck.positions).toEqual([5]);
    expect(stuck.stuckAt).toBe(5);
    expect(allowedAtOrBefore(40, 1, zones)).toBe(5);
    expect(allowedAtOrBefore(60, 1, zones)).toBe(60);
    expect(inZone(zones, 5)).toBeUndefined();
    expect(placementRuleProblems({ bendClearance: -1, forceMargin: 0.95 })).toEqual(['bendClearance', 'forceMargin']);
    expect(placementRuleProblems({ bendClearance: Number.NaN, forceMargin: 0.15 })).toEqual(['bendClearance']);
    await expect(greedyPlacement(0, 100, (s) => s + 40, { forceMargin: 1 })).rejects.toThrow(RangeError);
  });

  it('lowers only the force ratings, by the margin', () => {
    const s = sectionFromTemplate(DEMO_TEMPLATES.push, 'expert', CATALOGUE);
    const d = toSimulationRequest(s, { context: CATALOGUE_CTX }).data;
    const lowered = withForceMargin(d, 0.2);
    expect(lowered.macMaxPushingForce).toBeCloseTo(d.macMaxPushingForce * 0.8, 9);
    expect(lowered.cableMaxPullingForce).toBeCloseTo(d.cableMaxPullingForce * 0.8, 9);
    expect(lowered.cableMaxPushingForce).toBeCloseTo(d.cableMaxPushingForce! * 0.8, 9);
    expect({ ...lowered, macMaxPushingForce: 0, cableMaxPullingForce: 0, cableMaxPushingForce: 0, macMaxPullingForce: 0 }).toEqual({
      ...d, macMaxPushingForce: 0, cableMaxPullingForce: 0, cableMaxPushingForce: 0, macMaxPullingForce: 0,
    });
    expect(withForceMargin(d, 0)).toBe(d);
  });
});
