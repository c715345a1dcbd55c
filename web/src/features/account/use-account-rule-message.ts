// The sentence telling the user which account rule their input breaks (a password too short, an invalid e-mail…).
import { useIntl } from '../../lib/intl.tsx';
import { MIN_PASSWORD_LENGTH, type AccountRule } from './account-rules.ts';

/** The translated sentence for a broken account rule (undefined when none). */
export function useAccountRuleMessage(): (rule: AccountRule | undefined) => string | undefined {
  const intl = useIntl();
  return (rule) => {
    if (rule === undefined) return undefined;
    switch (rule) {
      case 'required':
        return intl.formatMessage({ id: 'account.error.required' });
      case 'email':
        return intl.formatMessage({ id: 'account.error.email' });
      case 'username':
        return intl.formatMessage({ id: 'account.error.username' });
      case 'usernameLength':
        return intl.formatMessage({ id: 'account.error.usernameLength' });
      case 'passwordLength':
        return intl.formatMessage({ id: 'account.error.passwordLength' }, { min: MIN_PASSWORD_LENGTH });
      case 'passwordMismatch':
        return intl.formatMessage({ id: 'account.error.passwordMismatch' });
    }
  };
}
