// The short notices that pop up bottom right (saved, no response, errors), closed by the user or after a while.
import { useEffect, type ReactNode } from 'react';
import { useIntl } from '../lib/intl.tsx';
import { toastTimeout, useToastList, useToasts, type Toast } from '../lib/toasts.ts';
import styles from './toast-region.module.css';

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const timeout = toastTimeout(toast);
  useEffect(() => {
    if (timeout === undefined) return undefined;
    const timer = setTimeout(onClose, timeout);
    return () => clearTimeout(timer);
  }, [timeout, onClose]);
  return (
    <div className={styles.toast} data-variant={toast.variant} role={toast.variant === 'danger' ? 'alert' : 'status'}>
      <div className={styles.text}>
        <strong className={styles.title}>{toast.title}</strong>
        {toast.body && <p className={styles.body}>{toast.body}</p>}
      </div>
      <div className={styles.buttons}>
        {toast.action && (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              onClose();
              toast.action?.run();
            }}
          >
            {toast.action.label}
          </button>
        )}
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage({ id: 'toast.close' })}
          onClick={onClose}
        >
          ×
        </button>
      </div>
    </div>
  );
}

/** Toasts, bottom right, at most 350 px wide; announced politely (danger ones assertively). */
export function ToastRegion(): ReactNode {
  const toasts = useToastList();
  const { dismiss } = useToasts();
  const intl = useIntl();
  return (
    <section className={styles.region} aria-label={intl.formatMessage({ id: 'toast.region' })}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
      ))}
    </section>
  );
}
