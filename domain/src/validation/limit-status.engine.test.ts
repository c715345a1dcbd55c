// A limit decides the status, over random sections (docs/simulation-api.md#limits-exceeded): every demo section
// with random cable limits, mapped as the editor maps it and run on the engine, is a success only when none of its
// limits is exceeded, and the status rule never calls a result past a limit a success.
import { createEngine, type LayingMethod } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { sectionFromTemplate } from '../section/templates.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { validateSimulationStatus } from './simulation-status.js';

const engine = await createEngine();
const METHODS = Object.keys(DEMO_TEMPLATES) as LayingMethod[];
const over = (value: number, limit: number) => limit > 0 && value > limit * (1 + 1e-5) + 1e-6;

describe('a limit decides the status (random sections)', () => {
  it('property (seed 34, 150 sections): success only when no limit is exceeded; past one the status is exceeded or failed and the status rule is not a success', () => {
    let exceeded = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...METHODS),
        fc.option(fc.integer({ min: 20, max: 4000 }), { nil: undefined }),
        fc.option(fc.double({ min: 0.2, max: 40, noNaN: true }), { nil: undefined }),
        fc.integer({ min: 300, max: 40_000 }),
        (method, radial, minRadius, maxPull) => {
          const data = sectionFromTemplate(DEMO_TEMPLATES[method], 'expert', CATALOGUE);
          data.cable.maxRadialForce = radial ?? null;
          data.cable.minBendingRadius = minRadius ?? null;
          data.cable.maxPullingForce = maxPull;
          const request = toSimulationRequest(data, { context: CATALOGUE_CTX });
          const r = engine.calculate(request);
          const d = request.data;
          const crossed =
            over(Math.max(0, ...r.bends.map((b) => b.radialForce)), d.cableMaxRadialForce ?? 0) ||
            r.bends.some((b) => b.radius > 0 && over(d.cableMinBendingRadius ?? 0, b.radius)) ||
            over(Math.max(0, ...r.profile.force), (d.cableMaxPullingForce ?? 0) * (d.cableCount ?? 1));
          if (r.status === 'success') expect(r.exceeded).toEqual([]);
          if (crossed && r.status !== 'notStarted') expect(r.status, `${method} ${JSON.stringify(r.exceeded)}`).not.toBe('success');
          if (r.status === 'exceeded') {
            exceeded++;
            const results = { status: r.status, started: r.started, distance: r.distance, exceeded: r.exceeded, messages: [] };
            expect(validateSimulationStatus(results).map((i) => i.key)).toEqual(['section.simulation.results.warning.exceeded']);
          }
        },
      ),
      { numRuns: 150, seed: 34, endOnFailure: true },
    );
    expect(exceeded).toBeGreaterThan(10);
  });
});
