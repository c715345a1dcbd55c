// A button that opens a menu below it (a disclosure menu): the header's user menu and the navigation's calculators.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, type MessageId } from '../lib/intl.tsx';
import { usePopup } from './use-popup.ts';

export interface PopupMenuProps {
  /** the classes of the box holding both, of the button and of the menu (a list) */
  readonly className: string | undefined;
  readonly buttonClassName: string | undefined;
  readonly menuClassName: string | undefined;
  /** the button's accessible name, and its tooltip where it shows an icon only on a narrow screen */
  readonly label: string;
  readonly title?: string;
  /** what the button shows */
  readonly button: ReactNode;
  /** the menu's items (<li>s) */
  readonly children: ReactNode;
}

/** The button and its menu: open on one path only, closed by Escape (focus back on the button) or a click outside. */
export function PopupMenu({ className, buttonClassName, menuClassName, label, title, button, children }: PopupMenuProps): ReactNode {
  const { open, toggle, root, trigger } = usePopup();
  const id = useId();
  return (
    <div className={className} ref={root}>
      <button ref={trigger} type="button" className={buttonClassName} aria-expanded={open} aria-controls={id} aria-label={label} title={title} onClick={toggle}>
        {button}
      </button>
      <ul id={id} className={menuClassName} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}

/** One item of such a menu: a link to `to`, named by the message `label`. */
export function MenuLink({ to, className, label }: { readonly to: string; readonly className: string | undefined; readonly label: MessageId }): ReactNode {
  return (
    <li>
      <Link to={to} className={className}>
        <FormattedMessage id={label} />
      </Link>
    </li>
  );
}
