// The scalar answer (engine.calculateScalars): every number of the full answer but its curves and bends, and the
// profile's force at asked positions, equal to the full answer's on the fixtures, a thinned route and random requests.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, curveAt, type CalculateRequest, type CalculateResponse, type Engine, type ScalarResponse, type TrajectoryRow } from '@cla/engine';
import { jettingData, numbersIn, pullData, request } from './helpers.js';
import { randomRequest } from './random-request.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

const requestsDir = new URL('../../fixtures/requests/', import.meta.url);
const fixtures = readdirSync(requestsDir).filter((f) => f.endsWith('.json'));

/** Positions along the whole profile and around it: before, at its samples, between them, beyond, NaN. */
function probesOf(full: CalculateResponse): number[] {
  const x = full.profile.position;
  const last = x[x.length - 1] ?? 100;
  const spread = Array.from({ length: 41 }, (_, i) => ((last + 10) * i) / 40 - 5);
  return [...spread, ...x.filter((_, i) => i % 37 === 0), NaN];
}

/** The full answer without its curves and bends, and its force at `probes` as the studies read it. */
function expected(full: CalculateResponse, probes: readonly number[]): ScalarResponse {
  const { progress: _progress, profile, bends: _bends, ...rest } = full;
  return { ...rest, probes: probes.map((x) => curveAt(profile.position, profile.force, x)) };
}

/** Equal to 1e-12 relative, number by number (strings, nulls and the shape exactly). */
function expectClose(actual: ScalarResponse, wanted: ScalarResponse): void {
  const strip = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'number' ? 0 : x))) as unknown;
  expect(strip(actual)).toEqual(strip(wanted));
  const a = numbersIn(actual);
  const b = numbersIn(wanted);
  expect(a.length).toBe(b.length);
  a.forEach((v, i) => {
    const w = b[i]!;
    if (v !== w) expect(Math.abs(v - w), `number ${i}: ${v} vs ${w}`).toBeLessThanOrEqual(1e-12 * Math.max(Math.abs(w), 1e-300));
  });
}

function check(req: CalculateRequest): ScalarResponse {
  const full = engine.calculate(req);
  const probes = probesOf(full);
  const scalars = engine.calculateScalars(req, { probes });
  expectClose(scalars, expected(full, probes));
  return scalars;
}

describe('scalar answers', () => {
  for (const file of fixtures) {
    it(`equal the full answer's numbers, and its profile's force at the probes: ${file}`, () => {
      const req = JSON.parse(readFileSync(new URL(file, requestsDir), 'utf8')) as CalculateRequest;
      for (const findMaxDistance of [false, true]) {
        const s = check({ ...req, findMaxDistance });
        expect(s.probes.some((f) => typeof f === 'number' && f !== 0)).toBe(true);
      }
    });
  }

  it('read the profile as the full answer thins it (a route whose profile has more samples than the answer keeps)', () => {
    const rows: TrajectoryRow[] = [{ type: 'straight', slope: 0, length: 20 }];
    for (let i = 0; i < 150; i++) rows.push({ type: 'curve', angle: i % 2 ? 30 : -30, radius: 5 }, { type: 'straight', slope: 0, length: 5 });
    const req = request(jettingData(rows, { macMaxPushingForce: 2000, airPressure: 12 }));
    const all = engine.calculate({ ...req, fullResolution: true });
    const thinned = engine.calculate(req);
    expect(all.profile.position.length).toBeGreaterThan(thinned.profile.position.length);
    check(req);
    check({ ...req, fullResolution: true });
  });

  it("summarize a pull's profile in the wasm only where the answer keeps every sample (the same numbers either way)", () => {
    // 1200 bends of ±5° and sloped straights, pulled to the end: 7201 samples, more than the answer keeps unless
    // fullResolution
    const rows: TrajectoryRow[] = [];
    for (let i = 0; i < 1200; i++) rows.push({ type: 'curve', angle: i % 2 ? 5 : -5, radius: 10 }, { type: 'straight', slope: 1, length: 10 });
    // (a duct rated so low that a misread pressure column would show as exceeded)
    const stretches = [{ id: 'd', type: 'inDuct' as const, outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth' as const, cof: 0.05, maxPressure: 1e-6 }];
    // (stopped at a limit: the final pass is another one)
    check(request(pullData(rows, { stretches, cableMaxPullingForce: 5e3 })));
    for (const over of [{}, { cableMaxRadialForce: 50 }, { lostForce: 100 }]) {
      const req = request(pullData(rows, { stretches, ...over }));
      expect(engine.calculate({ ...req, fullResolution: true }).profile.position.length).toBeGreaterThan(engine.calculate(req).profile.position.length);
      check(req);
      check({ ...req, fullResolution: true });
      check({ ...req, findMaxDistance: true });
    }
  });

  it('answer a refused request as the full answer does, with no force at any probe', () => {
    const req = request(jettingData([{ type: 'straight', slope: 0, length: -5 }]));
    const s = engine.calculateScalars(req, { probes: [0, 1] });
    expect(s.status).toBe('notStarted');
    expect(s.probes).toEqual([null, null]);
    expectClose(s, expected(engine.calculate(req), [0, 1]));
  });

  it('property: equal the full answer on random requests of every method (few dozen)', () => {
    fc.assert(
      fc.property(randomRequest, ({ data, findMax }) => {
        check(request(data, findMax));
      }),
      { numRuns: 40, seed: 38, endOnFailure: true },
    );
  });
});
