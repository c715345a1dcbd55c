// Keeps pages behind sign-in: a visitor goes to sign in and comes back after; a user without the role sees 'not allowed'.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { FormattedMessage, useIntl } from '../lib/intl.tsx';
import { useSession, type Account } from '../lib/session.tsx';

export interface RequireAuthProps {
  /** Only these roles may enter; others see the 403 page. */
  roles?: readonly Account['role'][];
}

/**
 * Guards the routes below it: while the session is being checked it waits; a visitor goes to `/` with
 * the requested path in `?r=` (also when a 401 ends the session mid-way); a signed-in user without the
 * role sees 'You are not allowed to access this page'.
 */
export function RequireAuth({ roles }: RequireAuthProps): ReactNode {
  const session = useSession();
  const location = useLocation();
  const intl = useIntl();
  switch (session.status) {
    case 'checking':
      return (
        <p aria-busy="true">
          <FormattedMessage id="app.loading" />
        </p>
      );
    case 'unavailable':
      return <ErrorPage title={intl.formatMessage({ id: 'error.noResponse' })} />;
    case 'anonymous': {
      const back = `${location.pathname}${location.search}${location.hash}`;
      return <Navigate to={`/?r=${encodeURIComponent(back)}`} replace />;
    }
    case 'signedIn':
      if (roles && !roles.includes(session.account.role)) {
        return <ErrorPage status={403} title={intl.formatMessage({ id: 'error.forbidden' })} />;
      }
      return <Outlet />;
  }
}
