import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from '../../lib/intl.tsx';
import styles from './not-found-page.module.css';

/** The 404 page for every unknown route. */
export function NotFoundPage(): ReactNode {
  return (
    <section className={styles.page}>
      <p className={styles.code}>
        <FormattedMessage id="notFound.code" values={{ code: 404 }} />
      </p>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={styles.body}>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link to="/" className={styles.home}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
