// The COF calibration's result: the COF fitted to a field log, the fit drawn over the log, and buttons to use that COF.
import { applyCof, COF_DIGITS, roundCof, toDisplay, unitOf, type CalibrationResult, type FieldLogPoint } from '@cla/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/form.tsx';
import { Chart } from '../../../lib/chart.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { formatSignificant, unitLabel, useFormatQuantity } from '../../../lib/units.ts';
import { dataAtom, sectionAtom } from '../state/atoms.ts';
import { updateAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue, useReadOnly } from '../state/editor-store.tsx';
import { ApplyCofDialog } from './apply-cof-dialog.tsx';
import styles from './studies.module.css';

/**
 * The calibration: the fitted COF and rms, the fit drawn over the log, each stretch's COF when the log covers
 * several, and the buttons that put the COF into the section.
 */
export function CalibrationView({ result, log }: { result: CalibrationResult; log: readonly FieldLogPoint[] }): ReactNode {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const system = useUnitSystem();
  const data = useEditorValue(dataAtom);
  const update = useEditorSet(updateAtom);
  const readOnly = useReadOnly();
  const section = useEditorValue(sectionAtom);
  const [applied, setApplied] = useState<'uniform' | 'perStretch' | null>(null);
  const [othersOpen, setOthersOpen] = useState(false);
  const cofText = (c: number) => formatSignificant(intl, c, COF_DIGITS);
  const stretchName = (id: string) => {
    const i = data.stretches.rows.findIndex((s) => s.id === id);
    const row = data.stretches.rows[i];
    return row?.stretchName || intl.formatMessage({ id: 'studies.calibration.stretchN' }, { n: i + 1 });
  };
  const x = (points: readonly { distance: number }[]) => points.map((p) => toDisplay(p.distance, 'length', system));
  const y = (points: readonly { force: number }[]) => points.map((p) => toDisplay(p.force, 'force', system));
  const title = intl.formatMessage({ id: 'studies.calibration.chart' });
  const per = result.perStretch;

  const useUniform = () => {
    update((d) => applyCof(d, result.cof), 'stretches.rows.0.cof');
    setApplied('uniform');
  };
  const usePerStretch = () => {
    if (!per) return;
    const byId = Object.fromEntries(per.stretches.map((s) => [s.stretchId, s.cof]));
    update((d) => applyCof(d, byId), 'stretches.rows.0.cof');
    setApplied('perStretch');
  };

  return (
    <>
      <table className={styles.table} aria-label={intl.formatMessage({ id: 'studies.calibration.table' })}>
        <tbody>
          <tr>
            <th scope="row">{intl.formatMessage({ id: 'studies.calibration.cof' })}</th>
            <td data-testid="fitted-cof">{cofText(result.cof)}</td>
          </tr>
          <tr>
            <th scope="row">{intl.formatMessage({ id: 'studies.calibration.rms' })}</th>
            <td>{quantity(result.rms, 'force')}</td>
          </tr>
          <tr>
            <th scope="row">{intl.formatMessage({ id: 'studies.calibration.readings' })}</th>
            <td>{intl.formatNumber(log.length)}</td>
          </tr>
        </tbody>
      </table>
      {!readOnly && (
        <div className={styles.controls}>
          <Button variant="primary" onClick={useUniform}>
            {intl.formatMessage({ id: 'studies.calibration.use' }, { cof: cofText(roundCof(result.cof)) })}
          </Button>
          {per && <Button onClick={usePerStretch}>{intl.formatMessage({ id: 'studies.calibration.usePerStretch' })}</Button>}
          {section.project && (
            <Button onClick={() => setOthersOpen(true)}>{intl.formatMessage({ id: 'studies.applyCof.open' }, { cof: cofText(roundCof(result.cof)) })}</Button>
          )}
        </div>
      )}
      {applied && <p role="status">{intl.formatMessage({ id: `studies.calibration.applied.${applied}` })}</p>}
      {othersOpen && <ApplyCofDialog cof={result.cof} project={section.project} current={section.id} onClose={() => setOthersOpen(false)} />}
      {per && (
        <table className={styles.table} aria-label={intl.formatMessage({ id: 'studies.calibration.perStretch' })}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'studies.calibration.stretch' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'studies.calibration.cof' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'studies.calibration.readings' })}</th>
            </tr>
          </thead>
          <tbody>
            {per.stretches.map((s) => (
              <tr key={s.stretchId}>
                <th scope="row">{stretchName(s.stretchId)}</th>
                <td>{cofText(s.cof)}</td>
                <td>{s.points > 0 ? intl.formatNumber(s.points) : intl.formatMessage({ id: 'studies.calibration.shared' })}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{intl.formatMessage({ id: 'studies.calibration.rms' })}</th>
              <td colSpan={2}>{quantity(per.rms, 'force')}</td>
            </tr>
          </tbody>
        </table>
      )}
      <div data-testid="calibration-chart">
        <Chart
          label={title}
          data={[
            { type: 'scatter', mode: 'markers', x: x(log), y: y(log), name: intl.formatMessage({ id: 'studies.calibration.log' }), marker: { color: '#595959', size: 5 } },
            { type: 'scatter', mode: 'lines', x: x(result.fit), y: y(result.fit), name: intl.formatMessage({ id: 'studies.calibration.fit' }, { cof: cofText(result.cof) }), line: { color: '#0041cf', width: 2 } },
            ...(per
              ? [{ type: 'scatter' as const, mode: 'lines' as const, x: x(per.fit), y: y(per.fit), name: intl.formatMessage({ id: 'studies.calibration.fitPerStretch' }), line: { color: '#D10600', width: 2, dash: 'dash' as const } }]
              : []),
          ]}
          layout={{
            title: { text: title },
            xaxis: { title: { text: `${intl.formatMessage({ id: 'studies.calibration.distance' })} (${unitOf(system, 'length').unit})` } },
            yaxis: { title: { text: unitLabel(intl, system, 'force') } },
            margin: { l: 64, r: 16, t: 40, b: 48 },
            legend: { orientation: 'h', y: -0.25 },
          }}
        />
      </div>
    </>
  );
}
