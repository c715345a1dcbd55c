// The section editor's provider: creates the editor's own store when it mounts, keeps it told of the session and language, and runs its effects.
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { Section } from '@cla/domain/api';
import { engineClient, isEngineAbortError } from '../../../lib/engine-client.ts';
import { useIntl } from '../../../lib/intl.tsx';
import { useAccount } from '../../../lib/session.tsx';
import { atom } from '../../../lib/store.ts';
import { DRAFT_DELAY_MS, localDraftStorage, writeDraft } from '../section-draft.ts';
import {
  allowedMethodsAtom,
  callbacksAtom,
  dataAtom,
  draftOfferAtom,
  favoritesAtom,
  liveRunAtom,
  localeAtom,
  readyAtom,
  requestAtom,
  savedAtom,
  sectionAtom,
  userIdAtom,
  type EditorCallbacks,
  type MachineCatalogue,
} from './atoms.ts';
import { createEditorStore, EditorStoreProvider, useEditorSet, useEditorValue } from './editor-store.tsx';

export interface SectionEditorProviderProps extends EditorCallbacks {
  initial: Section;
  machines: MachineCatalogue;
  readOnly?: boolean;
  children?: ReactNode;
}

/**
 * Holds one section while it is edited, in a store of its own (two editors, or one mounted again, never share a
 * value): the slices of state/atoms.ts, the derivation of the domain's validation, summaries, automatic values,
 * readiness and simulation request once per change; runs the engine in the Web Worker on every change while the
 * section is ready (a newer run supersedes the older) and keeps unsaved edits in this browser.
 */
export function SectionEditorProvider({ initial, machines, onError, onSaved, readOnly = false, children }: SectionEditorProviderProps): ReactNode {
  const account = useAccount();
  const { locale } = useIntl();
  const userId = readOnly ? undefined : account?.id;
  const allowedLayingMethods = account?.licence.allowedLayingMethods ?? null;
  const [store] = useState(() => createEditorStore({ initial, machines, readOnly, userId, allowedLayingMethods, locale, callbacks: { onError, onSaved } }));
  // what the editor's store reads from around it (an unchanged value changes nothing: no derivation, no render)
  useEffect(() => {
    store.set(userIdAtom, userId);
    store.set(allowedMethodsAtom, allowedLayingMethods);
    store.set(localeAtom, locale);
  }, [store, userId, allowedLayingMethods, locale]);
  useEffect(() => {
    store.set(callbacksAtom, { onError, onSaved });
  }, [store, onError, onSaved]);
  return (
    <EditorStoreProvider store={store}>
      <LiveCalculation />
      <DraftKeeper />
      {children}
    </EditorStoreProvider>
  );
}

/** Runs the engine on every new request while the section is ready; the previous answer stays on screen meanwhile. */
function LiveCalculation(): null {
  const ready = useEditorValue(readyAtom);
  const request = useEditorValue(requestAtom);
  const setLive = useEditorSet(liveRunAtom);
  useEffect(() => {
    if (!ready) return undefined;
    const controller = new AbortController();
    queueMicrotask(() => setLive((current) => ({ state: 'running', previous: current.state === 'done' ? current.response : undefined })));
    engineClient.calculate(request, { signal: controller.signal }).then(
      (response) => setLive({ state: 'done', response }),
      (error: unknown) => {
        if (!isEngineAbortError(error)) setLive({ state: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [request, ready, setLive]);
  return null;
}

/**
 * The unsaved edits to keep in this browser, under the user's and the section's ids; null when there is nothing to
 * keep: no user (a shared, read-only section), nothing unsaved, or a draft from an earlier visit still offered (its
 * edits stay stored until the user chooses).
 */
const draftToKeepAtom = atom((get) => {
  const userId = get(userIdAtom);
  if (!userId || get(savedAtom) || get(draftOfferAtom)) return null;
  const { id, version } = get(sectionAtom);
  return { userId, sectionId: id, version, data: get(dataAtom), favorites: get(favoritesAtom) };
});

/** Keeps the unsaved edits in local storage a moment after the last one. */
function DraftKeeper(): null {
  const draft = useEditorValue(draftToKeepAtom);
  useEffect(() => {
    if (!draft) return undefined;
    const { userId, sectionId, version, data, favorites } = draft;
    const timer = setTimeout(() => {
      writeDraft(localDraftStorage(), userId, sectionId, { savedAt: new Date().toISOString(), version, data, favorites });
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return null;
}
