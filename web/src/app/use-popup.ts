// Opening and closing the header's drop-down menus: closed by Escape, by a click outside or by moving to another page.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

export interface Popup {
  open: boolean;
  toggle(): void;
  /** Put on the element holding the trigger and the popup: a pointer down outside it closes the popup. */
  root: RefObject<HTMLDivElement | null>;
  /** Put on the trigger: Escape closes the popup and gives it the focus back. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * A disclosure menu's state: open on one path only (navigating closes it), closed by Escape (focus back on
 * its button) or by a pointer down outside it.
 */
export function usePopup(): Popup {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(undefined);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOpenOn(undefined);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, toggle: () => setOpenOn(open ? undefined : pathname), root, trigger };
}
