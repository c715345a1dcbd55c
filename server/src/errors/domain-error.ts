// The errors services, guards and pipes throw; their code gives the HTTP status (no HttpException outside http/).
import type { ApiErrorCode } from '@cla/domain/api';

import type { Language } from '../i18n/language.js';
import { type MessageKey, msg, type Text, translate } from '../i18n/messages.js';

/**
 * Errors that services, guards and pipes throw. They are plain classes that know nothing of HTTP; the one
 * exception filter (`src/http/all-exceptions.filter.ts`, through `toErrorBody`) maps each `code` to its
 * status (docs/architecture.md#code-habits, habit 11).
 */

/** The machine-readable codes of the error body, each with one HTTP status (see `toErrorBody`); listed in `@cla/domain/contracts`. */
export type ErrorCode = ApiErrorCode;

/** Extra facts for the client; `null` when there are none. */
export type ErrorDetails = Readonly<Record<string, unknown>> | null;

/** One problem with one input field. */
export interface FieldIssue {
  /** The field, as named in the request body, e.g. `email`. */
  readonly field: string;
  /** What is wrong, for a person, e.g. `must be an e-mail address` (in English). */
  readonly message: string;
  /**
   * The same from the server's catalogue, so that the answer speaks the user's language (else `message`). Not
   * enumerable: an issue compares, spreads and serialises as `{ field, message }` (see {@link issueWithText}).
   */
  readonly text?: Text;
}

/** The issue `{ field, message }` with `text` (not enumerable) where `message` is `text` in English. */
export function issueWithText(field: string, message: string, text: Text | undefined): FieldIssue {
  const issue: FieldIssue = { field, message };
  if (text !== undefined) {
    Object.defineProperty(issue, 'text', { value: text, enumerable: false });
  }
  return issue;
}

/** A {@link FieldIssue} from the server's catalogue: `fieldIssue('oldPassword', 'issue.oldPassword')`. */
export function fieldIssue(field: string, key: MessageKey, params?: Text['params']): FieldIssue {
  const text = msg(key, params);
  return issueWithText(field, translate(text, 'en'), text);
}

/** An issue's message in `language`: its catalogue text, else the message as the schema wrote it (English). */
function issueMessageIn(issue: FieldIssue, language: Language): string {
  return issue.text === undefined ? issue.message : translate(issue.text, language);
}

/** `issue` under another field name, its text kept. */
export function renamedIssue(issue: FieldIssue, field: string): FieldIssue {
  return issueWithText(field, issue.message, issue.text);
}

/**
 * The base of every error meant for the client. Its message is a {@link Text} of the server's catalogue (the
 * answer gives it in the user's language, `message` keeps the English for logs), or a plain English string (the
 * answer then gives, in another language, the catalogue's message of the code).
 */
export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  /** The message in the catalogue, when it is there. */
  readonly text: Text | undefined;

  constructor(
    message: string | Text,
    readonly details: ErrorDetails = null,
  ) {
    super(typeof message === 'string' ? message : translate(message, 'en'));
    this.text = typeof message === 'string' ? undefined : message;
    this.name = new.target.name;
  }

  /** The message for a person who reads `language`. */
  messageIn(language: Language): string {
    if (this.text !== undefined) {
      return translate(this.text, language);
    }
    return language === 'en' ? this.message : translate(msg(`code.${this.code}`), language);
  }

  /** The details for a person who reads `language` (the same facts; only messages in them change). */
  detailsIn(_language: Language): ErrorDetails {
    return this.details;
  }
}

/** Bad input: `details.issues` lists every failing field (400). */
export class ValidationError extends DomainError {
  readonly code = 'VALIDATION_FAILED';

  constructor(readonly issues: readonly FieldIssue[]) {
    super(translate(ValidationError.summary(issues, 'en'), 'en'), { issues: issues.map(({ field, message }) => ({ field, message })) });
  }

  /** `Invalid input: email must be an e-mail address; password is required`, each issue's message in `language`. */
  private static summary(issues: readonly FieldIssue[], language: Language): Text {
    return msg('validation.summary', { issues: issues.map((issue) => `${issue.field} ${issueMessageIn(issue, language)}`).join('; ') });
  }

  /** The summary of every issue, in `language` (the English one is `message`). */
  override messageIn(language: Language): string {
    return translate(ValidationError.summary(this.issues, language), language);
  }

  /** Each issue's message from the catalogue when it is there, else as the schema wrote it (English). */
  override detailsIn(language: Language): ErrorDetails {
    return { issues: this.issues.map((issue) => ({ field: issue.field, message: issueMessageIn(issue, language) })) };
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
    message: string | Text,
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
    super(msg('simulator.timeout', { seconds: timeoutMs / 1000 }), { timeoutMs });
  }
}

/**
 * The save would take the user's stored data past `DATA_QUOTA_MB`: 413 with `details.quotaBytes`, `details.usedBytes`
 * (before this save) and `details.reason: 'data-quota'`.
 */
export class DataQuotaExceededError extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE';

  constructor(quotaBytes: number, usedBytes: number, addedBytes: number) {
    const mb = (bytes: number) => ({ fixed: bytes / 1024 / 1024, digits: 1 });
    super(msg('data.quota', { used: mb(usedBytes), quota: mb(quotaBytes), size: mb(addedBytes) }), { quotaBytes, usedBytes, reason: 'data-quota' });
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
    const mb = (bytes: number) => ({ fixed: bytes / 1024 / 1024, digits: 1 });
    super(msg('upload.quota', { used: mb(usedBytes), quota: mb(quotaBytes), size: mb(uploadBytes) }), { quotaBytes, usedBytes });
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
    message: string | Text,
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
