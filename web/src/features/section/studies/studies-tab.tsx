// The section's Studies tab: method comparison, COF uncertainty, pusher or pit placement, equipment sizing and COF calibration.
import {
  calibrateCof, compareMethods, cofRangeFromSpread, cofRangeProblems, cofUncertainty, computeTrajectory, defaultLoggedMachine, fromDisplay,
  DEFAULT_BEND_CLEARANCE, DEFAULT_FORCE_MARGIN, needsEquipment, parseFieldLog, placeMachines, placementKind, placementOptionsProblems, placementRuleProblems,
  PLACEMENT_LIMITS, PLACEMENT_RULE_LIMITS, sizeEquipment, sizedKinds, targetOf, toDisplay, unitOf,
  type CofRange, type LoggedMachine,
} from '@cla/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, FormAlert, SelectField, TextField } from '../../../components/form.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { useFormatQuantity } from '../../../lib/units.ts';
import { contextAtom, dataAtom, derivedAtom, savedAtom, sectionAtom } from '../state/atoms.ts';
import { useEditorValue, useReadOnly } from '../state/editor-store.tsx';
import tab from '../tabs/tab.module.css';
import { usePresetName } from '../preset-name.ts';
import { FieldLogInput } from './field-log-input.tsx';
import { StretchRanges, stretchRanges, type StretchRangeInput } from './stretch-ranges.tsx';
import styles from './studies.module.css';
import { useSizingPresets } from './use-sizing-presets.ts';
import { useStudy } from './use-study.ts';
import { useLiveRerun } from './use-live-rerun.ts';
import { KINDS, SERVER_KIND, type Kind, type Outcome } from './study-outcome.ts';
import { StudyResult } from './study-result.tsx';
import { ServerStudies } from './server-studies.tsx';
import { isKindNotAvailable, studiesApi } from './studies-api.ts';
import { useServerStudies } from './use-server-studies.ts';
import { apiErrorMessage } from '../../../lib/api-errors.ts';

/** A number typed in a field (a decimal comma accepted); NaN when it is not one. */
const parse = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
const round = (v: number, digits = 3): string => String(Number(v.toFixed(digits)));

/**
 * The Studies tab: method comparison, COF uncertainty, pusher / pit placement, equipment sizing and COF calibration
 * from a field log, run in the browser's engine worker.
 */
export function StudiesTab(): ReactNode {
  const intl = useIntl();
  const data = useEditorValue(dataAtom);
  const { request, ready } = useEditorValue(derivedAtom);
  const context = useEditorValue(contextAtom);
  const system = useUnitSystem();
  const quantity = useFormatQuantity();
  const study = useStudy<Outcome>();
  const [kind, setKind] = useState<Kind>('methods');
  const cof = data.stretches.rows[0]?.cof ?? 0.1;
  const [cofMode, setCofMode] = useState<'minMax' | 'spread'>('minMax');
  const [cofMin, setCofMin] = useState(round(cof * 0.8));
  const [cofMax, setCofMax] = useState(round(cof * 1.2));
  const [cofMostLikely, setCofMostLikely] = useState(round(cof));
  const [cofSpread, setCofSpread] = useState(round(cof * 0.2));
  const lengthUnit = unitOf(system, 'length').unit;
  const [spacing, setSpacing] = useState(round(toDisplay(50, 'length', system), 1));
  const [step, setStep] = useState(round(toDisplay(1, 'length', system), 1));
  const [clearance, setClearance] = useState(round(toDisplay(DEFAULT_BEND_CLEARANCE, 'length', system), 1));
  const [forceMarginText, setForceMarginText] = useState(round(DEFAULT_FORCE_MARGIN * 100, 1));
  const machine = placementKind(data.general.layingMethod);
  const method = data.general.layingMethod;
  const [ownRanges, setOwnRanges] = useState<Record<string, StretchRangeInput>>({});
  const [marginText, setMarginText] = useState('10');
  const sizing = useSizingPresets(kind === 'sizing');
  const presetName = usePresetName();
  const [logText, setLogText] = useState('');
  const loggable = (['winch', 'pusher'] as const).filter((m) => needsEquipment(method, m === 'winch' ? 'pullingMachine' : 'pushingMachine'));
  const [loggedChoice, setLoggedChoice] = useState<LoggedMachine | null>(null);
  const logged: LoggedMachine | null = loggedChoice && loggable.includes(loggedChoice) ? loggedChoice : (method ? defaultLoggedMachine(method) : null);
  const forceUnit = unitOf(system, 'force').unit;
  const parsedLog = useMemo(
    () => (logText.trim() === '' ? null : parseFieldLog(logText, { distance: fromDisplay(1, 'length', system), force: fromDisplay(1, 'force', system) })),
    [logText, system],
  );

  const range: CofRange = cofMode === 'minMax' ? { min: parse(cofMin), max: parse(cofMax) } : cofRangeFromSpread(parse(cofMostLikely), parse(cofSpread));
  const spreadValue = parse(cofSpread);
  const own = stretchRanges(ownRanges, data.stretches.rows.length >= 2 ? data.stretches.rows.map((r) => r.id) : []);
  const duct = cofMode === 'spread' && Number.isFinite(spreadValue) && spreadValue < 0 ? ['negative' as const] : cofRangeProblems(range);
  const cofProblems = duct.length > 0 ? duct : own.problem ? [own.problem] : [];
  const margin = parse(marginText) / 100;
  const marginProblem = !(margin >= 0) || !Number.isFinite(margin);
  const sizingKinds = sizedKinds(method);
  const logProblem = parsedLog === null || parsedLog.problems.length > 0 || parsedLog.points.length < 2;
  const spacingM = fromDisplay(parse(spacing), 'length', system);
  const stepM = fromDisplay(parse(step), 'length', system);
  const placementProblem = placementOptionsProblems({ minSpacing: spacingM, step: stepM }).length > 0;
  const rules = { bendClearance: fromDisplay(parse(clearance), 'length', system), forceMargin: parse(forceMarginText) / 100 };
  const rulesProblem = placementRuleProblems(rules).length > 0;
  const target = useMemo(
    () => targetOf(request, computeTrajectory(data.trajectory, data.stretches.rows).totalLength),
    [request, data.trajectory, data.stretches.rows],
  );
  // the COF study follows its inputs once shown (the section's request, the ranges): the inputs of its last run
  const cofKey = JSON.stringify([range, own.ranges]);
  const cofInputs = useMemo(() => ({ request, target, key: cofKey }), [request, target, cofKey]);
  const [cofRan, setCofRan] = useState<typeof cofInputs | null>(null);
  const running = study.status.state === 'running';
  const blocked =
    !ready ||
    (kind === 'cof' && cofProblems.length > 0) ||
    (kind === 'placement' && (machine === null || placementProblem || rulesProblem)) ||
    (kind === 'sizing' && (marginProblem || sizing.presets === undefined || sizingKinds.length === 0)) ||
    (kind === 'calibration' && (logProblem || logged === null));

  // studies stored on the server: only for a section of one of the caller's projects (not a shared link), once saved
  const section = useEditorValue(sectionAtom);
  const readOnly = useReadOnly();
  const saved = useEditorValue(savedAtom);
  const serverSection = section.project ? section.id : null;
  const serverList = useServerStudies(serverSection);
  const [serverAsk, setServerAsk] = useState<{ state: 'idle' | 'asking' } | { state: 'failed'; message: string }>({ state: 'idle' });

  /** The options of the chosen study as `POST /api/studies` takes them (SI units). */
  const serverOptions = (): Record<string, unknown> => {
    if (kind === 'cof') return { cof: range, ...(Object.keys(own.ranges).length > 0 ? { perStretch: own.ranges } : {}) };
    if (kind === 'placement') return { minSpacing: spacingM, step: stepM, ...rules };
    if (kind === 'sizing') return { margin };
    if (kind === 'calibration') return { log: parsedLog?.points ?? [], ...(logged ? { machine: logged } : {}) };
    return {};
  };
  const runOnServer = async () => {
    if (!serverSection) return;
    setServerAsk({ state: 'asking' });
    try {
      serverList.add(await studiesApi.create({ section: serverSection, kind: SERVER_KIND[kind], options: serverOptions() }));
      setServerAsk({ state: 'idle' });
    } catch (error) {
      setServerAsk({
        state: 'failed',
        message: isKindNotAvailable(error) ? intl.formatMessage({ id: 'studies.server.notAvailable' }, { kind: intl.formatMessage({ id: `studies.kind.${kind}` }) }) : apiErrorMessage(intl, error),
      });
    }
  };

  /** The COF study on the current inputs; `live`: again as they changed, the result shown kept until the new one. */
  const runCof = (live: boolean) => {
    const inputs = cofInputs;
    const perStretch = own.ranges;
    const sampled = range;
    setCofRan(inputs);
    (live ? study.refresh : study.start)(async (engine, onProgress, signal) => ({
      kind: 'cof',
      result: await cofUncertainty(inputs.request, inputs.target, engine, { range: sampled, perStretch, onProgress, signal }),
    }));
  };
  const cofShown = study.status.state === 'done' && study.status.result.kind === 'cof';
  useLiveRerun(kind === 'cof' && cofShown && !blocked, cofInputs, cofRan, () => runCof(true));

  const run = () => {
    if (kind === 'methods') {
      study.start(async (engine, onProgress, signal) => ({ kind, result: await compareMethods(data, engine, { context, onProgress, signal }) }));
    } else if (kind === 'cof') {
      runCof(false);
    } else if (kind === 'sizing') {
      const presets = sizing.presets ?? [];
      const names = Object.fromEntries(presets.map((p) => [p.id, presetName(p)]));
      study.start(async (engine, onProgress, signal) => ({ kind, names, result: await sizeEquipment({ data, context }, presets, engine, { margin, onProgress, signal }) }));
    } else if (kind === 'calibration') {
      const log = parsedLog?.points ?? [];
      const loggedMachine = logged ?? undefined;
      study.start(async (engine, onProgress, signal) => ({
        kind,
        log,
        result: await calibrateCof(request, log, engine, { ...(loggedMachine ? { machine: loggedMachine } : {}), onProgress, signal }),
      }));
    } else if (kind === 'placement' && machine) {
      study.start(async (engine, onProgress, signal) => ({
        kind,
        machine,
        result: await placeMachines(request, target, engine, { minSpacing: spacingM, step: stepM, ...rules, onProgress, signal }),
      }));
    }
  };

  const s = study.status;
  return (
    <div className={tab.tab}>
      <section className={tab.card} aria-labelledby="studies-title">
        <h2 id="studies-title">{intl.formatMessage({ id: 'studies.title' })}</h2>
        <p className={tab.muted}>{intl.formatMessage({ id: 'studies.intro' })}</p>
        <div className={styles.controls}>
          <SelectField
            label={intl.formatMessage({ id: 'studies.choose' })}
            value={kind}
            disabled={running}
            options={KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: `studies.kind.${k}` }) }))}
            onChange={(v) => {
              setKind(v as Kind);
              setServerAsk({ state: 'idle' });
              study.reset();
            }}
          />
          {kind === 'cof' && (
            <>
              <SelectField
                label={intl.formatMessage({ id: 'studies.cof.mode' })}
                value={cofMode}
                disabled={running}
                options={(['minMax', 'spread'] as const).map((m) => ({ value: m, label: intl.formatMessage({ id: `studies.cof.mode.${m}` }) }))}
                onChange={(v) => setCofMode(v as 'minMax' | 'spread')}
              />
              {cofMode === 'minMax' ? (
                <>
                  <TextField label={intl.formatMessage({ id: 'studies.cof.min' })} inputMode="decimal" value={cofMin} disabled={running} onChange={(e) => setCofMin(e.target.value)} />
                  <TextField label={intl.formatMessage({ id: 'studies.cof.max' })} inputMode="decimal" value={cofMax} disabled={running} onChange={(e) => setCofMax(e.target.value)} />
                </>
              ) : (
                <>
                  <TextField label={intl.formatMessage({ id: 'studies.cof.mostLikely' })} inputMode="decimal" value={cofMostLikely} disabled={running} onChange={(e) => setCofMostLikely(e.target.value)} />
                  <TextField label={intl.formatMessage({ id: 'studies.cof.spread' })} inputMode="decimal" value={cofSpread} disabled={running} onChange={(e) => setCofSpread(e.target.value)} />
                </>
              )}
            </>
          )}
          {kind === 'placement' && machine && (
            <>
              <TextField label={`${intl.formatMessage({ id: 'studies.placement.minSpacing' })} (${lengthUnit})`} inputMode="decimal" value={spacing} disabled={running} onChange={(e) => setSpacing(e.target.value)} />
              <TextField label={`${intl.formatMessage({ id: 'studies.placement.step' })} (${lengthUnit})`} inputMode="decimal" value={step} disabled={running} onChange={(e) => setStep(e.target.value)} />
              <TextField label={`${intl.formatMessage({ id: 'studies.placement.bendClearance' })} (${lengthUnit})`} inputMode="decimal" value={clearance} disabled={running} onChange={(e) => setClearance(e.target.value)} />
              <TextField label={intl.formatMessage({ id: 'studies.placement.forceMargin' })} inputMode="decimal" value={forceMarginText} disabled={running} onChange={(e) => setForceMarginText(e.target.value)} />
            </>
          )}
          {kind === 'sizing' && (
            <TextField
              label={intl.formatMessage({ id: 'studies.sizing.marginInput' })}
              inputMode="decimal"
              value={marginText}
              disabled={running}
              onChange={(e) => setMarginText(e.target.value)}
            />
          )}
          {kind === 'calibration' && loggable.length > 0 && (
            <SelectField
              label={intl.formatMessage({ id: 'studies.calibration.machine' })}
              value={logged ?? loggable[0]!}
              disabled={running}
              options={loggable.map((m) => ({ value: m, label: intl.formatMessage({ id: `studies.calibration.machine.${m}` }) }))}
              onChange={(v) => setLoggedChoice(v as LoggedMachine)}
            />
          )}
          {/* two buttons, not one relabelled: a click on Cancel as the study ends must not land on Run study */}
          {running ? (
            <Button key="cancel" onClick={study.cancel}>{intl.formatMessage({ id: 'studies.cancel' })}</Button>
          ) : (
            <Button key="run" variant="primary" disabled={blocked} onClick={run}>
              {intl.formatMessage({ id: 'studies.run' })}
            </Button>
          )}
          {serverSection && !readOnly && (
            <Button disabled={blocked || !saved} busy={serverAsk.state === 'asking'} onClick={() => void runOnServer()}>
              {intl.formatMessage({ id: 'studies.server.run' })}
            </Button>
          )}
        </div>
        {kind === 'cof' && (
          <StretchRanges inputs={ownRanges} disabled={running} onChange={(id, input) => setOwnRanges((all) => ({ ...all, [id]: input }))} />
        )}
        {kind === 'sizing' && marginProblem && <FormAlert>{intl.formatMessage({ id: 'studies.sizing.marginProblem' })}</FormAlert>}
        {kind === 'sizing' && sizing.error && <FormAlert>{sizing.error}</FormAlert>}
        {kind === 'sizing' && sizingKinds.length === 0 && <p>{intl.formatMessage({ id: 'studies.sizing.notOffered' })}</p>}
        {kind === 'calibration' && (logged === null ? (
          <p>{intl.formatMessage({ id: 'studies.calibration.notOffered' })}</p>
        ) : (
          <FieldLogInput
            text={logText}
            onText={setLogText}
            parsed={parsedLog}
            units={`${lengthUnit}, ${forceUnit}`}
            disabled={running}
          />
        ))}
        {kind === 'cof' && cofProblems.length > 0 && <FormAlert>{intl.formatMessage({ id: `studies.cof.problem.${cofProblems[0]!}` })}</FormAlert>}
        {kind === 'placement' && machine === null && <p>{intl.formatMessage({ id: 'studies.placement.notOffered' })}</p>}
        {kind === 'placement' && machine !== null && placementProblem && <FormAlert>
            {intl.formatMessage(
              { id: 'studies.placement.problem' },
              { maxSpacing: quantity(PLACEMENT_LIMITS.minSpacing.max, 'length'), maxStep: quantity(PLACEMENT_LIMITS.step.max, 'length') },
            )}
          </FormAlert>}
        {kind === 'placement' && machine !== null && rulesProblem && <FormAlert>
            {intl.formatMessage(
              { id: 'studies.placement.rulesProblem' },
              { maxClearance: quantity(PLACEMENT_RULE_LIMITS.bendClearance.max, 'length'), maxMargin: PLACEMENT_RULE_LIMITS.forceMargin.max * 100 },
            )}
          </FormAlert>}
        {!ready && <p>{intl.formatMessage({ id: 'studies.notReady' })}</p>}
        {serverSection && !readOnly && !saved && <p className={tab.muted}>{intl.formatMessage({ id: 'studies.server.saveFirst' })}</p>}
        {serverAsk.state === 'failed' && <FormAlert>{serverAsk.message}</FormAlert>}
        {s.state === 'running' && (
          <div className={styles.progress}>
            <progress aria-label={intl.formatMessage({ id: 'studies.progress' })} max={Math.max(1, s.total)} value={s.done} />
            <span role="status">{intl.formatMessage({ id: 'studies.progressText' }, { done: s.done, total: s.total })}</span>
          </div>
        )}
        {s.state === 'cancelled' && <p role="status">{intl.formatMessage({ id: 'studies.cancelled' })}</p>}
        {s.state === 'failed' && <FormAlert>{intl.formatMessage({ id: 'studies.failed' })}</FormAlert>}
      </section>
      {s.state === 'done' && (
        <section className={tab.card} aria-label={intl.formatMessage({ id: 'studies.results' })} data-testid={`study-${s.result.kind}`}>
          <h2>{intl.formatMessage({ id: `studies.kind.${s.result.kind}` })}</h2>
          {s.updating && <p role="status" className={tab.muted}>{intl.formatMessage({ id: 'studies.updating' })}</p>}
          <StudyResult outcome={s.result} />
        </section>
      )}
      {serverSection && <ServerStudies list={serverList} readOnly={readOnly} />}
    </div>
  );
}
