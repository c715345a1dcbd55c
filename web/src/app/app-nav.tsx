// The app's navigation bar: the main pages, the calculators' menu, the language and the user menu.
import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Icon, type IconName } from '../components/icon.tsx';
import { LanguageSelect } from '../components/language-select.tsx';
import { FormattedMessage, useIntl, type MessageId } from '../lib/intl.tsx';
import type { Account } from '../lib/session.tsx';
import { navigationModeOf } from './navigation-mode.ts';
import { MenuLink, PopupMenu } from './popup-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import styles from './app-nav.module.css';

export interface AppNavProps {
  /** Route of the active project; without one the Project entry is disabled. */
  projectPath?: string | undefined;
  /** Route of the active section; without one the Calculator entry is disabled. */
  calculatorPath?: string | undefined;
  /** The signed-in user; without one the navigation offers to sign in. */
  account?: Account | undefined;
}

interface NavItemProps {
  to: string | undefined;
  icon: IconName;
  label: MessageId;
  disabledHint?: MessageId;
  end?: boolean;
  /** Marks the entry current for every path starting with this prefix (the calculator and its tabs). */
  activePrefix?: string | undefined;
}

function NavItem({ to, icon, label, disabledHint, end, activePrefix }: NavItemProps): ReactNode {
  const intl = useIntl();
  const { pathname } = useLocation();
  const text = intl.formatMessage({ id: label });
  // The label text hides on narrow screens (icon only), so the name is set explicitly.
  const content = (
    <>
      <Icon name={icon} />
      <span className={styles.label}>{text}</span>
    </>
  );
  if (to === undefined) {
    return (
      <span
        className={styles.item}
        role="link"
        aria-disabled="true"
        aria-label={text}
        title={disabledHint ? intl.formatMessage({ id: disabledHint }) : undefined}
      >
        {content}
      </span>
    );
  }
  const forced = activePrefix !== undefined && (pathname === activePrefix || pathname.startsWith(`${activePrefix}/`));
  return (
    <NavLink
      to={to}
      end={end}
      className={styles.item}
      aria-label={text}
      title={text}
      {...(forced && { 'aria-current': 'page' as const })}
    >
      {content}
    </NavLink>
  );
}

/** The additional calculators (the flow calculator), as a small disclosure menu. */
function CalculatorsMenu(): ReactNode {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'nav.additional' });
  const button = (
    <>
      <Icon name="flow" />
      <span className={styles.label}>{label}</span>
      <Icon name="chevronDown" size={14} />
    </>
  );
  return (
    <PopupMenu className={styles.dropdown} buttonClassName={styles.item} menuClassName={styles.menu} label={label} title={label} button={button}>
      <MenuLink to="/additional/flow-calculator" className={styles.menuItem} label="nav.flowCalculator" />
    </PopupMenu>
  );
}

/**
 * The main navigation: home, project and calculator (disabled until a project or section is active),
 * the additional calculators, help, the language chooser, the admin settings (admins), the exit of an
 * impersonation, and the user menu (or sign-in).
 */
export function AppNav({ projectPath, calculatorPath, account }: AppNavProps): ReactNode {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const backOnly = navigationModeOf(pathname) === 'backOnly';
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <div className={styles.inner}>
        {backOnly ? (
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              // The first page of a visit has nowhere to go back to: go home instead.
              if (window.history.length > 1) void navigate(-1);
              else void navigate('/');
            }}
          >
            <span aria-hidden="true">←</span>
            <FormattedMessage id="nav.back" />
          </button>
        ) : (
          <ul className={styles.list}>
            <li>
              <NavItem to="/" end icon="home" label="nav.home" />
            </li>
            <li>
              <NavItem to={projectPath} icon="folder" label="nav.project" disabledHint="nav.project.disabled" />
            </li>
            <li>
              <NavItem
                to={calculatorPath}
                icon="calculator"
                label="nav.calculator"
                disabledHint="nav.calculator.disabled"
                activePrefix={calculatorPath}
              />
            </li>
          </ul>
        )}
        <ul className={`${styles.list} ${styles.right}`}>
          <li>
            <CalculatorsMenu />
          </li>
          <li>
            <NavItem to="/help/manual" icon="help" label="nav.help" />
          </li>
          <li className={styles.tools}>
            <LanguageSelect />
          </li>
          {account?.role === 'admin' && (
            <li>
              <NavItem to="/admin" icon="settings" label="nav.admin" />
            </li>
          )}
          {account?.impersonated && (
            <li>
              {/* A plain link: the server ends the impersonation and redirects. */}
              <a className={styles.impersonation} href="/api/admin/impersonateExit">
                <Icon name="exit" />
                <FormattedMessage id="nav.impersonateExit" />
              </a>
            </li>
          )}
          <li className={styles.tools}>
            {account ? <UserMenu account={account} /> : pathname !== '/' && <NavItem to={`/?r=${encodeURIComponent(pathname)}`} end icon="user" label="nav.signIn" />}
          </li>
        </ul>
      </div>
    </nav>
  );
}
