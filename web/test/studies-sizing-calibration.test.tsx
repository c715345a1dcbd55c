// The Studies tab's equipment sizing (the user's winches, one table per kind with what limits each) and COF
// calibration (a pasted field log: bad lines named, the fitted COF, rms and chart, "use this COF" into the
// section), and the per-stretch COF ranges of the COF study.
import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';
const preset = (id: string, name: string, type: Preset['type'], data: Record<string, unknown>): Preset => ({ id, name, type, group: null, owner: 'u1', data });
const PRESETS: Preset[] = [
  preset('w1', 'Capstan winch 10 kN', 'pullingMachine', { maxPullingForce: 10000, maxPullingSpeed: 30 }),
  preset('w2', 'Hand winch 1 kN', 'pullingMachine', { maxPullingForce: 1000, maxPullingSpeed: 10 }),
  preset('c1', 'Compressor', 'compressor', { maxAirFlow: 5000, maxAirPressure: 12 }),
];

/** The pulling template with the 10 kN winch; `stretches` duct stretches (the extra ones unused by the route). */
function pull(stretches = 1): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  for (let i = 1; i < stretches; i++) data.stretches.rows.push({ ...data.stretches.rows[0]!, id: `extra-${i}`, stretchName: `Extra ${i}` });
  return { id: 's1', project: 'p1', name: 'Pulling', data, results: null, shareToken: null, favorites: [], version: 3, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

async function open(section = pull()) {
  installFakeApi({ signedIn: account(), sections: [section], presets: PRESETS });
  await renderApp({ path: '/section/s1/studies', locale: 'en' });
  await screen.findByRole('heading', { level: 2, name: 'Studies' });
}

const runButton = () => screen.getByRole('button', { name: 'Run study' });
const enabled = async () => waitFor(() => expect(runButton().hasAttribute('disabled')).toBe(false), { timeout: 20_000 });

describe('equipment sizing', () => {
  it('runs every winch, names the smallest suitable and what limits the other', { timeout: 60_000 }, async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'sizing' } });
    expect((screen.getByLabelText('Required margin (%)') as HTMLInputElement).value).toBe('10');
    await enabled();
    fireEvent.click(runButton());
    const table = await screen.findByRole('table', { name: 'Candidates: Winches' }, { timeout: 40_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Hand winch 1 kN', 'Capstan winch 10 kNSmallest suitable']);
    const cells = (r: number) => within(rows[r]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(1).at(-1)).toBe('Suitable');
    expect(cells(0).at(-1)).not.toBe('Suitable');
    expect(cells(0).at(-1)).not.toBe('');
    expect(cells(1)[0]).toMatch(/^10,000 N$/);
    expect(screen.getByText('Smallest suitable: Capstan winch 10 kN')).toBeTruthy();
    // the compressor is not a kind pulling uses
    expect(screen.queryByRole('table', { name: 'Candidates: Compressors' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('refuses a negative margin', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'sizing' } });
    fireEvent.change(screen.getByLabelText('Required margin (%)'), { target: { value: '-5' } });
    expect(await screen.findByText('Enter a margin of 0 % or more.')).toBeTruthy();
    expect(runButton().hasAttribute('disabled')).toBe(true);
  });
});

describe('COF calibration', () => {
  it('names the bad cells of a pasted log and keeps Run disabled', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'calibration' } });
    expect((screen.getByLabelText('Logged machine') as HTMLSelectElement).value).toBe('winch');
    fireEvent.change(screen.getByLabelText('Or paste the log'), { target: { value: 'distance;force\n0;10\n50;abc\n;30\n' } });
    expect(await screen.findByText('Line 3, column 2 (force): not a number.')).toBeTruthy();
    expect(screen.getByText('Line 4, column 1 (distance): value missing.')).toBeTruthy();
    expect(runButton().hasAttribute('disabled')).toBe(true);
  });

  it('fits a pasted log, draws the fit and puts the COF into the section', { timeout: 60_000 }, async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'calibration' } });
    // a pull log in N: force growing along the route (semicolons, decimal comma)
    const log = ['Distance (m);Force (N)', ...Array.from({ length: 20 }, (_, i) => `${i * 20};${(40 + i * i * 6.5).toFixed(1).replace('.', ',')}`)].join('\n');
    fireEvent.change(screen.getByLabelText('Or paste the log'), { target: { value: log } });
    expect(await screen.findByText('20 readings read.')).toBeTruthy();
    await enabled();
    fireEvent.click(runButton());
    const table = await screen.findByRole('table', { name: 'Fitted friction coefficient' }, { timeout: 40_000 });
    const cof = Number(within(table).getByTestId('fitted-cof').textContent);
    expect(cof).toBeGreaterThanOrEqual(0.01);
    expect(cof).toBeLessThanOrEqual(1);
    expect(within(table).getAllByRole('cell')[1]!.textContent).toMatch(/^\d[\d,]*(\.\d)? N$/);
    expect(screen.getByTestId('calibration-chart')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    fireEvent.click(screen.getByRole('button', { name: /^Use this COF \(/ }));
    expect(screen.getByText('Every stretch of this section now has the fitted COF. Save the section to keep it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /^Stretches/ }));
    const field = (await screen.findAllByLabelText(/Coefficient of friction/))[0] as HTMLInputElement;
    // the field shows the COF to 2 decimals
    expect(Math.abs(Number(field.value.replace(',', '.')) - cof)).toBeLessThanOrEqual(0.0051);
    expect(Number(field.value.replace(',', '.'))).not.toBe(pull().data.stretches.rows[0]!.cof);
  });
});

describe('COF study per stretch', () => {
  it('offers an own range per stretch and names a bad one', async () => {
    await open(pull(2));
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'cof' } });
    const table = screen.getByRole('table', { name: 'COF range per stretch' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const min = screen.getByLabelText('Lowest COF, Extra 1') as HTMLInputElement;
    expect(min.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Own COF range for Extra 1'));
    fireEvent.change(screen.getByLabelText('Lowest COF, Extra 1'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByLabelText('Highest COF, Extra 1'), { target: { value: '0.3' } });
    expect(await screen.findByText('The lowest COF is above the highest.')).toBeTruthy();
    expect(runButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Highest COF, Extra 1'), { target: { value: '0,6' } });
    await waitFor(() => expect(screen.queryByText('The lowest COF is above the highest.')).toBeNull());
  });
});
