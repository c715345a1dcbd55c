import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl, useLocale } from '../../lib/intl.tsx';
import { useSessionActions } from '../../lib/session.tsx';
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
  const [values, setValues] = useState({ username: '', email: '', password: '', repeat: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const errors = {
    username: checkUsername(values.username),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    repeat: checkRepeat(values.password, values.repeat),
  };
  const shown = (field: keyof typeof errors): string | undefined =>
    (touched ? ruleMessage(errors[field]) : undefined) ?? serverErrors[field];
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some((error) => error !== undefined)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await session.register({ username: values.username.trim(), email: values.email.trim(), password: values.password, language: locale });
      await navigate(safeReturnPath(params.get('r')), { replace: true });
    } catch (error) {
      const issues = fieldIssuesOf(error);
      setServerErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
      // a taken e-mail or username (409) and closed registration (403) have their own sentences
      setFailure(issues.length > 0 ? undefined : apiErrorMessage(intl, error));
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          <FormattedMessage id="account.register.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="account.register.lead" />
        </p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label={intl.formatMessage({ id: 'account.username' })}
          name="username"
          autoComplete="username"
          value={values.username}
          error={shown('username')}
          onChange={set('username')}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.email' })}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={shown('email')}
          onChange={set('email')}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.password' })}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={shown('password')}
          hint={intl.formatMessage({ id: 'account.password.hint' }, { min: 8 })}
          onChange={set('password')}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.password.repeat' })}
          name="repeat"
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          error={shown('repeat')}
          onChange={set('repeat')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={busy}>
            <FormattedMessage id="account.register.submit" />
          </Button>
        </div>
        <div className={styles.links}>
          <Link to="/">
            <FormattedMessage id="account.register.haveAccount" />
          </Link>
        </div>
      </form>
    </div>
  );
}
