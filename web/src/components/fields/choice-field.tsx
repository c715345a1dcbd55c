// The editor's choice fields (a list starting with 'please choose', yes/no) and its plain text fields.
import type { ValidationIssue } from '@cla/domain';
import { useId, type ReactNode } from 'react';
import { useIntl } from '../../lib/intl.tsx';
import { FieldMessages } from './field-messages.tsx';
import styles from './fields.module.css';

export interface ChoiceFieldProps<T extends string | boolean> {
  label: string;
  value: T | null | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | null) => void;
  issues?: readonly ValidationIssue[];
  hint?: string | undefined;
  disabled?: boolean;
  compact?: boolean;
  /** Offer 'please choose' (empty); on by default. */
  allowEmpty?: boolean;
}

/** A select whose first option is 'please choose' (empty), e.g. the boolean fields: please choose, yes, no. */
export function ChoiceField<T extends string | boolean>({
  label,
  value,
  options,
  onChange,
  issues = [],
  hint,
  disabled,
  compact,
  allowEmpty = true,
}: ChoiceFieldProps<T>): ReactNode {
  const intl = useIntl();
  const id = useId();
  const index = options.findIndex((option) => option.value === value);
  const level = issues.some((issue) => issue.level === 'error') ? 'error' : issues.some((issue) => issue.level === 'warning') ? 'warning' : undefined;
  return (
    <div className={styles.field} data-state={level} data-compact={compact || undefined}>
      <label htmlFor={id} className={compact ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.input}
          value={index < 0 ? '' : String(index)}
          disabled={disabled}
          aria-invalid={level === 'error' || undefined}
          aria-describedby={`${id}-messages`}
          onChange={(event) => onChange(event.target.value === '' ? null : (options[Number(event.target.value)]?.value ?? null))}
        >
          {(allowEmpty || index < 0) && <option value="">{intl.formatMessage({ id: 'section.field.pleaseChoose' })}</option>}
          {options.map((option, i) => (
            <option key={String(option.value)} value={String(i)}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages id={`${id}-messages`} issues={issues} hint={hint} compact={compact} />
    </div>
  );
}

/** Yes/no options in the current language. */
export function useYesNo(): readonly { value: boolean; label: string }[] {
  const intl = useIntl();
  return [
    { value: true, label: intl.formatMessage({ id: 'section.field.yes' }) },
    { value: false, label: intl.formatMessage({ id: 'section.field.no' }) },
  ];
}

export interface TextInputFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  issues?: readonly ValidationIssue[];
  multiline?: boolean;
  compact?: boolean;
  maxLength?: number;
}

/** A text field; empty text is stored as null. */
export function TextInputField({ label, value, onChange, issues = [], multiline = false, compact, maxLength = 500 }: TextInputFieldProps): ReactNode {
  const id = useId();
  const level = issues.some((issue) => issue.level === 'error') ? 'error' : issues.some((issue) => issue.level === 'warning') ? 'warning' : undefined;
  const common = {
    id,
    className: styles.input,
    value: value ?? '',
    maxLength,
    'aria-describedby': `${id}-messages`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value === '' ? null : event.target.value),
  };
  return (
    <div className={styles.field} data-state={level} data-compact={compact || undefined}>
      <label htmlFor={id} className={compact ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div className={styles.control}>{multiline ? <textarea rows={3} {...common} /> : <input {...common} />}</div>
      <FieldMessages id={`${id}-messages`} issues={issues} compact={compact} />
    </div>
  );
}
