// The admin's test pages of the in-place rename, the route's plan and altitude views, and the route file import, in each of their states.
import {
  importRouteFile,
  NEW_ROW_DEFAULTS,
  newTrajectoryRow,
  PULLING_TEMPLATE,
  sectionFromTemplate,
  toSimulationRequest,
  type SectionData,
  type SectionTrajectoryRow,
} from '@cla/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { UnitField } from '../../components/fields/unit-field.tsx';
import { Button, FormAlert } from '../../components/form.tsx';
import { InlineRename } from '../../components/inline-rename.tsx';
import { RouteFileField, useRouteImportError } from '../../components/route-file-field.tsx';
import { RouteViews } from '../../components/route-views.tsx';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { ROUTE_SAMPLES } from './route-samples.ts';
import styles from './admin-ops.module.css';

/** One demonstrated state: a titled card (a region named by its heading) with an optional line that explains it. */
function StateCard({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }): ReactNode {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className={styles.muted}>{hint}</p>}
      {children}
    </section>
  );
}

/** How long the "saving" example of the editable label takes to save (ms). */
const SLOW_SAVE_MS = 3000;

/** `/admin/test/editableLabel`: the app's in-place rename (`InlineRename`) idle, editing, saving, refused and disabled. */
export function EditableLabelTestPage(): ReactNode {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [names, setNames] = useState(() => [1, 2, 3, 4, 5].map((n) => t('adminOps.test.label.sample', { n })));
  const rename = (index: number) => (name: string) => setNames((all) => all.map((old, i) => (i === index ? name : old)));
  const [idle = '', editing = '', saving = '', refused = '', disabled = ''] = names;
  return (
    <div className={styles.page}>
      <h1>{t('adminOps.test.editableLabel')}</h1>
      <StateCard id="label-idle" title={t('adminOps.test.label.idle')}>
        <InlineRename name={idle} onRename={(name) => void rename(0)(name)} />
      </StateCard>
      <StateCard id="label-editing" title={t('adminOps.test.label.editing')}>
        <InlineRename name={editing} defaultEditing onRename={(name) => void rename(1)(name)} />
      </StateCard>
      <StateCard id="label-saving" title={t('adminOps.test.label.saving')} hint={t('adminOps.test.label.savingHint', { seconds: SLOW_SAVE_MS / 1000 })}>
        <InlineRename
          name={saving}
          onRename={async (name) => {
            await new Promise((resolve) => window.setTimeout(resolve, SLOW_SAVE_MS));
            rename(2)(name);
            return undefined;
          }}
        />
      </StateCard>
      <StateCard id="label-error" title={t('adminOps.test.label.error')} hint={t('adminOps.test.label.errorHint')}>
        <InlineRename name={refused} onRename={() => t('section.variants.nameTaken')} />
      </StateCard>
      <StateCard id="label-disabled" title={t('adminOps.test.disabled')}>
        <InlineRename name={disabled} disabled onRename={() => undefined} />
      </StateCard>
    </div>
  );
}

/** The engine's trajectory input of section data. */
function trajectoryInput(data: SectionData) {
  const request = toSimulationRequest(data);
  return { trajectory: request.data.trajectory, stretches: request.data.stretches };
}

/** `/admin/test/elevation`: the route's plan view and altitude profile (`RouteViews`) for a template's route, none and one point. */
export function ElevationTestPage(): ReactNode {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const cases = useMemo(() => {
    const sample = sectionFromTemplate(PULLING_TEMPLATE);
    const withRows = (rows: SectionTrajectoryRow[]): SectionData => ({ ...sample, trajectory: { ...sample.trajectory, rows } });
    return {
      sample: trajectoryInput(sample),
      rows: sample.trajectory.rows.length,
      empty: trajectoryInput(withRows([])),
      single: trajectoryInput(withRows([newTrajectoryRow('pusher')])),
    };
  }, []);
  return (
    <div className={styles.page}>
      <h1>{t('adminOps.test.elevation')}</h1>
      <StateCard id="elevation-sample" title={t('adminOps.test.elevation.sample', { count: cases.rows })}>
        <RouteViews input={cases.sample} />
      </StateCard>
      <StateCard id="elevation-empty" title={t('adminOps.test.elevation.empty')}>
        <RouteViews input={cases.empty} />
      </StateCard>
      <StateCard id="elevation-single" title={t('adminOps.test.elevation.single')}>
        <RouteViews input={cases.single} />
      </StateCard>
    </div>
  );
}

type Outcome = { rows: SectionTrajectoryRow[] } | { failure: string };

/** What an import gave: its rows by type, or the translated reason it failed. */
function ImportOutcome({ outcome }: { outcome: Outcome }): ReactNode {
  const intl = useIntl();
  if ('failure' in outcome) return <FormAlert>{outcome.failure}</FormAlert>;
  const types = outcome.rows.map((row) => intl.formatMessage({ id: `option.rowType.${row.type}` as MessageId }));
  return <FormAlert kind="success">{intl.formatMessage({ id: 'adminOps.test.import.imported' }, { count: outcome.rows.length, types: intl.formatList(types, { type: 'unit' }) })}</FormAlert>;
}

/** `/admin/test/file-import`: the trajectory's route file import with a sample that imports, one that fails, and a file of one's own. */
export function FileImportTestPage(): ReactNode {
  const intl = useIntl();
  const describe = useRouteImportError();
  const run = (name: string, content: string | Uint8Array, radius: number): Outcome => {
    try {
      return { rows: importRouteFile(name, content, radius).rows };
    } catch (error) {
      return { failure: describe(error) };
    }
  };
  const [file, setFile] = useState<File>();
  const [radius, setRadius] = useState<number | null>(NEW_ROW_DEFAULTS.radius);
  const [own, setOwn] = useState<Outcome>();
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.test.fileImport' })}</h1>
      {ROUTE_SAMPLES.map((sample) => (
        <StateCard key={sample.name} id={`import-${sample.kind}`} title={intl.formatMessage({ id: `adminOps.test.import.${sample.kind}` }, { name: sample.name })}>
          <pre className={styles.sample}>{sample.text}</pre>
          <ImportOutcome outcome={run(sample.name, sample.text, NEW_ROW_DEFAULTS.radius)} />
        </StateCard>
      ))}
      <form
        className={styles.card}
        aria-labelledby="import-own"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return setOwn({ failure: intl.formatMessage({ id: 'section.trajectory.import.chooseFile' }) });
          if (radius === null || !(radius > 0)) return setOwn({ failure: intl.formatMessage({ id: 'section.trajectory.import.radiusRequired' }) });
          void file.arrayBuffer().then((buffer) => setOwn(run(file.name, new Uint8Array(buffer), radius)));
        }}
      >
        <h2 id="import-own">{intl.formatMessage({ id: 'adminOps.test.import.own' })}</h2>
        <RouteFileField onChange={setFile} />
        <UnitField path="trajectory.rows.0.radius" label={intl.formatMessage({ id: 'section.trajectory.import.radius' })} value={radius} onChange={setRadius} />
        <Button type="submit" variant="primary">
          {intl.formatMessage({ id: 'section.trajectory.import.submit' })}
        </Button>
        {own && <ImportOutcome outcome={own} />}
      </form>
    </div>
  );
}
