// The page that asks for a password-reset link.
import { useState, type ReactNode } from 'react';
import { FormAlert, TextField } from '../../components/form.tsx';
import { callRoute } from '../../lib/api-routes.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { AccountForm, useSubmission } from './account-form.tsx';
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
  const submission = useSubmission();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const error = touched ? ruleMessage(checkEmail(email)) : undefined;

  async function submit(): Promise<void> {
    setTouched(true);
    if (checkEmail(email) !== undefined) return;
    await submission.run(
      async () => {
        await callRoute('POST /api/password-request', { body: { email: email.trim() } });
        setSent(true);
      },
      (caught) => apiErrorMessage(intl, caught),
    );
  }

  return (
    <AccountForm
      headingId="request-title"
      title="account.passwordRequest.title"
      onSubmit={submit}
      submit={sent ? undefined : 'account.passwordRequest.submit'}
      busy={submission.busy}
      back="account.backToSignIn"
    >
      {sent ? (
        <FormAlert kind="success">
          <FormattedMessage id="account.passwordRequest.sent" />
        </FormAlert>
      ) : (
        <>
          <p className={styles.lead}>
            <FormattedMessage id="account.passwordRequest.lead" />
          </p>
          {submission.failure && <FormAlert>{submission.failure}</FormAlert>}
          <TextField
            label={intl.formatMessage({ id: 'account.email' })}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
    </AccountForm>
  );
}
