// The section editor's actions as write-only atoms: edits, save, simulation, favourites, drafts (README.md beside).
import { addVariant, editSection, failedResults, resultsBasisHash, touch, type ResultsData, type SectionData, type VariantKind } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import { isApiError } from '../../../lib/api-client.ts';
import { atom } from '../../../lib/store.ts';
import { resultsOf } from '../results.ts';
import { sectionApi } from '../section-api.ts';
import { clearDraft, localDraftStorage } from '../section-draft.ts';
import {
  basisAtom,
  callbacksAtom,
  dataAtom,
  draftOfferAtom,
  draftResultsAtom,
  draftRunAtom,
  favoritesAtom,
  machinesAtom,
  readOnlyAtom,
  reportVisitedAtom,
  requestAtom,
  resultsAtom,
  savedAtom,
  savedBasisAtom,
  savingAtom,
  sectionAtom,
  simulatingAtom,
  touchedAtom,
  userIdAtom,
  variantsQueueAtom,
  type MachineCatalogue,
} from './atoms.ts';

/** A write of 409 (someone saved in between) is a conflict, any other failure a failed save. */
function saveErrorKind(error: unknown): 'conflict' | 'save' {
  return isApiError(error, 'http') && error.status === 409 ? 'conflict' : 'save';
}

/**
 * Replaces the data with `change(data)` (row operations), marking `path` touched; unsaved, and the report to be
 * checked again (docs/product.md#states-and-transitions "Simulation status"). One write: one derivation.
 */
export const updateAtom = atom(null, (get, set, change: (data: SectionData) => SectionData, path?: string) => {
  if (get(readOnlyAtom)) return;
  set(dataAtom, change(get(dataAtom)));
  // a path touched already leaves the context as it is: the derivation's context changes only with a new path
  if (path && !get(touchedAtom).includes(path)) set(touchedAtom, touch(get(touchedAtom), path));
  set(savedAtom, false);
  set(reportVisitedAtom, false);
});

/** Sets the field at `path` (base units) and marks it touched. */
export const setFieldAtom = atom(null, (_get, set, path: string, value: unknown) => {
  set(updateAtom, (data) => editSection({ id: '', data, saved: true }, path, value).data, path);
});

/** Replaces the whole data (loading a scenario). */
export const replaceDataAtom = atom(null, (_get, set, data: SectionData) => {
  set(updateAtom, () => data);
});

/** Adds a machine preset just created (the pushing machine dialog) to the choices. */
export const addMachineAtom = atom(null, (get, set, preset: Preset) => {
  if (preset.type !== 'pushingMachine' && preset.type !== 'pullingMachine') return;
  const kind: keyof MachineCatalogue = preset.type;
  const machines = get(machinesAtom);
  set(machinesAtom, { ...machines, [kind]: [...machines[kind], preset] });
});

/** Called by the report page when it shows. */
export const markReportVisitedAtom = atom(null, (_get, set) => set(reportVisitedAtom, true));

/** Takes the offered draft's data and scenarios (unsaved). */
export const restoreDraftAtom = atom(null, (get, set) => {
  const offer = get(draftOfferAtom);
  if (!offer) return;
  set(dataAtom, offer.data);
  set(favoritesAtom, offer.favorites ?? []);
  set(savedAtom, false);
  set(draftOfferAtom, null);
});

/** Forgets the kept draft (offered, or the current edits' when leaving without saving). */
export const discardDraftAtom = atom(null, (get, set) => {
  const userId = get(userIdAtom);
  if (userId) clearDraft(localDraftStorage(), userId, get(sectionAtom).id);
  set(draftOfferAtom, null);
});

/** Saves the data with `nextResults` (undefined: the stored results stay, stale when the data changed). */
const persistAtom = atom(null, async (get, set, nextResults: ResultsData | null | undefined): Promise<boolean> => {
  const { onError, onSaved } = get(callbacksAtom);
  const data = get(dataAtom);
  const favorites = get(favoritesAtom);
  set(savingAtom, true);
  try {
    const next = await sectionApi.save(get(sectionAtom), data, nextResults, favorites);
    set(sectionAtom, next);
    set(resultsAtom, next.results);
    set(draftRunAtom, null);
    set(savedBasisAtom, resultsBasisHash(data));
    set(favoritesAtom, next.favorites ?? favorites);
    set(savedAtom, true);
    const userId = get(userIdAtom);
    if (userId) clearDraft(localDraftStorage(), userId, next.id);
    onSaved();
    return true;
  } catch (error) {
    onError(saveErrorKind(error), error);
    return false;
  } finally {
    set(savingAtom, false);
  }
});

/**
 * Saves data and results (409 when someone saved in between: the edits stay, the error says so); true when saved.
 * A draft result of the data on screen is saved with it; else the stored results stay (stale once the data changed).
 */
export const saveAtom = atom(null, (get, set): Promise<boolean> => set(persistAtom, get(draftResultsAtom) ?? undefined));

/**
 * Asks the server for the authoritative result. A saved section saves it with the section; with unsaved edits the
 * result is the draft's (`draftResults`), shown and not saved — Save keeps it with the data it was computed from.
 * When the run fails, the result becomes notStarted, distance 0, one error message.
 */
export const simulateAtom = atom(null, async (get, set): Promise<void> => {
  set(simulatingAtom, true);
  // with unsaved edits the result is the draft's: shown, never saved behind the user's back
  const unsaved = !get(savedAtom);
  const basis = get(basisAtom);
  try {
    const response = await sectionApi.calculate(get(requestAtom));
    if (unsaved) set(draftRunAtom, { results: resultsOf(response), basis });
    else await set(persistAtom, resultsOf(response));
  } catch (error) {
    // The server answered that its run failed: no stale result stays on screen (product rule). Without an
    // answer (no response, cancelled) nothing is known of the run: the toast alone says so.
    if (isApiError(error, 'http')) {
      if (unsaved) set(draftRunAtom, { results: failedResults(), basis });
      else set(resultsAtom, failedResults());
    }
    get(callbacksAtom).onError('simulate', error);
  } finally {
    set(simulatingAtom, false);
  }
});

/** Changes the favourites and scenarios and saves them at once, alone (the data's edits stay unsaved). */
export const setFavoritesAtom = atom(null, (get, set, next: Section['favorites']) => {
  if (get(readOnlyAtom)) return;
  set(favoritesAtom, next);
  // saved on their own action, alone, one save after the other (each from the latest stored version)
  const queue = get(variantsQueueAtom);
  queue.current = queue.current.then(async () => {
    try {
      const stored = await sectionApi.saveFavorites(get(sectionAtom), next);
      const current = get(sectionAtom);
      set(sectionAtom, { ...current, version: stored.version, favorites: stored.favorites, updatedAt: stored.updatedAt, stale: stored.stale });
      get(callbacksAtom).onSaved('variants');
    } catch (error) {
      // kept on screen and saved with the next Save
      set(savedAtom, false);
      get(callbacksAtom).onError(saveErrorKind(error), error);
    }
  });
});

/** Keeps the data on screen as a new favourite or scenario named `name` (saved at once, alone). */
export const keepVariantAtom = atom(null, (get, set, kind: VariantKind, name: string) => {
  set(setFavoritesAtom, addVariant(get(favoritesAtom), kind, name, get(dataAtom)));
});
