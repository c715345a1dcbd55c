// The 'page not found' page users see at any address the app does not know.
import type { ReactNode } from 'react';
import { ErrorPage } from '../../components/error-page.tsx';
import { useIntl } from '../../lib/intl.tsx';

/** The 404 page for every unknown route. */
export function NotFoundPage(): ReactNode {
  const intl = useIntl();
  return (
    <ErrorPage
      status={404}
      title={intl.formatMessage({ id: 'notFound.title' })}
      message={intl.formatMessage({ id: 'notFound.body' })}
    />
  );
}
