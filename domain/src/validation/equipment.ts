/** Equipment group (docs/product.md#validation "Equipment"). */
import { cableEndOptions } from '../rules/laying-methods.js';
import type { ValidationInput } from './input.js';
import { IssueList, type ValidationIssue, isEmpty, numberOf } from './issue.js';

export function validateEquipment({ data, shown }: ValidationInput): ValidationIssue[] {
  const out = new IssueList();
  const e = data.equipment;
  if (shown['equipment.pushingMachine'] && isEmpty(e.pushingMachine)) {
    out.add('section.equipment.pushingMachine.error.required', 'equipment.pushingMachine');
  }
  if (shown['equipment.pullingMachine'] && isEmpty(e.pullingMachine)) {
    out.add('section.equipment.pullingMachine.error.required', 'equipment.pullingMachine');
  }
  if (shown['equipment.serieCount']) {
    const n = numberOf(e.serieCount);
    if (n === undefined) out.add('section.equipment.serieCount.error.required', 'equipment.serieCount');
    else {
      if (!(n > 0)) out.add('section.equipment.serieCount.error.greaterThanZero', 'equipment.serieCount');
      if (!Number.isInteger(n)) out.add('section.equipment.serieCount.error.integer', 'equipment.serieCount');
    }
  }
  if (shown['equipment.cableEnd'] && !isEmpty(e.cableEnd)) {
    const options = cableEndOptions(data.general.layingMethod);
    if (!options.includes(e.cableEnd)) {
      out.add('section.equipment.cableEnd.error.notAllowed', 'equipment.cableEnd', { allowed: options.join(', ') });
    }
  }
  if (shown['equipment.compressor']) {
    const c = e.compressor;
    const flow = numberOf(c.maxAirFlow);
    if (flow === undefined) out.add('section.equipment.compressor.maxAirFlow.error.required', 'equipment.compressor.maxAirFlow');
    else if (flow < 0) out.add('section.equipment.compressor.maxAirFlow.error.notNegative', 'equipment.compressor.maxAirFlow');
    const p = numberOf(c.maxAirPressure);
    if (p === undefined) {
      out.add('section.equipment.compressor.maxAirPressure.error.required', 'equipment.compressor.maxAirPressure');
    } else if (p < 0) {
      out.add('section.equipment.compressor.maxAirPressure.error.notNegative', 'equipment.compressor.maxAirPressure');
    }
  }
  if (shown['equipment.waterPump']) {
    const w = e.waterPump;
    const flow = numberOf(w.maxWaterFlow);
    if (flow === undefined) out.add('section.equipment.waterPump.maxWaterFlow.error.required', 'equipment.waterPump.maxWaterFlow');
    else if (flow < 0) out.add('section.equipment.waterPump.maxWaterFlow.error.notNegative', 'equipment.waterPump.maxWaterFlow');
    const p = numberOf(w.maxWaterPressure);
    if (p === undefined) {
      out.add('section.equipment.waterPump.maxWaterPressure.error.required', 'equipment.waterPump.maxWaterPressure');
    } else if (p < 0) {
      out.add('section.equipment.waterPump.maxWaterPressure.error.notNegative', 'equipment.waterPump.maxWaterPressure');
    }
  }
  if (isEmpty(e.lubricant)) out.add('section.equipment.lubricant.error.required', 'equipment.lubricant');
  return out.items;
}
