import { PULLING_TEMPLATE, sectionFromTemplate, type MethodComparisonRow } from '@cla/domain';
import type { Preset, Section, Study } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';
const winch: Preset = { id: 'w1', name: 'Capstan winch 10 kN', type: 'pullingMachine', group: null, owner: null, data: { maxPullingForce: 10000, maxPullingSpeed: 30 } };

function section(id: string, name: string, version: number, cof = 0.2): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.general.sectionName = name;
  data.equipment.pullingMachine = 'w1';
  data.stretches.rows = data.stretches.rows.map((r) => ({ ...r, cof }));
  return { id, project: 'p1', name, data, results: null, shareToken: null, favorites: [], version, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

const row: MethodComparisonRow = {
  layingMethod: 'pull', status: 'success', distance: 473.57, maxDistance: 531.86, limitedBy: null, duration: 36.43, peakForce: 6454.56, airOrWaterQuantity: 0, assumed: [],
};

/** A stored study; loosely typed so that kinds the API types do not name yet (calibration) can be stored too. */
function study(overrides: Partial<Record<keyof Study, unknown>>): Study {
  return { id: 'st1', section: 's1', kind: 'methods', status: 'queued', progress: 0, runs: 0, options: {}, result: null, error: null, createdAt: at, startedAt: null, finishedAt: null, ...overrides } as Study;
}

async function open(options: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({ signedIn: account(), sections: [section('s1', 'Pulling', 3)], presets: [winch], ...options });
  await renderApp({ path: '/section/s1/studies', locale: 'en' });
  // the tab is loaded lazily: the first test of the file pays for it
  await screen.findByRole('heading', { level: 2, name: 'Studies' }, { timeout: 15_000 });
  return api;
}

const storedTable = () => screen.findByRole('table', { name: 'Studies stored with the section' });

describe('studies on the server', () => {
  it('lists the section’s studies, follows a running one until it is done and opens its result', { timeout: 30_000 }, async () => {
    const api = await open({ studies: [study({ status: 'running', progress: 0.4, startedAt: at })] });
    const table = await storedTable();
    const line = within(table).getAllByRole('row')[1]!;
    expect(within(line).getByRole('rowheader').textContent).toBe('Compare laying methods');
    expect(line.textContent).toContain('Running');
    const bar = within(line).getByRole('progressbar', { name: /^Progress of Compare laying methods/ });
    expect(bar.getAttribute('value')).toBe('0.4');
    expect(within(line).getByRole('button', { name: /^Cancel Compare laying methods/ })).toBeTruthy();

    // the job finishes on the server: the list asked again shows it done
    api.studies[0] = study({ status: 'done', progress: 1, runs: 4, startedAt: at, finishedAt: '2026-11-20T10:05:00.000Z', result: { methods: [row], routeLength: 473.57 } });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Done'), { timeout: 10_000 });
    expect(within(table).queryByRole('progressbar')).toBeNull();
    // nothing queued or running: the polling stops
    const lists = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/api/studies').length;
    const before = lists();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(lists()).toBe(before);

    fireEvent.click(within(table).getByRole('button', { name: /^Open the result of Compare laying methods/ }));
    const result = await screen.findByRole('region', { name: 'Compare laying methods (run on the server)' });
    const methods = within(result).getByRole('table', { name: 'Laying methods compared' });
    expect(within(methods).getByRole('rowheader', { name: 'Pulling' })).toBeTruthy();
    expect(methods.textContent).toContain('Laying methodStatusDistance reachedMaximum distanceLimited byDurationPeak machine forceAir or water usedUse this methodPullingcalculated474 m532 m—36.4 min6,455 N—Current method');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('names the compressor a comparison assumed in the user’s units', { timeout: 30_000 }, async () => {
    const jetting: MethodComparisonRow = { ...row, layingMethod: 'jetting', airOrWaterQuantity: 57.5, assumed: ['compressor'] };
    const done = study({ status: 'done', progress: 1, runs: 2, startedAt: at, finishedAt: at, result: { methods: [row, jetting], routeLength: 473.57 } });
    await open({ signedIn: account({ systemOfUnits: 'us' }), studies: [done] });
    fireEvent.click(within(await storedTable()).getByRole('button', { name: /^Open the result of Compare laying methods/ }));
    const methods = within(await screen.findByRole('region', { name: 'Compare laying methods (run on the server)' })).getByRole('table', { name: 'Laying methods compared' });
    // 5000 l/min = 176.57 cfm, 12 bar = 174.05 psi
    expect(within(methods).getByRole('rowheader', { name: /^Jetting/ }).textContent).toContain('Assumed: compressor 177 cfm, 174 psi (gauge)');
    expect(methods.textContent).not.toContain('l/min');
  });

  it('asks the server for the chosen study with its options in SI units and lists it queued', { timeout: 30_000 }, async () => {
    const api = await open();
    expect(await screen.findByText('No study of this section has run on the server yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'placement' } });
    fireEvent.change(screen.getByLabelText('Minimum spacing (m)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Position step (m)'), { target: { value: '5' } });
    const button = screen.getByRole('button', { name: 'Run on the server' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), { timeout: 20_000 });
    fireEvent.click(button);
    const table = await storedTable();
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Queued'));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Intermediate pushers or pulling pits');
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/studies')?.body).toEqual({ section: 's1', kind: 'pushers', options: { minSpacing: 25, step: 5, bendClearance: 5, forceMargin: 0.15 } });
  });

  it('says in words when the server cannot run a kind yet, or cannot cancel or delete yet', { timeout: 30_000 }, async () => {
    const api = await open({ unavailableKinds: ['equipment'], studyDelete: false, studies: [study({ status: 'failed', error: 'boom', finishedAt: at })] });
    fireEvent.change(screen.getByLabelText('Study'), { target: { value: 'sizing' } });
    const button = screen.getByRole('button', { name: 'Run on the server' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), { timeout: 20_000 });
    fireEvent.click(button);
    expect(await screen.findByText('The server cannot run “Equipment sizing” yet: run it in the browser.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/studies')?.body).toMatchObject({ kind: 'equipment', options: { margin: 0.1 } });

    const table = await storedTable();
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Failed');
    fireEvent.click(within(table).getByRole('button', { name: /^Delete Compare laying methods/ }));
    expect(await screen.findByText('The server cannot cancel or delete studies yet.')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('cancels a queued study with DELETE and drops it from the list', { timeout: 30_000 }, async () => {
    const api = await open({ studies: [study({ status: 'queued' })] });
    const table = await storedTable();
    fireEvent.click(within(table).getByRole('button', { name: /^Cancel Compare laying methods/ }));
    expect(await screen.findByText('No study of this section has run on the server yet.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/studies/st1')).toBe(true);
    expect(api.studies).toEqual([]);
  });

  it('puts a fitted COF into other sections of the project, each saved over its own version, a conflict named and nothing lost', { timeout: 30_000 }, async () => {
    const calibration = study({
      kind: 'calibration', status: 'done', progress: 1, finishedAt: at,
      options: { log: [{ distance: 50, force: 800 }, { distance: 100, force: 1500 }] },
      result: { machine: 'winch', cof: 0.31234, rms: 12.5, fit: [{ distance: 50, force: 790 }, { distance: 100, force: 1510 }] },
    });
    const api = await open({ studies: [calibration] });
    api.sections.push(section('s2', 'Second', 2), section('s3', 'Third', 5, 0.25));
    const table = await storedTable();
    fireEvent.click(within(table).getByRole('button', { name: /^Open the result of COF calibration/ }));
    const result = await screen.findByRole('region', { name: 'COF calibration from a field log (run on the server)' });
    expect(within(result).getByTestId('fitted-cof').textContent).toBe('0.312');
    fireEvent.click(within(result).getByRole('button', { name: 'Other sections of the project: put COF 0.312 into them…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Use the COF 0.312 in other sections of the project' });
    const second = await within(dialog).findByRole('checkbox', { name: 'Second' });
    const third = within(dialog).getByRole('checkbox', { name: 'Third' });
    // the current section is not offered; each other one shows its stretches' COF
    expect(within(dialog).queryByRole('checkbox', { name: 'Pulling' })).toBeNull();
    expect(third.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(third.getAttribute('aria-describedby')!)!.textContent).toBe('COF now: 110/94: 0.25');
    fireEvent.click(second);
    fireEvent.click(third);
    // someone saved Third meanwhile
    api.sections.find((s) => s.id === 's3')!.version = 6;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 sections' }));

    expect(await within(dialog).findByText('Second: saved with the new COF.')).toBeTruthy();
    expect(await within(dialog).findByText(/^Third was saved elsewhere after this list was loaded: nothing was written to it\./)).toBeTruthy();
    expect(api.sections.find((s) => s.id === 's2')!.data.stretches.rows.map((r) => r.cof)).toEqual([0.312]);
    expect(api.sections.find((s) => s.id === 's2')!.version).toBe(3);
    expect(api.sections.find((s) => s.id === 's3')!.data.stretches.rows.map((r) => r.cof)).toEqual([0.25]);
    const patch = api.calls.find((c) => c.method === 'PATCH' && c.path === '/api/section/s2')!.body as { version: number; data: { general: { sectionName: string } } };
    expect(patch.version).toBe(2);
    expect(patch.data.general.sectionName).toBe('Second');

    // reload: Third comes back at its new version, still chosen; Second stays saved
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload the list' }));
    await waitFor(() => expect(within(dialog).queryByText(/^Third was saved elsewhere/)).toBeNull());
    expect((within(dialog).getByRole('checkbox', { name: 'Third' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 1 section' }));
    expect(await within(dialog).findByText('Third: saved with the new COF.')).toBeTruthy();
    expect(api.sections.find((s) => s.id === 's3')!.data.stretches.rows.map((r) => r.cof)).toEqual([0.312]);
    // the section open in the editor was not touched
    expect(api.calls.some((c) => c.method === 'PATCH' && c.path === '/api/section/s1')).toBe(false);
  });
});

describe('studies on a share link', () => {
  const cof = { runs: 200, seed: 1, target: 473.57, distance: { p10: 301.2, p50: 402.5, p90: 473.57 }, maxDistance: { p10: 301.2, p50: 402.5, p90: 473.57 }, reachProbability: 0.35, forceBands: { position: [0, 100], p10: [0, 1], p50: [0, 2], p90: [0, 3], coverage: [1, 1] } };

  it('shows the finished studies the share answer carries, read-only, with the result views of the tab', { timeout: 30_000 }, async () => {
    const shared = {
      ...section('s1', 'Pulling', 3), shareToken: 'tok',
      studies: [
        { kind: 'cof', finishedAt: '2026-11-21T09:30:00.000Z', result: cof },
        { kind: 'methods', finishedAt: '2026-11-21T09:00:00.000Z', result: { methods: [row, { ...row, layingMethod: 'push' }], routeLength: 473.57 } },
        { kind: 'not-a-kind', finishedAt: null, result: {} },
      ],
    } as Section;
    installFakeApi({ sections: [shared], presets: [winch] });
    await renderApp({ path: '/section/share/tok/general', locale: 'en' });
    const part = await screen.findByTestId('shared-studies', undefined, { timeout: 15_000 });
    expect(within(part).getByRole('heading', { level: 2, name: 'Studies of this section' })).toBeTruthy();
    const headings = within(part).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toHaveLength(2);
    expect(headings[0]).toMatch(/^Compare laying methods, finished /);
    expect(headings[1]).toMatch(/^Friction uncertainty \(COF range\), finished /);
    expect(within(part).getByRole('table', { name: 'Distance reached over the COF range' }).textContent).toContain('35%');
    // read-only: "use this method" changes nothing
    const use = within(part).getByRole('button', { name: 'Use this method: Pushing' });
    expect(use.hasAttribute('disabled')).toBe(true);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('shows nothing of studies when the share answer carries none', { timeout: 30_000 }, async () => {
    installFakeApi({ sections: [{ ...section('s1', 'Pulling', 3), shareToken: 'tok' }], presets: [winch] });
    await renderApp({ path: '/section/share/tok/general', locale: 'en' });
    expect(await screen.findByText('Shared section, read-only', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('shared-studies')).toBeNull();
    expect(screen.queryByText('Studies of this section')).toBeNull();
  });
});
