import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../lib/intl.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { AppRoutes } from './app-routes.tsx';
import styles from './app-shell.module.css';

const MAIN_ID = 'main-content';

/** The layout every page shares: header with navigation, the routed page, footer. */
export function AppShell(): ReactNode {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.documentTitle' });
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <AppHeader />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      <AppFooter />
    </div>
  );
}
