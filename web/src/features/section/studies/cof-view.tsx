// The COF uncertainty study's result: distance percentiles, the chance of reaching the end, force bands along the route.
import { toDisplay, unitOf, type CofUncertaintyResult } from '@cla/domain';
import type { ReactNode } from 'react';
import { Chart } from '../../../lib/chart.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { cableForceAxisLabel, useFormatQuantity } from '../../../lib/units.ts';
import styles from './studies.module.css';

/** The COF study: distance percentiles, probability of reaching the end, force bands along the route. */
export function CofView({ result }: { result: Omit<CofUncertaintyResult, 'samples'> }): ReactNode {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const system = useUnitSystem();
  const b = result.forceBands;
  const x = b.position.map((v) => toDisplay(v, 'length', system));
  const y = (values: number[]) => values.map((v) => toDisplay(v, 'force', system));
  const band = intl.formatMessage({ id: 'studies.cof.band' });
  const title = intl.formatMessage({ id: 'studies.cof.chart' });
  return (
    <>
      <p>{intl.formatMessage({ id: 'studies.cof.runs' }, { runs: result.runs, seed: result.seed })}</p>
      <table className={styles.table} aria-label={intl.formatMessage({ id: 'studies.cof.table' })}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'studies.cof.percentile' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'studies.methods.distance' })}</th>
          </tr>
        </thead>
        <tbody>
          {(['p10', 'p50', 'p90'] as const).map((p) => (
            <tr key={p}>
              <th scope="row">{intl.formatMessage({ id: `studies.cof.${p}` })}</th>
              <td>{quantity(result.distance[p], 'length')}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{intl.formatMessage({ id: 'studies.cof.reachProbability' })}</th>
            <td>{intl.formatNumber(result.reachProbability, { style: 'percent', maximumFractionDigits: 1 })}</td>
          </tr>
        </tbody>
      </table>
      {x.length >= 2 && (
        <div data-testid="cof-bands">
          <Chart
            label={title}
            data={[
              { type: 'scatter', mode: 'lines', x, y: y(b.p10), name: intl.formatMessage({ id: 'studies.cof.band.p10' }), line: { color: '#8fb0ff', width: 1 }, showlegend: false },
              { type: 'scatter', mode: 'lines', x, y: y(b.p90), name: band, fill: 'tonexty', fillcolor: 'rgba(0, 65, 207, 0.2)', line: { color: '#8fb0ff', width: 1 } },
              { type: 'scatter', mode: 'lines', x, y: y(b.p50), name: intl.formatMessage({ id: 'studies.cof.p50' }), line: { color: '#0041cf', width: 2 } },
            ]}
            layout={{
              title: { text: title },
              xaxis: { title: { text: `${intl.formatMessage({ id: 'section.results.axis.position' })} (${unitOf(system, 'length').unit})` } },
              // the cable's force, as the Results tab draws it: a pushed cable's compression reads negative, and the
              // axis says so (the pushing force, a machine's, is positive)
              yaxis: { title: { text: cableForceAxisLabel(intl, system) } },
              margin: { l: 64, r: 16, t: 40, b: 48 },
              legend: { orientation: 'h', y: -0.25 },
            }}
          />
        </div>
      )}
    </>
  );
}
