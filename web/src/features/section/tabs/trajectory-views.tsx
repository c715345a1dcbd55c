import { toDisplay, unitOf } from '@cla/domain';
import type { TrajectorySolution } from '@cla/engine';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Chart } from '../../../lib/chart.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { useSectionEditor } from '../section-editor-context.tsx';
import { createEngineClient, isEngineAbortError } from '../../../lib/engine-client.ts';
import { axisRange } from '../report/chart-axes.ts';
import styles from './tab.module.css';

/**
 * The route beside the table, as the engine's trajectory solver draws it (the exact 3-D polyline, loops
 * expanded): a plan view and the altitude profile, in the user's length unit. The solver runs in its own
 * worker so that it never cancels the live simulation.
 */
export function TrajectoryViews(): ReactNode {
  const intl = useIntl();
  const editor = useSectionEditor();
  const system = useUnitSystem();
  const client = useMemo(() => createEngineClient(), []);
  const [solution, setSolution] = useState<TrajectorySolution>();
  const input = useMemo(() => ({ trajectory: editor.request.data.trajectory, stretches: editor.request.data.stretches }), [editor.request]);
  useEffect(() => {
    if (input.trajectory.rows.length === 0) return undefined;
    const controller = new AbortController();
    client.solveTrajectory(input, { signal: controller.signal }).then(setSolution, (error: unknown) => {
      if (!isEngineAbortError(error)) console.warn('The trajectory solver failed', error);
    });
    return () => controller.abort();
  }, [client, input]);
  // declared after the solver's effect so that its abort runs before the client goes away
  useEffect(() => () => client.dispose(), [client]);
  if (editor.data.trajectory.rows.length === 0 || !solution) return null;
  const len = (v: number): number => toDisplay(v, 'length', system);
  const unit = unitOf(system, 'length').unit;
  const plan = { x: solution.route.x, y: solution.route.y };
  const profileX = solution.route.s.map(len);
  const profileY = solution.route.z.map(len);
  const axis = (title: string) => ({ title: { text: `${title} (${unit})` }, zeroline: false });
  return (
    <section className={styles.card} aria-labelledby="route-views-title">
      <h2 id="route-views-title">{intl.formatMessage({ id: 'section.trajectory.views' })}</h2>
      <div className={styles.grid} style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))' }}>
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
            // the route's own altitudes, not from 0 (the fill under the line would otherwise pull the axis down to 0)
            yaxis: { ...axis(intl.formatMessage({ id: 'section.trajectory.altitude' })), range: axisRange(profileY) },
            margin: { l: 60, r: 16, t: 40, b: 48 },
            showlegend: false,
          }}
        />
      </div>
    </section>
  );
}
