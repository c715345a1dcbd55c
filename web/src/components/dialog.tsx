import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextField } from './form.tsx';
import styles from './dialog.module.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  onSubmit?: (event: FormEvent) => void;
}

/** A modal dialog (native `<dialog>`): focus stays inside, Escape closes it. */
export function Modal({ title, onClose, children, footer, onSubmit }: ModalProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => element?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
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
      footer={
        <>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
        </>
      }
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
