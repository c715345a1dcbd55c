// Text that screen readers announce but that does not show on screen.
import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children?: ReactNode }): ReactNode {
  return <span className={styles.hidden}>{children}</span>;
}
