// A failed server call as a sentence in the user's language (no response, the reason, the code, the status) and its failing fields.
import type { IntlShape, MessageId } from './intl.tsx';
import { isApiError } from './api-client.ts';

/** One failing field of a 400/422 answer (`details.issues` of the server's error body). */
export interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/** The failing fields a server error names, if any. */
export function fieldIssuesOf(error: unknown): readonly FieldIssue[] {
  if (!isApiError(error, 'http')) return [];
  const details = (error.body as { details?: { issues?: unknown } } | undefined)?.details;
  const issues = details?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' && issue !== null && typeof (issue as FieldIssue).field === 'string',
  );
}

/** The error codes of the server's error body (`{ statusCode, code, message, details }`) and their sentences. */
const CODE_MESSAGES: Readonly<Record<string, MessageId>> = {
  VALIDATION_FAILED: 'error.code.validationFailed',
  MALFORMED_REQUEST: 'error.code.malformedRequest',
  UNAUTHENTICATED: 'error.code.unauthenticated',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  CONFLICT: 'error.conflict',
  PRECONDITION_FAILED: 'error.conflict',
  PAYLOAD_TOO_LARGE: 'error.code.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'error.code.unsupportedMediaType',
  UNPROCESSABLE: 'error.code.unprocessable',
  RATE_LIMITED: 'error.rateLimited',
  SERVICE_UNAVAILABLE: 'error.code.serviceUnavailable',
  INTERNAL: 'error.code.internal',
  E_SEATS: 'error.code.seats',
  E_IN_USE: 'error.code.inUse',
};

/** The sentence of a 403 `E_LICENCE`, by `details.reason`. */
const LICENCE_MESSAGES: Readonly<Record<string, MessageId>> = {
  method: 'error.licence.method',
  expired: 'error.licence.expired',
  notYetValid: 'error.licence.notYetValid',
  missing: 'error.licence.missing',
};

/** A translated sentence for a 403 `E_LICENCE`: the method refused, or why the licence allows nothing. */
function licenceMessage(intl: IntlShape, details: unknown): string {
  const { reason, method, validFrom, validUntil } = (typeof details === 'object' && details !== null ? details : {}) as Record<string, unknown>;
  const known = typeof method === 'string' && ['push', 'pull', 'pushpull', 'jetting', 'floating', 'waterpushpull', 'freefloating'].includes(method);
  const methodName = known ? intl.formatMessage({ id: `method.${method as 'pull'}` }) : typeof method === 'string' ? method : '—';
  const date = (value: unknown): string => (typeof value === 'string' ? intl.formatDate(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) : '—');
  const id = (typeof reason === 'string' && LICENCE_MESSAGES[reason]) || 'error.licence.method';
  return intl.formatMessage({ id }, { method: methodName, validFrom: date(validFrom), validUntil: date(validUntil) });
}

/**
 * The sentence of a refusal whose `details.reason` (or, for a 409 without one, `details.fields`) says more than its
 * code: a taken e-mail, a company's last manager, the API key limit, closed registration… A stale save (reason
 * `version`) and an unknown reason fall back to the code's sentence.
 */
function reasonMessage(intl: IntlShape, code: string | undefined, details: unknown): string | undefined {
  const { reason, fields, limit } = (typeof details === 'object' && details !== null ? details : {}) as Record<string, unknown>;
  const named = Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : [];
  if (code === 'FORBIDDEN') {
    if (reason === 'registration-closed') return intl.formatMessage({ id: 'error.reason.registrationClosed' });
    if (reason === 'selfDemote') return intl.formatMessage({ id: 'error.reason.selfDemote' });
    return undefined;
  }
  if (code !== 'CONFLICT') return undefined;
  switch (reason) {
    case 'alreadyMember':
      // inviting an address of a member (the field names it), or joining one's own company again
      return intl.formatMessage({ id: named.includes('email') ? 'error.reason.alreadyMemberEmail' : 'error.reason.alreadyMember' });
    case 'alreadyInvited':
      return intl.formatMessage({ id: 'error.reason.alreadyInvited' });
    case 'otherCompany':
      return intl.formatMessage({ id: 'company.join.otherCompany' });
    case 'lastManager':
      return intl.formatMessage({ id: 'error.reason.lastManager' });
    case 'limit':
      return typeof limit === 'number' ? intl.formatMessage({ id: 'error.reason.apiKeyLimit' }, { limit }) : undefined;
    case undefined:
      if (named.includes('email') && named.includes('username')) return intl.formatMessage({ id: 'account.register.taken' });
      if (named.includes('email')) return intl.formatMessage({ id: 'error.reason.emailTaken' });
      if (named.includes('username')) return intl.formatMessage({ id: 'error.reason.usernameTaken' });
      return undefined;
    default:
      return undefined;
  }
}

/** The same sentences by HTTP status, for an answer without a known code. */
const STATUS_MESSAGES: Readonly<Record<number, MessageId>> = {
  401: 'error.code.unauthenticated',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  412: 'error.conflict',
  413: 'error.tooLarge',
  415: 'error.code.unsupportedMediaType',
  422: 'error.code.unprocessable',
  429: 'error.rateLimited',
  503: 'error.code.serviceUnavailable',
};

/**
 * A translated sentence for a failed call, never the server's own (English, technical) text: no response,
 * then the reason the server's details give, then the server's error `code`, then the HTTP status, else a generic
 * sentence naming the status.
 */
export function apiErrorMessage(intl: IntlShape, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage({ id: 'error.unexpected' });
  if (error.kind === 'network') return intl.formatMessage({ id: 'error.noResponse' });
  if (error.kind !== 'http') return intl.formatMessage({ id: 'error.unexpected' });
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (error.code === 'E_LICENCE') return licenceMessage(intl, details);
  const byReason = reasonMessage(intl, error.code, details);
  if (byReason !== undefined) return byReason;
  const byCode = error.code === undefined ? undefined : CODE_MESSAGES[error.code];
  if (byCode && byCode !== 'error.code.internal') return intl.formatMessage({ id: byCode });
  const byStatus = STATUS_MESSAGES[error.status];
  if (byStatus) return intl.formatMessage({ id: byStatus });
  return intl.formatMessage({ id: error.status >= 500 ? 'error.code.internal' : 'error.httpStatus' }, { status: error.status });
}
