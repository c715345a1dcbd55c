// Draws a route as a plan view and an altitude profile, with the machines placed along it marked.
import { toDisplay, unitOf } from '@cla/domain';
import type { TrajectoryInput, TrajectorySolution } from '@cla/engine';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Chart } from '../lib/chart.tsx';
import { axisRange } from '../lib/chart-axes.ts';
import { createEngineClient, isEngineAbortError } from '../lib/engine-client.ts';
import { useIntl } from '../lib/intl.tsx';
import { useUnitSystem } from '../lib/session.tsx';
import { marksAlong } from './route-marks.ts';
import styles from './route-views.module.css';

/** Positions to mark on both views (machines placed along the route), with their name for the legend. */
export interface RouteMarkSet {
  readonly positions: readonly number[];
  readonly label: string;
}

const MARK_COLOUR = '#D10600';

type Solved = { input: TrajectoryInput; solution: TrajectorySolution } | { input: TrajectoryInput; failed: true };

/**
 * A route as the engine's trajectory solver draws it (the exact 3-D polyline, loops expanded): a plan view and the
 * altitude profile, in the user's length unit. `input` must keep its identity while it does not change (memoise
 * it). The solver runs on an engine client of its own, so that it never cancels the live simulation. Without rows
 * it says there is nothing to draw; a route of one point (a lone pusher) is drawn as a marker.
 */
export function RouteViews({ input, marks }: { input: TrajectoryInput; marks?: RouteMarkSet }): ReactNode {
  const intl = useIntl();
  const system = useUnitSystem();
  const client = useMemo(() => createEngineClient(), []);
  const [solved, setSolved] = useState<Solved>();
  const empty = input.trajectory.rows.length === 0;
  useEffect(() => {
    if (empty) return undefined;
    const controller = new AbortController();
    client.solveTrajectory(input, { signal: controller.signal }).then(
      (solution) => setSolved({ input, solution }),
      (error: unknown) => {
        if (isEngineAbortError(error)) return;
        console.warn('The trajectory solver failed', error);
        setSolved({ input, failed: true });
      },
    );
    return () => controller.abort();
  }, [client, input, empty]);
  // declared after the solver's effect so that its abort runs before the client goes away
  useEffect(() => () => client.dispose(), [client]);

  if (empty) return <p className={styles.note}>{intl.formatMessage({ id: 'routeViews.empty' })}</p>;
  if (!solved) return <p aria-busy="true" className={styles.note}>{intl.formatMessage({ id: 'app.loading' })}</p>;
  if ('failed' in solved) return <p role="alert">{intl.formatMessage({ id: 'routeViews.failed' })}</p>;
  const { route } = solved.solution;
  const len = (v: number): number => toDisplay(v, 'length', system);
  const unit = unitOf(system, 'length').unit;
  // a route without length (one point, or a lone pusher) has no line to draw: its point is shown
  const mode = solved.solution.length > 0 ? 'lines' : 'markers';
  const axis = (title: string) => ({ title: { text: `${title} (${unit})` }, zeroline: false });
  const marked = marks === undefined ? undefined : marksAlong(route, marks.positions);
  const markTrace = (x: number[], y: number[]) => ({
    x: x.map(len),
    y: y.map(len),
    type: 'scatter' as const,
    mode: 'markers' as const,
    name: marks?.label,
    marker: { color: MARK_COLOUR, size: 12, symbol: 'triangle-up' as const },
  });
  const markTraces = (view: 'plan' | 'profile') =>
    marked === undefined || marked.s.length === 0 ? [] : [view === 'plan' ? markTrace(marked.x, marked.y) : markTrace(marked.s, marked.z)];
  return (
    <div className={styles.grid}>
      <Chart
        label={intl.formatMessage({ id: 'section.trajectory.plan' })}
        data={[
          { x: route.x.map(len), y: route.y.map(len), type: 'scatter', mode, showlegend: false, line: { color: '#0041cf', width: 3 }, marker: { color: '#0041cf', size: 10 } },
          ...markTraces('plan'),
        ]}
        layout={{
          title: { text: intl.formatMessage({ id: 'section.trajectory.plan' }) },
          xaxis: axis(intl.formatMessage({ id: 'section.trajectory.east' })),
          yaxis: { ...axis(intl.formatMessage({ id: 'section.trajectory.north' })), scaleanchor: 'x' },
          margin: { l: 60, r: 16, t: 40, b: 48 },
          showlegend: markTraces('plan').length > 0,
          legend: { orientation: 'h' },
        }}
      />
      <Chart
        label={intl.formatMessage({ id: 'section.trajectory.profile' })}
        data={[
          {
            x: route.s.map(len),
            y: route.z.map(len),
            type: 'scatter',
            mode,
            showlegend: false,
            fill: mode === 'lines' ? 'tozeroy' : 'none',
            line: { color: '#00a86b', width: 2 },
            marker: { color: '#00a86b', size: 10 },
          },
          ...markTraces('profile'),
        ]}
        layout={{
          title: { text: intl.formatMessage({ id: 'section.trajectory.profile' }) },
          xaxis: axis(intl.formatMessage({ id: 'section.trajectory.distance' })),
          // the route's own altitudes, not from 0 (the fill under the line would otherwise pull the axis down to 0)
          yaxis: { ...axis(intl.formatMessage({ id: 'section.trajectory.altitude' })), range: axisRange(route.z.map(len)) },
          margin: { l: 60, r: 16, t: 40, b: 48 },
          showlegend: false,
        }}
      />
    </div>
  );
}
