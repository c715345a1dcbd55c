// The fixed pull case of the developers' chart test page: a straight, a 90° bend and an uphill stretch.
import type { CalculateRequest } from '@cla/engine';

export interface ChartTestInputs {
  /** m, length of the straight before the bend */
  firstStraightM: number;
  /** dynamic cable/duct coefficient of friction */
  cof: number;
}

/** A fixed pull case: straight, 90° bend of 20 m radius, 200 m uphill at 5°. */
export function buildChartTestRequest({ firstStraightM, cof }: ChartTestInputs): CalculateRequest {
  return {
    data: {
      layingMethod: 'pull',
      pushingSpeed: 13,
      lubricant: 'yes',
      macMaxPullingForce: 5000,
      macMaxPushingForce: 0,
      cableOuterDiameter: 10,
      cableWeight: 0.08,
      cableStiffness: 0.4,
      cableMaxPullingForce: 1500,
      cableCount: 1,
      stretches: [{ id: 's1', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof }],
      trajectory: {
        altitudeAtStart: 0,
        initialHeading: 90,
        rows: [
          { type: 'straight', slope: 0, length: firstStraightM },
          { type: 'curve', angle: 90, radius: 20 },
          { type: 'straight', slope: 5, length: 200 },
        ],
      },
    },
  };
}
