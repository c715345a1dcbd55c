/**
 * Checks of a legacy trajectory's inputs (docs/product.md#data-model "Legacy project"): what the editor marks on
 * a row before saving. Messages are translation keys `legacy.row.error.{rule}`.
 */
import type { LegacyProjectData, LegacyRow } from './legacy-project.js';
import { recomputeLegacyTrajectory } from './legacy-project.js';

export type LegacyRowRule = 'required' | 'lengthPositive' | 'radiusPositive' | 'slopeRange' | 'tooSteep';

/** One failed rule on one field of one row (0-based `row`). */
export interface LegacyRowIssue {
  row: number;
  field: 'slope' | 'length' | 'angle' | 'radius' | 'altAtEnd';
  rule: LegacyRowRule;
}

const given = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The inputs a row lacks or has out of range: straights need a length > 0 and a slope in −90…90° (slope-based)
 * or an altitude at their end no farther from their start than their length (altitude-based); curves need an
 * angle and a radius > 0.
 */
export function checkLegacyTrajectory(data: LegacyProjectData): LegacyRowIssue[] {
  const issues: LegacyRowIssue[] = [];
  const derived = recomputeLegacyTrajectory(data);
  data.trajectory.forEach((row: LegacyRow, index) => {
    const add = (field: LegacyRowIssue['field'], rule: LegacyRowRule): void => void issues.push({ row: index, field, rule });
    if (row.type === 'straight') {
      if (!given(row.length)) add('length', 'required');
      else if (row.length <= 0) add('length', 'lengthPositive');
      if (data.slopeBased) {
        if (!given(row.slope)) add('slope', 'required');
        else if (row.slope < -90 || row.slope > 90) add('slope', 'slopeRange');
      } else if (!given(row.altAtEnd)) {
        add('altAtEnd', 'required');
      } else if (given(row.length) && row.length > 0) {
        const start = derived[index]?.altAtStart ?? 0;
        if (Math.abs(row.altAtEnd - start) > row.length + 1e-9) add('altAtEnd', 'tooSteep');
      }
    } else {
      if (!given(row.angle)) add('angle', 'required');
      if (!given(row.radius)) add('radius', 'required');
      else if (row.radius <= 0) add('radius', 'radiusPositive');
    }
  });
  return issues;
}
