import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import fr from '../i18n/fr.json';
import it_ from '../i18n/it.json';
import { Chart } from './chart.tsx';

interface PlotElement {
  layout: { separators?: string; xaxis?: { separatethousands?: boolean }; yaxis?: { separatethousands?: boolean } };
  _context: { locale: string };
}

async function drawn(container: HTMLElement): Promise<PlotElement & HTMLElement> {
  await waitFor(() => expect(container.querySelector('.js-plotly-plot')).not.toBeNull(), { timeout: 10_000 });
  return container.querySelector('.js-plotly-plot') as unknown as PlotElement & HTMLElement;
}

const titles = (container: HTMLElement): string[] => [...container.querySelectorAll('.modebar-btn')].map((b) => b.getAttribute('data-title') ?? '');

describe('chart', () => {
  it('holds the place while plotly loads lazily, then draws the traces', async () => {
    const { container } = render(
      <Chart label="Pulling force along the route" data={[{ type: 'scatter', x: [0, 50, 100], y: [0, 120, 260] }]} />,
    );
    const placeholder = screen.getByRole('figure', { name: 'Pulling force along the route' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');

    await drawn(container);
    expect(screen.getByRole('figure', { name: 'Pulling force along the route' }).hasAttribute('aria-busy')).toBe(false);
  });

  it("writes the axes' numbers with the interface language's decimal mark and thousands separator", async () => {
    const { container } = render(
      <IntlProvider locale="de" messages={de}>
        <Chart label="Geschwindigkeit" data={[{ type: 'scatter', x: [0, 1], y: [65, 66.5] }]} />
      </IntlProvider>,
    );
    const plot = await drawn(container);
    expect(plot.layout.separators).toBe(',.');
    // German groups 1.040 as its tables do; an axis set by the chart keeps its own settings beside
    expect(plot.layout.xaxis?.separatethousands).toBe(true);
    expect(plot.layout.yaxis?.separatethousands).toBe(true);
  });

  it('leaves four-digit numbers ungrouped in Italian, as its tables write them (1040)', async () => {
    const { container } = render(
      <IntlProvider locale="it" messages={it_}>
        <Chart label="Forza" data={[{ type: 'scatter', x: [0, 1], y: [1040, 2080] }]} layout={{ yaxis: { title: { text: 'kN' } } }} />
      </IntlProvider>,
    );
    const plot = await drawn(container);
    expect(plot.layout.yaxis).toMatchObject({ separatethousands: false, title: { text: 'kN' } });
  });

  it("names the mode bar's buttons in the interface's language, without plotly's cloud upload", async () => {
    const { container } = render(
      <IntlProvider locale="fr" messages={fr}>
        <Chart label="Effort" data={[{ type: 'scatter', mode: 'lines', x: [0, 1], y: [-2, 3] }]} />
      </IntlProvider>,
    );
    const plot = await drawn(container);
    expect(plot._context.locale).toBe('fr');
    await waitFor(() => expect(titles(container).length).toBeGreaterThan(0));
    expect(titles(container)).toEqual(expect.arrayContaining(['Télécharger le graphique en PNG', 'Zoom avant', 'Échelle automatique', 'Réinitialiser les axes']));
    expect(titles(container).some((t) => /Download|Autoscale|Share/.test(t))).toBe(false);
  });

  it('keeps English outside a language provider', async () => {
    const { container } = render(<Chart label="Force" data={[{ type: 'scatter', x: [0, 1], y: [1, 2] }]} />);
    await drawn(container);
    await waitFor(() => expect(titles(container)).toContain('Autoscale'));
    expect(titles(container)).not.toContain('Share chart...');
  });
});
