// Signing out: ends the user's session and goes back to the home page, even when the server cannot be reached.
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FormattedMessage } from '../../lib/intl.tsx';
import { useSessionActions } from '../../lib/session.tsx';

/** `/logout`: ends the session and goes home (signed out even when the server cannot be reached). */
export function LogoutPage(): ReactNode {
  const session = useSessionActions();
  const navigate = useNavigate();
  useEffect(() => {
    session
      .signOut()
      .catch((error: unknown) => console.warn('Logout could not reach the server', error))
      .finally(() => void navigate('/', { replace: true }));
  }, [session, navigate]);
  return (
    <p aria-busy="true">
      <FormattedMessage id="account.logout.busy" />
    </p>
  );
}
