import { useMemo, type ReactNode } from 'react';
import { RouteViews } from '../../../components/route-views.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useSectionEditor } from '../section-editor-context.tsx';
import styles from './tab.module.css';

/** The route beside the table: plan view and altitude profile of the section's trajectory (`RouteViews`). */
export function TrajectoryViews(): ReactNode {
  const intl = useIntl();
  const editor = useSectionEditor();
  const input = useMemo(() => ({ trajectory: editor.request.data.trajectory, stretches: editor.request.data.stretches }), [editor.request]);
  if (editor.data.trajectory.rows.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="route-views-title">
      <h2 id="route-views-title">{intl.formatMessage({ id: 'section.trajectory.views' })}</h2>
      <RouteViews input={input} />
    </section>
  );
}
