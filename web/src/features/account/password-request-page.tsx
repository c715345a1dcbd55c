import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { apiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { checkEmail } from './account-rules.ts';
import { useAccountRuleMessage } from './use-account-rule-message.ts';
import styles from './account.module.css';

/**
 * Asks for a password-reset link. The answer never says whether the address has an account (so the
 * page cannot be used to probe for users): it always confirms the same way.
 */
export function PasswordRequestPage(): ReactNode {
  const intl = useIntl();
  const ruleMessage = useAccountRuleMessage();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const error = touched ? ruleMessage(checkEmail(email)) : undefined;

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTouched(true);
    if (checkEmail(email) !== undefined) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await apiClient.post('/api/password-request', { email: email.trim() });
      setSent(true);
    } catch (caught) {
      setFailure(apiErrorMessage(intl, caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="request-title">
        <h1 id="request-title" className={styles.title}>
          <FormattedMessage id="account.passwordRequest.title" />
        </h1>
        {sent ? (
          <FormAlert kind="success">
            <FormattedMessage id="account.passwordRequest.sent" />
          </FormAlert>
        ) : (
          <>
            <p className={styles.lead}>
              <FormattedMessage id="account.passwordRequest.lead" />
            </p>
            {failure && <FormAlert>{failure}</FormAlert>}
            <TextField
              label={intl.formatMessage({ id: 'account.email' })}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              error={error}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" busy={busy}>
                <FormattedMessage id="account.passwordRequest.submit" />
              </Button>
            </div>
          </>
        )}
        <div className={styles.links}>
          <Link to="/">
            <FormattedMessage id="account.backToSignIn" />
          </Link>
        </div>
      </form>
    </div>
  );
}
