// One jotai store per mounted section editor, and the hooks by which its components read and write their slices.
import { resultsBasisHash, type LayingMethod } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { createContext, useContext, type ReactNode } from 'react';
import { createAppStore, useAtomValue, useSetAtom, type AppStore, type Atom, type WritableAtom } from '../../../lib/store.ts';
import { clearDraft, draftDiffers, localDraftStorage, readDraft, type SectionDraft } from '../section-draft.ts';
import * as slices from './atoms.ts';

/** The store of the editor below (not the app's: the session, toasts and the rest stay in the app's store). */
const EditorStoreContext = createContext<AppStore | null>(null);

/** Makes `store` the store of every editor hook below it. */
export function EditorStoreProvider({ store, children }: { store: AppStore; children?: ReactNode }): ReactNode {
  return <EditorStoreContext value={store}>{children}</EditorStoreContext>;
}

/** The store of the section being edited (see SectionEditorProvider). */
export function useEditorStore(): AppStore {
  const store = useContext(EditorStoreContext);
  if (store === null) throw new Error('The section editor hooks need a SectionEditorProvider');
  return store;
}

/** The value of one slice of the editor's state: the component renders again when that slice changes, only then. */
export function useEditorValue<Value>(atom: Atom<Value>): Awaited<Value> {
  return useAtomValue(atom, { store: useEditorStore() });
}

/** The setter of a slice, or the action of a write atom (stable: reading it never renders again). */
export function useEditorSet<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>): (...args: Args) => Result {
  return useSetAtom(atom, { store: useEditorStore() });
}

/** Whether the section is shared, so read-only (constant for an editor). */
export function useReadOnly(): boolean {
  return useEditorValue(slices.readOnlyAtom);
}

/** What a new editor starts from. */
export interface EditorSeed {
  initial: Section;
  machines: slices.MachineCatalogue;
  readOnly: boolean;
  userId: string | undefined;
  allowedLayingMethods: readonly LayingMethod[] | null;
  locale: string;
  callbacks: slices.EditorCallbacks;
}

/**
 * A store for one editor, every slice seeded from the section as loaded. A draft of unsaved edits an earlier visit
 * left in this browser is offered back, unless it is the same as the data loaded (then it is forgotten).
 */
export function createEditorStore({ initial, machines, readOnly, userId, allowedLayingMethods, locale, callbacks }: EditorSeed): AppStore {
  const store = createAppStore();
  const favorites = initial.favorites ?? [];
  store.set(slices.readOnlyAtom, readOnly);
  store.set(slices.userIdAtom, userId);
  store.set(slices.allowedMethodsAtom, allowedLayingMethods);
  store.set(slices.localeAtom, locale);
  store.set(slices.callbacksAtom, callbacks);
  store.set(slices.sectionAtom, initial);
  store.set(slices.dataAtom, initial.data);
  store.set(slices.touchedAtom, []);
  store.set(slices.savedAtom, true);
  store.set(slices.favoritesAtom, favorites);
  store.set(slices.machinesAtom, machines);
  store.set(slices.draftOfferAtom, offeredDraft(userId, initial));
  store.set(slices.variantsQueueAtom, { current: Promise.resolve() });
  store.set(slices.resultsAtom, initial.results);
  store.set(slices.draftRunAtom, null);
  store.set(slices.savedBasisAtom, resultsBasisHash(initial.data));
  store.set(slices.liveRunAtom, { state: 'blocked' });
  store.set(slices.savingAtom, false);
  store.set(slices.simulatingAtom, false);
  store.set(slices.reportVisitedAtom, false);
  return store;
}

/** The draft kept for this user and section, if it differs from what was loaded. */
function offeredDraft(userId: string | undefined, initial: Section): SectionDraft | null {
  if (!userId) return null;
  const draft = readDraft(localDraftStorage(), userId, initial.id);
  if (draft && !draftDiffers(draft, initial.data, initial.favorites ?? [])) {
    clearDraft(localDraftStorage(), userId, initial.id);
    return null;
  }
  return draft;
}
