// Developers' page checking the engine worker and the charts end to end on a fixed pull case with two inputs.
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { CalculateResponse } from '@cla/engine';
import { Chart } from '../../lib/chart.tsx';
import { engineClient, isEngineAbortError } from '../../lib/engine-client.ts';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl.tsx';
import { buildChartTestRequest } from './chart-test-request.ts';
import styles from './chart-test-page.module.css';

/** The latest answer, and the inputs it answers; it is stale (busy) while the inputs differ. */
interface Run {
  inputsKey: string;
  outcome: { state: 'done'; response: CalculateResponse } | { state: 'failed' };
}

function inputsKeyOf(firstStraightM: number, cof: number): string {
  return `${firstStraightM}/${cof}`;
}

const STATUS_MESSAGES: Readonly<Record<CalculateResponse['status'], MessageId>> = {
  success: 'devTests.charts.status.success',
  exceeded: 'devTests.charts.status.exceeded',
  failed: 'devTests.charts.status.failed',
  notStarted: 'devTests.charts.status.notStarted',
};

function NumberField(props: {
  label: MessageId;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange(value: number): void;
}): ReactNode {
  const id = useId();
  // The text is the field's own: while it is empty or half-typed ("", "0.") the last number stands.
  const [text, setText] = useState(String(props.value));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <FormattedMessage id={props.label} />
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={text}
        min={props.min}
        max={props.max}
        step={props.step}
        onChange={(event) => {
          setText(event.target.value);
          const value = event.target.valueAsNumber;
          if (Number.isFinite(value)) props.onChange(value);
        }}
      />
    </div>
  );
}

/** Developer test page (/test/charts): the engine worker and the lazy chart, end to end. */
export function ChartTestPage(): ReactNode {
  const intl = useIntl();
  const [firstStraightM, setFirstStraightM] = useState(300);
  const [cof, setCof] = useState(0.1);
  const [run, setRun] = useState<Run | null>(null);
  const inputsKey = inputsKeyOf(firstStraightM, cof);
  const busy = run?.inputsKey !== inputsKey;
  const outcome = run?.outcome;

  useEffect(() => {
    const key = inputsKeyOf(firstStraightM, cof);
    engineClient.calculate(buildChartTestRequest({ firstStraightM, cof })).then(
      (response) => setRun({ inputsKey: key, outcome: { state: 'done', response } }),
      (error: unknown) => {
        // a newer input superseded this run; its own answer is on the way
        if (!isEngineAbortError(error)) setRun({ inputsKey: key, outcome: { state: 'failed' } });
      },
    );
  }, [firstStraightM, cof]);

  return (
    <div className={styles.page}>
      <div>
        <h1>
          <FormattedMessage id="devTests.charts.title" />
        </h1>
        <p className={styles.intro}>
          <FormattedMessage id="devTests.charts.intro" />
        </p>
      </div>
      <section className={styles.panel} aria-busy={busy}>
        <div className={styles.inputs}>
          <NumberField
            label="devTests.charts.firstStraight"
            value={firstStraightM}
            min={1}
            max={5000}
            step={10}
            onChange={setFirstStraightM}
          />
          <NumberField label="devTests.charts.cof" value={cof} min={0.01} max={1} step={0.01} onChange={setCof} />
        </div>
        {outcome?.state === 'failed' && (
          <p className={styles.error} role="alert">
            <FormattedMessage id="devTests.charts.engineUnavailable" />
          </p>
        )}
        {outcome === undefined && (
          <p role="status">
            <FormattedMessage id="devTests.charts.calculating" />
          </p>
        )}
        {outcome?.state === 'done' && (
          <>
            <dl className={styles.results}>
              <div>
                <dt>
                  <FormattedMessage id="devTests.charts.status" />
                </dt>
                <dd>
                  <FormattedMessage id={STATUS_MESSAGES[outcome.response.status]} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="devTests.charts.distance" />
                </dt>
                <dd>
                  <FormattedMessage id="devTests.charts.metres" values={{ value: outcome.response.distance }} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="devTests.charts.forceAtEnd" />
                </dt>
                <dd>
                  <FormattedMessage id="devTests.charts.newtons" values={{ value: outcome.response.forceAtEnd }} />
                </dd>
              </div>
            </dl>
            <Chart
              label={intl.formatMessage({ id: 'devTests.charts.chartLabel' })}
              data={[
                {
                  type: 'scatter',
                  mode: 'lines',
                  x: outcome.response.profile.position,
                  y: outcome.response.profile.force,
                  line: { color: '#0041cf', width: 2 },
                  hovertemplate: '%{x:.2f} m<br>%{y:.2f} N<extra></extra>',
                },
              ]}
              layout={{
                xaxis: { title: { text: intl.formatMessage({ id: 'devTests.charts.axisPosition' }) } },
                yaxis: { title: { text: intl.formatMessage({ id: 'devTests.charts.axisForce' }) }, rangemode: 'tozero' },
                showlegend: false,
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
