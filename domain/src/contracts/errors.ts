// The contract of the API's error answers: their codes, their body, and the validation issues answers carry.
import { z } from 'zod';

/** The machine-readable codes of an error answer, each with one HTTP status (the server's `toErrorBody`). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'CALCULATION_TIMEOUT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'E_LICENCE',
  'E_SEATS',
  'E_IN_USE',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);

/** Every error answer of the API. */
export const ErrorBody = z.strictObject({
  statusCode: z.int(),
  code: ErrorCode,
  message: z.string(),
  details: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe(
      '400 VALIDATION_FAILED: { issues: [{ field, message }] } (field: a path such as data.trajectory.rows[3].slope, or (body)); 422 from a section save: { issues: ValidationIssue[] }; 409 from a stale section save: { reason: "version", currentVersion }; 412 from a stale If-Match: { reason: "version", currentVersion, currentEtag }; 403 CSRF: { reason: "csrf" }; 415: { allowed: [extensions] }; 429 and 503: { retryAfterSeconds }',
    ),
});

/** One issue of the domain's validation of a section (validation/issue.ts), as answers carry it. */
export const ValidationIssueSchema = z.strictObject({
  level: z.enum(['error', 'warning', 'info']),
  path: z.string().describe('the field, e.g. cable.outerDiameter or trajectory.rows.3.radius'),
  key: z.string().describe('message key section.{group}.{field}.{level}.{rule}'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
