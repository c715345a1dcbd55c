// The frame the account pages share (register, password change, reset request, token password): a titled card form
// with its submit button, the new-password pair of fields, and the busy/failure state of a submission.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, TextField } from '../../components/form.tsx';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl.tsx';
import { MIN_PASSWORD_LENGTH } from './account-rules.ts';
import styles from './account.module.css';

export interface AccountFormProps {
  /** The id of the heading, which names the form. */
  readonly headingId: string;
  readonly title: MessageId;
  /** Called on submit (the browser's own submission is prevented). */
  readonly onSubmit: () => Promise<void>;
  /** The submit button's label; none where the form has nothing more to send (done, or a missing token). */
  readonly submit?: MessageId | undefined;
  readonly busy: boolean;
  /** A link back to the sign-in page under the form, with this text. */
  readonly back?: MessageId | undefined;
  readonly children: ReactNode;
}

/** The card form of an account page: heading, fields (children), submit button, link back to sign in. */
export function AccountForm({ headingId, title, onSubmit, submit, busy, back, children }: AccountFormProps): ReactNode {
  const send = (event: FormEvent): void => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={send} noValidate aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          <FormattedMessage id={title} />
        </h1>
        {children}
        {submit && (
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy}>
              <FormattedMessage id={submit} />
            </Button>
          </div>
        )}
        {back && (
          <div className={styles.links}>
            <Link to="/">
              <FormattedMessage id={back} />
            </Link>
          </div>
        )}
      </form>
    </div>
  );
}

export interface NewPasswordFieldsProps {
  /** The label of the new password (`account.password` where there is no old one to tell it from). */
  readonly label?: MessageId;
  /** The name of the new password's input. */
  readonly name?: string;
  readonly password: string;
  readonly repeat: string;
  readonly passwordError: string | undefined;
  readonly repeatError: string | undefined;
  readonly onPassword: (value: string) => void;
  readonly onRepeat: (value: string) => void;
}

/** A new password (with the length hint) and its repetition. */
export function NewPasswordFields(props: NewPasswordFieldsProps): ReactNode {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: props.label ?? 'account.password.new' })}
        name={props.name ?? 'password'}
        type="password"
        autoComplete="new-password"
        value={props.password}
        error={props.passwordError}
        hint={intl.formatMessage({ id: 'account.password.hint' }, { min: MIN_PASSWORD_LENGTH })}
        onChange={(event) => props.onPassword(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.password.repeat' })}
        name="repeat"
        type="password"
        autoComplete="new-password"
        value={props.repeat}
        error={props.repeatError}
        onChange={(event) => props.onRepeat(event.target.value)}
      />
    </>
  );
}

export interface Submission {
  readonly busy: boolean;
  /** The sentence of the last failure, shown above the fields. */
  readonly failure: string | undefined;
  /** Runs `work` while busy; a throw becomes the failure `explain` gives (undefined: none shown). */
  readonly run: (work: () => Promise<void>, explain: (error: unknown) => string | undefined) => Promise<void>;
}

/** The busy flag and failure sentence of a form's submission. */
export function useSubmission(): Submission {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (work: () => Promise<void>, explain: (error: unknown) => string | undefined): Promise<void> => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(explain(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
