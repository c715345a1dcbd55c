import {
  computeAutoValues,
  editSection,
  failedResults,
  isReadyGiven,
  summarizeGroups,
  toSimulationRequest,
  touch,
  validateSection,
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
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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
  /** favourites and scenarios: named, coloured variants kept with the section */
  favorites: Section['favorites'];
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
   * Asks the server for the authoritative result and saves it with the section. When the run fails, the
   * results become notStarted, distance 0, one error message (the stored ones until the next save).
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
  onSaved: () => void;
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
  const issues = useMemo(() => validateSection(data, context), [data, context]);
  const summaries = useMemo(() => summarizeGroups(data, context), [data, context]);
  const autoValues = useMemo(() => computeAutoValues(data, context), [data, context]);
  const ready = useMemo(() => isReadyGiven(issues), [issues]);
  const request = useMemo(() => toSimulationRequest(data, { findMaxDistance: true, context }), [data, context]);

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

  const persist = useCallback(
    async (nextResults: ResultsData | null): Promise<boolean> => {
      setSaving(true);
      try {
        const next = await sectionApi.save(section, data, nextResults, favorites);
        setSection(next);
        setResults(next.results);
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
      setSaved(false);
    },
    [readOnly],
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

  const save = useCallback(() => persist(results), [persist, results]);

  const simulate = useCallback(async () => {
    setSimulating(true);
    try {
      const response = await sectionApi.calculate(request);
      await persist(resultsOf(response));
    } catch (error) {
      // The server answered that its run failed: no stale result stays on screen (product rule). Without an
      // answer (no response, cancelled) nothing is known of the run: the toast alone says so.
      if (isApiError(error, 'http')) setResults(failedResults());
      onError('simulate', error);
    } finally {
      setSimulating(false);
    }
  }, [persist, request, onError]);

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
    [section, data, saved, issues, summaries, autoValues, context, ready, request, live, results, favorites, setFavorites, replaceData, machines, addMachine, saving, simulating, readOnly, setField, update, save, simulate, reportVisited, markReportVisited, draftOffer, restoreDraft, discardDraft],
  );
  return <EditorContext value={editor}>{children}</EditorContext>;
}
