/** Everything the group validators read, computed once per validation. */
import { type AutoValues, computeRawAutoValues } from '../auto-values/auto-values.js';
import type { SectionContext } from '../context.js';
import { type FieldVisibility, fieldVisibility } from '../rules/visibility.js';
import { normalizeSectionData } from '../section/normalize.js';
import type { Section, SectionData } from '../section/types.js';
import { type TrajectoryGeometry, computeTrajectory } from '../trajectory/compute-trajectory.js';

export interface ValidationInput {
  data: SectionData;
  ctx: SectionContext;
  /** automatic values (manual or automatic value in use per field) */
  auto: AutoValues;
  shown: FieldVisibility;
  geometry: TrajectoryGeometry;
}

/** A section record or its data. */
export type SectionLike = Section | SectionData;

/** The data of a section record, or the data itself, structurally normalised (never throws on partial JSON). */
export function dataOf(section: SectionLike): SectionData {
  const s = section as unknown;
  const isRecord = typeof s === 'object' && s !== null && 'data' in s && !('general' in s);
  return normalizeSectionData(isRecord ? (s as { data: unknown }).data : s);
}

export function validationInput(section: SectionLike, ctx: SectionContext = {}): ValidationInput {
  const data = dataOf(section);
  return {
    data,
    ctx,
    auto: computeRawAutoValues(data, ctx),
    shown: fieldVisibility(data),
    geometry: computeTrajectory(data.trajectory, data.stretches.rows),
  };
}
