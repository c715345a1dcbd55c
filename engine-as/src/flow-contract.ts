// The flow calculator's contract: its request and its answer (base units).
import type { InnerSurface } from './contract.js';
import type { SimulationMessage } from './response-contract.js';

export const FLUIDS = ['air', 'water'] as const;
export type Fluid = (typeof FLUIDS)[number];

/**
 * The flow calculator's request (base units): air or water through one duct, optionally with cables in it.
 * Give exactly one of `pressure` (→ the flow and the pressure profile) and `flow` (→ the inlet pressure needed).
 */
export interface FlowRequest {
  fluid: Fluid;
  /** mm, duct inner diameter */
  innerDiameter: number;
  /** m, duct length */
  length: number;
  /** default smooth */
  innerSurface?: InnerSurface;
  /** m, altitude of the exit minus that of the inlet (water; the air ignores it); default 0 */
  altitudeChange?: number;
  /** cables in the duct, default 0 */
  cableCount?: number;
  /** mm, per cable; required when cableCount > 0 */
  cableDiameter?: number;
  /** bar gauge at the inlet (the exit is at ambient pressure) */
  pressure?: number;
  /** l/min; for air the free air delivery (at 1.013 bar, 20 °C) */
  flow?: number;
  /** kg/dm³ (water), default 1 */
  waterDensity?: number;
  /** points of the pressure profile, 2–1000, default 50 */
  profilePoints?: number;
}

/** The flow calculator's answer (base units, SI for the dimensionless and the speeds). */
export interface FlowResponse {
  /** `noFlow`: the inlet pressure does not lift the water to the exit; `notStarted`: invalid request */
  status: 'success' | 'noFlow' | 'notStarted';
  /** bar gauge at the inlet: the one given, or the one needed for the flow */
  pressure: number;
  /** l/min (air: free air delivery): the one given, or the one the pressure drives */
  flow: number;
  /** kg/s */
  massFlow: number;
  /** m/s, mean speed in the free area at the inlet and at the exit (equal for water) */
  velocityIn: number;
  velocityOut: number;
  /** Reynolds number (constant along the duct) */
  reynolds: number;
  /** Darcy friction factor λ */
  frictionFactor: number;
  regime: 'laminar' | 'turbulent' | 'none';
  /** mm, 4·A/P_wet of the free area */
  hydraulicDiameter: number;
  /** mm², free flow area */
  freeArea: number;
  /** along the duct from the inlet: m, bar gauge */
  profile: { position: number[]; pressure: number[] };
  messages: SimulationMessage[];
}
