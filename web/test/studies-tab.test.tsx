import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';
const winch: Preset = { id: 'w1', name: 'Capstan winch 10 kN', type: 'pullingMachine', group: null, owner: null, data: { maxPullingForce: 10000, maxPullingSpeed: 30 } };

/** The pulling template pulled with 900 N only: the cable stops at about 178 m of 474 m. */
function weakPull(): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  data.settings.pullingForce = 900;
  return { id: 's1', project: 'p1', name: 'Pulling', data, results: null, shareToken: null, favorites: [], version: 3, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

async function open() {
  installFakeApi({ signedIn: account(), sections: [weakPull()], presets: [winch] });
  await renderApp({ path: '/section/s1/studies', locale: 'en' });
  return screen.findByRole('heading', { level: 2, name: 'Studies' });
}

describe('studies tab', () => {
  it('places pulling pits so that the cable reaches the end, with positions and reaches in the user’s units', { timeout: 60_000 }, async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'placement' } });
    fireEvent.change(screen.getByLabelText('Minimum spacing (m)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Position step (m)'), { target: { value: '25' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run study' }).hasAttribute('disabled')).toBe(false), { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Run study' }));
    const summary = await screen.findByText(/^\d+ pulling pits? gets? the cable to the end\.$/, undefined, { timeout: 40_000 });
    const pits = Number(/^\d+/.exec(summary.textContent ?? '')![0]);
    expect(pits).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Machines along the route' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(pits + 1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Launch point');
    // the study states the margin and the bend clearance it kept (the defaults: 15 %, 5 m)
    expect(screen.getByTestId('placement-rules').textContent).toBe(
      'Each machine stands where the force needed stays at least 15% below the rating that binds, and none stands inside a bend or within 5 m of one.',
    );
    for (const row of rows.slice(1)) expect(within(row).getAllByRole('cell')[0]!.textContent).toMatch(/^\d[\d,]*(\.\d)? m$/);
    // the pits are drawn on the plan view and the profile of the route
    expect(await screen.findByRole('figure', { name: 'Plan view' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Altitude profile' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('names a COF range it cannot sample and keeps Run disabled', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'cof' } });
    fireEvent.change(screen.getByLabelText('Lowest COF'), { target: { value: '0.4' } });
    fireEvent.change(screen.getByLabelText('Highest COF'), { target: { value: '0.2' } });
    expect(await screen.findByText('The lowest COF is above the highest.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run study' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Highest COF'), { target: { value: 'abc' } });
    expect(await screen.findByText('Enter a number in each COF field.')).toBeTruthy();
  });

  it('refuses a spacing or a step it cannot place with, in words and with the limits, and keeps Run disabled', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'placement' } });
    const problem = 'Enter a minimum spacing from 0 to 1,000,000 m and a position step above 0, at most 10,000 m.';
    // an infinite step once passed and placed a machine at NaN m
    fireEvent.change(screen.getByLabelText('Position step (m)'), { target: { value: 'Infinity' } });
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run study' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Position step (m)'), { target: { value: '20000' } });
    expect(await screen.findByText(problem)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Position step (m)'), { target: { value: '10' } });
    await waitFor(() => expect(screen.queryByText(problem)).toBeNull());
    fireEvent.change(screen.getByLabelText('Minimum spacing (m)'), { target: { value: '-5' } });
    expect(await screen.findByText(problem)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Minimum spacing (m)'), { target: { value: '5' } });
    const rules = 'Enter a distance from bends from 0 to 1,000 m and a force margin from 0 to 90 %.';
    fireEvent.change(screen.getByLabelText('Force margin (%)'), { target: { value: '95' } });
    expect(await screen.findByText(rules)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run study' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Force margin (%)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Distance from bends (m)'), { target: { value: '-1' } });
    expect(await screen.findByText(rules)).toBeTruthy();
  });
});
