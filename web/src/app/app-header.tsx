// The header on every page: the product's name and mark, the test environment's badge, the connect platform link, the navigation.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../components/icon.tsx';
import { config, type AppEnv } from '../lib/config.ts';
import { FormattedMessage, useIntl } from '../lib/intl.tsx';
import { AppNav, type AppNavProps } from './app-nav.tsx';
import styles from './app-header.module.css';

export interface AppHeaderProps extends AppNavProps {
  /** Defaults to the configured environment; `dev` and `staging` get their own colour and badge. */
  appEnv?: AppEnv;
  /** The connect platform's address (the server's `CONNECT_URL`); without one the header shows no such link. */
  connectUrl?: string | undefined;
}

function ProductMark(): ReactNode {
  return (
    <svg className={styles.mark} width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" opacity="0.14" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="16" cy="16" r="3.5" fill="currentColor" />
      <path d="M4 16h5M23 16h5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Product title, environment badge, connect platform link and the main navigation. */
export function AppHeader({ appEnv = config.appEnv, connectUrl, ...nav }: AppHeaderProps): ReactNode {
  const intl = useIntl();
  return (
    <header className={styles.header} data-env={appEnv}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
          <ProductMark />
          <FormattedMessage id="app.title" />
        </Link>
        {appEnv !== 'production' && (
          <span className={styles.badge}>
            <FormattedMessage id={appEnv === 'dev' ? 'header.env.dev' : 'header.env.staging'} />
          </span>
        )}
        {connectUrl && (
          <a
            className={styles.connect}
            href={connectUrl}
            target="_blank"
            rel="noopener noreferrer"
            // The text hides on narrow screens; the name must not.
            aria-label={`${intl.formatMessage({ id: 'header.connect' })} ${intl.formatMessage({ id: 'header.opensInNewTab' })}`}
          >
            <span className={styles.connectText}>
              <FormattedMessage id="header.connect" />
            </span>
            <Icon name="external" size={16} />
          </a>
        )}
      </div>
      <AppNav {...nav} />
    </header>
  );
}
