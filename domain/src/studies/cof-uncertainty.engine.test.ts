// The COF study with the real engine: invariants of the percentiles and bands, reproducibility, Latin hypercube
// strata, a zero-width range equal to one run, (fast-check, bounded) a wider spread never narrowing the band, and
// the same study from an engine that ran others before (the engine's memo of air flows) as from a fresh one, and the
// same study from the engine's scalar answers in batches (engineRunner) as from its full answers, and on several lanes.
import { createEngine } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { sectionFromTemplate } from '../section/templates.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { cofAt, cofRangeFromSpread, cofRangeProblems, cofUncertainty } from './cof-uncertainty.js';
import { engineRunner, type RunEngine, targetOf } from './run.js';
import { interpolateAt } from './stats.js';

const engine = await createEngine();
const run = (r: Parameters<typeof engine.calculate>[0]) => engine.calculate(r);
const push = sectionFromTemplate(DEMO_TEMPLATES.push, 'expert', CATALOGUE);
const request = toSimulationRequest(push, { context: CATALOGUE_CTX, findMaxDistance: true });
const target = targetOf(request, computeTrajectory(push.trajectory, push.stretches.rows).totalLength);

function ordered(p: { p10: number; p50: number; p90: number }) {
  expect(p.p10).toBeLessThanOrEqual(p.p50);
  expect(p.p50).toBeLessThanOrEqual(p.p90);
}

describe('cofUncertainty', () => {
  it('gives P10 ≤ P50 ≤ P90 for the distances and at every band position, 200 runs, finite numbers', async () => {
    const r = await cofUncertainty(request, target, run, { range: { min: 0.05, max: 0.6 }, findMaxDistance: true });
    expect(r.runs).toBe(200);
    ordered(r.distance);
    ordered(r.maxDistance);
    expect(r.forceBands.position.length).toBeGreaterThan(10);
    r.forceBands.position.forEach((_, i) => {
      ordered({ p10: r.forceBands.p10[i]!, p50: r.forceBands.p50[i]!, p90: r.forceBands.p90[i]! });
      expect(r.forceBands.coverage[i]).toBeGreaterThan(0);
      expect(r.forceBands.coverage[i]).toBeLessThanOrEqual(1);
    });
    expect(JSON.stringify(r)).not.toMatch(/null|NaN|Infinity/);
    // the range spans both outcomes here: some runs reach the end and some do not
    expect(r.reachProbability).toBeGreaterThan(0);
    expect(r.reachProbability).toBeLessThan(1);
    expect(r.reachProbability).toBe(r.samples.filter((s) => s.distance >= target - 1e-6).length / 200);
  });

  it('is reproducible for a seed, and samples one COF in each of the 200 strata of the range', async () => {
    const a = await cofUncertainty(request, target, run, { range: { min: 0.1, max: 0.3 }, seed: 7 });
    const b = await cofUncertainty(request, target, run, { range: { min: 0.1, max: 0.3 }, seed: 7 });
    const c = await cofUncertainty(request, target, run, { range: { min: 0.1, max: 0.3 }, seed: 8 });
    expect(b).toEqual(a);
    expect(c.samples.map((s) => s.cof)).not.toEqual(a.samples.map((s) => s.cof));
    const strata = a.samples.map((s) => Math.floor(((s.cof[0]! - 0.1) / 0.2) * 200)).sort((x, y) => x - y);
    expect(strata).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('with a zero-width range gives bands equal to a single run', async () => {
    const r = await cofUncertainty(request, target, run, { range: { min: 0.2, max: 0.2 }, findMaxDistance: true });
    const single = engine.calculate({ ...request, data: { ...request.data, stretches: request.data.stretches.map((s) => ({ ...s, cof: 0.2 })) } });
    for (const p of [r.distance, r.maxDistance]) expect(p.p10).toBe(p.p90);
    expect(r.distance.p50).toBe(single.distance);
    expect(r.maxDistance.p50).toBe(single.maxDistance);
    r.forceBands.position.forEach((x, i) => {
      const f = interpolateAt(single.profile.position, single.profile.force, x);
      expect(r.forceBands.p10[i]).toBe(f);
      expect(r.forceBands.p50[i]).toBe(f);
      expect(r.forceBands.p90[i]).toBe(f);
    });
  });

  it('never narrows the band when the spread around the same most likely value widens (fast-check, 3 seeds)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0.15, max: 0.3, noNaN: true }),
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        fc.double({ min: 0.001, max: 0.05, noNaN: true }),
        async (seed, mostLikely, narrow, more) => {
          const n = await cofUncertainty(request, target, run, { range: cofRangeFromSpread(mostLikely, narrow), seed, findMaxDistance: true });
          const w = await cofUncertainty(request, target, run, { range: cofRangeFromSpread(mostLikely, narrow + more), seed, findMaxDistance: true });
          for (const k of ['distance', 'maxDistance'] as const) {
            expect(w[k].p10).toBeLessThanOrEqual(n[k].p10 + 1e-9);
            expect(w[k].p90).toBeGreaterThanOrEqual(n[k].p90 - 1e-9);
          }
        },
      ),
      { numRuns: 3, seed: 42 },
    );
  });

  it('searches the max distance only when asked (else it is the distance reached)', async () => {
    const r = await cofUncertainty(request, target, run, { range: { min: 0.3, max: 0.6 }, runs: 200 });
    expect(r.samples.every((s) => s.maxDistance === s.distance)).toBe(true);
    expect(r.maxDistance).toEqual(r.distance);
  });

  it('samples per stretch independently when a stretch has its own range', async () => {
    const two = { ...request, data: { ...request.data, stretches: [...request.data.stretches, { ...request.data.stretches[0]!, id: 'other' }] } };
    const r = await cofUncertainty(two, target, run, { range: { min: 0.1, max: 0.2 }, perStretch: { other: { min: 0.3, max: 0.4 } }, runs: 200 });
    for (const s of r.samples) {
      expect(s.cof[0]).toBeGreaterThanOrEqual(0.1);
      expect(s.cof[0]).toBeLessThan(0.2);
      expect(s.cof[1]).toBeGreaterThanOrEqual(0.3);
      expect(s.cof[1]).toBeLessThan(0.4);
    }
  });
});

describe('COF ranges', () => {
  it('answers on an engine that ran other sections (its air flows remembered) as on a fresh one (fast-check, 3 ranges)', async () => {
    const jetting = sectionFromTemplate(DEMO_TEMPLATES.jetting, 'expert', CATALOGUE);
    const jetRequest = toSimulationRequest(jetting, { context: CATALOGUE_CTX });
    const jetTarget = targetOf(jetRequest, computeTrajectory(jetting.trajectory, jetting.stretches.rows).totalLength);
    await cofUncertainty(jetRequest, jetTarget, run, { range: { min: 0.05, max: 0.5 }, runs: 30 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 5, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.boolean(), async (low, width, findMaxDistance) => {
        const options = { range: { min: low / 100, max: (low + width) / 100 }, runs: 30, findMaxDistance };
        const fresh = await createEngine();
        const alone = await cofUncertainty(jetRequest, jetTarget, (r) => fresh.calculate(r), options);
        expect(await cofUncertainty(jetRequest, jetTarget, run, options)).toEqual(alone);
      }),
      { numRuns: 3, seed: 38 },
    );
  });

  it('answers from scalar batches (engineRunner) exactly as from full answers: every fixture request and demo section, with and without the max distance, progress and cancellation by batch', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../../fixtures/requests/', import.meta.url);
    const sections = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as typeof request);
    const jetting = sectionFromTemplate(DEMO_TEMPLATES.jetting, 'expert', CATALOGUE);
    sections.push(request, toSimulationRequest(jetting, { context: CATALOGUE_CTX }));
    const lean = engineRunner(engine);
    for (const section of sections) {
      const length = engine.solveTrajectory({ trajectory: section.data.trajectory, stretches: section.data.stretches }).length;
      const sectionTarget = targetOf(section, length);
      for (const findMaxDistance of [false, true]) {
        const options = { range: { min: 0.08, max: 0.3 }, runs: 21, findMaxDistance };
        const full = await cofUncertainty(section, sectionTarget, run, options);
        expect(full.forceBands.position.length).toBeGreaterThan(0);
        expect(await cofUncertainty(section, sectionTarget, lean, options)).toEqual(full);
      }
    }
    const progress: number[] = [];
    const controller = new AbortController();
    const study = cofUncertainty(request, target, lean, {
      range: { min: 0.1, max: 0.2 },
      runs: 45,
      signal: controller.signal,
      onProgress: (done) => {
        progress.push(done);
        if (done >= 40) controller.abort();
      },
    });
    await expect(study).rejects.toThrow('Study cancelled');
    expect(progress).toEqual([20, 40]);
  });

  it('answers on several lanes (a pool of engines, batches ending out of order) exactly as on one; progress to the end, cancellation stops every lane', async () => {
    const engines = [engine, await createEngine(), await createEngine()];
    const lanesUsed = new Set<number>();
    const pool: RunEngine = (r) => engine.calculate(r);
    pool.lanes = 3;
    pool.scalars = async (requests, options, lane = 0) => {
      lanesUsed.add(lane);
      // the first lane answers last: the batches come back out of order
      await new Promise((resolve) => setTimeout(resolve, lane === 0 ? 5 : 0));
      return requests.map((r) => engines[lane]!.calculateScalars(r, options));
    };
    const jetting = toSimulationRequest(sectionFromTemplate(DEMO_TEMPLATES.jetting, 'expert', CATALOGUE), { context: CATALOGUE_CTX, findMaxDistance: true });
    const jetTarget = targetOf(jetting, engine.solveTrajectory({ trajectory: jetting.data.trajectory, stretches: jetting.data.stretches }).length);
    for (const [section, sectionTarget] of [[request, target], [jetting, jetTarget]] as const) {
      const options = { range: { min: 0.08, max: 0.3 }, runs: 61, findMaxDistance: true };
      const progress: number[] = [];
      const onLanes = await cofUncertainty(section, sectionTarget, pool, { ...options, onProgress: (done) => progress.push(done) });
      expect(onLanes).toEqual(await cofUncertainty(section, sectionTarget, engineRunner(engine), options));
      expect(progress.at(-1)).toBe(61);
    }
    expect([...lanesUsed].sort()).toEqual([0, 1, 2]);
    const controller = new AbortController();
    let answered = 0;
    const counting: RunEngine = (r) => engine.calculate(r);
    counting.lanes = 3;
    counting.scalars = (requests, options) => {
      answered += requests.length;
      if (answered >= 30) controller.abort();
      return requests.map((r) => engine.calculateScalars(r, options));
    };
    await expect(cofUncertainty(request, target, counting, { range: { min: 0.1, max: 0.2 }, runs: 200, signal: controller.signal })).rejects.toThrow('Study cancelled');
    expect(answered).toBeLessThan(200);
  });

  it('names what is wrong', () => {
    expect(cofRangeProblems({ min: 0.1, max: 0.2 })).toEqual([]);
    expect(cofRangeProblems({ min: 0.3, max: 0.2 })).toEqual(['minAboveMax']);
    expect(cofRangeProblems({ min: -0.1, max: 0.2 })).toEqual(['negative']);
    expect(cofRangeProblems({ min: 0.1, max: 0.2, mostLikely: 0.25 })).toEqual(['mostLikelyOutside']);
    expect(cofRangeProblems({ min: Number.NaN, max: 0.2 })).toEqual(['notFinite']);
    // the engine refuses a COF above 1: a range reaching past it could not be sampled
    expect(cofRangeProblems({ min: 0.8, max: 1.2 })).toEqual(['aboveMax']);
    expect(cofRangeProblems({ min: 0.8, max: 1 })).toEqual([]);
  });

  it('inverts the triangular distribution: mode at its share, ends at 0 and 1, monotone', () => {
    const r = { min: 0.1, max: 0.4, mostLikely: 0.2 };
    expect(cofAt(r, 0)).toBeCloseTo(0.1, 12);
    expect(cofAt(r, 1 / 3)).toBeCloseTo(0.2, 12);
    expect(cofAt(r, 1)).toBeCloseTo(0.4, 12);
    for (let u = 0; u < 1; u += 0.01) expect(cofAt(r, u + 0.01)).toBeGreaterThanOrEqual(cofAt(r, u));
    expect(cofAt({ min: 0.1, max: 0.3 }, 0.5)).toBeCloseTo(0.2, 12);
  });
});
