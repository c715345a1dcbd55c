// The section editor: loads a section and its machines, then its tabs, with saving, sharing and the live result.
import type { Group } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Button } from '../../components/form.tsx';
import { useSetActiveWork } from '../../lib/active-work.ts';
import { isApiError } from '../../lib/api-client.ts';
import { LeaveGuard } from '../../components/leave-guard.tsx';
import { LicenceNotice } from '../../components/licence-notice.tsx';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { sectionApi } from './section-api.ts';
import { displayModeAtom, reportVisitedAtom, savedAtom, savingAtom, sectionAtom, sectionNameAtom, summariesAtom, type MachineCatalogue } from './state/atoms.ts';
import { discardDraftAtom, saveAtom, setFieldAtom } from './state/actions.ts';
import { useEditorSet, useEditorValue, useReadOnly } from './state/editor-store.tsx';
import { SectionEditorProvider } from './state/section-editor-provider.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { ReadingActionsSlot } from './reading-actions.tsx';
import { DraftOfferDialog } from './draft-offer-dialog.tsx';
import { ResultAside } from './result-aside.tsx';
import { LiveResultBar } from './live-result-bar.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useSectionErrorText } from './section-error-text.ts';
import styles from './section-editor-page.module.css';

/** The tabs: route child, group whose issues it shows, label. */
export const TABS: readonly { path: string; group: Group; label: MessageId }[] = [
  { path: 'general', group: 'general', label: 'section.tab.general' },
  { path: 'equipment', group: 'equipment', label: 'section.tab.equipment' },
  { path: 'stretches', group: 'stretches', label: 'section.tab.stretches' },
  { path: 'cable', group: 'cable', label: 'section.tab.cable' },
  { path: 'trajectory', group: 'trajectory', label: 'section.tab.trajectory' },
  { path: 'settings', group: 'settings', label: 'section.tab.settings' },
  { path: 'simulation', group: 'results', label: 'section.tab.results' },
];

type Loaded = { id: string } & ({ state: 'loaded'; section: Section; machines: MachineCatalogue } | { state: 'failed'; error: unknown });

/** `/section/:id`: loads the section and the machine presets, then the editor with its tabs. */
export function SectionEditorPage(): ReactNode {
  const intl = useIntl();
  const { id = '' } = useParams();
  const setActive = useSetActiveWork();
  const { show } = useToasts();
  const errorText = useSectionErrorText();
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      sectionApi.get(id, controller.signal),
      sectionApi.presets('pushingMachine', controller.signal),
      sectionApi.presets('pullingMachine', controller.signal),
    ]).then(
      ([section, pushingMachine, pullingMachine]) => {
        setLoaded({ id, state: 'loaded', section, machines: { pushingMachine, pullingMachine } });
        setActive({ projectId: section.project, sectionId: section.id });
      },
      (error: unknown) => {
        if (!isApiError(error, 'aborted')) setLoaded({ id, state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [id, setActive]);

  const onError = useCallback(
    (kind: 'save' | 'conflict' | 'simulate', error: unknown) => {
      const title: MessageId = kind === 'conflict' ? 'section.save.conflict' : kind === 'simulate' ? 'section.simulation.failed' : 'section.save.errorToast';
      show({ variant: 'danger', title: intl.formatMessage({ id: title }), body: kind === 'conflict' ? intl.formatMessage({ id: 'section.save.conflictBody' }) : errorText(error) });
    },
    [intl, show, errorText],
  );
  const onSaved = useCallback(
    (what: 'section' | 'variants' = 'section') =>
      show({ variant: 'success', title: intl.formatMessage({ id: what === 'variants' ? 'section.variants.savedToast' : 'section.save.successToast' }) }),
    [intl, show],
  );

  if (!loaded || loaded.id !== id) {
    return <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>;
  }
  // Nothing of a section that failed to load is shown, and nothing is left to save (no leave prompt).
  if (loaded.state === 'failed') return <LoadFailure error={loaded.error} notFound={intl.formatMessage({ id: 'section.notFound' })} />;
  return (
    <SectionEditorProvider key={loaded.section.id} initial={loaded.section} machines={loaded.machines} onError={onError} onSaved={onSaved}>
      <EditorLayout />
    </SectionEditorProvider>
  );
}

/** Below this width the live result leaves the side of the tab for a bar (as the CSS of .body says). */
const NARROW = '(max-width: 1199.98px)';

/**
 * Scrolls the strip of tabs sideways (not the page) so that the active tab is whole in view: on a phone the strip is
 * wider than the screen, and a tab beyond its edge would leave the user not knowing where they are.
 */
function useActiveTabInView(pathname: string): RefObject<HTMLElement | null> {
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    // offsetLeft is from the strip, which is positioned; the tab is centred where the strip can scroll that far
    const left = active.offsetLeft;
    const right = left + active.offsetWidth;
    if (left < strip.scrollLeft || right > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = left - (strip.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return nav;
}

/**
 * The editor's frame: title, saved flag, save and share (or, for a shared section, the copy link), tabs. Each part
 * reads its own slices of the editor's state, so that a keystroke renders again only what shows what changed.
 */
export function EditorLayout(): ReactNode {
  const intl = useIntl();
  const readOnly = useReadOnly();
  const section = useEditorValue(sectionAtom);
  const [sharing, setSharing] = useState(false);
  const [readingSlot, setReadingSlot] = useState<HTMLElement | null>(null);

  const { pathname } = useLocation();
  const onReport = /\/report\/?$/.test(pathname);
  // the live result: beside the tab from 1200 px wide, else in a bar at the bottom of the screen (not on the Results
  // tab, which has everything, nor the report)
  const narrow = useMediaQuery(NARROW);
  const onResults = /\/simulation\/?$/.test(pathname);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          {readOnly ? (
            <span className={styles.sharedBadge}>{intl.formatMessage({ id: 'section.shared.badge' })}</span>
          ) : (
            <Link to={`/project/${section.project}`} className={styles.back}>
              ← {intl.formatMessage({ id: 'section.backToProject' })}
            </Link>
          )}
          <SectionTitle />
        </div>
        {readOnly ? (
          <div className={styles.headerActions}>
            <Link to="copy" className={styles.copyLink}>
              {intl.formatMessage({ id: 'section.shared.copy' })}
            </Link>
          </div>
        ) : (
          <div className={styles.headerActions}>
            <SavedFlag />
            <DisplayModeSelect />
            <Button onClick={() => setSharing(true)}>{intl.formatMessage({ id: 'section.share' })}</Button>
            <SaveButton />
          </div>
        )}
      </div>
      {!readOnly && <LicenceNotice />}
      {sharing && <ShareDialog sectionId={section.id} onClose={() => setSharing(false)} />}
      {!readOnly && <EditorLeaveGuard sectionId={section.id} />}
      <DraftOfferDialog />
      <TabStrip pathname={pathname} />
      <div className={styles.body} data-aside={!onReport}>
        {/* A shared section is read-only: every control below is disabled at once, but for the report's, which only
            read the section (the reader chooses the parts, language, units and logo and makes the PDF). */}
        {readOnly && !onReport ? (
          // Nothing inside a disabled fieldset takes the focus, so a wide table cannot scroll there by keyboard:
          // read-only, the tables keep their width and this region, outside the fieldset, scrolls them.
          <div className={styles.readOnlyScroll} role="region" aria-label={intl.formatMessage({ id: 'section.shared.badge' })} tabIndex={0}>
            {/* the tab's exports: reading is allowed, so they stay enabled outside the disabled fieldset */}
            <div ref={setReadingSlot} className={styles.readingActions} />
            <ReadingActionsSlot value={readingSlot}>
              <fieldset disabled className={styles.fieldset}>
                <Outlet />
              </fieldset>
            </ReadingActionsSlot>
          </div>
        ) : (
          <fieldset className={styles.fieldset}>
            <Outlet />
          </fieldset>
        )}
        {!onReport && !narrow && <ResultAside />}
      </div>
      {narrow && !onReport && !onResults && <LiveResultBar />}
    </div>
  );
}

/** The section's name as typed on the General tab, else as stored, else "Unnamed". */
function SectionTitle(): ReactNode {
  const intl = useIntl();
  const typed = useEditorValue(sectionNameAtom);
  const stored = useEditorValue(sectionAtom).name;
  return <h1 className={styles.title}>{typed || stored || intl.formatMessage({ id: 'project.sections.unnamed' })}</h1>;
}

/** "Saved" or "Unsaved changes". */
function SavedFlag(): ReactNode {
  const intl = useIntl();
  const saved = useEditorValue(savedAtom);
  return (
    <span className={styles.saved} data-saved={saved} role="status">
      {intl.formatMessage({ id: saved ? 'section.saved' : 'section.unsaved' })}
    </span>
  );
}

/** The section's display mode (simple or expert), a field of its data. */
function DisplayModeSelect(): ReactNode {
  const intl = useIntl();
  const mode = useEditorValue(displayModeAtom);
  const setField = useEditorSet(setFieldAtom);
  return (
    <label className={styles.mode}>
      <span>{intl.formatMessage({ id: 'field.general.displayMode' })}</span>
      <select value={mode} onChange={(event) => setField('general.displayMode', event.target.value)}>
        <option value="simple">{intl.formatMessage({ id: 'account.profile.displayMode.simple' })}</option>
        <option value="expert">{intl.formatMessage({ id: 'account.profile.displayMode.expert' })}</option>
      </select>
    </label>
  );
}

function SaveButton(): ReactNode {
  const intl = useIntl();
  const saved = useEditorValue(savedAtom);
  const saving = useEditorValue(savingAtom);
  const save = useEditorSet(saveAtom);
  return (
    <Button variant="primary" busy={saving} disabled={saved} onClick={() => void save()}>
      {intl.formatMessage({ id: 'dialog.save' })}
    </Button>
  );
}

/** Asks before leaving with unsaved edits: save, discard (forgetting the kept draft) or stay. */
function EditorLeaveGuard({ sectionId }: { sectionId: string }): ReactNode {
  const saved = useEditorValue(savedAtom);
  const save = useEditorSet(saveAtom);
  const discardDraft = useEditorSet(discardDraftAtom);
  return <LeaveGuard dirty={!saved} basePath={`/section/${sectionId}`} onSave={save} onDiscard={discardDraft} />;
}

/** The strip of tabs, each with its group's errors or warnings. */
function TabStrip({ pathname }: { pathname: string }): ReactNode {
  const intl = useIntl();
  const summaries = useEditorValue(summariesAtom);
  const tabs = useActiveTabInView(pathname);
  return (
    <nav ref={tabs} className={styles.tabs} aria-label={intl.formatMessage({ id: 'section.tabs' })}>
      {TABS.map((tab) => {
        const summary = summaries[tab.group];
        const state = summary.errors > 0 ? 'error' : summary.warnings > 0 ? 'warning' : undefined;
        const label = intl.formatMessage({ id: tab.label });
        const counts = summary.errors > 0 ? intl.formatMessage({ id: 'section.tab.errors' }, { count: summary.errors }) : summary.warnings > 0 ? intl.formatMessage({ id: 'section.tab.warnings' }, { count: summary.warnings }) : '';
        return (
          <NavLink key={tab.path} to={tab.path} className={styles.tab} data-state={state} aria-label={counts ? `${label}, ${counts}` : label}>
            {label}
            {/* a space between label and badge: the visible text reads "Equipment 5", which the name
                "Equipment, 5 errors" contains word by word (WCAG 2.5.3, axe's label-content-name-mismatch) */}
            {state && ' '}
            {state && <span className={styles.badge} aria-hidden="true">{state === 'error' ? summary.errors : summary.warnings}</span>}
          </NavLink>
        );
      })}
      <NavLink to="studies" className={styles.tab}>
        {intl.formatMessage({ id: 'section.tab.studies' })}
      </NavLink>
      <ReportTabLink />
    </nav>
  );
}

/**
 * The Report tab, with a neutral mark until the report has been looked at since the last edit: a reminder, not an
 * error (a fresh section has it too), which its tooltip and accessible name say.
 */
function ReportTabLink(): ReactNode {
  const intl = useIntl();
  const readOnly = useReadOnly();
  const reportVisited = useEditorValue(reportVisitedAtom);
  const label = intl.formatMessage({ id: 'section.tab.report' });
  const unchecked = !readOnly && !reportVisited;
  return (
    <NavLink
      to="report"
      className={styles.tab}
      data-state={unchecked ? 'unchecked' : undefined}
      aria-label={unchecked ? `${label}, ${intl.formatMessage({ id: 'section.tab.reportUnchecked' })}` : label}
      title={unchecked ? intl.formatMessage({ id: 'section.tab.reportUncheckedHint' }) : undefined}
    >
      {label}
      {unchecked && <span className={styles.uncheckedMark} aria-hidden="true" />}
    </NavLink>
  );
}
