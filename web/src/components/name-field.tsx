// The required name field of the forms that name something (a project, a section, a preset).
import type { ReactNode } from 'react';
import { useIntl } from '../lib/intl.tsx';
import { TextField } from './form.tsx';

export interface NameFieldProps {
  readonly value: string;
  /** The form was sent once: an empty name now says it is required. */
  readonly touched: boolean;
  readonly onChange: (value: string) => void;
}

/** "Name", at most 200 characters, focused first; required once the form was sent. */
export function NameField({ value, touched, onChange }: NameFieldProps): ReactNode {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'projects.name' })}
      value={value}
      maxLength={200}
      autoFocus
      error={touched && value.trim() === '' ? intl.formatMessage({ id: 'account.error.required' }) : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
