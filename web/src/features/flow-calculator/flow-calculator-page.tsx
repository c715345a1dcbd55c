// The flow calculator: air or water through a duct, with or without cables; the inlet pressure gives the flow, or the other way round.
import { toDisplay, unitOf } from '@cla/domain';
import type { FlowRequest, FlowResponse, Fluid, InnerSurface } from '@cla/engine';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ChoiceField } from '../../components/fields/choice-field.tsx';
import { UnitField } from '../../components/fields/unit-field.tsx';
import { Chart } from '../../lib/chart.tsx';
import { createEngineClient, isEngineAbortError } from '../../lib/engine-client.ts';
import { engineMessageText, engineMessageTitle } from '../../lib/engine-messages.ts';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useUnitSystem } from '../../lib/session.tsx';
import { inputUnitLabel, useFormatQuantity } from '../../lib/units.ts';
import styles from './flow-calculator-page.module.css';

type Given = 'pressure' | 'flow';

interface Inputs {
  fluid: Fluid;
  given: Given;
  innerDiameter: number | null;
  length: number | null;
  innerSurface: InnerSurface;
  altitudeChange: number | null;
  cableCount: number | null;
  cableDiameter: number | null;
  pressure: number | null;
  flow: number | null;
  waterDensity: number | null;
}

/**
 * What the calculator opens on: the air check of docs/physics.md (a 40/33 mm duct with one 15 mm cable over 1500 m,
 * 9 bar gauge ≈ 10 bar absolute: about 2970 l/min of free air), a case one can verify, well below Mach 0.3.
 */
const INITIAL: Inputs = {
  fluid: 'air',
  given: 'pressure',
  innerDiameter: 33,
  length: 1500,
  innerSurface: 'smooth',
  altitudeChange: 0,
  cableCount: 1,
  cableDiameter: 15,
  pressure: 9,
  flow: null,
  waterDensity: 1,
};

/**
 * The engine request of the form, or the first input it lacks: its message id, and whether it was typed but is not
 * above 0 (`notPositive`: "must be greater than 0" rather than "enter").
 */
export function toFlowRequest(inputs: Inputs): FlowRequest | { missing: MessageId; notPositive?: boolean } {
  const lacking = (v: number | null, id: MessageId) => (v !== null && Number.isFinite(v) ? { missing: id, notPositive: true } : { missing: id });
  if (!(inputs.innerDiameter && inputs.innerDiameter > 0)) return lacking(inputs.innerDiameter, 'flow.field.innerDiameter');
  if (!(inputs.length && inputs.length > 0)) return lacking(inputs.length, 'flow.field.length');
  const given = inputs.given === 'pressure' ? inputs.pressure : inputs.flow;
  if (given === null || !(given > 0)) return lacking(given, inputs.given === 'pressure' ? 'flow.field.pressure' : 'flow.field.flow');
  const cables = Math.max(0, Math.floor(inputs.cableCount ?? 0));
  if (cables > 0 && !(inputs.cableDiameter && inputs.cableDiameter > 0)) return lacking(inputs.cableDiameter, 'flow.field.cableDiameter');
  return {
    fluid: inputs.fluid,
    innerDiameter: inputs.innerDiameter,
    length: inputs.length,
    innerSurface: inputs.innerSurface,
    ...(inputs.fluid === 'water' && { altitudeChange: inputs.altitudeChange ?? 0, waterDensity: inputs.waterDensity ?? 1 }),
    ...(cables > 0 && { cableCount: cables, cableDiameter: inputs.cableDiameter ?? 0 }),
    ...(inputs.given === 'pressure' ? { pressure: given } : { flow: given }),
    profilePoints: 100,
  };
}

/**
 * `/additional/flow-calculator`: air or water through a duct, optionally with cables in it. Give the inlet
 * pressure and read the flow and the pressure profile, or give the flow and read the pressure it needs.
 * The engine (the same wasm as the simulations) answers as you type.
 */
export function FlowCalculatorPage(): ReactNode {
  const intl = useIntl();
  const system = useUnitSystem();
  const quantity = useFormatQuantity();
  const [inputs, setInputs] = useState<Inputs>(INITIAL);
  const [answer, setAnswer] = useState<{ response?: FlowResponse; unavailable?: boolean }>({});
  const client = useMemo(() => createEngineClient(), []);
  useEffect(() => () => client.dispose(), [client]);
  const request = useMemo(() => toFlowRequest(inputs), [inputs]);

  useEffect(() => {
    if ('missing' in request) return undefined;
    const controller = new AbortController();
    client.flow(request, { signal: controller.signal }).then(
      (response) => setAnswer({ response }),
      (error: unknown) => {
        if (!isEngineAbortError(error)) setAnswer({ unavailable: true });
      },
    );
    return () => controller.abort();
  }, [client, request]);

  const set = <K extends keyof Inputs>(key: K) => (value: Inputs[K]) => setInputs((current) => ({ ...current, [key]: value }));
  const response = 'missing' in request ? undefined : answer.response;
  const t = (id: string): string => intl.formatMessage({ id: id as MessageId });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('flow.title')}</h1>
      <p className={styles.lead}>{t('flow.lead')}</p>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="flow-inputs">
          <h2 id="flow-inputs">{t('flow.inputs')}</h2>
          <div className={styles.grid}>
            <ChoiceField<Fluid>
              label={t('flow.field.fluid')}
              value={inputs.fluid}
              allowEmpty={false}
              options={[{ value: 'air', label: t('flow.fluid.air') }, { value: 'water', label: t('flow.fluid.water') }]}
              onChange={(value) => value && set('fluid')(value)}
            />
            <ChoiceField<Given>
              label={t('flow.field.given')}
              value={inputs.given}
              allowEmpty={false}
              options={[{ value: 'pressure', label: t('flow.given.pressure') }, { value: 'flow', label: t('flow.given.flow') }]}
              onChange={(value) => value && set('given')(value)}
            />
            {inputs.given === 'pressure' ? (
              <UnitField path="flow.pressure" category="pressure" min={0} label={t('flow.field.pressure')} value={inputs.pressure} onChange={set('pressure')} />
            ) : (
              <UnitField path="flow.flow" category={inputs.fluid === 'air' ? 'airFlow' : 'waterFlow'} min={0} label={t('flow.field.flow')} value={inputs.flow} onChange={set('flow')} />
            )}
            <UnitField path="flow.innerDiameter" category="diameter" min={0} label={t('flow.field.innerDiameter')} value={inputs.innerDiameter} onChange={set('innerDiameter')} />
            <UnitField path="flow.length" category="length" min={0} label={t('flow.field.length')} value={inputs.length} onChange={set('length')} />
            <ChoiceField<InnerSurface>
              label={t('field.stretches.rows.innerSurface')}
              value={inputs.innerSurface}
              allowEmpty={false}
              options={(['smooth', 'riped', 'corrugated'] as const).map((value) => ({ value, label: t(`option.innerSurface.${value}`) }))}
              onChange={(value) => value && set('innerSurface')(value)}
            />
            {inputs.fluid === 'water' && (
              <>
                <UnitField path="flow.altitudeChange" category="length" label={t('flow.field.altitudeChange')} value={inputs.altitudeChange} onChange={set('altitudeChange')} />
                <UnitField path="flow.waterDensity" category="density" min={0} label={t('field.settings.waterDensity')} value={inputs.waterDensity} onChange={set('waterDensity')} />
              </>
            )}
            <UnitField path="cable.count" label={t('flow.field.cableCount')} value={inputs.cableCount} onChange={set('cableCount')} min={0} />
            {(inputs.cableCount ?? 0) > 0 && (
              <UnitField path="flow.cableDiameter" category="diameter" min={0} label={t('flow.field.cableDiameter')} value={inputs.cableDiameter} onChange={set('cableDiameter')} />
            )}
          </div>
        </section>
        <section className={styles.card} aria-labelledby="flow-results" aria-live="polite">
          <h2 id="flow-results">{t('flow.results')}</h2>
          {'missing' in request && <p className={styles.muted}>{intl.formatMessage({ id: request.notPositive ? 'flow.notPositive' : 'flow.missing' }, { field: t(request.missing) })}</p>}
          {answer.unavailable && <p className={styles.muted}>{t('devTests.charts.engineUnavailable')}</p>}
          {response && response.status === 'noFlow' && <p className={styles.warning}>{t('flow.noFlow')}</p>}
          {response && response.status === 'success' && (
            <dl className={styles.figures}>
              <div data-main={inputs.given === 'pressure' || undefined}>
                <dt>{t('flow.out.flow')}</dt>
                <dd>{quantity(response.flow, inputs.fluid === 'air' ? 'airFlow' : 'waterFlow')}</dd>
              </div>
              <div data-main={inputs.given === 'flow' || undefined}>
                <dt>{t('flow.out.pressure')}</dt>
                <dd>{quantity(response.pressure, 'pressure')}</dd>
              </div>
              <div>
                <dt>{t('flow.out.velocity')}</dt>
                <dd>
                  {/* the engine answers m/s; the speed category's base unit is m/min */}
                  {quantity(response.velocityIn * 60, 'speed')} → {quantity(response.velocityOut * 60, 'speed')}
                </dd>
              </div>
              <div>
                <dt>{t('flow.out.reynolds')}</dt>
                <dd>
                  {intl.formatNumber(response.reynolds, { maximumFractionDigits: 0 })} ({t(`flow.regime.${response.regime}`)})
                </dd>
              </div>
              <div>
                <dt>{t('flow.out.friction')}</dt>
                <dd>{intl.formatNumber(response.frictionFactor, { maximumFractionDigits: 4 })}</dd>
              </div>
              <div>
                <dt>{t('flow.out.hydraulicDiameter')}</dt>
                <dd>{quantity(response.hydraulicDiameter, 'diameter')}</dd>
              </div>
            </dl>
          )}
          {response && response.messages.length > 0 && (
            <ul className={styles.messages}>
              {response.messages.map((message, index) => (
                <li key={`${message.code}-${index}`} data-level={message.level}>
                  <strong>{engineMessageTitle(intl, message.code, message.title)}</strong>
                  {message.message && <span className={styles.muted}> — {engineMessageText(intl, system, message)}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {response && response.status === 'success' && response.profile.position.length > 1 && (
        <section className={styles.card} aria-labelledby="flow-profile">
          <h2 id="flow-profile">{t('flow.profile')}</h2>
          <Chart
            label={t('flow.profile')}
            data={[
              {
                x: response.profile.position.map((v) => toDisplay(v, 'length', system)),
                y: response.profile.pressure.map((v) => toDisplay(v, 'pressure', system)),
                type: 'scatter',
                mode: 'lines',
                line: { color: '#0041cf', width: 2 },
              },
            ]}
            layout={{
              xaxis: { title: { text: `${t('section.results.axis.position')} (${unitOf(system, 'length').unit})` } },
              yaxis: { title: { text: `${t('section.results.series.pressure')} (${inputUnitLabel(intl, system, 'pressure')})` } },
              margin: { l: 64, r: 16, t: 16, b: 48 },
              showlegend: false,
            }}
          />
        </section>
      )}
    </div>
  );
}
