import { describe, expect, it } from 'vitest';
import type { ResultsData } from '../section/types.js';
import { validateSimulationStatus } from './simulation-status.js';

const sidewall = { code: 'W_SIDEWALL', component: 'cable', quantity: 'radialForce', position: 300, value: 1184, limit: 500, unit: 'N/m' } as const;

describe('simulation status rules', () => {
  it('a cable that reached the end past a limit is a warning naming how many, never the success of a clean result', () => {
    const exceeded: ResultsData = { status: 'exceeded', started: true, distance: 400, exceeded: [sidewall], messages: [] };
    expect(validateSimulationStatus(exceeded)).toEqual([
      expect.objectContaining({ key: 'section.simulation.results.warning.exceeded', level: 'warning', params: { count: 1 } }),
    ]);
    expect(validateSimulationStatus({ status: 'success', started: true, distance: 400, exceeded: [], messages: [] })).toEqual([]);
    expect(validateSimulationStatus({ status: 'failed', started: true, distance: 200, exceeded: [sidewall], messages: [] })[0]).toMatchObject({ key: 'section.simulation.results.error.failed' });
  });
});
