import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { useSessionActions } from '../../lib/session.tsx';
import { checkNewPassword, checkRepeat } from './account-rules.ts';
import { useAccountRuleMessage } from './use-account-rule-message.ts';
import styles from './account.module.css';

const EMPTY = { oldPassword: '', newPassword: '', repeat: '' };

/** Changes the signed-in user's password; the server ends their other sessions. */
export function ChangePasswordPage(): ReactNode {
  const intl = useIntl();
  const ruleMessage = useAccountRuleMessage();
  const session = useSessionActions();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [wrongOld, setWrongOld] = useState(false);

  const rules = {
    oldPassword: values.oldPassword === '' ? ('required' as const) : undefined,
    newPassword: checkNewPassword(values.newPassword),
    repeat: checkRepeat(values.newPassword, values.repeat),
  };
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'oldPassword') setWrongOld(false);
  };

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTouched(true);
    setDone(false);
    if (Object.values(rules).some(Boolean)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await session.changePassword(values.oldPassword, values.newPassword);
      setValues(EMPTY);
      setTouched(false);
      setDone(true);
    } catch (error) {
      const old = fieldIssuesOf(error).some((issue) => issue.field === 'oldPassword');
      setWrongOld(old);
      setFailure(old ? undefined : apiErrorMessage(intl, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-title">
        <h1 id="change-title" className={styles.title}>
          <FormattedMessage id="account.changePassword.title" />
        </h1>
        {done && (
          <FormAlert kind="success">
            <FormattedMessage id="account.changePassword.done" />
          </FormAlert>
        )}
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label={intl.formatMessage({ id: 'account.password.current' })}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={values.oldPassword}
          error={
            wrongOld
              ? intl.formatMessage({ id: 'account.changePassword.wrongOld' })
              : touched
                ? ruleMessage(rules.oldPassword)
                : undefined
          }
          onChange={set('oldPassword')}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.password.new' })}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          error={touched ? ruleMessage(rules.newPassword) : undefined}
          hint={intl.formatMessage({ id: 'account.password.hint' }, { min: 8 })}
          onChange={set('newPassword')}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.password.repeat' })}
          name="repeat"
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          error={touched ? ruleMessage(rules.repeat) : undefined}
          onChange={set('repeat')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={busy}>
            <FormattedMessage id="account.changePassword.submit" />
          </Button>
        </div>
      </form>
    </div>
  );
}
