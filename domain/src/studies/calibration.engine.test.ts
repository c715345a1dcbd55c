// COF calibration with the real engine: synthetic field logs produced by the engine at a known COF, with seeded
// noise, must give that COF back. Tolerances: 0.002 without noise (the search's tolerance is 1e-4; the logged
// forces are interpolated from the thinned progress), 0.01 with 3 % noise on 40 readings (least squares averages
// it out; a property over random COFs, fast-check). Per stretch: a route of two stretches of different COF.
import type { CalculateRequest } from '@cla/engine';
import { createEngine } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { sectionFromTemplate } from '../section/templates.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { calibrateCof, defaultLoggedMachine, minimizeCof, stretchEntries, type LoggedMachine } from './calibration.js';
import type { FieldLogPoint } from './field-log.js';
import { StudyCancelledError } from './run.js';
import { seededRandom } from './stats.js';

const engine = await createEngine();
const run = (r: CalculateRequest) => engine.calculate(r);
const requestOf = (m: keyof typeof DEMO_TEMPLATES) => toSimulationRequest(sectionFromTemplate(DEMO_TEMPLATES[m], 'expert', CATALOGUE), { context: CATALOGUE_CTX });

/** The request with the stretch COFs given by `cofOf`, limits lifted so the log reaches the end. */
function atCof(request: CalculateRequest, cofOf: (id: string) => number): CalculateRequest {
  return {
    ...request,
    data: {
      ...request.data,
      macMaxPullingForce: 1e7, cableMaxPullingForce: 1e7, macMaxPushingForce: Math.max(request.data.macMaxPushingForce, 1e5),
      stretches: request.data.stretches.map((s) => ({ ...s, cof: cofOf(s.id) })),
    },
  };
}

/** A log of `points` readings of the machine's force, each times (1 + noise × u), u uniform in [-1, 1], seeded. */
function syntheticLog(request: CalculateRequest, machine: LoggedMachine, points: number, noise: number, seed: number): FieldLogPoint[] {
  const r = engine.calculate(request);
  const xs = r.progress.length;
  const ys = machine === 'winch' ? r.progress.pullingForce : r.progress.pushingForce;
  const random = seededRandom(seed);
  const last = xs[xs.length - 1]!;
  return Array.from({ length: points }, (_, i) => {
    const d = (last * (i + 1)) / points;
    const k = xs.findIndex((x) => x >= d);
    const f = k <= 0 ? ys[Math.max(0, k)]! : ys[k - 1]! + ((ys[k]! - ys[k - 1]!) * (d - xs[k - 1]!)) / (xs[k]! - xs[k - 1]!);
    return { distance: d, force: f * (1 + noise * (2 * random() - 1)) };
  });
}

describe('calibrateCof', () => {
  it('gives back the COF of a noiseless pull log, rms near 0, the fit at the logged distances', async () => {
    const request = requestOf('pull');
    const log = syntheticLog(atCof(request, () => 0.23), 'winch', 40, 0, 1);
    const r = await calibrateCof(request, log, run);
    expect(r.machine).toBe('winch');
    expect(r.cof).toBeCloseTo(0.23, 2);
    expect(Math.abs(r.cof - 0.23)).toBeLessThan(0.002);
    expect(r.rms).toBeLessThan(0.01 * Math.max(...log.map((p) => p.force)));
    expect(r.fit.map((p) => p.distance)).toEqual(log.map((p) => p.distance));
    expect(r.perStretch).toBeUndefined();
  });

  it('recovers random COFs within 0.01 from logs with 3 % noise (pull, push; fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'pull' | 'push'>('pull', 'push'),
        fc.double({ min: 0.05, max: 0.5, noNaN: true }),
        fc.integer({ min: 1, max: 1e6 }),
        async (method, cof, seed) => {
          // the push in the scenario this property was written for: the demo duct undulated by A 20 mm, P 3 m (its
          // automatic value before issue #33). With today's milder default the push stops at the cable's 1620 N
          // within 50 m at high μ, and 3 % noise on 40 readings of that log hid μ to ±0.02 (μ 0.49, seed 6813)
          const plain = requestOf(method);
          const request = method === 'push' ? { ...plain, data: { ...plain.data, stretches: plain.data.stretches.map((s) => ({ ...s, undulationAmplitude: 20, undulationPeriod: 3 })) } } : plain;
          const machine = defaultLoggedMachine(request.data.layingMethod)!;
          const log = syntheticLog(atCof(request, () => cof), machine, 40, 0.03, seed);
          const r = await calibrateCof(request, log, run);
          expect(Math.abs(r.cof - cof)).toBeLessThan(0.01);
          expect(Number.isFinite(r.rms)).toBe(true);
        },
      ),
      { numRuns: 10, seed: 3 },
    );
  });

  it('fits each stretch the log covers: two stretches of COF 0.12 and 0.3', async () => {
    const base = requestOf('pull');
    const first = base.data.stretches[0]!;
    const rows = [...base.data.trajectory.rows];
    rows.splice(3, 0, { type: 'stretch', stretch: 'second' });
    const request: CalculateRequest = {
      ...base,
      data: { ...base.data, stretches: [first, { ...first, id: 'second' }], trajectory: { ...base.data.trajectory, rows } },
    };
    expect(stretchEntries(request).map((e) => e.stretchId)).toEqual([first.id, 'second']);
    const truth: Record<string, number> = { [first.id]: 0.12, second: 0.3 };
    const log = syntheticLog(atCof(request, (id) => truth[id]!), 'winch', 60, 0.01, 5);
    const r = await calibrateCof(request, log, run);
    expect(r.perStretch?.stretches.map((s) => s.stretchId)).toEqual([first.id, 'second']);
    for (const s of r.perStretch!.stretches) expect(Math.abs(s.cof - truth[s.stretchId]!)).toBeLessThan(0.01);
    expect(r.perStretch!.rms).toBeLessThan(r.rms);
    // the uniform COF lies between the two
    expect(r.cof).toBeGreaterThan(0.12);
    expect(r.cof).toBeLessThan(0.3);
    // too few readings in the second stretch's window: it shares the first's COF, no per-stretch result
    const short = log.filter((p) => p.distance < stretchEntries(request)[1]!.at + 8);
    const s = await calibrateCof(request, short, run, { minPointsPerStretch: 5 });
    expect(s.perStretch).toBeUndefined();
  });

  it('refuses a log of fewer than 2 readings, non-finite readings and a method without machine; cancels', async () => {
    const request = requestOf('pull');
    await expect(calibrateCof(request, [{ distance: 1, force: 1 }], run)).rejects.toThrow(RangeError);
    await expect(calibrateCof(request, [{ distance: 1, force: 1 }, { distance: Number.NaN, force: 1 }], run)).rejects.toThrow(RangeError);
    await expect(calibrateCof(requestOf('freefloating'), [{ distance: 1, force: 1 }, { distance: 2, force: 1 }], run)).rejects.toThrow(RangeError);
    const controller = new AbortController();
    const log = syntheticLog(atCof(request, () => 0.2), 'winch', 10, 0, 1);
    const p = calibrateCof(request, log, run, { signal: controller.signal, onProgress: (done) => done >= 3 && controller.abort() });
    await expect(p).rejects.toBeInstanceOf(StudyCancelledError);
  });

  it('reports progress up to a total that is reached', async () => {
    const request = requestOf('pull');
    const log = syntheticLog(atCof(request, () => 0.2), 'winch', 20, 0, 1);
    const seen: [number, number][] = [];
    await calibrateCof(request, log, run, { onProgress: (d, t) => seen.push([d, t]) });
    for (const [d, t] of seen) expect(d).toBeLessThanOrEqual(t);
    expect(seen.map(([d]) => d)).toEqual(seen.map((_, i) => i + 1));
  });
});

describe('minimizeCof', () => {
  it('finds the minimum of random parabolas and of |c − m| within the tolerance (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0.01, max: 1, noNaN: true }), fc.boolean(), async (m, abs) => {
        const c = await minimizeCof(async (x) => (abs ? Math.abs(x - m) : (x - m) ** 2), 0.01, 1, 1e-5);
        expect(Math.abs(c - m)).toBeLessThan(2e-5);
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});
