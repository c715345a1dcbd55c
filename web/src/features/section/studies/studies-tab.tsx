import {
  compareMethods, cofRangeFromSpread, cofRangeProblems, cofUncertainty, computeTrajectory, fromDisplay, placeMachines, placementKind,
  targetOf, toDisplay, unitOf, type CofRange, type CofUncertaintyResult, type MethodComparisonResult, type PlacementResult,
} from '@cla/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, FormAlert, SelectField, TextField } from '../../../components/form.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { useSectionEditor } from '../section-editor-context.tsx';
import tab from '../tabs/tab.module.css';
import { CofView } from './cof-view.tsx';
import { MethodComparisonView } from './method-comparison-view.tsx';
import { PlacementView } from './placement-view.tsx';
import styles from './studies.module.css';
import { useStudy } from './use-study.ts';

type Kind = 'methods' | 'cof' | 'placement';
type Outcome =
  | { kind: 'methods'; result: MethodComparisonResult }
  | { kind: 'cof'; result: CofUncertaintyResult }
  | { kind: 'placement'; result: PlacementResult; machine: 'pusher' | 'pit' };

/** A number typed in a field (a decimal comma accepted); NaN when it is not one. */
const parse = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
const round = (v: number, digits = 3): string => String(Number(v.toFixed(digits)));

/** The Studies tab: method comparison, COF uncertainty, pusher / pit placement, run in the browser's engine worker. */
export function StudiesTab(): ReactNode {
  const intl = useIntl();
  const editor = useSectionEditor();
  const system = useUnitSystem();
  const study = useStudy<Outcome>();
  const [kind, setKind] = useState<Kind>('methods');
  const cof = editor.data.stretches.rows[0]?.cof ?? 0.1;
  const [cofMode, setCofMode] = useState<'minMax' | 'spread'>('minMax');
  const [cofMin, setCofMin] = useState(round(cof * 0.8));
  const [cofMax, setCofMax] = useState(round(cof * 1.2));
  const [cofMostLikely, setCofMostLikely] = useState(round(cof));
  const [cofSpread, setCofSpread] = useState(round(cof * 0.2));
  const lengthUnit = unitOf(system, 'length').unit;
  const [spacing, setSpacing] = useState(round(toDisplay(50, 'length', system), 1));
  const [step, setStep] = useState(round(toDisplay(1, 'length', system), 1));
  const machine = placementKind(editor.data.general.layingMethod);

  const range: CofRange = cofMode === 'minMax' ? { min: parse(cofMin), max: parse(cofMax) } : cofRangeFromSpread(parse(cofMostLikely), parse(cofSpread));
  const spreadValue = parse(cofSpread);
  const cofProblems = cofMode === 'spread' && Number.isFinite(spreadValue) && spreadValue < 0 ? ['negative' as const] : cofRangeProblems(range);
  const spacingM = fromDisplay(parse(spacing), 'length', system);
  const stepM = fromDisplay(parse(step), 'length', system);
  const placementProblem = !(spacingM >= 0) || !(stepM > 0);
  const target = useMemo(
    () => targetOf(editor.request, computeTrajectory(editor.data.trajectory, editor.data.stretches.rows).totalLength),
    [editor.request, editor.data.trajectory, editor.data.stretches.rows],
  );
  const running = study.status.state === 'running';
  const blocked = !editor.ready || (kind === 'cof' && cofProblems.length > 0) || (kind === 'placement' && (machine === null || placementProblem));

  const run = () => {
    const { data, context, request } = editor;
    if (kind === 'methods') {
      study.start(async (engine, onProgress, signal) => ({ kind, result: await compareMethods(data, engine, { context, onProgress, signal }) }));
    } else if (kind === 'cof') {
      study.start(async (engine, onProgress, signal) => ({ kind, result: await cofUncertainty(request, target, engine, { range, onProgress, signal }) }));
    } else if (machine) {
      study.start(async (engine, onProgress, signal) => ({
        kind,
        machine,
        result: await placeMachines(request, target, engine, { minSpacing: spacingM, step: stepM, onProgress, signal }),
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
            options={(['methods', 'cof', 'placement'] as const).map((k) => ({ value: k, label: intl.formatMessage({ id: `studies.kind.${k}` }) }))}
            onChange={(v) => {
              setKind(v as Kind);
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
            </>
          )}
          {running ? (
            <Button onClick={study.cancel}>{intl.formatMessage({ id: 'studies.cancel' })}</Button>
          ) : (
            <Button variant="primary" disabled={blocked} onClick={run}>
              {intl.formatMessage({ id: 'studies.run' })}
            </Button>
          )}
        </div>
        {kind === 'cof' && cofProblems.length > 0 && <FormAlert>{intl.formatMessage({ id: `studies.cof.problem.${cofProblems[0]!}` })}</FormAlert>}
        {kind === 'placement' && machine === null && <p>{intl.formatMessage({ id: 'studies.placement.notOffered' })}</p>}
        {kind === 'placement' && machine !== null && placementProblem && <FormAlert>{intl.formatMessage({ id: 'studies.placement.problem' })}</FormAlert>}
        {!editor.ready && <p>{intl.formatMessage({ id: 'studies.notReady' })}</p>}
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
          {s.result.kind === 'methods' && <MethodComparisonView result={s.result.result} />}
          {s.result.kind === 'cof' && <CofView result={s.result.result} />}
          {s.result.kind === 'placement' && <PlacementView result={s.result.result} kind={s.result.machine} />}
        </section>
      )}
    </div>
  );
}
