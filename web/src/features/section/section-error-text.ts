// The sentence shown when saving or computing a section fails: the rules it breaks, field by field, or the server's reason.
import { VALIDATION_KEYS, type ValidationIssue } from '@cla/domain';
import { useCallback } from 'react';
import { useIssueText } from '../../components/fields/use-issue-text.ts';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useInputName } from './use-input-name.ts';

const KEYS: ReadonlySet<string> = new Set(VALIDATION_KEYS);

/** The domain issues of a 400/422 answer (`details.issues`), only those the catalogues can translate. */
export function domainIssuesOf(error: unknown): ValidationIssue[] {
  if (!isApiError(error, 'http') || (error.status !== 422 && error.status !== 400)) return [];
  const issues = (error.body as { details?: { issues?: unknown } } | undefined)?.details?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ValidationIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as ValidationIssue).key === 'string' &&
      KEYS.has((issue as ValidationIssue).key) &&
      typeof (issue as ValidationIssue).path === 'string' &&
      (typeof (issue as ValidationIssue).params === 'object' || (issue as ValidationIssue).params === undefined),
  ).map((issue) => ({ ...issue, params: issue.params ?? {} }));
}

/**
 * A translated sentence for a failed save or server run: the rules a refused section breaks, by field and in
 * the user's units, else the translated sentence of the server's error code or HTTP status.
 */
export function useSectionErrorText(): (error: unknown) => string {
  const intl = useIntl();
  const issueText = useIssueText();
  const inputName = useInputName();
  return useCallback(
    (error) => {
      const issues = domainIssuesOf(error);
      if (issues.length === 0) return apiErrorMessage(intl, error);
      const lines = issues.map((issue) => intl.formatMessage({ id: 'section.save.issue' }, { field: inputName(issue.path), message: issueText(issue) }));
      return [intl.formatMessage({ id: 'section.save.refused' }), ...lines].join(' ');
    },
    [intl, issueText, inputName],
  );
}
