// The header's user menu (profile, company, logout) and who may see the company page.
import type { ReactNode } from 'react';
import { Avatar } from '../components/avatar.tsx';
import { useIntl } from '../lib/intl.tsx';
import type { Account } from '../lib/session.tsx';
import { MenuLink, PopupMenu } from './popup-menu.tsx';
import styles from './user-menu.module.css';

/** Whether `account` has a company page: every member of a company (managers manage it, others read it). */
export function canSeeCompany(account: Account): boolean {
  return account.company !== null;
}

/** The avatar button and its menu: profile, company, logout. Escape or a click outside closes it. */
export function UserMenu({ account }: { account: Account }): ReactNode {
  const intl = useIntl();
  const button = (
    <>
      <Avatar email={account.email} />
      <span className={styles.name}>{account.username}</span>
    </>
  );
  return (
    <PopupMenu
      className={styles.root}
      buttonClassName={styles.trigger}
      menuClassName={styles.menu}
      label={intl.formatMessage({ id: 'userMenu.label' }, { name: account.username })}
      button={button}
    >
      <li className={styles.who}>{account.email}</li>
      <MenuLink to="/profile" className={styles.item} label="userMenu.profile" />
      {canSeeCompany(account) && <MenuLink to="/company" className={styles.item} label="userMenu.company" />}
      <MenuLink to="/logout" className={styles.item} label="userMenu.logout" />
    </PopupMenu>
  );
}
