import type { IntlShape } from './intl.tsx';
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

/**
 * A translated sentence for a failed call: no response, too many attempts, not allowed, not found,
 * a conflict, too large, or the status with the server's own message.
 */
export function apiErrorMessage(intl: IntlShape, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage({ id: 'error.unexpected' });
  if (error.kind === 'network') return intl.formatMessage({ id: 'error.noResponse' });
  if (error.kind !== 'http') return intl.formatMessage({ id: 'error.unexpected' });
  switch (error.status) {
    case 403:
      return intl.formatMessage({ id: 'error.forbidden' });
    case 404:
      return intl.formatMessage({ id: 'error.notFound' });
    case 409:
      return intl.formatMessage({ id: 'error.conflict' });
    case 413:
      return intl.formatMessage({ id: 'error.tooLarge' });
    case 429:
      return intl.formatMessage({ id: 'error.rateLimited' });
    default:
      return intl.formatMessage(
        { id: 'error.status' },
        { status: error.status, message: error.serverMessage ?? intl.formatMessage({ id: 'error.unexpected' }) },
      );
  }
}
