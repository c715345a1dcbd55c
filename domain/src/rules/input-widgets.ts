/** Input widget rules that are data (docs/product.md#validation "Input widgets"); the web app renders them. */

/** A boolean field offers: please choose (undefined), yes, no. */
export const BOOLEAN_OPTIONS: readonly (boolean | undefined)[] = [undefined, true, false];

/** Integer fields step by 1 and show 0 decimals. */
export const INTEGER_FIELD = { step: 1, precision: 0 } as const;

/** The integer fields of a section (paths without row indexes). */
export const INTEGER_FIELDS: readonly string[] = [
  'equipment.serieCount',
  'cable.count',
  'cable.residentCount',
  'trajectory.rows.dupSegments',
  'trajectory.rows.loopCount',
];

/** Fields with a known minimum and maximum (stepping clamps to them); base units. */
export const FIELD_BOUNDS: Readonly<Record<string, { min?: number; max?: number }>> = {
  'equipment.serieCount': { min: 1 },
  'cable.count': { min: 1, max: 200 },
  'cable.residentCount': { min: 0, max: 2 },
  'cable.resident1Diameter': { min: 0, max: 75 },
  'cable.resident2Diameter': { min: 0, max: 75 },
  // the validation's COF_LIMITS.max (a test holds them equal; imported, it would make a cycle of modules)
  'stretches.rows.cof': { min: 0, max: 1 },
  'trajectory.rows.slope': { min: -90, max: 90 },
  'trajectory.rows.length': { min: 0 },
  'trajectory.rows.radius': { min: 0 },
  'trajectory.rows.pushForce': { min: 0 },
  'trajectory.rows.dupSegments': { min: 1 },
  'trajectory.rows.loopCount': { min: 1 },
  'settings.layingSpeed': { min: 0 },
  'settings.pushingForce': { min: 0 },
  'settings.pullingForce': { min: 0 },
  'settings.lostForce': { min: 0 },
  'settings.airPressure': { min: 0 },
  'settings.waterPressure': { min: 0 },
  'settings.waterDensity': { min: 0 },
  'settings.xlaunch': { min: 0 },
  'settings.xend': { min: 0 },
  'settings.xRearPig': { min: 0 },
};
