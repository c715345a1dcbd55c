// Draws one chart of the printed report (force, speed, pressure, altitude or the route's plan) as a vector image.
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/intl.tsx';
import { axisRange, axisTicks } from '../../../lib/chart-axes.ts';
import type { ReportSeries } from './report-model.ts';
import styles from './report-page.module.css';

const W = 640;
const H = 260;
const LEFT = 64;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 44;

/**
 * One report chart as inline SVG for the print view (the PDF draws the same series with the same axes): frame,
 * round ticks, axis labels and the line; `plan` keeps one scale on both axes so that a bend looks like the bend.
 * Vector and self-contained, so it prints without the interactive chart library.
 */
export function ReportChartSvg({ series, plan = false }: { series: ReportSeries; plan?: boolean }): ReactNode {
  const intl = useIntl();
  const width = W - LEFT - RIGHT;
  const height = H - TOP - BOTTOM;
  let [xMin, xMax] = plan ? axisRange(series.x) : [Math.min(...series.x), Math.max(...series.x)];
  let [yMin, yMax] = axisRange(series.y);
  if (!(xMax > xMin)) [xMin, xMax] = [xMin - 1, xMin + 1];
  if (plan) {
    // one scale on both axes: widen the narrower span around its middle
    const scale = Math.min(width / (xMax - xMin), height / (yMax - yMin));
    const [xMid, yMid] = [(xMin + xMax) / 2, (yMin + yMax) / 2];
    [xMin, xMax] = [xMid - width / 2 / scale, xMid + width / 2 / scale];
    [yMin, yMax] = [yMid - height / 2 / scale, yMid + height / 2 / scale];
  }
  const px = (v: number): number => LEFT + ((v - xMin) / (xMax - xMin)) * width;
  const py = (v: number): number => TOP + height - ((v - yMin) / (yMax - yMin)) * height;
  const points = series.x.map((x, i) => `${px(x).toFixed(2)},${py(series.y[i] ?? 0).toFixed(2)}`).join(' ');
  const format = (v: number): string => intl.formatNumber(v, { maximumSignificantDigits: 6 });
  return (
    <figure className={styles.chart}>
      <figcaption>{series.title}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={intl.formatMessage({ id: 'report.chart.plot' }, { title: series.title, x: series.xLabel, y: series.yLabel })}
        preserveAspectRatio="xMidYMid meet"
      >
        <rect x={LEFT} y={TOP} width={width} height={height} fill="none" stroke="#b4b4b4" strokeWidth={0.8} />
        {axisTicks(yMin, yMax).map((v) => (
          <g key={`y${v}`}>
            <line x1={LEFT} x2={LEFT + width} y1={py(v)} y2={py(v)} stroke="#e6e6e6" strokeWidth={0.8} />
            <text x={LEFT - 4} y={py(v) + 3} textAnchor="end" fontSize={10} fill="#444">
              {format(v)}
            </text>
          </g>
        ))}
        {axisTicks(xMin, xMax).map((v) => (
          <g key={`x${v}`}>
            {plan && <line x1={px(v)} x2={px(v)} y1={TOP} y2={TOP + height} stroke="#e6e6e6" strokeWidth={0.8} />}
            <line x1={px(v)} x2={px(v)} y1={TOP + height} y2={TOP + height + 4} stroke="#888" strokeWidth={0.8} />
            <text x={px(v)} y={TOP + height + 15} textAnchor="middle" fontSize={10} fill="#444">
              {format(v)}
            </text>
          </g>
        ))}
        <text x={LEFT + width / 2} y={H - 6} textAnchor="middle" fontSize={11} fill="#222">
          {series.xLabel}
        </text>
        <text x={12} y={TOP + height / 2} textAnchor="middle" fontSize={11} fill="#222" transform={`rotate(-90 12 ${TOP + height / 2})`}>
          {series.yLabel}
        </text>
        <polyline points={points} fill="none" stroke="#0041cf" strokeWidth={1.8} strokeLinejoin="round" />
        {plan && series.x.length > 0 && (
          <>
            <circle cx={px(series.x[0]!)} cy={py(series.y[0]!)} r={3.5} fill="#0041cf" />
            <circle cx={px(series.x.at(-1)!)} cy={py(series.y.at(-1)!)} r={3.5} fill="#fff" stroke="#0041cf" strokeWidth={1.5} />
          </>
        )}
      </svg>
    </figure>
  );
}
