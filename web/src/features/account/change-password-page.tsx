// The signed-in user's password change page.
import { useState, type ReactNode } from 'react';
import { FormAlert, TextField } from '../../components/form.tsx';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { useSessionActions } from '../../lib/session.tsx';
import { AccountForm, NewPasswordFields, useSubmission } from './account-form.tsx';
import { checkNewPassword, checkRepeat } from './account-rules.ts';
import { useAccountRuleMessage } from './use-account-rule-message.ts';

const EMPTY = { oldPassword: '', newPassword: '', repeat: '' };

/** Changes the signed-in user's password; the server ends their other sessions. */
export function ChangePasswordPage(): ReactNode {
  const intl = useIntl();
  const ruleMessage = useAccountRuleMessage();
  const session = useSessionActions();
  const submission = useSubmission();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const [wrongOld, setWrongOld] = useState(false);

  const rules = {
    oldPassword: values.oldPassword === '' ? ('required' as const) : undefined,
    newPassword: checkNewPassword(values.newPassword),
    repeat: checkRepeat(values.newPassword, values.repeat),
  };
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'oldPassword') setWrongOld(false);
  };

  async function submit(): Promise<void> {
    setTouched(true);
    setDone(false);
    if (Object.values(rules).some(Boolean)) return;
    await submission.run(
      async () => {
        await session.changePassword(values.oldPassword, values.newPassword);
        setValues(EMPTY);
        setTouched(false);
        setDone(true);
      },
      (error) => {
        const old = fieldIssuesOf(error).some((issue) => issue.field === 'oldPassword');
        setWrongOld(old);
        return old ? undefined : apiErrorMessage(intl, error);
      },
    );
  }

  return (
    <AccountForm headingId="change-title" title="account.changePassword.title" onSubmit={submit} submit="account.changePassword.submit" busy={submission.busy}>
      {done && (
        <FormAlert kind="success">
          <FormattedMessage id="account.changePassword.done" />
        </FormAlert>
      )}
      {submission.failure && <FormAlert>{submission.failure}</FormAlert>}
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
        onChange={(event) => set('oldPassword')(event.target.value)}
      />
      <NewPasswordFields
        name="newPassword"
        password={values.newPassword}
        repeat={values.repeat}
        passwordError={touched ? ruleMessage(rules.newPassword) : undefined}
        repeatError={touched ? ruleMessage(rules.repeat) : undefined}
        onPassword={set('newPassword')}
        onRepeat={set('repeat')}
      />
    </AccountForm>
  );
}
