// The error page users see (not found, not allowed, unexpected error): status, message, a way back home.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from '../lib/intl.tsx';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  /** HTTP-like status shown above the title (404, 403, 500…); none for a failure without one. */
  status?: number | undefined;
  /** Already translated. */
  title: string;
  /** Already translated; a second line under the title. */
  message?: string | undefined;
  /** Shown only in development builds. */
  stack?: string | undefined;
}

/** The error page: status, message, the stack in development, and a way home. */
export function ErrorPage({ status, title, message, stack }: ErrorPageProps): ReactNode {
  return (
    <section className={styles.page}>
      {status !== undefined && status > 0 && (
        <p className={styles.code}>
          <FormattedMessage id="notFound.code" values={{ code: status }} />
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      {message && <p className={styles.body}>{message}</p>}
      {stack && <pre className={styles.stack}>{stack}</pre>}
      <Link to="/" className={styles.home}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
