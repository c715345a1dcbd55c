// The route of the last calculation reused by the next one with the same route rows (assembly/route/route-cache.ts):
// every answer of a sequence that reuses, extends, reverses, rebuilds and changes routes equals a fresh engine's.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateRequest, type Engine } from '@cla/engine';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/requests/${name}.json`, import.meta.url), 'utf8')) as CalculateRequest;

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

/** The answer of an engine that calculated nothing before (no route to reuse). */
async function fresh(request: CalculateRequest) {
  return (await createEngine()).calculate(request);
}

describe('the route reused from one calculation to the next', () => {
  it('gives the answers of a fresh engine: the same route again (with and without its max-distance extension, backward, other COF), after a trajectory solve, after another route, with one row changed', async () => {
    const jet = load('jetting-2km-25-bends-typical-max');
    const pull = load('pull-1750m-8-bends');
    const rows = jet.data.trajectory.rows;
    // the last straight, 1 nm longer
    const last = rows.map((r) => r.type).lastIndexOf('straight');
    const changed = { ...jet, data: { ...jet.data, trajectory: { ...jet.data.trajectory, rows: rows.map((r, i) => (i === last && r.type === 'straight' ? { ...r, length: (r.length ?? 0) + 1e-9 } : r)) } } };
    expect(changed.data.trajectory.rows).not.toEqual(rows);
    const heading = { ...jet, data: { ...jet.data, trajectory: { ...jet.data.trajectory, initialHeading: (jet.data.trajectory.initialHeading ?? 0) + 10 } } };
    const cof = { ...jet, data: { ...jet.data, stretches: jet.data.stretches.map((s) => ({ ...s, cof: 0.13 })) } };
    const sequence: (CalculateRequest | 'trajectory')[] = [
      { ...jet, findMaxDistance: true },
      { ...jet, findMaxDistance: false },
      { ...jet, findMaxDistance: true },
      cof,
      { ...jet, data: { ...jet.data, calculateBackward: true } },
      jet,
      'trajectory',
      jet,
      pull,
      jet,
      changed,
      jet,
      heading,
      jet,
    ];
    let reused = 0;
    for (const step of sequence) {
      if (step === 'trajectory') {
        engine.solveTrajectory({ trajectory: pull.data.trajectory, stretches: pull.data.stretches });
        continue;
      }
      const answer = engine.calculate(step);
      expect(answer.status).not.toBe('notStarted');
      expect(JSON.stringify(answer)).toBe(JSON.stringify(await fresh(step)));
      reused++;
    }
    expect(reused).toBe(sequence.length - 1);
  });
});
