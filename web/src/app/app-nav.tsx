import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../components/icon.tsx';
import { LanguageSelect } from '../components/language-select.tsx';
import { useIntl, type MessageId } from '../lib/intl.tsx';
import styles from './app-nav.module.css';

export interface AppNavProps {
  /** Route of the active project; without one the Project entry is disabled. */
  projectPath?: string | undefined;
  /** Route of the active section; without one the Calculator entry is disabled. */
  calculatorPath?: string | undefined;
}

interface NavItemProps {
  to: string | undefined;
  icon: IconName;
  label: MessageId;
  disabledHint?: MessageId;
  end?: boolean;
}

function NavItem({ to, icon, label, disabledHint, end }: NavItemProps): ReactNode {
  const intl = useIntl();
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
  return (
    <NavLink to={to} end={end} className={styles.item} aria-label={text} title={text}>
      {content}
    </NavLink>
  );
}

/**
 * The main navigation: home, project and calculator (disabled until a project or section is active),
 * help and the language chooser.
 */
export function AppNav({ projectPath, calculatorPath }: AppNavProps): ReactNode {
  const intl = useIntl();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <div className={styles.inner}>
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
            />
          </li>
        </ul>
        <ul className={styles.list}>
          <li>
            <NavItem to="/help/manual" icon="help" label="nav.help" />
          </li>
          <li className={styles.tools}>
            <LanguageSelect />
          </li>
        </ul>
      </div>
    </nav>
  );
}
