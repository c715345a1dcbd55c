import {
  deriveSection,
  editSection,
  failedResults,
  resultsBasisHash,
  touch,
  type AutoValues,
  type Group,
  type GroupSummary,
  type ResultsData,
  type SectionContext,
  type SectionData,
  type ValidationIssue,
} from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { engineClient, isEngineAbortError } from '../../lib/engine-client.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useAccount } from '../../lib/session.tsx';
import { machinePresetsById } from './preset-name.ts';
import { resultsOf } from './results.ts';
import { sectionApi } from './section-api.ts';
import { clearDraft, DRAFT_DELAY_MS, draftDiffers, localDraftStorage, readDraft, writeDraft, type SectionDraft } from './section-draft.ts';

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

export interface SectionEditor {
  section: Section;
  data: SectionData;
  /** true after load or save; false after any edit */
  saved: boolean;
  issues: ValidationIssue[];
  summaries: Record<Group, GroupSummary>;
  autoValues: AutoValues;
  context: SectionContext;
  ready: boolean;
  request: CalculateRequest;
  live: LiveResult;
  /** the results saved with the section (the server's authoritative calculation) */
  results: ResultsData | null;
  /**
   * true when the saved results no longer match the data: the server says the saved data changed since they were
   * computed, or the data on screen differs from the saved data in what a result rests on (`resultsBasisHash`)
   */
  resultsStale: boolean;
  /** the server's result of the unsaved edits on screen (Simulate with unsaved edits): not saved; null when none fits */
  draftResults: ResultsData | null;
  /** favourites and scenarios: named, coloured variants kept with the section */
  favorites: Section['favorites'];
  /** Changes the favourites and scenarios and saves them at once, alone (the data's edits stay unsaved). */
  setFavorites(favorites: Section['favorites']): void;
  /** Replaces the whole data (loading a scenario). */
  replaceData(data: SectionData): void;
  machines: MachineCatalogue;
  /** Adds a machine preset just created (the pushing machine dialog) to the choices. */
  addMachine(preset: Preset): void;
  saving: boolean;
  simulating: boolean;
  /** A shared section: shown, computed live, never changed or saved. */
  readOnly: boolean;
  /** Sets the field at `path` (base units) and marks it touched. */
  setField(path: string, value: unknown): void;
  /** Replaces the data with `change(data)` (row operations), marking `path` touched. */
  update(change: (data: SectionData) => SectionData, path?: string): void;
  /** Saves data and results (409 when someone saved in between: the edits stay, the error says so); true when saved. */
  save(): Promise<boolean>;
  /**
   * Asks the server for the authoritative result. A saved section saves it with the section; with unsaved edits the
   * result is the draft's (`draftResults`), shown and not saved — Save keeps it with the data it was computed from.
   * When the run fails, the result becomes notStarted, distance 0, one error message.
   */
  simulate(): Promise<void>;
  /** The report page was looked at since the last edit (until then the Report tab is marked as an error). */
  reportVisited: boolean;
  /** Called by the report page when it shows. */
  markReportVisited(): void;
  /** Unsaved edits kept in this browser from an earlier visit, offered back (null when none). */
  draftOffer: SectionDraft | null;
  /** Takes the offered draft's data and scenarios (unsaved). */
  restoreDraft(): void;
  /** Forgets the kept draft (offered, or the current edits' when leaving without saving). */
  discardDraft(): void;
}

const EditorContext = createContext<SectionEditor | null>(null);

/** The section being edited (see {@link SectionEditorProvider}). */
export function useSectionEditor(): SectionEditor {
  const editor = useContext(EditorContext);
  if (editor === null) throw new Error('useSectionEditor needs a SectionEditorProvider');
  return editor;
}

/** The issues of one field path. */
export function issuesAt(issues: readonly ValidationIssue[], path: string): ValidationIssue[] {
  return issues.filter((issue) => issue.path === path);
}

export interface SectionEditorProviderProps {
  initial: Section;
  machines: MachineCatalogue;
  /** Told of every failed save or simulation, for a toast. */
  onError: (kind: 'save' | 'conflict' | 'simulate', error: unknown) => void;
  /** Told of every save: the whole section, or the favourites and scenarios alone. */
  onSaved: (what?: 'section' | 'variants') => void;
  readOnly?: boolean;
  children?: ReactNode;
}

/**
 * Holds one section while it is edited: the data, the saved flag, touched fields; derives the domain's
 * validation, summaries, automatic values, readiness and the simulation request; runs the engine in the
 * Web Worker on every change while the section is ready (a newer run supersedes the older).
 */
export function SectionEditorProvider({ initial, machines: initialMachines, onError, onSaved, readOnly = false, children }: SectionEditorProviderProps): ReactNode {
  const account = useAccount();
  const [section, setSection] = useState(initial);
  const [machines, setMachines] = useState<MachineCatalogue>(initialMachines);
  const addMachine = useCallback((preset: Preset) => {
    if (preset.type !== 'pushingMachine' && preset.type !== 'pullingMachine') return;
    setMachines((current) => ({ ...current, [preset.type]: [...current[preset.type as keyof MachineCatalogue], preset] }));
  }, []);
  const [data, setData] = useState<SectionData>(initial.data);
  const [saved, setSaved] = useState(true);
  const [touched, setTouched] = useState<string[]>([]);
  const [results, setResults] = useState<ResultsData | null>(initial.results);
  const [draft, setDraft] = useState<{ results: ResultsData; basis: string } | null>(null);
  const [favorites, setFavoritesState] = useState<Section['favorites']>(initial.favorites ?? []);
  const [live, setLive] = useState<LiveResult>({ state: 'blocked' });
  const [saving, setSaving] = useState(false);
  const [simulating, setSimulating] = useState(false);
  // an edit makes the report to check again (docs/product.md#states-and-transitions "Simulation status")
  const [reportVisited, setReportVisited] = useState(false);
  const markReportVisited = useCallback(() => setReportVisited(true), []);

  // Unsaved edits are kept in local storage under the user's and the section's ids (never for a shared,
  // read-only section); a draft left by an earlier visit is offered back once.
  const userId = readOnly ? undefined : account?.id;
  const [draftOffer, setDraftOffer] = useState<SectionDraft | null>(() => {
    if (!userId) return null;
    const draft = readDraft(localDraftStorage(), userId, initial.id);
    if (draft && !draftDiffers(draft, initial.data, initial.favorites ?? [])) {
      clearDraft(localDraftStorage(), userId, initial.id);
      return null;
    }
    return draft;
  });
  useEffect(() => {
    // While a draft is offered, the earlier edits stay stored until the user chooses.
    if (!userId || saved || draftOffer) return undefined;
    const timer = setTimeout(() => {
      writeDraft(localDraftStorage(), userId, initial.id, { savedAt: new Date().toISOString(), version: section.version, data, favorites });
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, initial.id, section.version, saved, data, favorites, draftOffer]);
  const restoreDraft = useCallback(() => {
    if (!draftOffer) return;
    setData(draftOffer.data);
    setFavoritesState(draftOffer.favorites ?? []);
    setSaved(false);
    setDraftOffer(null);
  }, [draftOffer]);
  const discardDraft = useCallback(() => {
    if (userId) clearDraft(localDraftStorage(), userId, initial.id);
    setDraftOffer(null);
  }, [userId, initial.id]);

  const { locale } = useIntl();
  const context = useMemo<SectionContext>(() => {
    // catalogue machines named in the interface's language, as the limits they set name them
    const byId = machinePresetsById([...machines.pushingMachine, ...machines.pullingMachine], locale);
    return { machines: byId, allowedLayingMethods: account?.licence.allowedLayingMethods ?? null, touched };
  }, [machines, account, touched, locale]);
  // one derivation per change: issues, summaries, automatic values, readiness and the request (domain's deriveSection)
  const derived = useMemo(() => deriveSection(data, context, { findMaxDistance: true }), [data, context]);
  const { issues, summaries, autoValues, ready, request } = derived;

  useEffect(() => {
    if (!ready) return undefined;
    const controller = new AbortController();
    // The previous answer stays on screen while the new one runs.
    queueMicrotask(() => setLive((current) => ({ state: 'running', previous: current.state === 'done' ? current.response : undefined })));
    engineClient.calculate(request, { signal: controller.signal }).then(
      (response) => setLive({ state: 'done', response }),
      (error: unknown) => {
        if (!isEngineAbortError(error)) setLive({ state: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [request, ready]);

  const setField = useCallback((path: string, value: unknown) => {
    if (readOnly) return;
    setData((current) => editSection({ id: '', data: current, saved: true }, path, value).data);
    setTouched((current) => touch(current, path));
    setSaved(false);
    setReportVisited(false);
  }, [readOnly]);

  const update = useCallback((change: (data: SectionData) => SectionData, path?: string) => {
    if (readOnly) return;
    setData((current) => change(current));
    if (path) setTouched((current) => touch(current, path));
    setSaved(false);
    setReportVisited(false);
  }, [readOnly]);

  const basis = useMemo(() => resultsBasisHash(data), [data]);
  // what the saved data rests on, as this browser sent it (the server's normalising never reads as an edit)
  const [savedBasis, setSavedBasis] = useState(() => resultsBasisHash(initial.data));
  const draftResults = draft !== null && draft.basis === basis ? draft.results : null;
  const resultsStale = results !== null && (section.stale === true || basis !== savedBasis);

  // the latest stored version, for saves of the favourites alone made one after the other
  const sectionRef = useRef(section);
  useEffect(() => {
    sectionRef.current = section;
  }, [section]);
  const variantsQueue = useRef<Promise<unknown>>(Promise.resolve());

  /** Saves the data with `nextResults` (undefined: the stored results stay, stale when the data changed). */
  const persist = useCallback(
    async (nextResults: ResultsData | null | undefined): Promise<boolean> => {
      setSaving(true);
      try {
        const next = await sectionApi.save(section, data, nextResults, favorites);
        setSection(next);
        sectionRef.current = next;
        setResults(next.results);
        setDraft(null);
        setSavedBasis(resultsBasisHash(data));
        setFavoritesState(next.favorites ?? favorites);
        setSaved(true);
        if (userId) clearDraft(localDraftStorage(), userId, initial.id);
        onSaved();
        return true;
      } catch (error) {
        onError(isApiError(error, 'http') && error.status === 409 ? 'conflict' : 'save', error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [section, data, favorites, onError, onSaved, userId, initial.id],
  );

  const setFavorites = useCallback(
    (next: Section['favorites']) => {
      if (readOnly) return;
      setFavoritesState(next);
      // saved on their own action, alone: the data's unsaved edits stay unsaved (one save after the other)
      variantsQueue.current = variantsQueue.current.then(async () => {
        try {
          const stored = await sectionApi.saveFavorites(sectionRef.current, next);
          sectionRef.current = { ...sectionRef.current, version: stored.version, favorites: stored.favorites, updatedAt: stored.updatedAt };
          setSection((current) => ({ ...current, version: stored.version, favorites: stored.favorites, updatedAt: stored.updatedAt, stale: stored.stale }));
          onSaved('variants');
        } catch (error) {
          // kept on screen and saved with the next Save
          setSaved(false);
          onError(isApiError(error, 'http') && error.status === 409 ? 'conflict' : 'save', error);
        }
      });
    },
    [readOnly, onSaved, onError],
  );

  const replaceData = useCallback(
    (next: SectionData) => {
      if (readOnly) return;
      setData(next);
      setSaved(false);
      setReportVisited(false);
    },
    [readOnly],
  );

  // a draft result of the data on screen is saved with it; else the stored results stay (stale once the data changed)
  const save = useCallback(() => persist(draftResults ?? undefined), [persist, draftResults]);

  const simulate = useCallback(async () => {
    setSimulating(true);
    // with unsaved edits the result is the draft's: shown, never saved behind the user's back
    const unsaved = !saved;
    try {
      const response = await sectionApi.calculate(request);
      if (unsaved) setDraft({ results: resultsOf(response), basis });
      else await persist(resultsOf(response));
    } catch (error) {
      // The server answered that its run failed: no stale result stays on screen (product rule). Without an
      // answer (no response, cancelled) nothing is known of the run: the toast alone says so.
      if (isApiError(error, 'http')) {
        if (unsaved) setDraft({ results: failedResults(), basis });
        else setResults(failedResults());
      }
      onError('simulate', error);
    } finally {
      setSimulating(false);
    }
  }, [persist, request, onError, saved, basis]);

  const editor = useMemo<SectionEditor>(
    () => ({
      section,
      data,
      saved,
      issues,
      summaries,
      autoValues,
      context,
      ready,
      request,
      live: ready ? live : { state: 'blocked' },
      results,
      resultsStale,
      draftResults,
      favorites,
      setFavorites,
      replaceData,
      machines,
      addMachine,
      saving,
      simulating,
      readOnly,
      setField,
      update,
      save,
      simulate,
      reportVisited,
      markReportVisited,
      draftOffer,
      restoreDraft,
      discardDraft,
    }),
    [section, data, saved, issues, summaries, autoValues, context, ready, request, live, results, resultsStale, draftResults, favorites, setFavorites, replaceData, machines, addMachine, saving, simulating, readOnly, setField, update, save, simulate, reportVisited, markReportVisited, draftOffer, restoreDraft, discardDraft],
  );
  return <EditorContext value={editor}>{children}</EditorContext>;
}
