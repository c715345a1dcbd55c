import { expect } from 'vitest';
import type { CalculateRequest, CalculateResponse, SimulationData, TrajectoryRow } from '@cla/engine';

export const G = 9.81;

/** A single-cable pull through one duct stretch; fields override the defaults. */
export function pullData(rows: TrajectoryRow[], over: Partial<SimulationData> = {}): SimulationData {
  return {
    layingMethod: 'pull',
    pushingSpeed: 10,
    lubricant: 'yes',
    macMaxPullingForce: 1e7,
    macMaxPushingForce: 1e7,
    cableOuterDiameter: 20,
    cableWeight: 1,
    cableStiffness: 0,
    cableMaxPullingForce: 1e7,
    cableCount: 1,
    stretches: [{ id: 'd', type: 'inDuct', outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth', cof: 0.2 }],
    trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
    ...over,
  };
}

/**
 * A jetting request along `rows`: a 60 m/min pusher of 400 N, a 12 mm cable of 0.12 kg/m with an open end in a
 * ribbed 40/33 duct (μ 0.1) at 10 bar, no winch; fields override the defaults (as `pullData`).
 */
export function jettingData(rows: TrajectoryRow[], over: Partial<SimulationData> = {}): SimulationData {
  return {
    layingMethod: 'jetting',
    pushingSpeed: 60,
    airPressure: 10,
    lubricant: 'yes',
    macMaxPullingForce: 0,
    macMaxPushingForce: 400,
    cableOuterDiameter: 12,
    cableWeight: 0.12,
    cableStiffness: 0,
    cableMaxPullingForce: 1e7,
    cableEnd: 'open',
    cableCount: 1,
    stretches: [{ id: 'a', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'riped', cof: 0.1 }],
    trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
    ...over,
  };
}

export function request(data: SimulationData, findMaxDistance = false): CalculateRequest {
  return { findMaxDistance, data };
}

/** Every number anywhere in a value, for the no-NaN invariant. */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** The number `name` of the first message `code` of a response (the message must be there). */
export const param = (r: CalculateResponse, code: string, name: string): number => {
  const m = r.messages.find((x) => x.code === code);
  expect(m, `message ${code}`).toBeDefined();
  return m!.params[name] as number;
};
