// The demo project (demo-project.ts) with the real engine: one section per laying method, no validation issue, each
// installing its whole route (status success) with finite numbers.
import { createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { METHODS } from '../rules/laying-methods.js';
import { finiteNumbers } from '../test-support/finite-numbers.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { validateSection } from '../validation/validate-section.js';
import { DEMO_TEMPLATES, demoProjectSections } from './demo-project.js';

const engine = await createEngine();

describe('the demo project', () => {
  it('has one section per laying method, each with a distinct name', () => {
    const sections = demoProjectSections(CATALOGUE);
    expect(sections.map((s) => s.general.layingMethod).sort()).toEqual([...METHODS].sort());
    expect(new Set(sections.map((s) => s.general.sectionName)).size).toBe(METHODS.length);
    expect(Object.keys(DEMO_TEMPLATES)).toHaveLength(7);
  });

  it.each(demoProjectSections(CATALOGUE).map((s) => [s.general.layingMethod, s] as const))('%s: valid, and installs its whole route', (_m, data) => {
    expect(validateSection(data, CATALOGUE_CTX)).toEqual([]);
    const response = engine.calculate(toSimulationRequest(data, { context: CATALOGUE_CTX, findMaxDistance: true }));
    expect(finiteNumbers(response)).toEqual([]);
    expect(response.messages.filter((m) => m.level === 'error')).toEqual([]);
    expect(response.status).toBe('success');
    expect(response.distance).toBeCloseTo(computeTrajectory(data.trajectory, data.stretches.rows).totalLength, 6);

  });

  it('jetting stopped on its route (COF 0.3): its max distance is the longest duct that installs — the route cut there installs, cut 1 m longer it stops', () => {
    const jetting = demoProjectSections(CATALOGUE).find((s) => s.general.layingMethod === 'jetting')!;
    const run = (cut: number | null) => {
      const data = structuredClone(jetting);
      data.stretches.rows[0]!.cof = 0.3;
      if (cut !== null) {
        // the route cut at `cut` m: its first straight (500 m), its 90° bend on 20 m, and what its next straight gives
        const bend = (Math.PI / 2) * 20;
        data.trajectory.rows = data.trajectory.rows.slice(0, 3).map((row, i) => (i === 2 ? { ...row, length: cut - 500 - bend } : row));
      }
      return engine.calculate(toSimulationRequest(data, { context: CATALOGUE_CTX, findMaxDistance: true }));
    };
    const stopped = run(null);
    expect(stopped.status).toBe('failed');
    // the web names it so (web/src/features/section/limited-by.ts maxDistanceLabel, maxDistanceBeyondStop)
    expect(stopped.maxDistance).toBeGreaterThan(stopped.distance + 100);
    const longest = stopped.maxDistance;
    expect(run(longest - 0.5).status).toBe('success');
    const longer = run(longest + 1);
    expect(longer.status).toBe('failed');
    expect(longer.distance).toBeLessThan(longest);
  });
});

