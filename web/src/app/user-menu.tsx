import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../components/avatar.tsx';
import { FormattedMessage, useIntl } from '../lib/intl.tsx';
import type { Account } from '../lib/session.tsx';
import { usePopup } from './use-popup.ts';
import styles from './user-menu.module.css';

/** Whether `account` has a company page: every member of a company (managers manage it, others read it). */
export function canSeeCompany(account: Account): boolean {
  return account.company !== null;
}

/** The avatar button and its menu: profile, company, logout. Escape or a click outside closes it. */
export function UserMenu({ account }: { account: Account }): ReactNode {
  const intl = useIntl();
  const { open, toggle, root, trigger } = usePopup();
  const menuId = useId();

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'userMenu.label' }, { name: account.username })}
        onClick={toggle}
      >
        <Avatar email={account.email} />
        <span className={styles.name}>{account.username}</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
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
      </ul>
    </div>
  );
}
