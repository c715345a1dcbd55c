// The app's dialogs: a modal that keeps the keyboard focus inside, asking for a name, and asking to confirm an action.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button, TextField } from './form.tsx';
import styles from './dialog.module.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  onSubmit?: (event: FormEvent) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last: a native modal
 * dialog makes the page behind it inert, but lets the focus leave for the browser's own controls.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || !event.currentTarget.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal dialog (native `<dialog>`): focus stays inside (Tab wraps), Escape closes it. */
export function Modal({ title, onClose, children, footer, onSubmit }: ModalProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = ref.current;
    // the control that opened the dialog gets the focus back when it closes (the dialog leaves the page with
    // its React owner, before the browser could restore the focus itself)
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      element?.close?.();
      if (opener?.isConnected && (document.activeElement === null || document.activeElement === document.body || element?.contains(document.activeElement))) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(event);
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>{footer}</div>
      </form>
    </dialog>
  );
}

export interface SubmitFooterProps {
  readonly cancelLabel: string;
  readonly submitLabel: string;
  readonly onCancel: () => void;
}

/** The footer of a dialog that sends a form: Cancel, then the primary submit button. */
export function SubmitFooter({ cancelLabel, submitLabel, onCancel }: SubmitFooterProps): ReactNode {
  return (
    <>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="submit" variant="primary">
        {submitLabel}
      </Button>
    </>
  );
}

export interface PromptDialogProps {
  title: string;
  label: string;
  initialValue?: string;
  submitLabel: string;
  cancelLabel: string;
  /** Message shown when the value is empty after trimming. */
  requiredMessage: string;
  maxLength?: number;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** Asks for one text (a name): refuses an empty one with `requiredMessage`. */
export function PromptDialog({
  title,
  label,
  initialValue = '',
  submitLabel,
  cancelLabel,
  requiredMessage,
  maxLength = 200,
  onSubmit,
  onCancel,
}: PromptDialogProps): ReactNode {
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const empty = value.trim() === '';
  return (
    <Modal
      title={title}
      onClose={onCancel}
      onSubmit={() => {
        setTouched(true);
        if (!empty) onSubmit(value.trim());
      }}
      footer={<SubmitFooter cancelLabel={cancelLabel} submitLabel={submitLabel} onCancel={onCancel} />}
    >
      <TextField
        label={label}
        value={value}
        maxLength={maxLength}
        autoFocus
        error={touched && empty ? requiredMessage : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
    </Modal>
  );
}

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks to confirm an action (a deletion). */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, danger = true, onConfirm, onCancel }: ConfirmDialogProps): ReactNode {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      onSubmit={onConfirm}
      footer={
        <>
          <Button onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
