// A banner telling the user the browser is offline.
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from '../lib/intl.tsx';
import styles from './online-status.module.css';

/** A banner while the browser is offline; nothing otherwise. */
export function OnlineStatus(): ReactNode {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = (): void => setOnline(true);
    const down = (): void => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return (
    <div role="status" className={online ? undefined : styles.offline}>
      {!online && <FormattedMessage id="app.offline" />}
    </div>
  );
}
