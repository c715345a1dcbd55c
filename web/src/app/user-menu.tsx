// The header's user menu (profile, company, logout) and who may see the company page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../components/avatar.tsx';
import { FormattedMessage, useIntl } from '../lib/intl.tsx';
import type { Account } from '../lib/session.tsx';
import { PopupMenu } from './popup-menu.tsx';
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
      <li>
        <Link to="/profile" className={styles.item}>
          <FormattedMessage id="userMenu.profile" />
        </Link>
      </li>
      {canSeeCompany(account) && (
        <li>
          <Link to="/company" className={styles.item}>
            <FormattedMessage id="userMenu.company" />
          </Link>
        </li>
      )}
      <li>
        <Link to="/logout" className={styles.item}>
          <FormattedMessage id="userMenu.logout" />
        </Link>
      </li>
    </PopupMenu>
  );
}
