// The admin area's side navigation (the commercial pages, then every database table) and the layout that puts it beside the page.
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useIntl } from '../../lib/intl.tsx';
import { TABLE_NAMES } from './admin-tables-api.ts';
import styles from './admin-tables.module.css';

const PAGES = [
  ['/admin/users', 'adminTables.nav.users'],
  ['/admin/companies', 'adminTables.nav.companies'],
  ['/admin/distributors', 'adminTables.nav.distributors'],
  ['/admin/licences', 'adminTables.nav.licences'],
  ['/admin/plans', 'adminTables.nav.plans'],
] as const;

/** The admin area's side navigation: the commercial pages, then every table of the table view. */
export function AdminNav(): ReactNode {
  const intl = useIntl();
  return (
    <nav className={`${styles.card} ${styles.nav}`} aria-label={intl.formatMessage({ id: 'adminTables.nav' })}>
      <h2>{intl.formatMessage({ id: 'adminTables.nav.manage' })}</h2>
      <ul>
        {PAGES.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to}>{intl.formatMessage({ id: label })}</NavLink>
          </li>
        ))}
      </ul>
      <h2>{intl.formatMessage({ id: 'adminTables.nav.tables' })}</h2>
      <ul>
        {TABLE_NAMES.map((name) => (
          <li key={name}>
            <NavLink to={`/admin/table-view/${name}`}>{name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The admin pages of this feature: the navigation beside the page. */
export function AdminLayout(): ReactNode {
  return (
    <div className={styles.layout}>
      <AdminNav />
      <div className={styles.main}>
        <Outlet />
      </div>
    </div>
  );
}
