import { computeTrajectory, toDisplay, unitOf } from '@cla/domain';
import { useMemo, type ReactNode } from 'react';
import { Chart } from '../../../lib/chart.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { useSectionEditor } from '../section-editor-context.tsx';
import { planPolyline } from './route-plan.ts';
import styles from './tab.module.css';

/** The route beside the table: a plan view and the altitude profile, in the user's length unit. */
export function TrajectoryViews(): ReactNode {
  const intl = useIntl();
  const editor = useSectionEditor();
  const system = useUnitSystem();
  const { trajectory, stretches } = editor.data;
  const geometry = useMemo(() => computeTrajectory(trajectory, stretches.rows), [trajectory, stretches.rows]);
  const plan = useMemo(
    () => planPolyline(trajectory.rows, geometry.rows, typeof trajectory.initialHeading === 'number' ? trajectory.initialHeading : 90),
    [trajectory, geometry],
  );
  if (trajectory.rows.length === 0) return null;
  const len = (v: number): number => toDisplay(v, 'length', system);
  const unit = unitOf(system, 'length').unit;
  const start = typeof trajectory.altitudeAtStart === 'number' ? trajectory.altitudeAtStart : 0;
  const profileX = [0, ...geometry.rows.map((row) => row.cumulativeLength)].map(len);
  const profileY = [start, ...geometry.rows.map((row) => row.altAtEnd)].map(len);
  const axis = (title: string) => ({ title: { text: `${title} (${unit})` }, zeroline: false });
  return (
    <section className={styles.card} aria-labelledby="route-views-title">
      <h2 id="route-views-title">{intl.formatMessage({ id: 'section.trajectory.views' })}</h2>
      <div className={styles.grid} style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
        <Chart
          label={intl.formatMessage({ id: 'section.trajectory.plan' })}
          data={[{ x: plan.x.map(len), y: plan.y.map(len), type: 'scatter', mode: 'lines', line: { color: '#0041cf', width: 3 } }]}
          layout={{
            title: { text: intl.formatMessage({ id: 'section.trajectory.plan' }) },
            xaxis: axis(intl.formatMessage({ id: 'section.trajectory.east' })),
            yaxis: { ...axis(intl.formatMessage({ id: 'section.trajectory.north' })), scaleanchor: 'x' },
            margin: { l: 60, r: 16, t: 40, b: 48 },
            showlegend: false,
          }}
        />
        <Chart
          label={intl.formatMessage({ id: 'section.trajectory.profile' })}
          data={[{ x: profileX, y: profileY, type: 'scatter', mode: 'lines', fill: 'tozeroy', line: { color: '#00a86b', width: 2 } }]}
          layout={{
            title: { text: intl.formatMessage({ id: 'section.trajectory.profile' }) },
            xaxis: axis(intl.formatMessage({ id: 'section.trajectory.distance' })),
            yaxis: axis(intl.formatMessage({ id: 'section.trajectory.altitude' })),
            margin: { l: 60, r: 16, t: 40, b: 48 },
            showlegend: false,
          }}
        />
      </div>
    </section>
  );
}
