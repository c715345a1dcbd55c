import type { ValidationIssue } from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { blockingInputs, figuresOf, resultSummary } from './result-summary.ts';

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
  it('takes the largest cable force of either sign of the whole installation as the peak', () => {
    const peak = (r: CalculateResponse, method: 'pull' | 'floating' = 'pull') => figuresOf(r, method).peakForce;
    expect(peak(response())).toBe(4300);
    expect(peak(response({ profile: { position: [], force: [], radialForce: [], pressure: [], altitude: [] } }))).toBeNull();
    expect(peak(response({ profile: { position: [0, 1], force: [Number.NaN, 7], radialForce: [], pressure: [], altitude: [] } }))).toBe(7);
    // floating: the pusher pushed 141 N at the start, the final profile's peak is 96 N
    const floating = response({
      profile: { position: [0, 2043], force: [-96.16, 0], radialForce: [], pressure: [], altitude: [] },
      progress: { length: [0, 50, 2043], pushingForce: [141.37, 120, 96.16], pullingForce: [0, 0, 0], speed: [], time: [] },
    });
    expect(peak(floating, 'floating')).toBe(141.37);
  });

  it('never passes on a number that is not finite', () => {
    const figures = figuresOf(response({ distance: Number.NaN, maxDistance: Number.POSITIVE_INFINITY, limitedBy: { code: 'W_X', position: Number.NaN } }), 'pull');
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
    expect(resultSummary({ state: 'blocked' }, issues, 'pull')).toMatchObject({ kind: 'blocked', inputs: { length: 3 } });
  });

  it('keeps the previous figures while a newer run computes, and waits without one', () => {
    expect(resultSummary({ state: 'running' }, [], 'pull')).toEqual({ kind: 'waiting' });
    expect(resultSummary({ state: 'running', previous: response() }, [], 'pull')).toMatchObject({ kind: 'figures', running: true, figures: { distance: 312.5 } });
    expect(resultSummary({ state: 'done', response: response() }, [], 'pull')).toMatchObject({ kind: 'figures', running: false, figures: { status: 'failed', maxDistance: 340 } });
    expect(resultSummary({ state: 'unavailable' }, [], 'pull')).toEqual({ kind: 'unavailable' });
  });
});
