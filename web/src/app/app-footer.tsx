// The footer on every page: the application's version and the links to data privacy and the terms of service.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from '../lib/intl.tsx';
import type { ApplicationVersion } from './use-application-version.ts';
import styles from './app-footer.module.css';

/** Application version (the one the shell also puts in the browser title) and the legal links. */
export function AppFooter({ version }: { version: ApplicationVersion }): ReactNode {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.version} aria-live="polite" aria-busy={version.status === 'loading'}>
          {version.status === 'ready' && <FormattedMessage id="footer.version" values={{ version: version.version }} />}
          {version.status === 'loading' && <FormattedMessage id="footer.versionLoading" />}
        </p>
        <nav aria-label={intl.formatMessage({ id: 'footer.legal' })}>
          <ul className={styles.links}>
            <li>
              <Link to="/data-privacy">
                <FormattedMessage id="footer.dataPrivacy" />
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service">
                <FormattedMessage id="footer.termsOfService" />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
