// Requests and formulas the water methods' tests share: one cable through one smooth duct stretch, a mixed route, message parameters, the Darcy factor.
import { type LayingMethod, type SimulationData, type TrajectoryRow } from '@cla/engine';

export const straight = (length: number, slope = 0): TrajectoryRow => ({ type: 'straight', slope, length });
export const curve = (angle: number, radius = 20): TrajectoryRow => ({ type: 'curve', angle, radius });
export const RHO = 1000;
export const NU = 1e-6;

interface WaterCase {
  method?: LayingMethod;
  /** mm */
  dd?: number;
  /** mm */
  dc?: number;
  /** kg/m */
  mass?: number;
  /** N·m² */
  b?: number;
  mu?: number;
  /** bar gauge */
  bar?: number;
  /** N */
  push?: number;
  /** m/min */
  speed?: number;
  rows?: TrajectoryRow[];
}

/** One cable through one smooth duct stretch; μ is the stretch cof (lubricant "yes": factor 1). */
export function waterData({ method = 'floating', dd = 32, dc = 8, mass = 0.06, b = 1e9, mu = 0.1, bar = 0, push = 1e7, speed = 30, rows = [straight(1000)] }: WaterCase, over: Partial<SimulationData> = {}): SimulationData {
  return {
    layingMethod: method,
    pushingSpeed: speed,
    waterPressure: bar,
    waterInDensity: 1,
    lubricant: 'yes',
    macMaxPullingForce: 0,
    macMaxPushingForce: push,
    cableOuterDiameter: dc,
    cableWeight: mass,
    cableStiffness: b,
    cableMaxPullingForce: 1e7,
    cableEnd: method === 'floating' ? 'open' : 'shuttle',
    cableCount: 1,
    cableLength: 100,
    maxDistance: 20_000,
    stretches: [{ id: 'd', type: 'inDuct', outerDiameter: dd + 8, innerDiameter: dd, innerSurface: 'smooth', cof: mu }],
    trajectory: { altitudeAtStart: 0, initialHeading: 90, rows },
    ...over,
  };
}

export { param } from './helpers.js';
export const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);
/** Blasius / laminar Darcy factor of a smooth duct. */
export const lambda = (re: number) => (re < 2300 ? 64 / re : 0.316 * re ** -0.25);

/** A route with bends and slopes, for the properties. */
export const mixedRows = [straight(400), curve(45), straight(600, 2), curve(-30), straight(700, -1), curve(60), straight(800), curve(-40), straight(500, 1)];
