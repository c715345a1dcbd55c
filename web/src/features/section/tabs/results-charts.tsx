// The Results tab's charts: forces and speed as the cable goes in, cable force, radial force, pressure and altitude along the route.
import { progressForces, toDisplay, unitOf, type LayingMethod, type UnitCategory } from '@cla/domain';
import { PROGRESS_ALONG, PROGRESS_SERIES } from '../progress-labels.ts';
import { cableForceAxisLabel, unitLabel } from '../../../lib/units.ts';
import type { CalculateResponse } from '@cla/engine';
import type { ReactNode } from 'react';
import { Chart } from '../../../lib/chart.tsx';
import { spansLength } from '../../../lib/chart-axes.ts';
import { useIntl, type MessageId } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import styles from './tab.module.css';

interface Series {
  name: MessageId;
  values: number[];
  color: string;
}

/** One chart: series against a common x in the user's units; nothing when every series is empty. */
function SeriesChart({
  title,
  x,
  xLabel,
  xCategory,
  yCategory,
  series,
  signed = false,
}: {
  title: MessageId;
  xLabel: MessageId;
  x: number[];
  xCategory: UnitCategory;
  yCategory: UnitCategory;
  series: Series[];
  /** the cable's axial force: the axis says its sign convention */
  signed?: boolean;
}): ReactNode {
  const intl = useIntl();
  const system = useUnitSystem();
  const present = series.filter((s) => s.values.length === x.length && s.values.some((v) => v !== 0));
  // a curve needs two points apart: a cable that never moved has one progress point (and no span of length)
  if (!spansLength(x) || present.length === 0) return null;
  const text = intl.formatMessage({ id: title });
  return (
    <Chart
      label={text}
      data={present.map((s) => ({
        x: x.map((v) => toDisplay(v, xCategory, system)),
        y: s.values.map((v) => toDisplay(v, yCategory, system)),
        type: 'scatter',
        mode: 'lines',
        name: intl.formatMessage({ id: s.name }),
        line: { color: s.color, width: 2 },
      }))}
      layout={{
        title: { text },
        xaxis: { title: { text: `${intl.formatMessage({ id: xLabel })} (${unitOf(system, xCategory).unit})` } },
        yaxis: { title: { text: signed ? cableForceAxisLabel(intl, system) : unitLabel(intl, system, yCategory) } },
        // two series have a legend: in a margin of its own at the bottom of the figure, below the axis title
        // (placed at a fraction of the plot's height, it sat on the title)
        margin: { l: 64, r: 16, t: 40, b: present.length > 1 ? 84 : 48 },
        legend: { orientation: 'h', yref: 'container', y: 0, yanchor: 'bottom', x: 0.5, xanchor: 'center' },
      }}
    />
  );
}

/** The charts along the route, in order: one profile series each (the radial force only when asked for). */
const ALONG_ROUTE: readonly { series: 'force' | 'radialForce' | 'pressure' | 'altitude'; title: MessageId; name: MessageId; category: UnitCategory; color: string }[] = [
  { series: 'force', title: 'section.results.chart.cableForce', name: 'section.results.series.cableForce', category: 'force', color: '#0041cf' },
  { series: 'radialForce', title: 'section.results.chart.radialForce', name: 'section.results.series.radialForce', category: 'forceDensity', color: '#D17500' },
  { series: 'pressure', title: 'section.results.chart.pressure', name: 'section.results.series.pressure', category: 'pressure', color: '#7a00d1' },
  { series: 'altitude', title: 'section.results.chart.altitude', name: 'section.results.series.altitude', category: 'length', color: '#6b6b6b' },
];

/**
 * The results' charts (lazy plotly, 300 px): the progress forces (the machines', or a head's or the pigs' as
 * `progressForces` names them) and speed against the installed length, the cable force along the route, the
 * radial force (when asked for), the pressure (fluid methods), the altitude.
 */
export function ResultsCharts({ response, showRadialForce, method, cannotStart = false }: { response: CalculateResponse; showRadialForce: boolean; method: LayingMethod | null | undefined; cannotStart?: boolean }): ReactNode {
  const intl = useIntl();
  const { progress, profile } = response;
  const forces = progressForces(method);
  return (
    <>
      {/* a cable that cannot start installed nothing: no curve against the installed length (its one point is a
          force needed, not exerted); the curves along the route show it where it lies */}
      {cannotStart && <p className={styles.muted}>{intl.formatMessage({ id: 'section.results.chart.notStarted' })}</p>}
      <div className={styles.grid} style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(min(380px, 100%), 1fr))' }}>
        {!cannotStart && (
          <>
            <SeriesChart
              title={forces.machines ? 'section.results.chart.machineForces' : PROGRESS_ALONG[forces.along].forces}
              x={progress.length}
              xLabel={PROGRESS_ALONG[forces.along].axis}
              xCategory="length"
              yCategory="force"
              series={[
                { name: PROGRESS_SERIES[forces.pushing], values: progress.pushingForce, color: '#0041cf' },
                { name: PROGRESS_SERIES[forces.pulling], values: progress.pullingForce, color: '#D10600' },
              ]}
            />
            <SeriesChart
              title={PROGRESS_ALONG[forces.along].speed}
              x={progress.length}
              xLabel={PROGRESS_ALONG[forces.along].axis}
              xCategory="length"
              yCategory="speed"
              series={[{ name: 'section.results.series.speed', values: progress.speed, color: '#00a86b' }]}
            />
          </>
        )}
        {ALONG_ROUTE.filter((chart) => showRadialForce || chart.series !== 'radialForce').map((chart) => (
          <SeriesChart
            key={chart.series}
            title={chart.title}
            x={profile.position}
            xLabel="section.results.axis.position"
            xCategory="length"
            yCategory={chart.category}
            series={[{ name: chart.name, values: profile[chart.series], color: chart.color }]}
            signed={chart.series === 'force'}
          />
        ))}
      </div>
    </>
  );
}
