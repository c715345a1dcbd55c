/** Cable group (docs/product.md#validation "Cable"). */
import { pushingMachineOf } from '../context.js';
import { bundleDiameter, bundleWithResidents, minDuctDiameter } from '../rules/bundle.js';
import { needsEquipment } from '../rules/laying-methods.js';
import { CABLE_TYPES_BY_INDUSTRY } from '../section/types.js';
import type { ValidationInput } from './input.js';
import { IssueList, type ValidationIssue, isEmpty, numberOf } from './issue.js';
import { own } from '../rules/own.js';

/** Cable count limit (docs/product.md#defaults-and-limits). */
export const MAX_CABLE_COUNT = 200;
/** Resident count range and diameter limit, mm (docs/product.md#defaults-and-limits). */
export const MAX_RESIDENT_COUNT = 2;
export const MAX_RESIDENT_DIAMETER = 75;

/** The smallest valid inner diameter (mm) among stretches that are ducts (not onRollers), or undefined. */
export function smallestDuctInnerDiameter(input: ValidationInput): number | undefined {
  let min: number | undefined;
  for (const s of input.data.stretches.rows) {
    const d = numberOf(s.innerDiameter);
    if (s.type === 'onRollers' || d === undefined || !(d > 0)) continue;
    if (min === undefined || d < min) min = d;
  }
  return min;
}

export function validateCable(input: ValidationInput): ValidationIssue[] {
  const { data, ctx, shown, auto } = input;
  const out = new IssueList();
  const c = data.cable;
  if (isEmpty(c.industry) || !own(CABLE_TYPES_BY_INDUSTRY, c.industry)) out.add('section.cable.industry.error.required', 'cable.industry');
  if (isEmpty(c.type)) out.add('section.cable.type.error.required', 'cable.type');
  else if (!isEmpty(c.industry) && !(own(CABLE_TYPES_BY_INDUSTRY, c.industry)?.includes(c.type) ?? false)) {
    out.add('section.cable.type.error.notAllowed', 'cable.type', { type: c.type, industry: c.industry });
  }

  const outer = numberOf(c.outerDiameter);
  const inner = numberOf(c.innerDiameter);
  const microduct = shown['cable.innerDiameter'];
  if (outer === undefined) out.add('section.cable.outerDiameter.error.required', 'cable.outerDiameter');
  else if (!(outer > 0)) out.add('section.cable.outerDiameter.error.greaterThanZero', 'cable.outerDiameter');
  else {
    const duct = smallestDuctInnerDiameter(input);
    if (duct !== undefined && !(outer < duct)) {
      out.add('section.cable.outerDiameter.error.lessThanDuct', 'cable.outerDiameter', { innerDiameter: duct });
    }
    const machine = needsEquipment(data.general.layingMethod, 'pushingMachine') ? pushingMachineOf(data, ctx) : undefined;
    const min = numberOf(machine?.cableDiameterRange?.min);
    const max = numberOf(machine?.cableDiameterRange?.max);
    if (min !== undefined && outer < min) out.add('section.cable.outerDiameter.warning.belowMachineRange', 'cable.outerDiameter', { min });
    if (max !== undefined && outer > max) out.add('section.cable.outerDiameter.warning.aboveMachineRange', 'cable.outerDiameter', { max });
    if (microduct && inner !== undefined && !(outer > inner)) {
      out.add('section.cable.outerDiameter.error.greaterThanInner', 'cable.outerDiameter', { innerDiameter: inner });
    }
  }
  if (microduct) {
    if (inner === undefined) out.add('section.cable.innerDiameter.error.required', 'cable.innerDiameter');
    else if (outer !== undefined && !(inner < outer)) {
      out.add('section.cable.innerDiameter.error.lessThanOuter', 'cable.innerDiameter', { outerDiameter: outer });
    }
  }

  const positive = (path: 'weight' | 'stiffness' | 'minBendingRadius', v: number | undefined) => {
    if (v !== undefined && !(v > 0)) out.add(`section.cable.${path}.error.greaterThanZero`, `cable.${path}`);
  };
  positive('weight', auto['cable.weight']?.value);
  positive('stiffness', auto['cable.stiffness']?.value);
  positive('minBendingRadius', auto['cable.minBendingRadius']?.value);
  const radial = numberOf(c.maxRadialForce);
  if (radial !== undefined && !(radial > 0)) out.add('section.cable.maxRadialForce.error.greaterThanZero', 'cable.maxRadialForce');

  const pull = numberOf(c.maxPullingForce);
  if (pull === undefined) out.add('section.cable.maxPullingForce.error.required', 'cable.maxPullingForce');
  else if (!(pull > 0)) out.add('section.cable.maxPullingForce.error.greaterThanZero', 'cable.maxPullingForce');
  if (shown['cable.maxPushingForce']) {
    const push = auto['cable.maxPushingForce']?.value;
    if (push !== undefined && !(push > 0)) out.add('section.cable.maxPushingForce.error.greaterThanZero', 'cable.maxPushingForce');
  }
  if (shown['cable.cableLength']) {
    const len = numberOf(c.cableLength);
    if (len === undefined) out.add('section.cable.cableLength.error.required', 'cable.cableLength');
    else if (!(len > 0)) out.add('section.cable.cableLength.error.greaterThanZero', 'cable.cableLength');
  }

  const count = numberOf(c.count);
  if (count === undefined) out.add('section.cable.count.error.required', 'cable.count');
  else {
    if (!(count > 0)) out.add('section.cable.count.error.greaterThanZero', 'cable.count');
    if (count > MAX_CABLE_COUNT) out.add('section.cable.count.error.atMost', 'cable.count', { max: MAX_CABLE_COUNT });
    if (!Number.isInteger(count)) out.add('section.cable.count.error.integer', 'cable.count');
  }
  if (shown['cable.twisted'] && (c.twisted === undefined || c.twisted === null)) {
    out.add('section.cable.twisted.error.required', 'cable.twisted');
  }

  const residents = numberOf(c.residentCount);
  if (residents === undefined) out.add('section.cable.residentCount.error.required', 'cable.residentCount');
  else if (!Number.isInteger(residents) || residents < 0 || residents > MAX_RESIDENT_COUNT) {
    out.add('section.cable.residentCount.error.range', 'cable.residentCount', { min: 0, max: MAX_RESIDENT_COUNT });
  }
  const residentDiameters: (number | undefined)[] = [];
  for (const n of [1, 2] as const) {
    const field = `resident${n}Diameter` as const;
    if (!shown[`cable.${field}`]) continue;
    const d = numberOf(c[field]);
    residentDiameters.push(d);
    if (d === undefined) out.add(`section.cable.${field}.error.required`, `cable.${field}`);
    else if (!(d > 0)) out.add(`section.cable.${field}.error.greaterThanZero`, `cable.${field}`);
    else if (d > MAX_RESIDENT_DIAMETER) out.add(`section.cable.${field}.error.atMost`, `cable.${field}`, { max: MAX_RESIDENT_DIAMETER });
  }

  // Resident filling: only with residents of valid diameters, and not when every stretch is onRollers
  const rc = residents !== undefined && Number.isInteger(residents) ? Math.min(residents, MAX_RESIDENT_COUNT) : 0;
  const duct = smallestDuctInnerDiameter(input);
  if (rc > 0 && outer !== undefined && outer > 0 && duct !== undefined && residentDiameters.every((d) => d !== undefined && d > 0)) {
    const bundle = bundleDiameter(count !== undefined && count >= 1 ? count : 1, outer);
    const [d1, d2] = residentDiameters;
    const minDuct = minDuctDiameter(bundle, rc, d1, d2);
    const occupied = bundleWithResidents(bundle, rc, d1, d2);
    if (duct < minDuct) {
      out.add('section.cable.residentCount.error.residentFilling', 'cable.residentCount', {
        innerDiameter: duct,
        minDuctDiameter: round2(minDuct),
      });
    }
    if (duct < occupied) {
      out.add('section.cable.residentCount.error.bundleFilling', 'cable.residentCount', {
        innerDiameter: duct,
        bundleDiameter: round2(occupied),
      });
    }
  }
  return out.items;
}

/** Message parameters keep two decimals (the UI formats them again in its unit system). */
export const round2 = (v: number): number => Math.round(v * 100) / 100;
