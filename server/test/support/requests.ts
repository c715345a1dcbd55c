import type { CalculateRequest, LayingMethod } from '@cla/engine';

/**
 * A straight, level 100 m route in one smooth 110/100 duct with a 20 mm cable of 1 kg/m and a 10 kN winch: a pull
 * that installs completely, and the smallest valid calculation body for any laying method the tests need.
 */
export function straightRequest(layingMethod: LayingMethod = 'pull'): CalculateRequest {
  return {
    findMaxDistance: false,
    data: {
      layingMethod,
      pushingSpeed: 10,
      lubricant: 'yes',
      macMaxPullingForce: 10_000,
      macMaxPushingForce: 0,
      cableOuterDiameter: 20,
      cableWeight: 1,
      cableStiffness: 0,
      cableMaxPullingForce: 10_000,
      cableCount: 1,
      stretches: [{ id: 's1', type: 'inDuct', outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth', cof: 0.2 }],
      trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: [{ type: 'straight', slope: 0, length: 100 }] },
    },
  };
}

/** {@link straightRequest} for a pull. */
export const STRAIGHT_PULL: CalculateRequest = straightRequest('pull');
