// The chart drawn by Plotly: the app's font, the user's language and number separators, the width of its box, a title clear of the mode bar.
import { useContext, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { IntlContext } from 'react-intl';
import Plotly from 'plotly.js-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';
import { CHART_HEIGHT_PX, type ChartProps } from './chart.tsx';
import { groupsFourDigits, plotlySeparators } from './chart-axes.ts';
import { narrowChartLayout } from './chart-narrow.ts';
import { plotlyLocaleConfig } from './plotly-locale.ts';
import styles from './chart.module.css';

const Plot = createPlotlyComponent(Plotly);

/** The app's font stack and text colour (see app/global.css); plotly cannot read CSS variables. */
const FONT = { family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", color: '#1c2430', size: 12 };

/** The width of an element (px), followed as it changes; undefined before it is measured or without ResizeObserver. */
function useWidth(): [RefObject<HTMLDivElement | null>, number | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The Plotly-backed body of `Chart`; only `chart.tsx` imports it, lazily. */
export function PlotlyChart({ data, layout, config, label }: ChartProps): ReactNode {
  // the interface's language (English outside an IntlProvider, e.g. a chart tested alone)
  const intl = useContext(IntlContext);
  const locale = intl?.locale ?? 'en';
  // the axes write numbers as the tables do: the language's separators, four-digit thousands grouped where it
  // groups them; negatives take plotly's true minus sign (U+2212), as long as no axis sets a d3 tickformat
  const separatethousands = groupsFourDigits(locale);
  const [box, width] = useWidth();
  // where the title would run under the mode bar (a phone, a tablet) it goes on lines of its own below it (chart-narrow.ts)
  const sized = narrowChartLayout({ height: CHART_HEIGHT_PX, margin: { l: 56, r: 16, t: 24, b: 48 }, ...layout }, width, FONT.size);
  return (
    // a figure, not an img: the mode bar inside holds buttons, and an img may hold no controls (axe nested-interactive)
    <div ref={box} className={styles.chart} role="figure" aria-label={label}>
      <Plot
        data={data}
        layout={{
          autosize: true,
          font: FONT,
          separators: plotlySeparators(locale),
          ...sized,
          xaxis: { separatethousands, ...layout?.xaxis },
          yaxis: { separatethousands, ...layout?.yaxis },
        }}
        // the mode bar in the interface's language; no "Share chart" button (it would send the chart's data to
        // Plotly's cloud) nor logo
        config={{ displaylogo: false, showSendToCloud: false, responsive: true, ...(intl ? plotlyLocaleConfig(intl) : {}), ...config }}
        useResizeHandler
        style={{ width: '100%' }}
      />
    </div>
  );
}
