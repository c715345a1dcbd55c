import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../components/avatar.tsx';
import { FormattedMessage, useIntl } from '../lib/intl.tsx';
import type { Account } from '../lib/session.tsx';
import styles from './user-menu.module.css';

/** Whether `account` may open the company page: managers and admins who belong to a company. */
export function canSeeCompany(account: Account): boolean {
  return account.company !== null && (account.role === 'manager' || account.role === 'admin');
}

/** The avatar button and its menu: profile, company, logout. Escape or a click outside closes it. */
export function UserMenu({ account }: { account: Account }): ReactNode {
  const intl = useIntl();
  const { pathname } = useLocation();
  // Open on one path only: navigating closes it.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((open: boolean) => boolean)): void =>
    setOpenOn((current) => ((typeof value === 'function' ? value(current === pathname) : value) ? pathname : undefined));
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(undefined);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        setOpenOn(undefined);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'userMenu.label' }, { name: account.username })}
        onClick={() => setOpen((value) => !value)}
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
