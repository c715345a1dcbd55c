// The app's basic form parts: a labelled text field, a select, the button and a message about the whole form.
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** Visible label, already translated. */
  label: string;
  /** Error text; marks the input invalid and is read with it. */
  error?: string | undefined;
  /** Help text under the input. */
  hint?: string | undefined;
}

/** A labelled input with its hint and error, wired for assistive technology. */
export function TextField({ label, error, hint, ...input }: TextFieldProps): ReactNode {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  hint?: string | undefined;
  disabled?: boolean | undefined;
}

/** A labelled select. */
export function SelectField({ label, value, options, onChange, hint, disabled }: SelectFieldProps): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Shows the button busy and disabled. */
  busy?: boolean;
}

/** The app's button. */
export function Button({ variant = 'secondary', busy = false, className, disabled, type = 'button', ...rest }: ButtonProps): ReactNode {
  return (
    <button
      type={type}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

/** A message about the whole form (a failed submit, a confirmation). */
export function FormAlert({ kind = 'error', children }: { kind?: 'error' | 'success'; children?: ReactNode }): ReactNode {
  return (
    <div className={styles.alert} data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
