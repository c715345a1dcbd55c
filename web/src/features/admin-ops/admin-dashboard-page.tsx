// The admin area's home page: the instance's counts (users, simulations, mails…) and a link to every admin and test page.
import type { AdminDashboard } from '@cla/domain/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form.tsx';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import styles from './admin-ops.module.css';
import { useRouteData } from '../../lib/use-route-data.ts';
import { ADMIN_TABLE_NAMES as ADMIN_TABLES } from '../../lib/admin-tables.ts';

const COUNTS: readonly (keyof AdminDashboard)[] = [
  'users',
  'companies',
  'projects',
  'sections',
  'simulationsToday',
  'simulationsThisMonth',
  'failedSimulationsThisMonth',
  'activeSessions',
  'pendingMails',
  'failedMails',
];

/** Every page of the admin area, with its title's message. */
export const ADMIN_PAGES: readonly { path: string; title: MessageId }[] = [
  { path: '/admin/users', title: 'adminOps.link.users' },
  { path: '/admin/accounts', title: 'adminOps.link.accounts' },
  { path: '/admin/companies', title: 'adminOps.link.companies' },
  { path: '/admin/distributors', title: 'adminOps.link.distributors' },
  { path: '/admin/licences', title: 'adminOps.link.licences' },
  { path: '/admin/plans', title: 'adminOps.link.plans' },
  { path: '/admin/statistics', title: 'adminOps.statistics.title' },
  { path: '/admin/motd', title: 'adminOps.motd.title' },
  { path: '/admin/settings', title: 'adminOps.settings.title' },
  { path: '/admin/presets', title: 'adminOps.presets.title' },
  { path: '/admin/admin-tools', title: 'adminOps.tools.title' },
  { path: '/admin/grafana', title: 'adminOps.grafana.title' },
];

/** The admin's test pages: the app's own components in each of their states. */
export const ADMIN_TEST_PAGES: readonly { path: string; title: MessageId }[] = [
  { path: '/admin/test/submitButton', title: 'adminOps.test.submitButton' },
  { path: '/admin/test/typography', title: 'adminOps.test.typography' },
  { path: '/admin/test/editableLabel', title: 'adminOps.test.editableLabel' },
  { path: '/admin/test/elevation', title: 'adminOps.test.elevation' },
  { path: '/admin/test/file-import', title: 'adminOps.test.fileImport' },
];

/** `/admin`: the counts of the instance and a link to every admin page. */
export function AdminDashboardPage(): ReactNode {
  const intl = useIntl();
  const { data, error } = useRouteData('GET /api/admin/dashboard');
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.dashboard.title' })}</h1>
      {error && <FormAlert>{error}</FormAlert>}
      <section aria-labelledby="admin-counts">
        <h2 id="admin-counts">{intl.formatMessage({ id: 'adminOps.dashboard.counts' })}</h2>
        <dl className={styles.counts} aria-busy={data === undefined && error === undefined}>
          {COUNTS.map((key) => (
            <div key={key} className={styles.count}>
              <dt>{intl.formatMessage({ id: `adminOps.count.${key}` as MessageId })}</dt>
              <dd>{data === undefined ? '…' : intl.formatNumber(data[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <nav className={styles.card} aria-labelledby="admin-pages">
        <h2 id="admin-pages">{intl.formatMessage({ id: 'adminOps.dashboard.pages' })}</h2>
        <ul className={styles.links}>
          {ADMIN_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{intl.formatMessage({ id: page.title })}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav className={styles.card} aria-labelledby="admin-tables">
        <h2 id="admin-tables">{intl.formatMessage({ id: 'adminOps.dashboard.tables' })}</h2>
        <ul className={styles.links}>
          {ADMIN_TABLES.map((table) => (
            <li key={table}>
              <Link to={`/admin/table-view/${table}`}>{table}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav className={styles.card} aria-labelledby="admin-test-pages">
        <h2 id="admin-test-pages">{intl.formatMessage({ id: 'adminOps.dashboard.testPages' })}</h2>
        <ul className={styles.links}>
          {ADMIN_TEST_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{intl.formatMessage({ id: page.title })}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
