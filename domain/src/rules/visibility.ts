/**
 * Which fields a laying method and the display mode show (docs/product.md#data-model, docs/product.md#states-and-transitions, docs/product.md#validation). A field that is not shown is not
 * validated and not sent.
 */
import type { SectionData, StretchRow } from '../section/types.js';
import { isAirMethod, isCableEndShown, isFluidMethod, isWaterMethod, needsEquipment } from './laying-methods.js';

/** Section-level fields whose visibility depends on the method, the display mode or other fields. */
export interface FieldVisibility {
  'equipment.pushingMachine': boolean;
  'equipment.pullingMachine': boolean;
  'equipment.serieCount': boolean;
  'equipment.cableEnd': boolean;
  'equipment.compressor': boolean;
  'equipment.waterPump': boolean;
  'cable.innerDiameter': boolean;
  'cable.maxPushingForce': boolean;
  'cable.cableLength': boolean;
  'cable.twisted': boolean;
  'cable.parallelLayout': boolean;
  'cable.resident1Diameter': boolean;
  'cable.resident2Diameter': boolean;
  'settings.pushingForce': boolean;
  'settings.pullingForce': boolean;
  'settings.airPressure': boolean;
  'settings.waterPressure': boolean;
  'settings.waterDensity': boolean;
  'settings.xRearPig': boolean;
}

/**
 * Visibility of the section-level fields:
 * - machines, compressor and water pump as the method requires them; serieCount with the pushing machine;
 * - cableEnd when the method offers more than one option;
 * - cable innerDiameter for microducts; maxPushingForce when a pushing machine is used; cableLength for
 *   freefloating; twisted when count is 2 or 3; parallelLayout with several cables and a pusher; resident
 *   diameters by residentCount;
 * - settings forces with their machine; airPressure for air methods; waterPressure and waterDensity for water
 *   methods; xRearPig for freefloating.
 */
export function fieldVisibility(data: SectionData): FieldVisibility {
  const m = data.general.layingMethod;
  const push = needsEquipment(m, 'pushingMachine');
  const pull = needsEquipment(m, 'pullingMachine');
  // outside JSON may hold anything: only finite numbers count (an object would throw when compared)
  const count = finiteOr(data.cable.count, 1);
  const residents = finiteOr(data.cable.residentCount, 0);
  return {
    'equipment.pushingMachine': push,
    'equipment.pullingMachine': pull,
    'equipment.serieCount': push,
    'equipment.cableEnd': isCableEndShown(m),
    'equipment.compressor': needsEquipment(m, 'compressor'),
    'equipment.waterPump': needsEquipment(m, 'waterPump'),
    'cable.innerDiameter': data.cable.type === 'microduct',
    'cable.maxPushingForce': push,
    'cable.cableLength': m === 'freefloating',
    'cable.twisted': count === 2 || count === 3,
    'cable.parallelLayout': push && count > 1,
    'cable.resident1Diameter': residents >= 1,
    'cable.resident2Diameter': residents >= 2,
    'settings.pushingForce': push,
    'settings.pullingForce': pull,
    'settings.airPressure': isAirMethod(m),
    'settings.waterPressure': isWaterMethod(m),
    'settings.waterDensity': isWaterMethod(m),
    'settings.xRearPig': m === 'freefloating',
  };
}

function finiteOr(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

export type StretchField = 'maxPressure' | 'prefilled' | 'undulationPeriod' | 'undulationAmplitude' | 'rollerDistance';

/**
 * Whether the stretches' pressure ratings apply (sent to the engine and bounding the air or water pressure): under
 * air and water methods in either display mode. Simple mode hides the field, not the duct's rating: there the
 * automatic rating (PE100 from the SDR) holds, a hidden manual value does not.
 */
export function isStretchRatingApplied(data: SectionData): boolean {
  return isFluidMethod(data.general.layingMethod);
}

/**
 * Visibility of the conditional stretch fields: maxPressure for air and water methods in expert mode; prefilled
 * for water methods; undulations in expert mode; rollerDistance for onRollers stretches.
 */
export function isStretchFieldShown(data: SectionData, stretch: StretchRow, field: StretchField): boolean {
  const m = data.general.layingMethod;
  const expert = data.general.displayMode !== 'simple';
  switch (field) {
    case 'maxPressure':
      return expert && isFluidMethod(m);
    case 'prefilled':
      return isWaterMethod(m);
    case 'undulationPeriod':
    case 'undulationAmplitude':
      return expert;
    case 'rollerDistance':
      return stretch.type === 'onRollers';
  }
}
