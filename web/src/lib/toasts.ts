// The short notices ("toasts") the app shows over the page: their kinds, how long they stay, showing and closing them.
import { useCallback } from 'react';
import { atom, useAtomValue, useSetAtom } from './store.ts';

/** The toast variants (docs/product.md#errors). */
export type ToastVariant = 'primary' | 'success' | 'info' | 'danger';

export interface ToastAction {
  /** Button text (already translated). */
  readonly label: string;
  readonly run: () => void;
}

export interface ToastInput {
  readonly variant: ToastVariant;
  /** Already translated. */
  readonly title: string;
  readonly body?: string | undefined;
  readonly action?: ToastAction | undefined;
  /** Milliseconds before it goes by itself; danger toasts stay until closed unless set. */
  readonly timeoutMs?: number | undefined;
}

export interface Toast extends ToastInput {
  readonly id: number;
}

/** Toasts on screen, oldest first. */
export const toastsAtom = atom<readonly Toast[]>([]);

/** At most this many toasts at once: the oldest goes when one more arrives. */
export const MAX_TOASTS = 5;
const DEFAULT_TIMEOUT_MS = 5000;

let nextId = 1;

/** How long `toast` stays on screen, or undefined to stay until closed. */
export function toastTimeout(toast: ToastInput): number | undefined {
  return toast.timeoutMs ?? (toast.variant === 'danger' || toast.action ? undefined : DEFAULT_TIMEOUT_MS);
}

/** Shows and closes toasts. */
export function useToasts(): { show(toast: ToastInput): number; dismiss(id: number): void } {
  const set = useSetAtom(toastsAtom);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId++;
      set((toasts) => [...toasts, { ...toast, id }].slice(-MAX_TOASTS));
      return id;
    },
    [set],
  );
  const dismiss = useCallback((id: number) => set((toasts) => toasts.filter((toast) => toast.id !== id)), [set]);
  return { show, dismiss };
}

/** The toasts on screen. */
export function useToastList(): readonly Toast[] {
  return useAtomValue(toastsAtom);
}
