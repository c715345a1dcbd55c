// The layout every page shares: loading bar, skip link, header, the page itself, footer, toasts and the message of the day.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';
import { OnlineStatus } from '../components/online-status.tsx';
import { ToastRegion } from '../components/toast-region.tsx';
import { useActiveWork } from '../lib/active-work.ts';
import { FormattedMessage, useIntl } from '../lib/intl.tsx';
import { useAccount } from '../lib/session.tsx';
import { ApiFeedback } from './api-feedback.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { AppRoutes } from './app-routes.tsx';
import { MotdDialog } from './motd-dialog.tsx';
import { useApplicationVersion } from './use-application-version.ts';
import styles from './app-shell.module.css';

const MAIN_ID = 'main-content';

/**
 * The layout every page shares: loading bar, header with navigation, the routed page (behind the error
 * boundary), footer, toasts and the message of the day.
 */
export function AppShell(): ReactNode {
  const intl = useIntl();
  // one version for the browser title and the footer: the server's, so that they cannot disagree
  const version = useApplicationVersion();
  const title = version.status === 'ready' ? intl.formatMessage({ id: 'app.documentTitle' }, { version: version.version }) : intl.formatMessage({ id: 'app.documentTitleBare' });
  const account = useAccount();
  const work = useActiveWork();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={styles.shell}>
      <LoadingBar />
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <AppHeader
        connectUrl={version.status === 'ready' ? version.connectUrl : undefined}
        account={account}
        projectPath={account && work.projectId ? `/project/${work.projectId}` : undefined}
        calculatorPath={account && work.sectionId ? `/section/${work.sectionId}` : undefined}
      />
      <OnlineStatus />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <AppErrorBoundary resetKey={pathname}>
          <AppRoutes />
        </AppErrorBoundary>
      </main>
      <AppFooter version={version} />
      <ToastRegion />
      <MotdDialog />
      <ApiFeedback />
    </div>
  );
}
