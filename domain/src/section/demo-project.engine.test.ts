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
});
