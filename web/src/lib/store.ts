// The app's jotai store and the re-exported atom hooks every feature uses.
import { createElement, type ReactNode } from 'react';
import { Provider, createStore } from 'jotai';

/**
 * The app's one jotai wrapper: atoms are declared with these re-exports and live in the store that
 * {@link StoreProvider} provides (the section editor keeps its own, one per mounted editor, passed to these hooks
 * by its `{ store }` option: features/section/state). Nothing else imports `jotai`.
 */
export { atom, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

/** A jotai store holding every atom's value. */
export type AppStore = ReturnType<typeof createStore>;

/** Creates an empty store: one per app start, one per test. */
export function createAppStore(): AppStore {
  return createStore();
}

export interface StoreProviderProps {
  store: AppStore;
  children?: ReactNode;
}

/** Makes `store` the store of every atom hook below it. */
export function StoreProvider({ store, children }: StoreProviderProps): ReactNode {
  return createElement(Provider, { store }, children);
}
