// Keeps a section's exports usable on a shared, read-only section, whose other controls are disabled.
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useReadOnly } from './state/editor-store.tsx';

/**
 * Where a read-only section shows the actions that only read it (exports). A shared section's tabs sit in a
 * disabled fieldset, which disables every control inside; this element is outside it.
 */
export const ReadingActionsSlot = createContext<HTMLElement | null>(null);

/**
 * Actions that read the section and change nothing (an export): in place while editing; on a read-only section,
 * moved out of the disabled fieldset into the slot, so that a viewer can still use them.
 */
export function ReadingActions({ children }: { children: ReactNode }): ReactNode {
  const readOnly = useReadOnly();
  const slot = useContext(ReadingActionsSlot);
  if (!readOnly) return children;
  return slot ? createPortal(children, slot) : null;
}
