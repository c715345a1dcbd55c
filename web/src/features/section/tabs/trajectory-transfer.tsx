// Bringing a route into the Trajectory tab (file import, spreadsheet paste, another section) and exporting it (JSON, CSV).
import {
  defaultSurveyUnit,
  exportTrajectoryCsv,
  exportTrajectoryJson,
  importRouteFile,
  importTrajectoryJson,
  parsePastedRows,
  RouteImportError,
  SURVEY_COLUMN_ORDERS,
  SURVEY_UNITS,
  unitOf,
  type SectionTrajectoryRow,
  type SurveyColumnOrder,
  type SurveyUnit,
  type TrajectoryData,
} from '@cla/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Modal, SubmitFooter } from '../../../components/dialog.tsx';
import { Button, FormAlert, SelectField } from '../../../components/form.tsx';
import { apiErrorMessage } from '../../../lib/api-errors.ts';
import { callRoute } from '../../../lib/api-routes.ts';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { UnitField } from '../../../components/fields/unit-field.tsx';
import { chooseRouteFile, RouteFileField, useRouteImportError, type ChosenRouteFile } from '../../../components/route-file-field.tsx';
import { PresetPicker } from '../preset-picker.tsx';
import { sectionApi } from '../section-api.ts';
import { ReadingActions } from '../reading-actions.tsx';
import { dataAtom, sectionAtom } from '../state/atoms.ts';
import { updateAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue } from '../state/editor-store.tsx';
import tab from './tab.module.css';
import { useUndoOffer } from './use-undo-offer.ts';
import { RouteLinesNote } from './route-lines-note.tsx';

/** Radius given to imported curves unless the user chooses another (m): the new-row default of docs/product.md#defaults-and-limits. */
const DEFAULT_IMPORT_RADIUS = 6;

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Dialog = 'import' | 'paste' | undefined;

/** Import (KML, KMZ, GPX, im, XYZ, own JSON), paste from a spreadsheet, export (JSON, CSV) of the trajectory rows; a read-only viewer still exports. */
export function TrajectoryTransfer(): ReactNode {
  const intl = useIntl();
  const data = useEditorValue(dataAtom);
  const update = useEditorSet(updateAtom);
  const [dialog, setDialog] = useState<Dialog>();
  const base = (data.general.sectionName || 'trajectory').replace(/[^\p{L}\p{N}._-]+/gu, '_');
  const offerUndo = useUndoOffer();
  const apply = (next: TrajectoryData | { rows: SectionTrajectoryRow[] }, replace: boolean): void => {
    const count = data.trajectory.rows.length;
    if (replace && count > 0) offerUndo(intl.formatMessage({ id: 'section.trajectory.replaced' }, { count }));
    update(
      (data) => ({
        ...data,
        trajectory: replace
          ? { ...data.trajectory, ...next }
          : { ...data.trajectory, rows: [...data.trajectory.rows, ...next.rows] },
      }),
      'trajectory.rows',
    );
    setDialog(undefined);
  };
  return (
    <div className={tab.toolbar}>
      <Button onClick={() => setDialog('import')}>{intl.formatMessage({ id: 'section.trajectory.import' })}</Button>
      <Button onClick={() => setDialog('paste')}>{intl.formatMessage({ id: 'section.trajectory.paste' })}</Button>
      <ReadingActions>
        <Button onClick={() => download(`${base}.json`, 'application/json', exportTrajectoryJson(data.trajectory))}>
          {intl.formatMessage({ id: 'section.trajectory.exportJson' })}
        </Button>
        <Button onClick={() => download(`${base}.csv`, 'text/csv', exportTrajectoryCsv(data.trajectory))}>
          {intl.formatMessage({ id: 'section.trajectory.exportCsv' })}
        </Button>
      </ReadingActions>
      <PresetPicker
        type="trajectory"
        current={() => ({ ...data.trajectory })}
        onApply={(data) => {
          try {
            apply(importTrajectoryJson(JSON.stringify(data)), true);
          } catch {
            // a preset without rows changes nothing
          }
        }}
      />
      {dialog === 'import' && <ImportDialog onCancel={() => setDialog(undefined)} onImport={apply} />}
      {dialog === 'paste' && <PasteDialog onCancel={() => setDialog(undefined)} onPaste={(rows) => apply({ rows }, false)} />}
    </div>
  );
}

/** The user's other sections, as `Project — Section` choices (for importing their trajectory). */
function useOtherSections(currentId: string, enabled: boolean): { value: string; label: string }[] | undefined {
  const [options, setOptions] = useState<{ value: string; label: string }[]>();
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    callRoute('GET /api/project2', { signal: controller.signal }).then(
      (projects) =>
        setOptions(
          projects.flatMap((project) =>
            project.sections.filter((section) => section.id !== currentId).map((section) => ({ value: section.id, label: `${project.name || project.id} — ${section.name || section.id}` })),
          ),
        ),
      () => setOptions([]),
    );
    return () => controller.abort();
  }, [currentId, enabled]);
  return options;
}

function ImportDialog({ onImport, onCancel }: { onImport: (data: TrajectoryData, replace: boolean) => void; onCancel: () => void }): ReactNode {
  const intl = useIntl();
  const describe = useRouteImportError();
  const section = useEditorValue(sectionAtom);
  const [source, setSource] = useState<'file' | 'section'>('file');
  const others = useOtherSections(section.id, source === 'section');
  const [other, setOther] = useState('');
  const [chosen, setChosen] = useState<ChosenRouteFile>();
  const [radius, setRadius] = useState<number | null>(DEFAULT_IMPORT_RADIUS);
  const [unit, setUnit] = useState<SurveyUnit>(defaultSurveyUnit(useUnitSystem()));
  const [order, setOrder] = useState<SurveyColumnOrder>('auto');
  const [replace, setReplace] = useState(true);
  const [failure, setFailure] = useState<string>();
  const submit = async (): Promise<void> => {
    if (source === 'section') {
      const id = other || others?.[0]?.value;
      if (!id) return;
      try {
        const section = await sectionApi.get(id);
        onImport(importTrajectoryJson(JSON.stringify(section.data.trajectory)), replace);
      } catch (error) {
        setFailure(error instanceof RouteImportError ? describe(error) : apiErrorMessage(intl, error));
      }
      return;
    }
    if (!chosen || radius === null || !(radius > 0)) {
      setFailure(intl.formatMessage({ id: !chosen ? 'section.trajectory.import.chooseFile' : 'section.trajectory.import.radiusRequired' }));
      return;
    }
    // the text read when the file was chosen (a KMZ's KML), as the several-lines notice read it
    const read = await chosen.read;
    if ('error' in read) {
      setFailure(describe(read.error));
      return;
    }
    try {
      onImport(importRouteFile(read.name, read.text, radius, unit, order), replace);
    } catch (error) {
      setFailure(describe(error));
    }
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'section.trajectory.import' })}
      onClose={onCancel}
      onSubmit={() => void submit()}
      footer={<SubmitFooter cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })} submitLabel={intl.formatMessage({ id: 'section.trajectory.import.submit' })} onCancel={onCancel} />}
    >
      <p className={tab.muted}>{intl.formatMessage({ id: 'section.trajectory.import.lead' })}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <SelectField
        label={intl.formatMessage({ id: 'section.trajectory.import.source' })}
        value={source}
        options={[
          { value: 'file', label: intl.formatMessage({ id: 'section.trajectory.import.source.file' }) },
          { value: 'section', label: intl.formatMessage({ id: 'section.trajectory.import.source.section' }) },
        ]}
        onChange={(value) => setSource(value === 'section' ? 'section' : 'file')}
      />
      {source === 'section' ? (
        others === undefined ? (
          <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>
        ) : others.length === 0 ? (
          <p>{intl.formatMessage({ id: 'section.trajectory.import.noSection' })}</p>
        ) : (
          <SelectField label={intl.formatMessage({ id: 'section.trajectory.import.section' })} value={other || (others[0]?.value ?? '')} options={others} onChange={setOther} />
        )
      ) : (
        <>
          <RouteFileField onChange={(file) => setChosen(file && chooseRouteFile(file))} />
          <RouteLinesNote chosen={chosen} />
          <SelectField
            label={intl.formatMessage({ id: 'section.trajectory.import.unit' })}
            value={unit}
            options={(Object.keys(SURVEY_UNITS) as SurveyUnit[]).map((value) => ({ value, label: intl.formatMessage({ id: `section.trajectory.import.unit.${value}` }) }))}
            onChange={(value) => setUnit(value in SURVEY_UNITS ? (value as SurveyUnit) : 'm')}
          />
          <SelectField
            label={intl.formatMessage({ id: 'section.trajectory.import.order' })}
            value={order}
            options={SURVEY_COLUMN_ORDERS.map((value) => ({ value, label: intl.formatMessage({ id: `section.trajectory.import.order.${value}` }) }))}
            onChange={(value) => setOrder(SURVEY_COLUMN_ORDERS.find((known) => known === value) ?? 'auto')}
          />
          <UnitField path="trajectory.rows.0.radius" label={intl.formatMessage({ id: 'section.trajectory.import.radius' })} value={radius} onChange={setRadius} />
        </>
      )}
      <label style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <input type="checkbox" checked={replace} onChange={(event) => setReplace(event.target.checked)} />
        {intl.formatMessage({ id: 'section.trajectory.import.replace' })}
      </label>
    </Modal>
  );
}

function PasteDialog({ onPaste, onCancel }: { onPaste: (rows: SectionTrajectoryRow[]) => void; onCancel: () => void }): ReactNode {
  const intl = useIntl();
  const describe = useRouteImportError();
  const system = useUnitSystem();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string>();
  return (
    <Modal
      title={intl.formatMessage({ id: 'section.trajectory.paste' })}
      onClose={onCancel}
      onSubmit={() => {
        try {
          onPaste(parsePastedRows(text, system));
        } catch (error) {
          setFailure(describe(error));
        }
      }}
      footer={<SubmitFooter cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })} submitLabel={intl.formatMessage({ id: 'section.trajectory.paste.submit' })} onCancel={onCancel} />}
    >
      <p className={tab.muted}>{intl.formatMessage({ id: 'section.trajectory.paste.lead' }, { unit: unitOf(system, 'length').unit })}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <label style={{ display: 'block' }}>
        <span style={{ display: 'block', fontWeight: 600 }}>{intl.formatMessage({ id: 'section.trajectory.paste.rows' })}</span>
        <textarea rows={8} style={{ width: '100%', font: 'inherit', fontFamily: 'monospace' }} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </Modal>
  );
}
