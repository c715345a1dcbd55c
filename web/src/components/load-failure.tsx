// What a page shows when its data cannot be loaded: the error page for a server's answer, an alert and a retry for none.
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { apiErrorMessage } from '../lib/api-errors.ts';
import { useIntl } from '../lib/intl.tsx';
import { ErrorPage } from './error-page.tsx';
import { FormAlert } from './form.tsx';

export interface LoadFailureProps {
  /** why the page's data could not be loaded */
  error: unknown;
  /** the 404 page's title, e.g. 'This section does not exist' (already translated) */
  notFound: string;
  /** offered under a failure without an answer (no response): e.g. a Retry button */
  children?: ReactNode;
}

/**
 * What a page shows when its data cannot be loaded (docs/product.md#errors): an answer of the server is the error
 * page — 404 with the page's own title, 403 'You are not allowed to access this page', any other status its code,
 * 'Unexpected error' and the translated reason —; no answer at all is a translated alert (the app's toast has said
 * so and gone back when it could) with what `children` offers.
 */
export function LoadFailure({ error, notFound, children }: LoadFailureProps): ReactNode {
  const intl = useIntl();
  if (isApiError(error, 'http')) {
    if (error.status === 404) return <ErrorPage status={404} title={notFound} />;
    if (error.status === 403) return <ErrorPage status={403} title={intl.formatMessage({ id: 'error.forbidden' })} />;
    return <ErrorPage status={error.status} title={intl.formatMessage({ id: 'error.unexpected' })} message={apiErrorMessage(intl, error)} />;
  }
  return (
    <section>
      <FormAlert>{apiErrorMessage(intl, error)}</FormAlert>
      {children}
    </section>
  );
}
