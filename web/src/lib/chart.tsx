// The app's one chart: a fixed-height box that loads the charting library only when a chart is first shown.
import { lazy, Suspense, type ReactNode } from 'react';
import type { Config, Data, Layout } from 'plotly.js-dist-min';
import styles from './chart.module.css';

/** Chart height (px, docs/product.md#defaults-and-limits). */
export const CHART_HEIGHT_PX = 300;

export interface ChartProps {
  /** Plotly traces. */
  data: Data[];
  /** Plotly layout; height defaults to {@link CHART_HEIGHT_PX} and the width follows the container. */
  layout?: Partial<Layout>;
  /** Plotly config; the mode bar logo is off by default. */
  config?: Partial<Config>;
  /** Accessible name of the chart (already translated). */
  label: string;
}

// Plotly is ~4.6 MB: it gets its own chunk, fetched the first time a chart is shown.
const PlotlyChart = lazy(async () => ({ default: (await import('./plotly-chart.tsx')).PlotlyChart }));

/** The app's one chart component. */
export function Chart(props: ChartProps): ReactNode {
  const height = props.layout?.height ?? CHART_HEIGHT_PX;
  return (
    <Suspense
      fallback={<div className={styles.placeholder} style={{ height }} role="figure" aria-label={props.label} aria-busy="true" />}
    >
      <PlotlyChart {...props} />
    </Suspense>
  );
}
