// The sign-in form (e-mail or username and password) that returns the user to the page they asked for.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { useSessionActions } from '../../lib/session.tsx';
import { safeReturnPath } from './account-rules.ts';
import styles from './account.module.css';

/** Sign in with an e-mail or username; then back to the path of `?r=` (or the projects). */
export function LoginForm(): ReactNode {
  const intl = useIntl();
  const session = useSessionActions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [touched, setTouched] = useState(false);

  const loginError = touched && login.trim() === '' ? intl.formatMessage({ id: 'account.error.required' }) : undefined;
  const passwordError = touched && password === '' ? intl.formatMessage({ id: 'account.error.required' }) : undefined;

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTouched(true);
    if (login.trim() === '' || password === '') return;
    setBusy(true);
    setFailure(undefined);
    try {
      await session.signIn(login.trim(), password);
      await navigate(safeReturnPath(params.get('r')), { replace: true });
    } catch (error) {
      setFailure(
        isApiError(error, 'http') && error.status === 401
          ? intl.formatMessage({ id: 'account.login.wrong' })
          : apiErrorMessage(intl, error),
      );
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
      <h2 id="login-title" className={styles.title}>
        <FormattedMessage id="account.login.title" />
      </h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={intl.formatMessage({ id: 'account.login.identifier' })}
        name="login"
        autoComplete="username"
        value={login}
        error={loginError}
        onChange={(event) => setLogin(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.password' })}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          <FormattedMessage id="account.login.submit" />
        </Button>
      </div>
      <div className={styles.links}>
        <Link to={params.get('r') ? `/register?r=${encodeURIComponent(safeReturnPath(params.get('r')))}` : '/register'}>
          <FormattedMessage id="account.login.register" />
        </Link>
        <Link to="/password-request">
          <FormattedMessage id="account.login.forgot" />
        </Link>
      </div>
    </form>
  );
}
