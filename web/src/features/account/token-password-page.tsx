// The pages that set a password with an e-mailed token: password reset and invitation.
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { FormAlert } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl.tsx';
import { AccountForm, NewPasswordFields, useSubmission } from './account-form.tsx';
import { checkNewPassword, checkRepeat } from './account-rules.ts';
import { useAccountRuleMessage } from './use-account-rule-message.ts';
import styles from './account.module.css';

interface TokenPasswordPageProps {
  /** The route receiving `{token, password}`. */
  route: 'POST /api/password-reset' | 'POST /api/confirm-invite';
  title: MessageId;
  lead: MessageId;
  submit: MessageId;
  done: MessageId;
}

/** Sets a password with the token of an e-mailed link: a password reset or an invitation. */
function TokenPasswordPage({ route, title, lead, submit: submitLabel, done }: TokenPasswordPageProps): ReactNode {
  const intl = useIntl();
  const ruleMessage = useAccountRuleMessage();
  const submission = useSubmission();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [finished, setFinished] = useState(false);
  const passwordRule = checkNewPassword(password);
  const repeatRule = checkRepeat(password, repeat);

  async function submit(): Promise<void> {
    setTouched(true);
    if (passwordRule || repeatRule) return;
    await submission.run(
      async () => {
        await callRoute(route, { body: { token, password } });
        setFinished(true);
      },
      (error) =>
        isApiError(error, 'http') && (error.status === 404 || error.status === 400 || error.status === 410)
          ? intl.formatMessage({ id: 'account.token.invalid' })
          : apiErrorMessage(intl, error),
    );
  }

  return (
    <AccountForm
      headingId="token-title"
      title={title}
      onSubmit={submit}
      submit={token === '' || finished ? undefined : submitLabel}
      busy={submission.busy}
      back="account.backToSignIn"
    >
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
          {submission.failure && <FormAlert>{submission.failure}</FormAlert>}
          <NewPasswordFields
            password={password}
            repeat={repeat}
            passwordError={touched ? ruleMessage(passwordRule) : undefined}
            repeatError={touched ? ruleMessage(repeatRule) : undefined}
            onPassword={setPassword}
            onRepeat={setRepeat}
          />
        </>
      )}
    </AccountForm>
  );
}

/** `/password-reset/:token`: a new password from a reset link. */
export function PasswordResetPage(): ReactNode {
  return (
    <TokenPasswordPage
      route="POST /api/password-reset"
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
      route="POST /api/confirm-invite"
      title="account.confirmInvite.title"
      lead="account.confirmInvite.lead"
      submit="account.confirmInvite.submit"
      done="account.confirmInvite.done"
    />
  );
}
