// The account creation page.
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert, TextField } from '../../components/form.tsx';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl, useLocale } from '../../lib/intl.tsx';
import { useSessionActions } from '../../lib/session.tsx';
import { AccountForm, NewPasswordFields, useSubmission } from './account-form.tsx';
import { checkEmail, checkNewPassword, checkRepeat, checkUsername, safeReturnPath } from './account-rules.ts';
import { useAccountRuleMessage } from './use-account-rule-message.ts';
import styles from './account.module.css';

/**
 * Account creation; the new account is signed in and lands on its projects, or on the page of `?r=` (e.g. the
 * `/join/{token}` page of a company invitation, whose visitor was sent to sign in or register first).
 */
export function RegisterPage(): ReactNode {
  const { locale } = useLocale();
  const intl = useIntl();
  const ruleMessage = useAccountRuleMessage();
  const session = useSessionActions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const submission = useSubmission();
  const [values, setValues] = useState({ username: '', email: '', password: '', repeat: '' });
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const errors = {
    username: checkUsername(values.username),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    repeat: checkRepeat(values.password, values.repeat),
  };
  const shown = (field: keyof typeof errors): string | undefined =>
    (touched ? ruleMessage(errors[field]) : undefined) ?? serverErrors[field];
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function submit(): Promise<void> {
    setTouched(true);
    if (Object.values(errors).some((error) => error !== undefined)) return;
    await submission.run(
      async () => {
        await session.register({ username: values.username.trim(), email: values.email.trim(), password: values.password, language: locale });
        await navigate(safeReturnPath(params.get('r')), { replace: true });
      },
      (error) => {
        const issues = fieldIssuesOf(error);
        setServerErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
        // a taken e-mail or username (409) and closed registration (403) have their own sentences
        return issues.length > 0 ? undefined : apiErrorMessage(intl, error);
      },
    );
  }

  return (
    <AccountForm headingId="register-title" title="account.register.title" onSubmit={submit} submit="account.register.submit" busy={submission.busy} back="account.register.haveAccount">
      <p className={styles.lead}>
        <FormattedMessage id="account.register.lead" />
      </p>
      {submission.failure && <FormAlert>{submission.failure}</FormAlert>}
      <TextField
        label={intl.formatMessage({ id: 'account.username' })}
        name="username"
        autoComplete="username"
        value={values.username}
        error={shown('username')}
        onChange={(event) => set('username')(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.email' })}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={shown('email')}
        onChange={(event) => set('email')(event.target.value)}
      />
      <NewPasswordFields
        label="account.password"
        password={values.password}
        repeat={values.repeat}
        passwordError={shown('password')}
        repeatError={shown('repeat')}
        onPassword={set('password')}
        onRepeat={set('repeat')}
      />
    </AccountForm>
  );
}
