// Requests the jetting tests share: one cable jetted through one smooth duct stretch, a mixed route, message parameters.
import { type SimulationData, type TrajectoryRow } from '@cla/engine';

import { G } from './helpers.js';

export const straight = (length: number, slope = 0): TrajectoryRow => ({ type: 'straight', slope, length });
export const curve = (angle: number, radius = 10): TrajectoryRow => ({ type: 'curve', angle, radius });

export interface JetCase {
  /** mm */
  dd?: number;
  /** mm */
  dc?: number;
  /** N/m */
  w?: number;
  /** N·m² */
  b?: number;
  mu?: number;
  /** bar gauge */
  bar?: number;
  /** N */
  push?: number;
  rows?: TrajectoryRow[];
}

/** One cable jetted through one smooth duct stretch; μ is the stretch cof (lubricant "yes": factor 1). */
export function jetData({ dd = 33, dc = 15, w = 2, b = 1e9, mu = 0.1, bar = 9, push = 1e7, rows = [straight(1500)] }: JetCase, over: Partial<SimulationData> = {}): SimulationData {
  return {
    layingMethod: 'jetting',
    pushingSpeed: 60,
    airPressure: bar,
    lubricant: 'yes',
    macMaxPullingForce: 0,
    macMaxPushingForce: push,
    cableOuterDiameter: dc,
    cableWeight: w / G,
    cableStiffness: b,
    cableMaxPullingForce: 1e6,
    cableEnd: 'open',
    cableCount: 1,
    maxDistance: 5000,
    stretches: [{ id: 'd', type: 'inDuct', outerDiameter: dd + 6, innerDiameter: dd, innerSurface: 'smooth', cof: mu }],
    trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
    ...over,
  };
}

export { param } from './helpers.js';

/** A route with bends, slopes and undulations, for the properties. */
export const mixedRows = [straight(300), curve(45), straight(400, 2), curve(-30), straight(500, -1), curve(60), straight(600)];
