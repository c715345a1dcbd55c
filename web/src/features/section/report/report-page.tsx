// A section's report page: its options (parts, language, units, engineer, logo), the PDF to download and the print view, shared sections too.
import { UNIT_SYSTEMS, type UnitSystem } from '@cla/domain';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, FormAlert, SelectField, TextField } from '../../../components/form.tsx';
import { callRoute } from '../../../lib/api-routes.ts';
import { apiErrorMessage } from '../../../lib/api-errors.ts';
import { createLocaleIntl, isLocale, LOCALE_NAMES, LOCALES, useIntl, useLocale, type Locale } from '../../../lib/intl.tsx';
import { useAccount, useUnitSystem } from '../../../lib/session.tsx';
import { contextAtom, dataAtom, derivedAtom, liveAtom, machinesAtom, savedAtom, sectionAtom } from '../state/atoms.ts';
import { markReportVisitedAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue, useReadOnly } from '../state/editor-store.tsx';
import { buildReport, REPORT_PARTS, type ReportModel, type ReportOptions, type ReportPart } from './report-model.ts';
import { solveRoute } from './report-route.ts';
import { machinePresetsById, presetName } from '../preset-name.ts';
import { ReportPreview } from './report-preview.tsx';
import styles from './report-page.module.css';
import { studiesApi } from '../studies/studies-api.ts';
import { SharedStudiesContext } from '../studies/shared-studies.tsx';
import { latestFinished, type FinishedStudy } from '../studies/study-outcome.ts';
import { canCreatePdf, reportCalculation } from './report-calculation.ts';

function readLogo(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * `/section/:id/report`: the report's options (parts, language, units, engineer, company logo), a PDF
 * from the server's authoritative calculation, and the print view of the same report. On a shared section
 * (`/section/share/:token/report`) the same report, from the result computed in the browser and the studies the link
 * carries: no project name (the link does not give it), the engineer left to the reader, nothing saved.
 */
export function ReportPage(): ReactNode {
  const intl = useIntl();
  const { locale } = useLocale();
  const readOnly = useReadOnly();
  const section = useEditorValue(sectionAtom);
  const data = useEditorValue(dataAtom);
  const { autoValues, request, ready } = useEditorValue(derivedAtom);
  const account = useAccount();
  const userSystem = useUnitSystem();
  const [parts, setParts] = useState<ReportPart[]>([...REPORT_PARTS]);
  const [language, setLanguage] = useState<Locale>(locale);
  const [system, setSystem] = useState<UnitSystem>(userSystem);
  const [engineer, setEngineer] = useState(account?.username ?? '');
  const [logo, setLogo] = useState<string>();
  const [project, setProject] = useState('');
  const [version, setVersion] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [ownStudies, setStudies] = useState<FinishedStudy[]>([]);
  const sharedStudies = useContext(SharedStudiesContext);
  const studies = readOnly ? (sharedStudies ?? []) : ownStudies;

  const markReportVisited = useEditorSet(markReportVisitedAtom);
  useEffect(markReportVisited, [markReportVisited]);

  useEffect(() => {
    const controller = new AbortController();
    if (section.project) {
      callRoute('GET /api/project2/{id}', { params: { id: section.project }, signal: controller.signal }).then((p) => setProject(p.name), () => undefined);
    }
    callRoute('GET /api/application-version', { signal: controller.signal }).then(
      (answer) => setVersion(answer.version),
      () => undefined,
    );
    // the section's studies stored on the server (none for a section without a project, or when the list fails)
    if (section.project) {
      studiesApi.list(section.id, controller.signal).then((list) => setStudies(latestFinished(list)), () => undefined);
    }
    return () => controller.abort();
  }, [section.project, section.id]);

  const machines = useEditorValue(machinesAtom);
  const editorContext = useEditorValue(contextAtom);
  const machineNames = useMemo(() => {
    // a catalogue machine by its name in the report's language
    const presets = [...machines.pushingMachine, ...machines.pullingMachine];
    const name = (id: string | null | undefined): string | undefined => {
      if (!id) return undefined;
      const preset = presets.find((p) => p.id === id);
      return preset ? presetName(preset, language) : (editorContext.machines?.[id]?.name ?? undefined);
    };
    return { pushingMachine: name(data.equipment.pushingMachine), pullingMachine: name(data.equipment.pullingMachine) };
  }, [editorContext, machines, data.equipment, language]);
  // the limits the assumptions name: catalogue machines in the report's language, not the interface's
  const context = useMemo(
    () => ({ ...editorContext, machines: machinePresetsById([...machines.pushingMachine, ...machines.pullingMachine], language) }),
    [editorContext, machines, language],
  );
  const saved = useEditorValue(savedAtom);
  const live = useEditorValue(liveAtom);
  // a share link carries no version of the section (its record says 0): its report names none
  const sectionVersion = readOnly ? undefined : { version: section.version, saved };
  const options: ReportOptions = { parts, system, engineer, logo, project, version, section: sectionVersion, date: new Date(), machineNames, context, autoValues, studies };
  const liveResponse = live.state === 'done' ? live.response : undefined;
  // the plan view of the print view: the route as the engine's solver draws it (none while solving or on failure)
  const [route, setRoute] = useState<Awaited<ReturnType<typeof solveRoute>>>();
  const routeRequest = request.data;
  const routeKey = JSON.stringify([routeRequest.trajectory, routeRequest.stretches]);
  useEffect(() => {
    let current = true;
    void solveRoute(routeRequest).then((solved) => current && setRoute(solved), () => current && setRoute(undefined));
    return () => {
      current = false;
    };
    // the route changes only with the trajectory and the stretches
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeKey]);
  const preview: ReportModel = buildReport(data, liveResponse, intl, { ...options, system: userSystem, route });

  async function createPdf(): Promise<void> {
    setBusy(true);
    setFailure(undefined);
    try {
      const [response, route] = await Promise.all([reportCalculation({ readOnly, request, live }), solveRoute(request.data)]);
      const [{ intl: reportIntl }, { writeReportPdf }] = await Promise.all([createLocaleIntl(language), import('./report-pdf.ts')]);
      const model = buildReport(data, response, reportIntl, { ...options, route });
      const url = URL.createObjectURL(writeReportPdf(model, options));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${(data.general.sectionName || 'section').replace(/[^\p{L}\p{N}._-]+/gu, '_')}-report.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <section className={styles.options} aria-labelledby="report-options-title">
        <h2 id="report-options-title">{intl.formatMessage({ id: 'report.options' })}</h2>
        {readOnly && <p className={styles.muted}>{intl.formatMessage({ id: 'report.sharedLead' })}</p>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <fieldset className={styles.parts}>
          <legend>{intl.formatMessage({ id: 'report.parts' })}</legend>
          {REPORT_PARTS.map((part) => (
            <label key={part}>
              <input
                type="checkbox"
                checked={parts.includes(part)}
                onChange={(event) => setParts((current) => (event.target.checked ? REPORT_PARTS.filter((p) => p === part || current.includes(p)) : current.filter((p) => p !== part)))}
              />
              {intl.formatMessage({ id: `report.part.${part}` })}
            </label>
          ))}
        </fieldset>
        <div className={styles.grid}>
          <SelectField
            label={intl.formatMessage({ id: 'report.language' })}
            value={language}
            options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            onChange={(value) => isLocale(value) && setLanguage(value)}
          />
          <SelectField
            label={intl.formatMessage({ id: 'account.profile.units' })}
            value={system}
            options={UNIT_SYSTEMS.map((value) => ({ value, label: intl.formatMessage({ id: `units.system.${value}` }) }))}
            onChange={(value) => setSystem(value as UnitSystem)}
          />
          <TextField label={intl.formatMessage({ id: 'report.engineer' })} value={engineer} maxLength={120} onChange={(event) => setEngineer(event.target.value)} />
          <label className={styles.logo}>
            <span>{intl.formatMessage({ id: 'report.logo' })}</span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void readLogo(file).then(setLogo, () => setLogo(undefined));
              }}
            />
          </label>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" busy={busy} disabled={!canCreatePdf({ readOnly, ready, live }) || parts.length === 0} onClick={() => void createPdf()}>
            {intl.formatMessage({ id: readOnly ? 'report.createPdfShared' : 'report.createPdf' })}
          </Button>
          <Button onClick={() => window.print()}>{intl.formatMessage({ id: 'report.print' })}</Button>
          {!ready && <span className={styles.muted}>{intl.formatMessage({ id: 'section.results.blocked' })}</span>}
        </div>
      </section>
      <ReportPreview model={preview} parts={parts} />
    </div>
  );
}
