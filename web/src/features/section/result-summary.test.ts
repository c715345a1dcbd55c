import type { ValidationIssue } from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { blockingInputs, figuresOf, peakForce, resultSummary } from './result-summary.ts';

function response(overrides: Partial<CalculateResponse> = {}): CalculateResponse {
  return {
    status: 'failed', distance: 312.5, duration: 24, forceAtEnd: 9800, maxDistance: 340, waterFlow: 0, waterQuantity: 0, airFlow: 0,
    limitedBy: { code: 'E_PULLING_FORCE', position: 312.5 }, messages: [],
    progress: { length: [], pushingForce: [], pullingForce: [], speed: [], time: [] },
    profile: { position: [0, 100, 200], force: [120, -4300, 2500], radialForce: [], pressure: [], altitude: [] },
    bends: [], checks: { fillRatio: 0, jamRatio: null, clearance: 0, bundleDiameter: 0 },
    ...overrides,
  } as CalculateResponse;
}

const issue = (path: string, key: string, level: ValidationIssue['level'] = 'error'): ValidationIssue => ({ path, key: key as ValidationIssue['key'], level, params: {} });

describe('the compact result', () => {
  it('takes the largest cable force of either sign as the peak', () => {
    expect(peakForce(response())).toBe(4300);
    expect(peakForce(response({ profile: { position: [], force: [], radialForce: [], pressure: [], altitude: [] } }))).toBeNull();
    expect(peakForce(response({ profile: { position: [0, 1], force: [Number.NaN, 7], radialForce: [], pressure: [], altitude: [] } }))).toBe(7);
  });

  it('never passes on a number that is not finite', () => {
    const figures = figuresOf(response({ distance: Number.NaN, maxDistance: Number.POSITIVE_INFINITY, limitedBy: { code: 'W_X', position: Number.NaN } }));
    expect(figures).toMatchObject({ distance: null, maxDistance: null, duration: 24, peakForce: 4300, limitedBy: { code: 'W_X', position: null } });
  });

  it('names the missing and the wrong inputs, once per field, warnings left out', () => {
    const issues = [
      issue('equipment.pullingMachine', 'section.equipment.pullingMachine.error.required'),
      issue('cable.outerDiameter', 'section.cable.outerDiameter.error.greaterThanZero'),
      issue('cable.outerDiameter', 'section.cable.outerDiameter.error.tooLarge'),
      issue('trajectory.rows.2.radius', 'section.trajectory.radius.warning.belowMinBendingRadius', 'warning'),
      issue('trajectory.rows', 'section.trajectory.rows.error.notEmpty'),
    ];
    expect(blockingInputs(issues)).toEqual([
      { group: 'equipment', path: 'equipment.pullingMachine', missing: true },
      { group: 'cable', path: 'cable.outerDiameter', missing: false },
      { group: 'trajectory', path: 'trajectory.rows', missing: true },
    ]);
    expect(resultSummary({ state: 'blocked' }, issues)).toMatchObject({ kind: 'blocked', inputs: { length: 3 } });
  });

  it('keeps the previous figures while a newer run computes, and waits without one', () => {
    expect(resultSummary({ state: 'running' }, [])).toEqual({ kind: 'waiting' });
    expect(resultSummary({ state: 'running', previous: response() }, [])).toMatchObject({ kind: 'figures', running: true, figures: { distance: 312.5 } });
    expect(resultSummary({ state: 'done', response: response() }, [])).toMatchObject({ kind: 'figures', running: false, figures: { status: 'failed', maxDistance: 340 } });
    expect(resultSummary({ state: 'unavailable' }, [])).toEqual({ kind: 'unavailable' });
  });
});
