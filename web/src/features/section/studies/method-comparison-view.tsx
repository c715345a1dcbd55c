// The method comparison's result: one row per allowed laying method, a distance chart, and 'use this method'.
import { applyLayingMethodChange, toDisplay, unitOf, type MethodComparisonResult } from '@cla/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/form.tsx';
import { Chart } from '../../../lib/chart.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { useFormatQuantity } from '../../../lib/units.ts';
import { dataAtom } from '../state/atoms.ts';
import { updateAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue, useReadOnly } from '../state/editor-store.tsx';
import { stuck } from '../../../lib/cannot-start.ts';
import { assumedText, distanceText, maxDistanceText, methodChartBars, methodLimitText, peakForceText, quantityText, statusText } from './method-rows.ts';
import styles from './studies.module.css';

/** The method comparison: one row per allowed method, a distance chart, "use this method". */
export function MethodComparisonView({ result }: { result: MethodComparisonResult }): ReactNode {
  const intl = useIntl();
  const data = useEditorValue(dataAtom);
  const readOnly = useReadOnly();
  const update = useEditorSet(updateAtom);
  const quantity = useFormatQuantity();
  const system = useUnitSystem();
  const current = data.general.layingMethod;
  const names = result.rows.map((r) => intl.formatMessage({ id: `method.${r.layingMethod}` }));
  const lengthUnit = unitOf(system, 'length').unit;
  const bars = methodChartBars(intl, result.rows, system);
  return (
    <>
      <div className={styles.scroll}>
        <table className={`${styles.table} ${styles.wideTable}`} aria-label={intl.formatMessage({ id: 'studies.methods.table' })}>
          <thead>
            <tr>
              {(['method', 'status', 'distance', 'maxDistance', 'limitedBy', 'duration', 'peakForce', 'quantity'] as const).map((k) => (
                <th key={k} scope="col">{intl.formatMessage({ id: `studies.methods.${k}` })}</th>
              ))}
              <th scope="col"><span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'studies.methods.use' })}</span></th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row, i) => (
              <tr key={row.layingMethod} data-method={row.layingMethod}>
                <th scope="row">
                  {names[i]}
                  {row.assumed.length > 0 && <span className={styles.note}>{assumedText(intl, quantity, row)}</span>}
                </th>
                <td data-status={row.status}>{statusText(intl, row)}</td>
                {/* a number stays on one line with its unit; the words of a cable that cannot start wrap */}
                <td className={stuck(row) ? undefined : styles.number}>{distanceText(intl, quantity, row)}</td>
                <td>{maxDistanceText(intl, quantity, row)}</td>
                <td>{methodLimitText(intl, quantity, row)}</td>
                <td className={styles.number}>{quantity(row.duration, 'duration')}</td>
                <td className={styles.number}>{peakForceText(quantity, row)}</td>
                <td>{quantityText(quantity, row)}</td>
                <td>
                  {row.layingMethod === current ? (
                    <span className={styles.note}>{intl.formatMessage({ id: 'studies.methods.current' })}</span>
                  ) : (
                    <Button
                      disabled={readOnly}
                      aria-label={intl.formatMessage({ id: 'studies.methods.useLabel' }, { method: names[i] })}
                      onClick={() => update((d) => applyLayingMethodChange(d, row.layingMethod), 'general.layingMethod')}
                    >
                      {intl.formatMessage({ id: 'studies.methods.use' })}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Chart
        label={intl.formatMessage({ id: 'studies.methods.chart' })}
        data={[
          { type: 'bar', name: intl.formatMessage({ id: 'studies.methods.distance' }), x: names, y: bars.distance, text: bars.text, textposition: 'outside', marker: { color: '#0041cf' } },
          { type: 'bar', name: intl.formatMessage({ id: 'studies.methods.maxDistance' }), x: names, y: bars.maxDistance, marker: { color: '#8fb0ff' } },
          { type: 'scatter', mode: 'lines', name: intl.formatMessage({ id: 'studies.methods.routeLength' }), x: names, y: names.map(() => toDisplay(result.routeLength, 'length', system)), line: { color: '#D10600', dash: 'dash' } },
        ]}
        layout={{
          title: { text: intl.formatMessage({ id: 'studies.methods.chart' }) },
          barmode: 'group',
          yaxis: { title: { text: lengthUnit } },
          margin: { l: 64, r: 16, t: 40, b: 64 },
          legend: { orientation: 'h', y: -0.3 },
        }}
      />
    </>
  );
}
