/** Stretches group (docs/product.md#validation "Stretches"). */
import { pushingMachineOf } from '../context.js';
import { bundleDiameter, minDuctDiameter } from '../rules/bundle.js';
import { allowedStretchTypes, needsEquipment } from '../rules/laying-methods.js';
import { isStretchFieldShown } from '../rules/visibility.js';
import { round2 } from './cable.js';
import type { ValidationInput } from './input.js';
import { IssueList, type ValidationIssue, isEmpty, numberOf } from './issue.js';

/** Inner diameter warning factor: warn unless the duct's inner diameter is above 1.1 × the cable's (docs/product.md#defaults-and-limits). */
export const TIGHT_FIT_FACTOR = 1.1;

/**
 * Bounds of a stretch's coefficient of friction (docs/product.md#defaults-and-limits). The stored COF is the
 * lubricated one (the engine multiplies it by 1.75 without lubricant): no cable/duct pair of the typical values
 * (docs/physics.md#friction) comes near 1 even dry, so above 1 is an error (the engine's MAX_COF; a test holds them
 * equal); above 0.5, the highest typical starting value (steel or concrete, an unknown duct), a warning.
 */
export const COF_LIMITS = { max: 1, warningAbove: 0.5 } as const;

/** Characters of a stretch id: the longest key of a study's `perStretch` by stretch id (docs/product.md#validation). */
export const MAX_STRETCH_ID_LENGTH = 100;

export function validateStretches(input: ValidationInput): ValidationIssue[] {
  const { data, ctx, auto } = input;
  const out = new IssueList();
  const rows = data.stretches.rows;
  if (rows.length === 0) out.add('section.stretches.rows.error.notEmpty', 'stretches.rows');
  const method = data.general.layingMethod;
  const allowed = allowedStretchTypes(method);
  const machine = needsEquipment(method, 'pushingMachine') ? pushingMachineOf(data, ctx) : undefined;
  const ductMin = numberOf(machine?.ductDiameterRange?.min);
  const ductMax = numberOf(machine?.ductDiameterRange?.max);
  const cable = numberOf(data.cable.outerDiameter);
  const cableOk = cable !== undefined && cable > 0;
  const count = numberOf(data.cable.count);
  const bundle = cableOk && count !== undefined && count > 1 ? bundleDiameter(count, cable) : undefined;
  const residents = numberOf(data.cable.residentCount) ?? 0;
  const r1 = numberOf(data.cable.resident1Diameter);
  const r2 = numberOf(data.cable.resident2Diameter);
  const residentsOk = residents >= 1 && residents <= 2 && r1 !== undefined && r1 > 0 && (residents < 2 || (r2 !== undefined && r2 > 0));
  const minDuct = cableOk && residentsOk ? minDuctDiameter(bundle ?? cable, residents, r1, r2) : undefined;

  const seen = new Set<string>();
  rows.forEach((s, i) => {
    const p = `stretches.rows.${i}`;
    const rollers = s.type === 'onRollers';
    // trajectory rows and studies name a stretch by its id (the engine refuses an empty or a repeated one)
    if (isEmpty(s.id)) out.add('section.stretches.id.error.required', `${p}.id`);
    else if (s.id.length > MAX_STRETCH_ID_LENGTH) out.add('section.stretches.id.error.tooLong', `${p}.id`, { max: MAX_STRETCH_ID_LENGTH });
    else if (seen.has(s.id)) out.add('section.stretches.id.error.unique', `${p}.id`);
    if (typeof s.id === 'string') seen.add(s.id);
    if (isEmpty(s.type)) out.add('section.stretches.type.error.required', `${p}.type`);
    else if (!allowed.includes(s.type)) out.add('section.stretches.type.error.notAllowed', `${p}.type`, { type: s.type });

    const outer = numberOf(s.outerDiameter);
    const inner = numberOf(s.innerDiameter);
    if (outer === undefined) out.add('section.stretches.outerDiameter.error.required', `${p}.outerDiameter`);
    else {
      if (inner !== undefined && !(outer > inner)) {
        out.add('section.stretches.outerDiameter.error.greaterThanInner', `${p}.outerDiameter`, { innerDiameter: inner });
      }
      if (!rollers && ductMin !== undefined && outer < ductMin) {
        out.add('section.stretches.outerDiameter.warning.belowMachineRange', `${p}.outerDiameter`, { min: ductMin });
      }
      if (!rollers && ductMax !== undefined && outer > ductMax) {
        out.add('section.stretches.outerDiameter.warning.aboveMachineRange', `${p}.outerDiameter`, { max: ductMax });
      }
    }

    if (inner === undefined) out.add('section.stretches.innerDiameter.error.required', `${p}.innerDiameter`);
    else if (!(inner > 0)) out.add('section.stretches.innerDiameter.error.greaterThanZero', `${p}.innerDiameter`);
    else {
      if (!rollers && cableOk) {
        if (!(inner > cable)) {
          out.add('section.stretches.innerDiameter.error.greaterThanCable', `${p}.innerDiameter`, { cableDiameter: cable });
        } else if (!(inner > TIGHT_FIT_FACTOR * cable)) {
          out.add('section.stretches.innerDiameter.warning.tightFit', `${p}.innerDiameter`, {
            cableDiameter: cable,
            factor: TIGHT_FIT_FACTOR,
          });
        }
        if (bundle !== undefined && inner < bundle) {
          out.add('section.stretches.innerDiameter.error.belowBundleDiameter', `${p}.innerDiameter`, {
            bundleDiameter: round2(bundle),
          });
        }
        if (minDuct !== undefined && inner < minDuct) {
          out.add('section.stretches.innerDiameter.error.belowMinDuctDiameter', `${p}.innerDiameter`, {
            minDuctDiameter: round2(minDuct),
          });
        }
      }
      if (outer !== undefined && !(inner < outer)) {
        out.add('section.stretches.innerDiameter.error.lessThanOuter', `${p}.innerDiameter`, { outerDiameter: outer });
      }
    }

    if (isEmpty(s.innerSurface)) out.add('section.stretches.innerSurface.error.required', `${p}.innerSurface`);
    const cof = numberOf(s.cof);
    if (cof === undefined) out.add('section.stretches.cof.error.required', `${p}.cof`);
    else if (!(cof > 0)) out.add('section.stretches.cof.error.greaterThanZero', `${p}.cof`);
    else if (cof > COF_LIMITS.max) out.add('section.stretches.cof.error.atMost', `${p}.cof`, { max: COF_LIMITS.max });
    else if (cof > COF_LIMITS.warningAbove) out.add('section.stretches.cof.warning.high', `${p}.cof`, { limit: COF_LIMITS.warningAbove });

    if (isStretchFieldShown(data, s, 'maxPressure')) {
      const v = auto[`${p}.maxPressure`]?.value;
      if (v !== undefined && !(v > 0)) out.add('section.stretches.maxPressure.error.greaterThanZero', `${p}.maxPressure`);
    }
    if (isStretchFieldShown(data, s, 'prefilled') && (s.prefilled === undefined || s.prefilled === null)) {
      out.add('section.stretches.prefilled.error.required', `${p}.prefilled`);
    }
    if (isStretchFieldShown(data, s, 'undulationPeriod')) {
      const v = auto[`${p}.undulationPeriod`]?.value;
      if (v !== undefined && !(v > 0)) out.add('section.stretches.undulationPeriod.error.greaterThanZero', `${p}.undulationPeriod`);
      const a = auto[`${p}.undulationAmplitude`]?.value;
      if (a !== undefined && a < 0) out.add('section.stretches.undulationAmplitude.error.notNegative', `${p}.undulationAmplitude`);
    }
    if (isStretchFieldShown(data, s, 'rollerDistance')) {
      const d = numberOf(s.rollerDistance);
      if (d === undefined) out.add('section.stretches.rollerDistance.error.required', `${p}.rollerDistance`);
      else if (!(d > 0)) out.add('section.stretches.rollerDistance.error.greaterThanZero', `${p}.rollerDistance`);
    }
  });
  return out.items;
}
