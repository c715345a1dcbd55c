// The legacy trajectory editor: a route of straights and curves, slope- or altitude-based, with im import, saving and sharing.
import {
  checkLegacyTrajectory,
  formatIm,
  legacyDisplayName,
  newLegacyRow,
  parseIm,
  recomputeLegacyTrajectory,
  RouteImportError,
  type LegacyProjectData,
  type LegacyRow,
} from '@cla/domain';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure.tsx';
import { LeaveGuard } from '../../components/leave-guard.tsx';
import { ChoiceField } from '../../components/fields/choice-field.tsx';
import { UnitField } from '../../components/fields/unit-field.tsx';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { ShareLinkDialog } from '../../components/share-link-dialog.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { useFormatQuantity } from '../../lib/units.ts';
import tab from './legacy.module.css';
import page from './legacy.module.css';
import { legacyApi, legacyShareLink, type LegacyDraft } from './legacy-api.ts';
import { LegacyTrajectoryTable } from './legacy-trajectory-table.tsx';

let keys = 0;
const newKey = (): string => `row-${Date.now().toString(36)}-${++keys}`;

/** The data of a new legacy project: one default straight, slope-based, from 0 m. */
export function newLegacyData(): LegacyProjectData {
  return { trajectory: [newLegacyRow('straight', newKey())], slopeBased: true, altitudeAtStart: 0 };
}

/**
 * Switches slope-based ↔ altitude-based keeping the route: the inputs of the new mode are taken from the
 * derived values of the old one (slopes of straights, or the altitudes at their ends).
 */
export function switchMode(data: LegacyProjectData, slopeBased: boolean): LegacyProjectData {
  if (data.slopeBased === slopeBased) return data;
  // altitude-based straights chain their altitudes from straight to straight (curves keep the altitude)
  let alt = data.altitudeAtStart;
  const derived = recomputeLegacyTrajectory(data);
  const trajectory = data.trajectory.map((row, index): LegacyRow => {
    if (row.type !== 'straight') return row;
    const d = derived[index]!;
    if (slopeBased) return { ...row, slope: d.slope ?? 0 };
    alt += (d.length ?? 0) * Math.sin(((d.slope ?? 0) * Math.PI) / 180);
    return { ...row, altAtEnd: alt };
  });
  return { ...data, slopeBased, trajectory };
}

/** The translated sentence of an im file that could not be read (naming its line). */
export function useImportFailure(): (error: unknown) => string {
  const intl = useIntl();
  return (error) =>
    error instanceof RouteImportError
      ? intl.formatMessage({ id: `section.trajectory.import.error.${error.reason}` as MessageId }, { line: error.line ?? 0 })
      : intl.formatMessage({ id: 'error.unexpected' });
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Load = { id: string } & ({ state: 'loaded'; draft: LegacyDraft } | { state: 'failed'; error: unknown });

/**
 * `/legacy-projects/:id` (`new` for a new one): the legacy trajectory editor — name, start altitude, slope- or
 * altitude-based rows of straights and curves with what derives from them, add/move/delete, im import and
 * export, share, and save (PATCH a stored project, POST a new one).
 */
export function LegacyEditorPage(): ReactNode {
  const intl = useIntl();
  const { id = 'new' } = useParams();
  const [load, setLoad] = useState<Load>();
  const isNew = id.startsWith('new');

  useEffect(() => {
    if (isNew) return undefined;
    const controller = new AbortController();
    legacyApi.get(id, controller.signal).then(
      (project) => setLoad({ id, state: 'loaded', draft: project }),
      (error: unknown) => {
        if (!isApiError(error, 'aborted')) setLoad({ id, state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [id, isNew]);

  if (isNew) return <LegacyEditor key={id} initial={{ id, name: '', folder: null, data: newLegacyData() }} />;
  if (!load || load.id !== id) return <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>;
  if (load.state === 'failed') return <LoadFailure error={load.error} notFound={intl.formatMessage({ id: 'legacy.editor.notFound' })} />;
  return <LegacyEditor key={id} initial={load.draft} />;
}

function LegacyEditor({ initial }: { initial: LegacyDraft }): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const quantity = useFormatQuantity();
  const { show } = useToasts();
  const describeImport = useImportFailure();
  const [draft, setDraft] = useState<LegacyDraft>(initial);
  const [saved, setSaved] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [importFailure, setImportFailure] = useState<string>();
  const [newType, setNewType] = useState<LegacyRow['type']>('straight');
  const [sharing, setSharing] = useState(false);
  const { data } = draft;
  const issues = useMemo(() => checkLegacyTrajectory(data), [data]);
  const derived = useMemo(() => recomputeLegacyTrajectory(data), [data]);
  const last = derived.at(-1);
  const stored = draft.id !== undefined && !draft.id.startsWith('new');
  const title = legacyDisplayName({ id: stored ? draft.id : undefined, name: draft.name }) ?? intl.formatMessage({ id: 'projects.unnamed' });

  const change = (next: (current: LegacyDraft) => LegacyDraft): void => {
    setDraft(next);
    setSaved(false);
  };
  const editData = (next: (current: LegacyProjectData) => LegacyProjectData): void => change((current) => ({ ...current, data: next(current.data) }));
  const editRows = (next: (rows: LegacyRow[]) => LegacyRow[]): void => editData((current) => ({ ...current, trajectory: next([...current.trajectory]) }));

  /**
   * Saves (PATCH, or POST for a new project); resolves true when saved. A new project then opens under its id,
   * unless the save is the leave guard's (the user is on the way elsewhere).
   */
  async function save(openSaved = true): Promise<boolean> {
    setFailure(undefined);
    if (issues.length > 0) {
      setFailure(intl.formatMessage({ id: 'legacy.editor.fixRows' }, { count: new Set(issues.map((issue) => issue.row)).size }));
      return false;
    }
    setBusy(true);
    try {
      // derived values travel with the rows, as the former planner stored them
      const body: LegacyDraft = { ...draft, data: { ...data, trajectory: derived } };
      const project = await legacyApi.save(body);
      // saved before the URL changes, so that the leave guard lets the new project's own URL through
      flushSync(() => {
        setDraft({ id: project.id, name: project.name, folder: project.folder, data: project.data });
        setSaved(true);
      });
      show({ variant: 'success', title: intl.formatMessage({ id: 'projects.project.saved' }) });
      if (!stored && openSaved) await navigate(`/legacy-projects/${encodeURIComponent(project.id)}`, { replace: true });
      return true;
    } catch (error) {
      // the catalogue's row is 'only logged'; the editor also says so beside the Save button, as the edits stay
      console.error('Saving the legacy project failed', error);
      setFailure(apiErrorMessage(intl, error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function importFile(file: File): Promise<void> {
    setImportFailure(undefined);
    try {
      const imported = parseIm(await file.text());
      editData(() => imported);
    } catch (error) {
      setImportFailure(describeImport(error));
    }
  }

  const fileBase = (draft.name || 'trajectory').replace(/[^\p{L}\p{N}._-]+/gu, '_');
  return (
    <section className={page.page}>
      <div className={page.header}>
        <div>
          <nav aria-label={intl.formatMessage({ id: 'projects.breadcrumb' })}>
            <ol className={page.breadcrumb}>
              <li>
                <Link to="/projects">{intl.formatMessage({ id: 'projects.allProjects' })}</Link>
              </li>
              <li>
                <Link to="/legacy-projects">{intl.formatMessage({ id: 'legacy.title' })}</Link>
              </li>
            </ol>
          </nav>
          <h1 className={page.title}>{title}</h1>
        </div>
        <div className={tab.toolbar}>
          <span className={tab.muted} role="status">
            {intl.formatMessage({ id: saved ? 'legacy.editor.saved' : 'legacy.editor.unsaved' })}
          </span>
          <Button disabled={!stored} onClick={() => setSharing(true)}>
            {intl.formatMessage({ id: 'section.share' })}
          </Button>
          <Button variant="primary" busy={busy} onClick={() => void save()}>
            {intl.formatMessage({ id: 'dialog.save' })}
          </Button>
        </div>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <LeaveGuard dirty={!saved} basePath={`/legacy-projects/${initial.id ?? 'new'}`} onSave={() => save(false)} body={intl.formatMessage({ id: 'legacy.editor.leaveBody' })} />
      <section className={tab.card} aria-labelledby="legacy-settings-title">
        <h2 id="legacy-settings-title">{intl.formatMessage({ id: 'legacy.editor.settings' })}</h2>
        <div className={tab.grid}>
          <TextField
            label={intl.formatMessage({ id: 'projects.name' })}
            value={draft.name ?? ''}
            maxLength={200}
            onChange={(event) => {
              const name = event.target.value;
              change((current) => ({ ...current, name }));
            }}
          />
          <UnitField
            path="trajectory.altitudeAtStart"
            label={intl.formatMessage({ id: 'field.trajectory.altitudeAtStart' })}
            value={data.altitudeAtStart}
            onChange={(value) => editData((current) => ({ ...current, altitudeAtStart: value ?? 0 }))}
          />
          <ChoiceField<string>
            label={intl.formatMessage({ id: 'legacy.editor.mode' })}
            allowEmpty={false}
            value={data.slopeBased ? 'slope' : 'altitude'}
            options={[
              { value: 'slope', label: intl.formatMessage({ id: 'legacy.editor.mode.slope' }) },
              { value: 'altitude', label: intl.formatMessage({ id: 'legacy.editor.mode.altitude' }) },
            ]}
            onChange={(mode) => editData((current) => switchMode(current, mode !== 'altitude'))}
          />
        </div>
        <div className={tab.toolbar} style={{ marginTop: 14 }}>
          <label className={tab.file}>
            <span>{intl.formatMessage({ id: 'legacy.editor.importIm' })}</span>
            <input
              type="file"
              accept=".im,text/plain"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </label>
          <Button onClick={() => download(`${fileBase}.im`, formatIm(data))}>{intl.formatMessage({ id: 'legacy.editor.exportIm' })}</Button>
        </div>
        {importFailure && <FormAlert>{importFailure}</FormAlert>}
      </section>
      <section className={tab.card} aria-labelledby="legacy-rows-title">
        <div className={tab.cardHeader}>
          <h2 id="legacy-rows-title">{intl.formatMessage({ id: 'section.trajectory.rows' })}</h2>
          <span className={tab.muted}>
            {intl.formatMessage(
              { id: 'section.trajectory.total' },
              { length: quantity(last?.cumulativeLength ?? 0, 'length'), altitude: quantity(last?.altAtEnd ?? data.altitudeAtStart, 'length') },
            )}
          </span>
        </div>
        <LegacyTrajectoryTable
          data={data}
          edits={{
            issues,
            set: (index, field, value) => editRows((rows) => rows.map((row, i) => (i === index ? { ...row, [field]: value ?? undefined } : row))),
            setType: (index, type) => editRows((rows) => rows.map((row, i) => (i === index && row.type !== type ? newLegacyRow(type, row.key) : row))),
            move: (index, by) =>
              editRows((rows) => {
                const [row] = rows.splice(index, 1);
                if (row) rows.splice(index + by, 0, row);
                return rows;
              }),
            remove: (index) => editRows((rows) => rows.filter((_, i) => i !== index)),
          }}
        />
        {data.trajectory.length === 0 && <p className={tab.muted}>{intl.formatMessage({ id: 'section.trajectory.empty' })}</p>}
        <div className={tab.toolbar} style={{ marginTop: 12 }}>
          <ChoiceField<LegacyRow['type']>
            label={intl.formatMessage({ id: 'section.trajectory.newRowType' })}
            value={newType}
            allowEmpty={false}
            options={(['straight', 'curve'] as const).map((type) => ({ value: type, label: intl.formatMessage({ id: `option.rowType.${type}` }) }))}
            onChange={(type) => type && setNewType(type)}
          />
          <Button onClick={() => editRows((rows) => [...rows, newLegacyRow(newType, newKey())])}>{intl.formatMessage({ id: 'section.trajectory.addRow' })}</Button>
        </div>
      </section>
      {sharing && stored && draft.id && (
        <ShareLinkDialog
          current={async (signal) => (await legacyApi.get(draft.id ?? '', signal)).shareToken}
          create={() => legacyApi.share(draft.id ?? '')}
          revoke={() => legacyApi.unshare(draft.id ?? '')}
          stopped="legacy.share.stopped"
          linkOf={legacyShareLink}
          lead="legacy.share.lead"
          onClose={() => setSharing(false)}
        />
      )}
    </section>
  );
}
