// Renaming an item where it is listed: a name with a 'Rename' button that opens a field in place.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from '../lib/intl.tsx';
import styles from './inline-rename.module.css';

export interface InlineRenameProps {
  /** The current name, shown as text. */
  name: string;
  /** Renames; answers the translated reason when the name is refused (the field stays open), else nothing. */
  onRename: (name: string) => string | undefined | Promise<string | undefined>;
  disabled?: boolean;
  /** Something shown before the name (a colour swatch). */
  before?: ReactNode;
  /** What shows the name while not renaming (default: the name as text), e.g. a button that chooses the item. */
  display?: ReactNode;
  /** Open with the field shown (to name something just created). */
  defaultEditing?: boolean;
}

/**
 * A name with its 'Rename' button; the button opens a field in place (Enter or 'Save' renames, Escape or
 * 'Cancel' keeps the name) and the focus goes back to the button afterwards.
 */
export function InlineRename({ name, onRename, disabled, before, display, defaultEditing = false }: InlineRenameProps): ReactNode {
  const intl = useIntl();
  const id = useId();
  const [editing, setEditing] = useState(defaultEditing && !disabled);
  const [text, setText] = useState(name);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const close = (): void => {
    setProblem(undefined);
    setEditing(false);
  };
  const submit = async (): Promise<void> => {
    if (text.trim() === name) return close();
    setBusy(true);
    try {
      const refused = await onRename(text.trim());
      if (refused) setProblem(refused);
      else close();
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <span className={styles.row}>
        {before}
        {display ?? <span className={styles.name}>{name}</span>}
        {!disabled && (
          <button
            ref={button}
            type="button"
            className={styles.small}
            aria-label={intl.formatMessage({ id: 'rename.itemLabel' }, { name })}
            onClick={() => {
              setText(name);
              setEditing(true);
            }}
          >
            {intl.formatMessage({ id: 'rename.action' })}
          </button>
        )}
      </span>
    );
  }
  return (
    <span className={styles.row}>
      {before}
      <input
        id={id}
        className={styles.input}
        value={text}
        autoFocus
        maxLength={200}
        aria-label={intl.formatMessage({ id: 'rename.newName' }, { name })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
      />
      <button type="button" className={styles.small} disabled={busy} aria-busy={busy || undefined} onClick={() => void submit()}>
        {intl.formatMessage({ id: 'dialog.save' })}
      </button>
      <button type="button" className={styles.small} onClick={close}>
        {intl.formatMessage({ id: 'dialog.cancel' })}
      </button>
      {problem && (
        <span id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
    </span>
  );
}
