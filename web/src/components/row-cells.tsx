// The buttons cell of a table row, a named row's Delete button, and the move-up / move-down / delete buttons of an ordered list of rows.
import type { ReactNode } from 'react';
import { useIntl } from '../lib/intl.tsx';
import small from './small-button.module.css';

/** The last cell of a row: its buttons side by side, laid out by `className`. */
export function ActionsCell({ className, children }: { readonly className: string | undefined; readonly children: ReactNode }): ReactNode {
  return (
    <td>
      <div className={className}>{children}</div>
    </td>
  );
}

/** "Delete" for the item named `name`: its accessible name says which item ("Delete {name}"). */
export function DeleteButton({ name, className, onClick }: { readonly name: string; readonly className: string | undefined; readonly onClick: () => void }): ReactNode {
  const intl = useIntl();
  return (
    <button type="button" className={className} aria-label={intl.formatMessage({ id: 'projects.deleteItem' }, { name })} onClick={onClick}>
      {intl.formatMessage({ id: 'dialog.delete' })}
    </button>
  );
}

export interface RowOrderButtonsProps {
  /** The row's place (0 first) among `count` rows. */
  readonly index: number;
  readonly count: number;
  /** Moves the row by one place: -1 up, 1 down. */
  readonly onMove: (index: number, by: -1 | 1) => void;
  readonly onRemove: (index: number) => void;
}

/** ↑ ↓ ✕ for row `index` of a trajectory table, named with the row's number. */
export function RowOrderButtons({ index, count, onMove, onRemove }: RowOrderButtonsProps): ReactNode {
  const intl = useIntl();
  const n = index + 1;
  return (
    <>
      <button type="button" className={small.small} disabled={index === 0} aria-label={intl.formatMessage({ id: 'section.trajectory.moveUp' }, { n })} onClick={() => onMove(index, -1)}>
        ↑
      </button>
      <button type="button" className={small.small} disabled={index === count - 1} aria-label={intl.formatMessage({ id: 'section.trajectory.moveDown' }, { n })} onClick={() => onMove(index, 1)}>
        ↓
      </button>
      <button type="button" className={small.small} aria-label={intl.formatMessage({ id: 'section.trajectory.delete' }, { n })} onClick={() => onRemove(index)}>
        ✕
      </button>
    </>
  );
}
