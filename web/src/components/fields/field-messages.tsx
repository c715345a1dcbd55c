// The error, warning and hint lines shown under an editor's field, errors first.
import type { ValidationIssue } from '@cla/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../lib/intl.tsx';
import { useIssueText } from './use-issue-text.ts';
import styles from './fields.module.css';

/** A field's error and warning sentences (errors first) and its hint; in compact cells only the first. */
export function FieldMessages({
  id,
  issues,
  invalidText = false,
  hint,
  compact = false,
}: {
  id: string;
  issues: readonly ValidationIssue[];
  invalidText?: boolean;
  /** A line under the field; may hold a link (the COF field's help). */
  hint?: ReactNode;
  compact?: boolean | undefined;
}): ReactNode {
  const intl = useIntl();
  const text = useIssueText();
  const sorted = [...issues].sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1));
  const lines = [
    ...(invalidText ? [{ level: 'error', text: intl.formatMessage({ id: 'section.field.notANumber' }) }] : []),
    ...sorted.map((issue) => ({ level: issue.level, text: text(issue) })),
  ];
  const shown = compact ? lines.slice(0, 1) : lines;
  return (
    <div id={id} className={styles.messages}>
      {shown.map((line, index) => (
        <p key={index} className={styles.message} data-level={line.level}>
          {line.text}
        </p>
      ))}
      {hint && !compact && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
