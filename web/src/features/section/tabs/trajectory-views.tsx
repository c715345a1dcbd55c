// The plan view and altitude profile beside the Trajectory tab's table.
import { useMemo, type ReactNode } from 'react';
import { RouteViews } from '../../../components/route-views.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { dataAtom, requestAtom } from '../state/atoms.ts';
import { useEditorValue } from '../state/editor-store.tsx';
import styles from './tab.module.css';

/** The route beside the table: plan view and altitude profile of the section's trajectory (`RouteViews`). */
export function TrajectoryViews(): ReactNode {
  const intl = useIntl();
  const request = useEditorValue(requestAtom);
  const data = useEditorValue(dataAtom);
  const input = useMemo(() => ({ trajectory: request.data.trajectory, stretches: request.data.stretches }), [request]);
  if (data.trajectory.rows.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="route-views-title">
      <h2 id="route-views-title">{intl.formatMessage({ id: 'section.trajectory.views' })}</h2>
      <RouteViews input={input} />
    </section>
  );
}
