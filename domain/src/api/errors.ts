// The shape of the API's error answers and their machine-readable codes.
import type { ValidationIssue } from '../validation/issue.js';

/** The machine-readable codes of {@link ApiError}, each with one HTTP status. */
export type ApiErrorCode =
  | 'VALIDATION_FAILED'
  | 'MALFORMED_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'E_LICENCE'
  | 'E_SEATS'
  | 'E_IN_USE';

/** Every error answer of the API. */
export interface ApiError {
  statusCode: number;
  code: ApiErrorCode;
  message: string;
  details: Record<string, unknown> | null;
}

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
