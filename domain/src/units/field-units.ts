/** The unit category of each numeric section field (docs/simulation-api.md#base-units). */
import { INTEGER_FIELDS } from '../rules/input-widgets.js';
import { inputText, type UnitCategory, type UnitSystem } from './unit-systems.js';

/** Field (path without row indexes, e.g. `stretches.rows.innerDiameter`) → unit category. */
export const FIELD_UNITS: Readonly<Record<string, UnitCategory>> = {
  'equipment.compressor.maxAirFlow': 'airFlow',
  'equipment.compressor.maxAirPressure': 'pressure',
  'equipment.waterPump.maxWaterFlow': 'waterFlow',
  'equipment.waterPump.maxWaterPressure': 'pressure',
  'cable.outerDiameter': 'diameter',
  'cable.innerDiameter': 'diameter',
  'cable.weight': 'linearWeight',
  'cable.stiffness': 'stiffness',
  'cable.maxPullingForce': 'force',
  'cable.maxPushingForce': 'force',
  'cable.minBendingRadius': 'length',
  'cable.maxRadialForce': 'forceDensity',
  'cable.cableLength': 'length',
  'cable.resident1Diameter': 'diameter',
  'cable.resident2Diameter': 'diameter',
  'stretches.rows.outerDiameter': 'diameter',
  'stretches.rows.innerDiameter': 'diameter',
  'stretches.rows.maxPressure': 'pressure',
  'stretches.rows.undulationPeriod': 'length',
  'stretches.rows.undulationAmplitude': 'diameter',
  'stretches.rows.rollerDistance': 'length',
  'trajectory.altitudeAtStart': 'length',
  'trajectory.initialHeading': 'angle',
  'trajectory.rows.slope': 'angle',
  'trajectory.rows.angle': 'angle',
  'trajectory.rows.radius': 'length',
  'trajectory.rows.length': 'length',
  'trajectory.rows.pushForce': 'force',
  'settings.layingSpeed': 'speed',
  'settings.pushingForce': 'force',
  'settings.pullingForce': 'force',
  'settings.lostForce': 'force',
  'settings.airPressure': 'pressure',
  'settings.waterPressure': 'pressure',
  'settings.waterDensity': 'density',
  'settings.xlaunch': 'length',
  'settings.xend': 'length',
  'settings.xRearPig': 'length',
  'settings.maxDistance': 'length',
  'results.distance': 'length',
  'results.duration': 'duration',
  'results.forceAtEnd': 'force',
  'results.waterFlow': 'waterFlow',
  'results.airFlow': 'airFlow',
  'results.waterQuantity': 'waterQuantity',
  'results.maxDistance': 'length',
};

/** The unit category of a field path (row indexes ignored), or undefined for a field without unit. */
export function unitCategoryOf(path: string): UnitCategory | undefined {
  return FIELD_UNITS[path.replace(/\.\d+(?=\.|$)/g, '')];
}

/**
 * A section field as its input shows it (docs/product.md#validation "Unit input"): converted to `system`, what was
 * entered (enough digits to convert back to the stored value), an integer for integer fields, '' for an empty value
 * (never NaN). Fields without unit are shown as they are.
 */
export function formatField(path: string, value: number | null | undefined, system: UnitSystem = 'std'): string {
  const field = path.replace(/\.\d+(?=\.|$)/g, '');
  return inputText(value, unitCategoryOf(path), system, INTEGER_FIELDS.includes(field) ? 'integer' : 'entered');
}
