// The shape of the API's error answers and their machine-readable codes, inferred from ../contracts/errors.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/errors.js';
import type { ValidationIssue } from '../validation/issue.js';

/** The machine-readable codes of {@link ApiError}, each with one HTTP status. */
export type ApiErrorCode = (typeof contracts.ERROR_CODES)[number];

/** Every error answer of the API. */
export type ApiError = z.output<typeof contracts.ErrorBody>;

/** `details` of a 400 `VALIDATION_FAILED`: every failing field of the body at once. */
export interface FieldIssuesDetails {
  issues: { field: string; message: string }[];
}

/**
 * `details` of a 422 `UNPROCESSABLE` from saving a section (create, patch with data, duplicate, copy): the
 * error-level issues of the domain's validation other than missing values.
 */
export interface SectionIssuesDetails {
  issues: ValidationIssue[];
}

/** `details` of a 409 `CONFLICT` from `PATCH /api/section/{id}` with a stale version: nothing was changed. */
export interface VersionConflictDetails {
  reason: 'version';
  /** the version now stored: reload the section, merge, and patch again with it */
  currentVersion: number;
  /** (412 from `If-Match` only) the section's `ETag` now, exactly as `GET` answers it (`"8"`, `"8.Xy3…"` while shared) */
  currentEtag?: string;
}
