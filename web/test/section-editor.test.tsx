// The section editor: live computation, validation, trajectory rows, saves, presets, machines, the error page and the licence.
import type { Preset } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';
import { demoSection, open, tabs, winch } from './section-editor-setup.ts';

describe('section editor', () => {
  it('opens a complete section without errors and computes it live in the browser', { timeout: 40_000 }, async () => {
    const { rendered } = open('/section/s1/simulation');
    await rendered;
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulling' })).toBeTruthy();
    expect(within(tabs()).getByRole('link', { name: 'Cable' })).toBeTruthy();
    const live = await screen.findByRole('region', { name: 'Live result' });
    await waitFor(() => expect(within(live).getByText('Distance reached on this route').nextSibling?.textContent).toMatch(/m$/), { timeout: 30_000 });
    expect(within(live).getByText('Status').nextSibling?.textContent).toMatch(/calculated|limit reached/);
    expect(within(live).getByText('Max distance, route continued straight').nextSibling?.textContent).toMatch(/m$/);
    expect(within(live).getByText(/^Distance reached: how far the cable gets/)).toBeTruthy();
    // the assumptions behind it: the 110 mm duct's automatic undulation (none for a pull) with its basis, and the
    // engine's rule for pulling
    const assumptions = within(await screen.findByRole('region', { name: 'Assumptions behind this result' }));
    const undulation = assumptions.getByRole('rowheader', { name: 'Duct undulation amplitude — 110/94' }).closest('tr')!;
    const [value, source] = within(undulation).getAllByRole('cell').map((cell) => cell.textContent);
    expect(value).toBe('0 mm');
    expect(source).toMatch(/^automatic, from Laying method, Duct outer diameter; basis: none for a pulled cable/);
    expect(assumptions.getByRole('rowheader', { name: 'Bending stiffness ignored at bends (pulling: string model)' })).toBeTruthy();
  });

  it('refuses a cable wider than the duct, names the duct diameter in the user’s unit, and blocks the result', async () => {
    const { rendered } = open('/section/s1/cable');
    await rendered;
    const diameter = await screen.findByLabelText('Outer diameter (mm)');
    fireEvent.change(diameter, { target: { value: '100' } });
    expect(await screen.findByText(/The cable does not fit: .*\(94 mm\)/)).toBeTruthy();
    expect(diameter.getAttribute('aria-invalid')).toBe('true');
    expect(within(tabs()).getByRole('link', { name: /^Cable, 1 error/ })).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(within(tabs()).getByRole('link', { name: /^Results/ }));
    expect(await screen.findByText(/The section has errors/)).toBeTruthy();
  });

  it('shows the compressor when the method becomes jetting', async () => {
    const { rendered } = open('/section/s1/general');
    await rendered;
    fireEvent.change(await screen.findByLabelText('Laying method'), { target: { value: String(['push', 'pull', 'pushpull', 'jetting'].indexOf('jetting')) } });
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Equipment/ }));
    expect(await screen.findByLabelText('Maximum air flow (l/min)')).toBeTruthy();
    expect(screen.getByLabelText('Maximum air pressure (bar(g))')).toBeTruthy();
  });

  it('adjusts every curve to one radius', { timeout: 30_000 }, async () => {
    const { rendered } = open('/section/s1/trajectory');
    await rendered;
    await screen.findByText(/^Total 4\d\d m/, undefined, { timeout: 20_000 });
    const radii = async () => (await screen.findAllByLabelText(/^Row \d+: Radius/)).map((input) => (input as HTMLInputElement).value);
    const before = await radii();
    expect(before.length).toBeGreaterThan(1);
    fireEvent.change(screen.getByLabelText(/^Radius for all curves/), { target: { value: '25' } });
    fireEvent.blur(screen.getByLabelText(/^Radius for all curves/));
    fireEvent.click(screen.getByRole('button', { name: `Adjust all curves (${before.length})` }));
    await waitFor(async () => expect(await radii()).toEqual(before.map(() => '25')));
  });

  it('adds, duplicates and deletes trajectory rows with the derived lengths', async () => {
    const { rendered } = open('/section/s1/trajectory');
    await rendered;
    expect(await screen.findByText(/^Total 4\d\d m/)).toBeTruthy();
    // the route views come from the engine's trajectory solver
    expect(await screen.findByRole('figure', { name: 'Plan view' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Altitude profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(screen.getByLabelText('Row 6: Length')).toHaveProperty('value', '10');
    fireEvent.change(screen.getByLabelText('Row 6: Length'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate row 6' }));
    expect(screen.getByLabelText('Row 7: Length')).toHaveProperty('value', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Delete row 7' }));
    expect(screen.queryByLabelText('Row 7: Length')).toBeNull();
  });

  it('saves with the version it edited, and keeps the edits when someone saved in between', async () => {
    const { api, rendered } = open('/section/s1/general');
    await rendered;
    fireEvent.change(await screen.findByLabelText('Section name'), { target: { value: 'Pulling A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Section saved')).toBeTruthy();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ version: 3, name: 'Pulling A' });
    expect(screen.getByText('All changes saved')).toBeTruthy();

    const stored = api.sections[0];
    if (stored) api.sections[0] = { ...stored, version: stored.version + 5 };
    fireEvent.change(screen.getByLabelText('Section name'), { target: { value: 'Pulling B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone saved this section in the meantime')).toBeTruthy();
    expect(screen.getByLabelText('Section name')).toHaveProperty('value', 'Pulling B');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('asks the server for the authoritative result and saves it with the section', async () => {
    const { api, rendered } = open('/section/s1/simulation', {
      calculate: () => ({
        status: 'success', distance: 450, duration: 35, forceAtEnd: 2100, maxDistance: 900, waterFlow: 0, waterQuantity: 0, airFlow: 0,
        limitedBy: null, messages: [], progress: { length: [], pushingForce: [], pullingForce: [], speed: [], time: [] },
        profile: { position: [], force: [], radialForce: [], pressure: [], altitude: [] }, bends: [], checks: {},
      }),
    });
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate on the server' }));
    expect(await screen.findByText('Saved result (server)')).toBeTruthy();
    const saved = api.calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(saved?.body).toMatchObject({ results: { status: 'success', distance: 450, maxDistance: 900 } });
  });

  it('fills the cable from a catalogue preset and saves it back as the user’s own', async () => {
    const cablePreset: Preset = {
      id: 'c1', name: 'MV cable 3×1×150', type: 'cable', group: 'energy', owner: null,
      data: { industry: 'energy', type: 'single_solid', outerDiameter: 36, weight: 1.9, maxPullingForce: 9000, unknownField: 1 },
    };
    const { api, rendered } = open('/section/s1/cable', { presets: [winch, cablePreset] });
    await rendered;
    const openButton = await screen.findByRole('button', { name: 'Open preset: cable' });
    // label in name (WCAG 2.5.3): the accessible name starts with the visible text
    expect(openButton.textContent).toBe('Open preset');
    fireEvent.click(openButton);
    const dialog = await screen.findByRole('dialog', { name: 'Open preset: cable' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'MV cable 3×1×150' }));
    await waitFor(() => expect(screen.getByLabelText('Outer diameter (mm)')).toHaveProperty('value', '36'));
    expect(screen.getByLabelText('Cable name')).toHaveProperty('value', 'MV cable 3×1×150');
    expect(screen.getByLabelText('Weight (kg/m)')).toHaveProperty('value', '1.9');

    fireEvent.click(screen.getByRole('button', { name: 'Save as preset: cable' }));
    const save = await screen.findByRole('dialog', { name: 'Save as preset: cable' });
    fireEvent.change(within(save).getByLabelText('Name'), { target: { value: 'Our MV cable' } });
    fireEvent.click(within(save).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preset “Our MV cable” saved')).toBeTruthy();
    expect(api.presets.at(-1)).toMatchObject({ name: 'Our MV cable', type: 'cable', group: 'energy', data: { outerDiameter: 36 } });

    // the user's own preset is renamed in the list; the catalogue's cannot be
    fireEvent.click(screen.getByRole('button', { name: 'Open preset: cable' }));
    const list = await screen.findByRole('dialog', { name: 'Open preset: cable' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Rename Our MV cable' }));
    expect(within(list).queryByRole('button', { name: 'Rename MV cable 3×1×150' })).toBeNull();
    const field = within(list).getByLabelText('New name for Our MV cable');
    fireEvent.change(field, { target: { value: ' MV cable, ours ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await within(list).findByRole('button', { name: 'MV cable, ours' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH' && call.path.startsWith('/api/presets/')).at(-1)?.body).toEqual({ name: 'MV cable, ours' });
    expect(api.presets.at(-1)?.name).toBe('MV cable, ours');
  });

  it('types in a new pulling machine, chooses it, and shows its limits', async () => {
    const { api, rendered } = open('/section/s1/equipment');
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'New pulling machine' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pulling machine' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Our 5 kN winch' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum pulling force (N)'), { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Pulling machine')).toHaveProperty('selectedOptions.0.textContent', 'Our 5 kN winch'));
    expect(api.presets.at(-1)).toMatchObject({ type: 'pullingMachine', data: { maxPullingForce: 5000 } });
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('dialog', { name: 'Our 5 kN winch' });
    expect(within(details).getByText('5,000 N')).toBeTruthy();
  });

  it('edits rows from the keyboard: insert below, duplicate, move and delete, keeping the focus in the table', { timeout: 30_000 }, async () => {
    const { rendered } = open('/section/s1/trajectory');
    await rendered;
    const first = await screen.findByLabelText('Row 1: Length');
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Row 2: Type')));
    expect(screen.getByLabelText('Row 2: Length')).toHaveProperty('value', '10');
    expect(screen.getByLabelText('Row 3: Angle')).toHaveProperty('value', '90');

    fireEvent.keyDown(screen.getByLabelText('Row 2: Length'), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(screen.getByLabelText('Row 3: Length')).toHaveProperty('value', '10'));
    expect(screen.getByLabelText('Row 2: Angle')).toHaveProperty('value', '90');

    fireEvent.keyDown(screen.getByLabelText('Row 3: Length'), { key: 'd', ctrlKey: true });
    await waitFor(() => expect(screen.getByLabelText('Row 4: Length')).toHaveProperty('value', '10'));

    fireEvent.keyDown(screen.getByLabelText('Row 4: Length'), { key: 'Delete', ctrlKey: true });
    await waitFor(() => expect(screen.getByLabelText('Row 4: Length')).toHaveProperty('value', '200'));
    expect(screen.getByLabelText('Row 5: Angle')).toHaveProperty('value', '-45');
    expect(document.activeElement).toBe(screen.getByLabelText('Row 4: Type'));
  });
});

describe('error page', () => {
  it('a section that fails to load shows the translated server error, never the server’s own text', async () => {
    const api = installFakeApi({ signedIn: account(), sections: [demoSection()], presets: [winch] });
    api.failOnce.add('GET /api/section/s1');
    await renderApp({ path: '/section/s1/general', locale: 'fr' });
    expect(await screen.findByText(/Le serveur a rencontré un problème \(HTTP 500\)/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('boom');
  });
});

describe('section editor under a licence that allows nothing today', () => {
  it('says the licence expired, and offers no other laying method than the section’s own', async () => {
    const expired = account({
      company: { id: 'c1', name: 'Trench & Co', role: 'ordinary' },
      licence: { allowedLayingMethods: [], licensedLayingMethods: ['pull'], name: 'Crew', source: 'company', status: 'expired', validFrom: '2025-01-01', validUntil: '2026-01-31' },
    });
    installFakeApi({ signedIn: expired, sections: [demoSection()], presets: [winch] });
    await renderApp({ path: '/section/s1/general', locale: 'en' });
    const notice = await screen.findByTestId('licence-notice');
    expect(notice.textContent).toBe('Your licence expired on Jan 31, 2026: no laying method can be calculated or saved. Ask your manager or distributor to renew it.');
    const options = within(await screen.findByLabelText('Laying method')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Please choose', 'Pulling']);
  });

  it('shows nothing while the licence is valid', async () => {
    const { rendered } = open('/section/s1/general');
    await rendered;
    await screen.findByLabelText('Laying method');
    expect(screen.queryByTestId('licence-notice')).toBeNull();
  });
});
