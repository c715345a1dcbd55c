import { render } from '@testing-library/react';
import type { Layout } from 'plotly.js-dist-min';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { CalculateResponse } from '@cla/engine';
import en from '../../../i18n/en.json';
import type { ChartProps } from '../../../lib/chart.tsx';
import { ResultsCharts } from './results-charts.tsx';

const drawn: ChartProps[] = [];
vi.mock('../../../lib/chart.tsx', () => ({
  Chart: (props: ChartProps) => {
    drawn.push(props);
    return null;
  },
}));
vi.mock('../../../lib/session.tsx', () => ({ useUnitSystem: () => 'std' }));

const length = [0, 100, 200];
const response = {
  progress: { length, pushingForce: [900, 800, 700], pullingForce: [0, 1200, 2500], speed: [20, 20, 20], time: [0, 5, 10] },
  profile: { position: length, force: [0, 1000, 2500], radialForce: [0, 0, 0], pressure: [0, 0, 0], altitude: [0, 1, 2] },
} as unknown as CalculateResponse;

describe('results charts', () => {
  it('keep the legend of a chart with two series below the axis title, in a margin of its own', () => {
    drawn.length = 0;
    render(
      <IntlProvider locale="en" messages={en}>
        <ResultsCharts response={response} showRadialForce={false} method="pushpull" />
      </IntlProvider>,
    );
    const machines = drawn.find((c) => c.label === 'Machine forces against the installed length');
    expect(machines?.data).toHaveLength(2);
    const layout = machines?.layout as Partial<Layout>;
    // placed from the bottom of the whole figure, not at a fraction of the plot below it (where the axis title is)
    expect(layout.legend).toMatchObject({ orientation: 'h', yref: 'container', yanchor: 'bottom' });
    expect(layout.margin?.b).toBeGreaterThanOrEqual(80);
    // a chart of one series has no legend and keeps the narrow margin
    const speed = drawn.find((c) => c.label === 'Speed against the installed length');
    expect(speed?.data).toHaveLength(1);
    expect((speed?.layout as Partial<Layout>).margin?.b).toBe(48);
  });

  it('names the forces of free-floating after its pigs and of the fluid methods after the head, not after machines', () => {
    const legends = (method: 'freefloating' | 'waterpushpull') => {
      drawn.length = 0;
      render(
        <IntlProvider locale="en" messages={en}>
          <ResultsCharts response={response} showRadialForce={false} method={method} />
        </IntlProvider>,
      );
      const chart = drawn.find((c) => c.label.startsWith('Forces on the cable against the'));
      return chart?.data.map((d) => (d as { name?: string }).name);
    };
    // free-floating has no machine: the rear pig pushes the cable's tail and the front shuttle pulls its head
    expect(legends('freefloating')).toEqual(['Push of the rear pig', 'Pull of the front shuttle']);
    expect(legends('waterpushpull')).toEqual(['Pushing force', 'Pull of the cable head']);
    expect(drawn.some((c) => c.label === 'Machine forces against the installed length')).toBe(false);
  });

  it('draw free-floating\'s progress against the front shuttle\'s distance (its whole cable is in the duct from the start), not an installed length', () => {
    drawn.length = 0;
    render(
      <IntlProvider locale="en" messages={en}>
        <ResultsCharts response={response} showRadialForce={false} method="freefloating" />
      </IntlProvider>,
    );
    const titles = drawn.map((c) => c.label);
    expect(titles).toContain('Forces on the cable against the front shuttle’s distance');
    expect(titles).toContain('Speed against the front shuttle’s distance');
    expect(titles.filter((t) => t.includes('installed length'))).toEqual([]);
    const axis = (drawn.find((c) => c.label.startsWith('Speed'))?.layout as Partial<Layout>).xaxis?.title;
    expect(axis).toMatchObject({ text: 'Distance of the front shuttle from the launch point (m)' });
  });

  it('draw no curve from a progress that never left the launch point (one point, or points all at 0 m)', () => {
    const stuckAt = (progressLength: number[]) => {
      const n = progressLength.length;
      const at = (v: number) => Array.from({ length: n }, () => v);
      drawn.length = 0;
      render(
        <IntlProvider locale="en" messages={en}>
          <ResultsCharts
            response={{ ...response, progress: { length: progressLength, pushingForce: at(0), pullingForce: at(100), speed: at(10), time: at(0) }, profile: { position: [0], force: [100], radialForce: [0], pressure: [0], altitude: [0] } } as unknown as CalculateResponse}
            showRadialForce={false}
            method="pull"
          />
        </IntlProvider>,
      );
      return drawn.map((c) => c.label);
    };
    // not even when the caller did not say the cable cannot start
    expect(stuckAt([0])).toEqual([]);
    expect(stuckAt([0, 0, 0])).toEqual([]);
    // (the same series over a length are drawn)
    expect(stuckAt([0, 50, 100])).toContain('Speed against the installed length');
  });

  it("say the sign of the cable's force on its axis (tension +, compression −), not on the machines' forces", () => {
    drawn.length = 0;
    render(
      <IntlProvider locale="en" messages={en}>
        <ResultsCharts response={response} showRadialForce={false} method="pushpull" />
      </IntlProvider>,
    );
    const axis = (label: string) => (drawn.find((c) => c.label === label)?.layout as Partial<Layout>).yaxis?.title;
    expect(axis('Cable force along the route')).toMatchObject({ text: 'N (+ tension, − compression)' });
    expect(axis('Machine forces against the installed length')).toMatchObject({ text: 'N' });
  });
});
