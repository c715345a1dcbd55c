import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { apiClient, isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl.tsx';
import { checkNewPassword, checkRepeat } from './account-rules.ts';
import { useAccountRuleMessage } from './use-account-rule-message.ts';
import styles from './account.module.css';

interface TokenPasswordPageProps {
  /** `POST` target receiving `{token, password}`. */
  endpoint: string;
  title: MessageId;
  lead: MessageId;
  submit: MessageId;
  done: MessageId;
}

/** Sets a password with the token of an e-mailed link: a password reset or an invitation. */
function TokenPasswordPage({ endpoint, title, lead, submit: submitLabel, done }: TokenPasswordPageProps): ReactNode {
  const intl = useIntl();
  const ruleMessage = useAccountRuleMessage();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const [failure, setFailure] = useState<string>();
  const passwordRule = checkNewPassword(password);
  const repeatRule = checkRepeat(password, repeat);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTouched(true);
    if (passwordRule || repeatRule) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await apiClient.post(endpoint, { token, password });
      setFinished(true);
    } catch (error) {
      setFailure(
        isApiError(error, 'http') && (error.status === 404 || error.status === 400 || error.status === 410)
          ? intl.formatMessage({ id: 'account.token.invalid' })
          : apiErrorMessage(intl, error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="token-title">
        <h1 id="token-title" className={styles.title}>
          <FormattedMessage id={title} />
        </h1>
        {token === '' ? (
          <FormAlert>
            <FormattedMessage id="account.token.missing" />
          </FormAlert>
        ) : finished ? (
          <FormAlert kind="success">
            <FormattedMessage id={done} />
          </FormAlert>
        ) : (
          <>
            <p className={styles.lead}>
              <FormattedMessage id={lead} />
            </p>
            {failure && <FormAlert>{failure}</FormAlert>}
            <TextField
              label={intl.formatMessage({ id: 'account.password.new' })}
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              error={touched ? ruleMessage(passwordRule) : undefined}
              hint={intl.formatMessage({ id: 'account.password.hint' }, { min: 8 })}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'account.password.repeat' })}
              name="repeat"
              type="password"
              autoComplete="new-password"
              value={repeat}
              error={touched ? ruleMessage(repeatRule) : undefined}
              onChange={(event) => setRepeat(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" busy={busy}>
                <FormattedMessage id={submitLabel} />
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

/** `/password-reset/:token`: a new password from a reset link. */
export function PasswordResetPage(): ReactNode {
  return (
    <TokenPasswordPage
      endpoint="/api/password-reset"
      title="account.passwordReset.title"
      lead="account.passwordReset.lead"
      submit="account.passwordReset.submit"
      done="account.passwordReset.done"
    />
  );
}

/** `/confirm-invite/:token`: an invited user chooses a password. */
export function ConfirmInvitePage(): ReactNode {
  return (
    <TokenPasswordPage
      endpoint="/api/confirm-invite"
      title="account.confirmInvite.title"
      lead="account.confirmInvite.lead"
      submit="account.confirmInvite.submit"
      done="account.confirmInvite.done"
    />
  );
}
