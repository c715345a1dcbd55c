/** Trajectory group (docs/product.md#validation "Trajectory", including the row-level warnings). */
import type { RowType } from '@cla/engine';
import { machineById } from '../context.js';
import { allowedRowTypes } from '../rules/laying-methods.js';
import type { ValidationInput } from './input.js';
import { IssueList, type ValidationIssue, isEmpty, numberOf } from './issue.js';

/** Trajectory limits (docs/product.md#defaults-and-limits). */
export const TRAJECTORY_LIMITS = {
  /** m: length warning above */
  maxLength: 10_000,
  /** degree */
  minSlope: -90,
  maxSlope: 90,
  /** degree: a bend's horizontal angle (its deflection acos(…cos(angle)…) cannot tell 270° from 90°, nor 360° from 0°) */
  minAngle: -180,
  maxAngle: 180,
  /** rows once the loops are repeated: the engine's MAX_EXPANDED_ROWS (a test holds them equal) */
  maxExpandedRows: 100_000,
  /** degree: heading warning outside */
  minHeading: -180,
  maxHeading: 180,
} as const;

/** Row types a trajectory should start with. */
const START_TYPES: readonly RowType[] = ['straight', 'pusher', 'stretch'];
/** Row types that should not follow one of the same type. */
const NO_REPEAT_TYPES: readonly RowType[] = ['straight', 'curve', 'curveOnRollers'];

export function validateTrajectory(input: ValidationInput): ValidationIssue[] {
  const { data, ctx, auto } = input;
  const out = new IssueList();
  const t = data.trajectory;
  const L = TRAJECTORY_LIMITS;
  if (numberOf(t.altitudeAtStart) === undefined) out.add('section.trajectory.altitudeAtStart.error.required', 'trajectory.altitudeAtStart');
  const heading = numberOf(t.initialHeading);
  if (heading === undefined) out.add('section.trajectory.initialHeading.error.required', 'trajectory.initialHeading');
  else if (heading < L.minHeading || heading > L.maxHeading) {
    out.add('section.trajectory.initialHeading.warning.range', 'trajectory.initialHeading', { min: L.minHeading, max: L.maxHeading });
  }
  const rows = t.rows;
  if (rows.length === 0) out.add('section.trajectory.rows.error.notEmpty', 'trajectory.rows');
  const allowed = allowedRowTypes(data.general.layingMethod);
  const stretchIds = new Set(data.stretches.rows.map((s) => s.id));
  const minRadius = auto['cable.minBendingRadius']?.value;

  // every row once, and each loop's rows as many more times as it repeats them (the engine's count)
  let expanded = rows.length;
  for (const r of rows) {
    const dup = numberOf(r.dupSegments);
    const count = numberOf(r.loopCount);
    if (r.type === 'loop' && dup !== undefined && count !== undefined && dup > 0 && count > 0) expanded += dup * count;
  }
  if (expanded > L.maxExpandedRows) {
    rows.forEach((r, i) => {
      if (r.type === 'loop') out.add('section.trajectory.loopCount.error.tooManyRows', `trajectory.rows.${i}.loopCount`, { rows: L.maxExpandedRows });
    });
  }

  rows.forEach((r, i) => {
    const p = `trajectory.rows.${i}`;
    if (!allowed.includes(r.type)) out.add('section.trajectory.type.error.notAllowed', `${p}.type`, { type: r.type });
    switch (r.type) {
      case 'straight': {
        const slope = numberOf(r.slope);
        if (slope === undefined) out.add('section.trajectory.slope.error.required', `${p}.slope`);
        else if (slope < L.minSlope || slope > L.maxSlope) {
          out.add('section.trajectory.slope.error.range', `${p}.slope`, { min: L.minSlope, max: L.maxSlope });
        }
        const length = numberOf(r.length);
        if (length === undefined) out.add('section.trajectory.length.error.required', `${p}.length`);
        else if (length < 0) out.add('section.trajectory.length.error.notNegative', `${p}.length`);
        else if (length > L.maxLength) out.add('section.trajectory.length.warning.tooLong', `${p}.length`, { max: L.maxLength });
        break;
      }
      case 'curve':
      case 'curveOnRollers': {
        const angle = numberOf(r.angle);
        if (angle === undefined) out.add('section.trajectory.angle.error.required', `${p}.angle`);
        else if (angle < L.minAngle || angle > L.maxAngle) {
          out.add('section.trajectory.angle.error.range', `${p}.angle`, { min: L.minAngle, max: L.maxAngle });
        }
        const radius = numberOf(r.radius);
        if (radius === undefined) out.add('section.trajectory.radius.error.required', `${p}.radius`);
        else if (!(radius > 0)) out.add('section.trajectory.radius.error.greaterThanZero', `${p}.radius`);
        else if (minRadius !== undefined && radius < minRadius) {
          out.add('section.trajectory.radius.warning.belowMinBendingRadius', `${p}.radius`, {
            minBendingRadius: Math.round(minRadius * 100) / 100,
          });
        }
        break;
      }
      case 'pusher': {
        if (isEmpty(r.pushingMachine)) out.add('section.trajectory.pushingMachine.error.required', `${p}.pushingMachine`);
        const force = numberOf(r.pushForce);
        if (force === undefined) out.add('section.trajectory.pushForce.error.required', `${p}.pushForce`);
        else if (force < 0) out.add('section.trajectory.pushForce.error.notNegative', `${p}.pushForce`);
        else {
          const max = numberOf(machineById(ctx, r.pushingMachine)?.maxPushingForce);
          if (max !== undefined && force > max) {
            out.add('section.trajectory.pushForce.warning.aboveMachineForce', `${p}.pushForce`, { maxPushingForce: max });
          }
        }
        break;
      }
      case 'loop': {
        const dup = numberOf(r.dupSegments);
        if (dup === undefined) out.add('section.trajectory.dupSegments.error.required', `${p}.dupSegments`);
        else if (!(dup > 0)) out.add('section.trajectory.dupSegments.error.greaterThanZero', `${p}.dupSegments`);
        else if (!Number.isInteger(dup)) out.add('section.trajectory.dupSegments.error.integer', `${p}.dupSegments`);
        else if (dup > i) out.add('section.trajectory.dupSegments.error.tooMany', `${p}.dupSegments`, { max: i });
        else if (rows.slice(i - dup, i).some((x) => x.type === 'loop')) {
          out.add('section.trajectory.dupSegments.error.loopInside', `${p}.dupSegments`);
        }
        const count = numberOf(r.loopCount);
        if (count === undefined) out.add('section.trajectory.loopCount.error.required', `${p}.loopCount`);
        else if (!(count > 0)) out.add('section.trajectory.loopCount.error.greaterThanZero', `${p}.loopCount`);
        else if (!Number.isInteger(count)) out.add('section.trajectory.loopCount.error.integer', `${p}.loopCount`);
        break;
      }
      case 'stretch':
        if (isEmpty(r.stretch)) out.add('section.trajectory.stretch.error.required', `${p}.stretch`);
        else if (!stretchIds.has(r.stretch)) out.add('section.trajectory.stretch.error.unknown', `${p}.stretch`);
        break;
    }
  });

  if (rows.length > 0) {
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    if (!START_TYPES.includes(first.type)) {
      out.add('section.trajectory.rows.warning.startType', 'trajectory.rows.0', { type: first.type });
    }
    if (last.type !== 'straight') {
      out.add('section.trajectory.rows.warning.endType', `trajectory.rows.${rows.length - 1}`, { type: last.type });
    }
    for (let i = 1; i < rows.length; i++) {
      const type = rows[i]!.type;
      const previous = rows[i - 1]!;
      // two straights of different slopes are a change of slope, the only way rows describe a profile
      const oneStraight = type !== 'straight' || (previous.slope ?? 0) === (rows[i]!.slope ?? 0);
      if (NO_REPEAT_TYPES.includes(type) && previous.type === type && oneStraight) {
        out.add('section.trajectory.rows.warning.consecutiveSameType', `trajectory.rows.${i}`, { type });
      }
    }
  }
  return out.items;
}
