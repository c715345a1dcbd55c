// The pusher or pit placement's result: how many machines, where along the route, and the margins they keep.
import { useMemo, type ReactNode } from 'react';
import { RouteViews } from '../../../components/route-views.tsx';
import { FormAlert } from '../../../components/form.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useFormatQuantity } from '../../../lib/units.ts';
import { dataAtom, requestAtom } from '../state/atoms.ts';
import { useEditorValue } from '../state/editor-store.tsx';
import { placementStopMessage } from './placement-stop.ts';
import type { ShownPlacement } from './study-outcome.ts';
import styles from './studies.module.css';

/**
 * The placement: how many machines, where (also on the plan view and the profile), where each sub-route's cable gets,
 * and the force margin and bend clearance it kept (absent from placements stored before they existed).
 */
export function PlacementView({ result, kind }: { result: ShownPlacement; kind: 'pusher' | 'pit' }): ReactNode {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const starts = [null, ...result.positions];
  const request = useEditorValue(requestAtom);
  const data = useEditorValue(dataAtom);
  const stop = placementStopMessage(result, (m) => quantity(m, 'length'));
  const stopText = intl.formatMessage({ id: stop.id }, stop.values);
  const input = useMemo(() => ({ trajectory: request.data.trajectory, stretches: request.data.stretches }), [request]);
  return (
    <>
      {result.reachesEnd ? (
        <p role="status">{intl.formatMessage({ id: `studies.placement.result.${kind}` }, { count: result.positions.length })}</p>
      ) : (
        <FormAlert>{stopText}</FormAlert>
      )}
      {result.forceMargin !== undefined && result.bendClearance !== undefined && (
        <p data-testid="placement-rules">
          {intl.formatMessage(
            { id: 'studies.placement.rules' },
            { margin: intl.formatNumber(result.forceMargin, { style: 'percent', maximumFractionDigits: 1 }), clearance: quantity(result.bendClearance, 'length') },
          )}
        </p>
      )}
      <table className={styles.table} aria-label={intl.formatMessage({ id: 'studies.placement.table' })}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'studies.placement.index' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'studies.placement.position' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'studies.placement.reach' })}</th>
          </tr>
        </thead>
        <tbody>
          {result.reaches.map((reach, i) => (
            <tr key={i}>
              <th scope="row">{i === 0 ? intl.formatMessage({ id: 'studies.placement.launch' }) : intl.formatNumber(i)}</th>
              <td>{starts[i] === null ? '—' : quantity(starts[i], 'length')}</td>
              <td>{quantity(reach, 'length')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.positions.length > 0 && data.trajectory.rows.length > 0 && (
        <RouteViews input={input} marks={{ positions: result.positions, label: intl.formatMessage({ id: `studies.placement.marks.${kind}` }) }} />
      )}
    </>
  );
}
