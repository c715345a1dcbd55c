// Applying a COF fitted by a study to a section: how it is rounded, which COFs a stretch can take, what changes per stretch.
import type { SectionData } from '../section/types.js';
import { AUTOMATIC_DIGITS, roundSignificant } from '../units/unit-systems.js';
import { COF_LIMITS } from '../validation/stretches.js';

/**
 * A fitted COF as it is shown and applied: 3 significant digits (0.312, 0.0457), what friction is known to (tables
 * give it to ±10 %, a calibration fits a pull's log to a few per cent); the field then reads what the study showed.
 */
export const COF_DIGITS = AUTOMATIC_DIGITS;

/** A fitted COF rounded as it is shown and applied ({@link COF_DIGITS}). */
export const roundCof = (cof: number): number => roundSignificant(cof, COF_DIGITS);

/** A COF the section can take: finite, above 0 and at most COF_LIMITS.max (the stretches' rules). */
export const isApplicableCof = (cof: unknown): cof is number => typeof cof === 'number' && Number.isFinite(cof) && cof > 0 && cof <= COF_LIMITS.max;

/** One stretch's COF as it is and as it would be. */
export interface StretchCofChange {
  stretchId: string;
  /** the stretch's name, null when it has none (the UI numbers it) */
  name: string | null;
  /** 0-based, in the section's order */
  index: number;
  /** the COF stored now (null or undefined: none) */
  before: number | null;
  /** the COF it would get; equal to `before` when the stretch is left alone */
  after: number | null;
}

/**
 * What applying a fitted COF to a section changes, stretch by stretch: a number puts that COF on every stretch;
 * a record (stretch id → COF) only on the stretches it names (a calibration per stretch of the same section).
 * COFs are rounded as they are shown ({@link COF_DIGITS} significant digits). Throws a RangeError for a COF the section cannot take
 * (not a number, not above 0 or above the stretches' maximum), so no bad value reaches a save.
 */
export function cofChanges(data: SectionData, cof: number | Readonly<Record<string, number>>): StretchCofChange[] {
  const values = typeof cof === 'number' ? [cof] : Object.values(cof);
  const bad = values.find((v) => !isApplicableCof(v));
  if (bad !== undefined || values.length === 0) throw new RangeError(`a COF must be a number above 0 and at most ${COF_LIMITS.max}, not ${String(bad)}`);
  return data.stretches.rows.map((row, index) => {
    const before = typeof row.cof === 'number' ? row.cof : null;
    const wanted = typeof cof === 'number' ? cof : Object.hasOwn(cof, row.id) ? cof[row.id] : undefined;
    return { stretchId: row.id, name: row.stretchName || null, index, before, after: wanted === undefined ? before : roundCof(wanted) };
  });
}

/**
 * The section's data with a fitted COF applied (see {@link cofChanges}): a new object, the input untouched, every
 * other field (and every stretch not named) kept as it is.
 */
export function applyCof(data: SectionData, cof: number | Readonly<Record<string, number>>): SectionData {
  const changes = cofChanges(data, cof);
  return {
    ...data,
    stretches: { ...data.stretches, rows: data.stretches.rows.map((row, i) => (changes[i]!.after === changes[i]!.before ? row : { ...row, cof: changes[i]!.after })) },
  };
}

/** True when applying `cof` would change nothing (every stretch already has it). */
export const cofAlreadyApplied = (data: SectionData, cof: number | Readonly<Record<string, number>>): boolean =>
  cofChanges(data, cof).every((c) => c.after === c.before);
