import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Chart } from './chart.tsx';

describe('chart', () => {
  it('holds the place while plotly loads lazily, then draws the traces', async () => {
    const { container } = render(
      <Chart label="Pulling force along the route" data={[{ type: 'scatter', x: [0, 50, 100], y: [0, 120, 260] }]} />,
    );
    const placeholder = screen.getByRole('figure', { name: 'Pulling force along the route' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(container.querySelector('.js-plotly-plot')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('figure', { name: 'Pulling force along the route' }).hasAttribute('aria-busy')).toBe(false);
  });

  it("writes the axes' numbers with the interface language's decimal mark", async () => {
    const { container } = render(
      <IntlProvider locale="de">
        <Chart label="Geschwindigkeit" data={[{ type: 'scatter', x: [0, 1], y: [65, 66.5] }]} />
      </IntlProvider>,
    );
    await waitFor(() => expect(container.querySelector('.js-plotly-plot')).not.toBeNull(), { timeout: 10_000 });
    const plot = container.querySelector('.js-plotly-plot') as unknown as { layout: { separators?: string } };
    expect(plot.layout.separators).toBe(',.');
  });
});
