/**
 * Errors that services, guards and pipes throw. They are plain classes that know nothing of HTTP; the one
 * exception filter (`src/http/all-exceptions.filter.ts`, through `toErrorBody`) maps each `code` to its
 * status (docs/architecture.md#code-habits, habit 11).
 */

/** The machine-readable codes of the error body, each with one HTTP status (see `toErrorBody`). */
export type ErrorCode =
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
  | 'CALCULATION_TIMEOUT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL'
  | 'E_LICENCE'
  | 'E_SEATS'
  | 'E_IN_USE';

/** Extra facts for the client; `null` when there are none. */
export type ErrorDetails = Readonly<Record<string, unknown>> | null;

/** One problem with one input field. */
export interface FieldIssue {
  /** The field, as named in the request body, e.g. `email`. */
  readonly field: string;
  /** What is wrong, for a person, e.g. `must be an e-mail address`. */
  readonly message: string;
}

/** The base of every error meant for the client. */
export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;

  constructor(
    message: string,
    readonly details: ErrorDetails = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input: `details.issues` lists every failing field (400). */
export class ValidationError extends DomainError {
  readonly code = 'VALIDATION_FAILED';

  constructor(readonly issues: readonly FieldIssue[]) {
    super(`Invalid input: ${issues.map((issue) => `${issue.field} ${issue.message}`).join('; ')}`, { issues });
  }
}

/** Nobody is signed in, or the credentials are wrong (401). */
export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
}

/** Signed in, but not allowed (403). `details.reason` says why when the client can act on it (`csrf`). */
export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
}

/** The thing does not exist, or the caller may not learn that it does (404). */
export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
}

/** The change collides with the stored state, e.g. a taken e-mail (409). */
export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
}

/**
 * A conditional request's precondition does not hold, e.g. an `If-Match` that is not the stored version (412); nothing
 * was changed.
 */
export class PreconditionFailedError extends DomainError {
  readonly code = 'PRECONDITION_FAILED';
}

/** Too many attempts: retry after `retryAfterSeconds` (429 with `Retry-After`). */
export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, { retryAfterSeconds });
  }
}

/** The body is well-formed but its content breaks the product's rules, e.g. section data with errors (422). */
export class UnprocessableError extends DomainError {
  readonly code = 'UNPROCESSABLE';
}

/**
 * A calculation ran past the time limit and was stopped (422: the same request would run as long again, so it is
 * not worth retrying). `details.timeoutMs` is the limit.
 */
export class CalculationTimeoutError extends DomainError {
  readonly code = 'CALCULATION_TIMEOUT';

  constructor(readonly timeoutMs: number) {
    super(`The calculation took longer than ${timeoutMs / 1000} s and was stopped; shorten or simplify the route`, { timeoutMs });
  }
}

/**
 * The upload would take the user past their storage quota (`UPLOAD_QUOTA_MB`): 413 with `details.quotaBytes` and
 * `details.usedBytes` (before this upload).
 */
export class QuotaExceededError extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE';

  constructor(
    readonly quotaBytes: number,
    readonly usedBytes: number,
    uploadBytes: number,
  ) {
    const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
    super(
      `Storage quota reached: your files use ${mb(usedBytes)} MB of ${mb(quotaBytes)} MB and this one has ${mb(uploadBytes)} MB; delete files you no longer need`,
      { quotaBytes, usedBytes },
    );
  }
}

/** The uploaded file's type is not accepted (415); `details.allowed` lists what is. */
export class UnsupportedMediaTypeError extends DomainError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}

/** The server is too busy for this request now, e.g. the simulation queue is full: retry later (503 with `Retry-After`). */
export class ServiceUnavailableError extends DomainError {
  readonly code = 'SERVICE_UNAVAILABLE';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, { retryAfterSeconds });
  }
}

/**
 * The caller's licence does not allow this (403): a laying method it does not list, or a licence expired, not yet
 * valid or missing. `details`: `{ method, reason: method|expired|notYetValid|missing, allowedLayingMethods,
 * validFrom, validUntil }`.
 */
export class LicenceError extends DomainError {
  readonly code = 'E_LICENCE';
}

/** Every seat of the licence is taken (409): `details` `{ seats, seatsUsed }`. */
export class SeatsError extends DomainError {
  readonly code = 'E_SEATS';
}

/** The thing is still referenced and cannot be deleted (409): `details` `{ referencedBy: { [what]: count } }`. */
export class InUseError extends DomainError {
  readonly code = 'E_IN_USE';
}
