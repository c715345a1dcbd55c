import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const figure = (region: HTMLElement, name: string): string =>
  within(region).getByText(name, { exact: true }).nextElementSibling?.textContent ?? '';

describe('flow calculator', () => {
  it('gives the flow a pressure drives, and the pressure that flow needs, with the same engine', { timeout: 40_000 }, async () => {
    installFakeApi({ signedIn: account() });
    await renderApp({ path: '/additional/flow-calculator', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flow calculator' })).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Result' });
    // it opens on docs/physics.md's air check: one 15 mm cable in a 33 mm bore over 1500 m at 9 bar gauge (≈ 10 bar
    // absolute) takes about 2970 l/min of free air, without the high-Mach warning of an empty bore
    await waitFor(() => expect(figure(results, 'Flow')).toMatch(/ l\/min$/), { timeout: 30_000 });
    expect(Number(figure(results, 'Flow').replace(/[^\d.]/g, ''))).toBeGreaterThan(2970 * 0.98);
    expect(Number(figure(results, 'Flow').replace(/[^\d.]/g, ''))).toBeLessThan(2970 * 1.02);
    expect(screen.queryByText(/Mach/)).toBeNull();
    const flow = figure(results, 'Flow');

    fireEvent.change(screen.getByLabelText('I know'), { target: { value: '1' } });
    fireEvent.change(await screen.findByLabelText('Flow (air: free air delivery) (l/min)'), {
      target: { value: flow.replace(/[^\d.]/g, '') },
    });
    await waitFor(() => expect(figure(results, 'Inlet pressure')).toMatch(/^(8\.99|9|9\.01) bar \(gauge\)$/));
  });

  it('says which input is missing instead of a result', async () => {
    installFakeApi({ signedIn: account() });
    await renderApp({ path: '/additional/flow-calculator', locale: 'en' });
    // the unit says the pressure is gauge; the label does not say it a second time
    expect(await screen.findByLabelText('Inlet pressure (bar(g))')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Duct inner diameter (mm)'), { target: { value: '' } });
    expect(await screen.findByText('To see the result, enter: Duct inner diameter.')).toBeTruthy();
    // a value typed but not above 0 is not "missing": the sentence says what it must be
    fireEvent.change(await screen.findByLabelText('Duct inner diameter (mm)'), { target: { value: '33' } });
    fireEvent.change(await screen.findByLabelText('Duct length (m)'), { target: { value: '0' } });
    expect(await screen.findByText('To see the result, enter a value greater than 0 for: Duct length.')).toBeTruthy();
  });
});
