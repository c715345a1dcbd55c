// The section editor's state, one atom per slice (README.md beside): what is stored, and what is derived from it once per change.
import {
  deriveSection,
  resultsBasisHash,
  type LayingMethod,
  type ResultsData,
  type SectionContext,
  type SectionData,
  type SectionDerivation,
  type ValidationIssue,
} from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import type { CalculateResponse } from '@cla/engine';
import { atom, type Atom, type PrimitiveAtom } from '../../../lib/store.ts';
import { machinePresetsById } from '../preset-name.ts';
import type { SectionDraft } from '../section-draft.ts';

/** The machine presets offered by the equipment tab, by kind. */
export interface MachineCatalogue {
  pushingMachine: Preset[];
  pullingMachine: Preset[];
}

/** The browser's live calculation: idle until the section is ready, then the newest answer. */
export type LiveResult =
  | { state: 'blocked' }
  | { state: 'running'; previous?: CalculateResponse | undefined }
  | { state: 'done'; response: CalculateResponse }
  | { state: 'unavailable' };

/** What the editor is told of, for a toast: every failed save or simulation, every save. */
export interface EditorCallbacks {
  onError: (kind: 'save' | 'conflict' | 'simulate', error: unknown) => void;
  onSaved: (what?: 'section' | 'variants') => void;
}

/**
 * A slice every editor's store seeds when it is created (createEditorStore): the value given here is never read,
 * since the editor's hooks only reach a store that has been seeded.
 */
function seeded<T>(): PrimitiveAtom<T> {
  return atom<T>(undefined as T);
}

// --- what the editor was opened with, and what surrounds it -----------------------------------------------------

/** A shared section: shown, computed live, never changed or saved. */
export const readOnlyAtom = seeded<boolean>();
/** The signed-in user's id (none for a shared section): the key of the drafts kept in this browser. */
export const userIdAtom = seeded<string | undefined>();
/** The laying methods the user's licence allows (null: all), a part of the validation's context. */
export const allowedMethodsAtom = seeded<readonly LayingMethod[] | null>();
/** The interface's language: catalogue machines are named in it, as the limits they set name them. */
export const localeAtom = seeded<string>();
export const callbacksAtom = seeded<EditorCallbacks>();

// --- the section, as stored and as edited -----------------------------------------------------------------------

/** The section as loaded or last saved (its version, name, stale flag); not the edits. */
export const sectionAtom = seeded<Section>();
/** The data on screen, with the edits. */
export const dataAtom = seeded<SectionData>();
/** The paths the user has changed (touched fields are validated at once). */
export const touchedAtom = seeded<string[]>();
/** true after load or save; false after any edit. */
export const savedAtom = seeded<boolean>();
/** Favourites and scenarios: named, coloured variants kept with the section (saved alone, at once). */
export const favoritesAtom = seeded<Section['favorites']>();
export const machinesAtom = seeded<MachineCatalogue>();
/** Unsaved edits kept in this browser from an earlier visit, offered back (null when none). */
export const draftOfferAtom = seeded<SectionDraft | null>();
/** The saves of the favourites alone, one after the other. */
export const variantsQueueAtom = seeded<{ current: Promise<unknown> }>();

// --- the results ------------------------------------------------------------------------------------------------

/** The results saved with the section (the server's authoritative calculation). */
export const resultsAtom = seeded<ResultsData | null>();
/** The server's result of unsaved edits, with the basis of the data it was computed from. */
export const draftRunAtom = seeded<{ results: ResultsData; basis: string } | null>();
/** What the saved data rests on, as this browser sent it (the server's normalising never reads as an edit). */
export const savedBasisAtom = seeded<string>();
/** The live calculation as last told by the engine (see {@link liveAtom}). */
export const liveRunAtom = seeded<LiveResult>();
export const savingAtom = seeded<boolean>();
export const simulatingAtom = seeded<boolean>();
/** The report page was looked at since the last edit (until then the Report tab is marked). */
export const reportVisitedAtom = seeded<boolean>();

// --- derived, once per change of what they read -----------------------------------------------------------------

/** The validation's context: the catalogue's machines by id (in the interface's language), the licence, touched paths. */
export const contextAtom: Atom<SectionContext> = atom((get) => {
  const machines = get(machinesAtom);
  return {
    machines: machinePresetsById([...machines.pushingMachine, ...machines.pullingMachine], get(localeAtom)),
    allowedLayingMethods: get(allowedMethodsAtom),
    touched: get(touchedAtom),
  };
});

/**
 * One derivation per change of the data or the context: issues, summaries, automatic values, readiness and the
 * engine's request (the domain's deriveSection). However many components read it, the store computes it once.
 */
export const derivedAtom: Atom<SectionDerivation> = atom((get) => deriveSection(get(dataAtom), get(contextAtom), { findMaxDistance: true }));
export const issuesAtom = atom((get) => get(derivedAtom).issues);
export const summariesAtom = atom((get) => get(derivedAtom).summaries);
export const autoValuesAtom = atom((get) => get(derivedAtom).autoValues);
export const readyAtom = atom((get) => get(derivedAtom).ready);
export const requestAtom = atom((get) => get(derivedAtom).request);

/** The live calculation: blocked while the section is not ready, else the engine's newest answer. */
export const liveAtom: Atom<LiveResult> = atom((get) => (get(readyAtom) ? get(liveRunAtom) : { state: 'blocked' }));

/** The digest of what a result rests on in the data on screen. */
export const basisAtom = atom((get) => resultsBasisHash(get(dataAtom)));
/** The server's result of the unsaved edits on screen (Simulate with unsaved edits): not saved; null when none fits. */
export const draftResultsAtom = atom((get) => {
  const draft = get(draftRunAtom);
  return draft !== null && draft.basis === get(basisAtom) ? draft.results : null;
});
/**
 * true when the saved results no longer match the data: the server says the saved data changed since they were
 * computed, or the data on screen differs from the saved data in what a result rests on (`resultsBasisHash`).
 */
export const resultsStaleAtom = atom((get) => get(resultsAtom) !== null && (get(sectionAtom).stale === true || get(basisAtom) !== get(savedBasisAtom)));
/** The server's result to show: the draft's (unsaved edits, not saved), else the saved one, stale once the data changed. */
export const serverResultAtom = atom((get): { results: ResultsData | null; state: 'draft' | 'stale' | 'saved' } => {
  const draft = get(draftResultsAtom);
  if (draft) return { results: draft, state: 'draft' };
  return { results: get(resultsAtom), state: get(resultsStaleAtom) ? 'stale' : 'saved' };
});

/** The issues of one field path. */
export function issuesAt(issues: readonly ValidationIssue[], path: string): ValidationIssue[] {
  return issues.filter((issue) => issue.path === path);
}

/** The name typed on the General tab (the page's title), apart: it renders again only when the name changes. */
export const sectionNameAtom = atom((get) => get(dataAtom).general.sectionName);
/** The display mode (simple or expert), apart likewise. */
export const displayModeAtom = atom((get) => get(dataAtom).general.displayMode);
/** The laying method, apart likewise (the result pane names its figures after it). */
export const layingMethodAtom = atom((get) => get(dataAtom).general.layingMethod);
