import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';
const winch: Preset = {
  id: 'w1',
  name: 'Capstan winch 10 kN',
  type: 'pullingMachine',
  group: null,
  owner: null,
  data: { maxPullingForce: 10000, maxPullingSpeed: 30 },
};

/** The pulling template with its winch chosen: a complete, valid section (route 450 m + two bends). */
function demoSection(): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  return { id: 's1', project: 'p1', name: 'Pulling', data, results: null, shareToken: null, favorites: [], version: 3, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

function open(path = '/section/s1/general', options: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({ signedIn: account(), sections: [demoSection()], presets: [winch], ...options });
  return { api, rendered: renderApp({ path, locale: 'en' }) };
}

const tabs = () => screen.getByRole('navigation', { name: 'Section tabs' });

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

  it('imports a KML route as straights and curves, and pastes rows from a spreadsheet', async () => {
    const { rendered } = open('/section/s1/trajectory');
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Import a route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a route' });
    const kml = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'routes', 'trench-zurich-west.kml'), 'utf8');
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [new File([kml], 'route.kml')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    // four straights and three corners
    await waitFor(() => expect(screen.getByLabelText('Row 7: Length')).toBeTruthy());
    expect(screen.queryByLabelText('Row 8: Length')).toBeNull();
    expect(screen.getByLabelText('Row 2: Radius')).toHaveProperty('value', '6');
    expect(screen.getByText(/^Total 1,\d{3} m/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Paste rows' }));
    const paste = await screen.findByRole('dialog', { name: 'Paste rows' });
    fireEvent.change(within(paste).getByLabelText('Rows'), { target: { value: '25\t2\ncurve\t45\t8' } });
    fireEvent.click(within(paste).getByRole('button', { name: 'Add the rows' }));
    await waitFor(() => expect(screen.getByLabelText('Row 8: Length')).toHaveProperty('value', '25'));
    expect(screen.getByLabelText('Row 9: Angle')).toHaveProperty('value', '45');

    fireEvent.click(screen.getByRole('button', { name: 'Paste rows' }));
    const bad = await screen.findByRole('dialog', { name: 'Paste rows' });
    fireEvent.change(within(bad).getByLabelText('Rows'), { target: { value: 'twelve' } });
    fireEvent.click(within(bad).getByRole('button', { name: 'Add the rows' }));
    expect(await within(bad).findByText('Line 1 is not a list of numbers.')).toBeTruthy();
  });

  it('says which line of a KML of several it imports, in the import dialog, before importing', async () => {
    installFakeApi({ signedIn: account({ language: 'fr' }), sections: [demoSection()], presets: [winch] });
    await renderApp({ path: '/section/s1/trajectory', locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Importer un tracé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer un tracé' });
    const kml = `<kml><Document>
      <Placemark><name>Spare</name><LineString><coordinates>8.48,47.38 8.481,47.38</coordinates></LineString></Placemark>
      <Placemark><name>Main &amp; duct</name><LineString><coordinates>8.48,47.38 8.484,47.38 8.484,47.382</coordinates></LineString></Placemark>
    </Document></kml>`;
    fireEvent.change(within(dialog).getByLabelText('Fichier'), { target: { files: [new File([kml], 'two.kml')] } });
    expect(
      await within(dialog).findByText('Ce fichier contient 2 lignes ; l’import ne prend que la ligne 2, « Main & duct » (3 points), celle qui a le plus de points, et laisse les autres de côté.'),
    ).toBeTruthy();
    // a file of one line says nothing
    fireEvent.change(within(dialog).getByLabelText('Fichier'), { target: { files: [new File([kml.replace(/<Placemark><name>Spare[\s\S]*?<\/Placemark>/, '')], 'one.kml')] } });
    await waitFor(() => expect(within(dialog).queryByText(/Ce fichier contient/)).toBeNull());
  });

  it('says which line of a GPX of two tracks it imports, and imports that one', async () => {
    const { rendered } = open('/section/s1/trajectory');
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Import a route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a route' });
    const gpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Survey app" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="47.38" lon="8.48"><name>Launch pit</name></wpt>
  <trk><name>Test pull</name><trkseg><trkpt lat="47.38" lon="8.48"><ele>402</ele></trkpt><trkpt lat="47.38" lon="8.481"><ele>402</ele></trkpt></trkseg></trk>
  <trk><name>Main &amp; duct</name><trkseg>
    <trkpt lat="47.38" lon="8.48"><ele>402</ele></trkpt>
    <trkpt lon="8.484" lat="47.38"><ele>404</ele></trkpt>
    <trkpt lat='47.382' lon='8.484'><ele>406</ele></trkpt>
  </trkseg></trk>
</gpx>`;
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [new File([gpx], 'survey.gpx', { type: 'application/gpx+xml' })] } });
    expect(
      await within(dialog).findByText('This file holds 2 lines; the import takes only line 2, “Main & duct” (3 points), the one with the most points, and leaves the others out.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    // the three-point track: a straight, a left turn of 90°, a straight; 302 m east less the curve's 6 m tangent, rising
    // 2 m (its elevations)
    await waitFor(() => expect(screen.getByLabelText('Row 3: Length')).toBeTruthy());
    expect(screen.queryByLabelText('Row 4: Length')).toBeNull();
    expect(screen.getByLabelText('Row 2: Angle')).toHaveProperty('value', '-90');
    expect(screen.getByLabelText('Row 1: Length')).toHaveProperty('value', '296.07');
    expect(screen.getByLabelText('Row 1: Slope')).toHaveProperty('value', '0.38');

    // waypoints alone: the reason, not rows
    fireEvent.click(screen.getByRole('button', { name: 'Import a route' }));
    const again = await screen.findByRole('dialog', { name: 'Import a route' });
    const pits = '<gpx version="1.1"><wpt lat="47.38" lon="8.48"/><wpt lat="47.381" lon="8.48"/></gpx>';
    fireEvent.change(within(again).getByLabelText('File'), { target: { files: [new File([pits], 'pits.gpx')] } });
    fireEvent.click(within(again).getByRole('button', { name: 'Import' }));
    expect(await within(again).findByText('This GPX file holds only waypoints, no track or route to import.')).toBeTruthy();
  });

  it('opening Share publishes nothing: the link exists only after "Create a share link", and stopping removes it', async () => {
    const { api, rendered } = open('/section/s1/general');
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    expect(await within(dialog).findByText('Not shared: there is no share link yet.')).toBeTruthy();
    expect(api.sections[0]?.shareToken).toBeNull();
    expect(api.calls.some((call) => call.path.includes('share-token'))).toBe(false);
    expect(within(dialog).queryByLabelText('Share link')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Stop sharing' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a share link' }));
    await waitFor(() => expect((within(dialog).getByLabelText('Share link') as HTMLInputElement).value).toBe(`${window.location.origin}/section/share/token-s1`));
    expect(api.sections[0]?.shareToken).toBe('token-s1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share' })).toBeNull());

    // reopened, it reads the existing link back (no second creation) and offers to stop sharing
    const creations = api.calls.filter((call) => call.path.includes('create-share-token')).length;
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const again = await screen.findByRole('dialog', { name: 'Share' });
    await waitFor(() => expect((within(again).getByLabelText('Share link') as HTMLInputElement).value).toBe(`${window.location.origin}/section/share/token-s1`));
    expect(api.calls.filter((call) => call.path.includes('create-share-token'))).toHaveLength(creations);
    fireEvent.click(within(again).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(api.sections[0]?.shareToken).toBeNull());
  });

  it('shows a shared section read-only to anybody, and copies it into a project of a signed-in user', async () => {
    const section = { ...demoSection(), shareToken: 'tok' };
    const api = installFakeApi({ sections: [section], presets: [winch] });
    await renderApp({ path: '/section/share/tok/cable', locale: 'en' });
    expect(await screen.findByText('Shared section, read-only')).toBeTruthy();
    const diameter = await screen.findByLabelText('Outer diameter (mm)');
    expect(diameter).toHaveProperty('value', '40');
    expect((diameter.closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    // The copy needs a session: a visitor is sent to sign in and comes back.
    fireEvent.click(screen.getByRole('link', { name: 'Copy into my projects' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    api.account = account();
    api.projects.push({ id: 'p9', name: 'Mine', folder: null, picture: null, files: [], sections: [], createdAt: at, updatedAt: at });
    fireEvent.change(screen.getByLabelText('E-mail or username'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the section' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulling' })).toBeTruthy();
    expect(api.sections.find((s) => s.project === 'p9')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('lets a viewer of a shared section export the trajectory (JSON, CSV) but not import or edit it', async () => {
    installFakeApi({ sections: [{ ...demoSection(), shareToken: 'tok' }], presets: [winch] });
    await renderApp({ path: '/section/share/tok/trajectory', locale: 'en' });
    const exportJson = await screen.findByRole('button', { name: 'Export JSON' });
    const exportCsv = screen.getByRole('button', { name: 'Export CSV' });
    // a disabled fieldset disables every control inside it: the exports are outside, the import is not
    const disabledByFieldset = (element: HTMLElement): boolean => Boolean(element.closest('fieldset')?.disabled);
    expect(disabledByFieldset(screen.getByRole('button', { name: 'Import a route' }))).toBe(true);
    expect(disabledByFieldset(screen.getByRole('button', { name: 'Paste rows' }))).toBe(true);
    for (const button of [exportJson, exportCsv]) {
      expect(disabledByFieldset(button)).toBe(false);
      expect(button).toHaveProperty('disabled', false);
    }
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(exportJson);
    fireEvent.click(exportCsv);
    expect(clicked).toHaveBeenCalledTimes(2);
    const json = JSON.parse(await blobs[0]!.text()) as { rows: unknown[] };
    expect(json.rows).toHaveLength(demoSection().data.trajectory.rows.length);
    expect((await blobs[1]!.text()).split('\n')[0]).toMatch(/^type/);
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

  it('keeps named scenarios in their colours, compares them, renames one, loads one back, and saves them with the section', { timeout: 40_000 }, async () => {
    const { api, rendered } = open('/section/s1/simulation');
    await rendered;
    const scenarios = await screen.findByRole('region', { name: 'Scenarios' });
    const keep = (name: string) => {
      fireEvent.change(within(screen.getByRole('region', { name: 'Scenarios' })).getByLabelText('Name of the new scenario'), { target: { value: name } });
      fireEvent.click(within(screen.getByRole('region', { name: 'Scenarios' })).getByRole('button', { name: 'Keep as a scenario' }));
    };
    // a scenario needs a name of its own
    fireEvent.click(within(scenarios).getByRole('button', { name: 'Keep as a scenario' }));
    expect(await within(scenarios).findByText('Enter a name.')).toBeTruthy();
    keep('Data sheet');
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    fireEvent.change(await screen.findByLabelText('Maximum pulling force (N)'), { target: { value: '4000' } });
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Results/ }));
    await screen.findByRole('region', { name: 'Scenarios' });
    keep(' data SHEET ');
    expect(await screen.findByText('This name is already used.')).toBeTruthy();
    keep('Weak cable');
    // the comparison table has a name of its own (a screen reader's table list reads it)
    const table = within(screen.getByRole('region', { name: 'Scenarios' })).getByRole('table', { name: 'Scenarios compared' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);
    expect(names()).toEqual(['Data sheetRename', 'Weak cableRename']);
    const rows = within(table).getAllByRole('row').slice(1);
    // method, status, what limits it, then the distance reached
    await waitFor(() => expect(within(rows[0]!).getAllByRole('cell')[3]?.textContent).toMatch(/m$/), { timeout: 20_000 });
    expect(within(rows[0]!).getAllByRole('cell')[1]?.textContent).toMatch(/^(calculated|limit reached)$/);

    // renamed in place: a taken name is refused, Enter renames, the focus returns to the button
    fireEvent.click(screen.getByRole('button', { name: 'Rename Weak cable' }));
    const field = screen.getByLabelText('New name for Weak cable');
    fireEvent.change(field, { target: { value: 'Data sheet' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This name is already used.');
    fireEvent.change(field, { target: { value: '4 kN cable' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename 4 kN cable' })));

    fireEvent.click(screen.getByRole('button', { name: 'Load Data sheet into the editor' }));
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    expect(await screen.findByLabelText('Maximum pulling force (N)')).toHaveProperty('value', '12000');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Section saved');
    const saved = api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body as { favorites: { name: string; primaryColor: string; kind: string }[] };
    expect(saved.favorites.map((f) => [f.name, f.primaryColor, f.kind])).toEqual([
      ['Data sheet', '#0041cf', 'scenario'],
      ['4 kN cable', '#D10600', 'scenario'],
    ]);
  });

  it('keeps favourites apart from the scenarios: saved by name, renamed, compared as a scenario, loaded back, deleted', { timeout: 40_000 }, async () => {
    const { api, rendered } = open('/section/s1/simulation');
    await rendered;
    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByText(/Save the current parameters as a favourite/)).toBeTruthy();
    fireEvent.change(within(favourites).getByLabelText('Name of the new favourite'), { target: { value: 'As planned' } });
    fireEvent.click(within(favourites).getByRole('button', { name: 'Save as a favourite' }));
    await within(favourites).findByRole('button', { name: 'Rename As planned' });
    // not a scenario: the scenarios stay empty until the favourite is compared
    expect(within(screen.getByRole('region', { name: 'Scenarios' })).queryByRole('table')).toBeNull();

    fireEvent.click(within(favourites).getByRole('button', { name: 'Rename As planned' }));
    const field = within(favourites).getByLabelText('New name for As planned');
    fireEvent.change(field, { target: { value: 'Tender' } });
    fireEvent.click(within(favourites).getByRole('button', { name: 'Save' }));
    await within(favourites).findByRole('button', { name: 'Rename Tender' });
    fireEvent.click(within(favourites).getByRole('button', { name: 'Compare Tender as a scenario' }));
    const scenarios = within(screen.getByRole('region', { name: 'Scenarios' })).getByRole('table');
    expect(within(scenarios).getByRole('rowheader').textContent).toBe('TenderRename');
    expect(within(favourites).getByRole('button', { name: 'Compare Tender as a scenario' })).toHaveProperty('disabled', true);

    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    fireEvent.change(await screen.findByLabelText('Maximum pulling force (N)'), { target: { value: '4000' } });
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Results/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load favourite Tender into the editor' }));
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    expect(await screen.findByLabelText('Maximum pulling force (N)')).toHaveProperty('value', '12000');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Section saved');
    const saved = api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body as { favorites: { name: string; kind: string }[] };
    expect(saved.favorites.map((f) => [f.name, f.kind])).toEqual([
      ['Tender', 'favourite'],
      ['Tender', 'scenario'],
    ]);
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Results/ }));
    fireEvent.click(within(await screen.findByRole('region', { name: 'Favourites' })).getByRole('button', { name: 'Delete Tender' }));
    expect(within(screen.getByRole('region', { name: 'Favourites' })).queryByRole('table')).toBeNull();
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

  it('imports an im file of the former planner: its rows and start altitude, keeping the heading; a bad one names its line', async () => {
    const { rendered } = open('/section/s1/trajectory');
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Import a route' }));
    let dialog = await screen.findByRole('dialog', { name: 'Import a route' });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [new File(['im 1\nstraight 100\n'], 'bad.im')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Line 2 has too few or too many values.')).toBeTruthy();
    const im = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'routes', 'quay-legacy.im'), 'utf8');
    dialog = screen.getByRole('dialog', { name: 'Import a route' });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [new File([im], 'quay.im')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByLabelText('Row 5: Length')).toHaveProperty('value', '60'));
    expect(screen.queryByLabelText('Row 6: Type')).toBeNull();
    expect(screen.getByLabelText('Row 2: Angle')).toHaveProperty('value', '90');
    expect(screen.getByLabelText('Row 4: Radius')).toHaveProperty('value', '8');
    expect(screen.getByLabelText('Row 3: Slope')).toHaveProperty('value', '2.5');
    expect(screen.getByLabelText(/^Altitude at the start/)).toHaveProperty('value', '4');
  });

  it('imports the trajectory of another of the user’s sections', async () => {
    const other: Section = {
      ...demoSection(),
      id: 's2',
      name: 'Crossing',
      data: { ...demoSection().data, trajectory: { altitudeAtStart: 0, initialHeading: 0, rows: [{ key: 'x', type: 'straight', slope: 0, length: 77 }] } },
    };
    const project = { id: 'p1', name: 'Ring', folder: null, picture: null, files: [], createdAt: at, updatedAt: at, sections: [
      { id: 's1', name: 'Pulling', layingMethod: 'pull' as const, updatedAt: at },
      { id: 's2', name: 'Crossing', layingMethod: 'pull' as const, updatedAt: at },
    ] };
    const { rendered } = open('/section/s1/trajectory', { sections: [demoSection(), other], projects: [project] });
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Import a route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a route' });
    fireEvent.change(within(dialog).getByLabelText('Import from'), { target: { value: 'section' } });
    expect(await within(dialog).findByLabelText('Section')).toHaveProperty('value', 's2');
    expect(within(dialog).getByRole('option', { name: 'Ring — Crossing' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByLabelText('Row 1: Length')).toHaveProperty('value', '77'));
    expect(screen.queryByLabelText('Row 2: Length')).toBeNull();
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

describe('section editor: the result beside the inputs, no lost work, no raw error', () => {
  const result = () => screen.getByRole('complementary', { name: 'Result' });

  it('keeps the live result beside the Equipment tab, in words while it cannot be computed', { timeout: 40_000 }, async () => {
    const { rendered } = open('/section/s1/equipment');
    await rendered;
    await screen.findByRole('complementary', { name: 'Result' });
    await waitFor(() => expect(within(result()).getByText('Distance reached on this route').nextSibling?.textContent).toMatch(/^\d[\d,]*(\.\d+)? m$/), { timeout: 30_000 });
    expect(within(result()).getByText('Max distance, route continued straight').nextSibling?.textContent).toMatch(/ m$/);
    expect(within(result()).getByText('Peak cable force').nextSibling?.textContent).toMatch(/ N$/);
    expect(result().textContent).not.toMatch(/NaN|undefined/);

    fireEvent.change(screen.getByLabelText('Pulling machine'), { target: { value: '' } });
    await waitFor(() => expect(result().textContent).toContain('Not computable yet.'));
    expect(result().textContent).toContain('Missing: Pulling machine (Equipment tab).');
  });

  it('clears the cable end a new method refuses, so that the save goes through', async () => {
    const { api, rendered } = open('/section/s1/general');
    await rendered;
    fireEvent.change(await screen.findByLabelText('Laying method'), { target: { value: '3' } }); // jetting
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Equipment/ }));
    const end = await screen.findByLabelText('Cable end');
    fireEvent.change(end, { target: { value: '1' } }); // sonic head
    fireEvent.click(within(tabs()).getByRole('link', { name: /^General/ }));
    fireEvent.change(await screen.findByLabelText('Laying method'), { target: { value: '1' } }); // pull
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Section saved')).toBeTruthy();
    const patch = api.calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(patch?.body).toMatchObject({ data: { general: { layingMethod: 'pull' }, equipment: { cableEnd: null } } });
  });

  it('says what a new method removed and converted, and undoes it on request', async () => {
    const section = demoSection();
    const rows = section.data.trajectory.rows;
    rows.splice(1, 0, { key: 'p', type: 'pusher', pushingMachine: null, pushForce: 300 });
    if (rows[2]?.type === 'curve') rows[2] = { ...rows[2], type: 'curveOnRollers' };
    installFakeApi({ signedIn: account(), sections: [section], presets: [winch] });
    await renderApp({ path: '/section/s1/general', locale: 'en' });
    fireEvent.change(await screen.findByLabelText('Laying method'), { target: { value: '3' } }); // jetting
    const toast = (await screen.findByText('Adapted to Jetting')).closest('[role="status"]') as HTMLElement;
    expect(toast.textContent).toContain('1 trajectory row removed (pusher or stretch change). 1 curve on rollers is now a curve.');
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByLabelText('Laying method')).toHaveProperty('value', '1'));
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Trajectory/ }));
    expect(await screen.findByLabelText('Row 2: Type')).toHaveProperty('value', String(['straight', 'curve', 'curveOnRollers', 'pusher'].indexOf('pusher')));
  });

  it('a save of a section changed elsewhere (409): the conflict toast, and the edits stay unsaved', async () => {
    const { api, rendered } = open('/section/s1/general');
    await rendered;
    api.failWith.set('PATCH /api/section/s1', { status: 409, body: { statusCode: 409, code: 'CONFLICT', message: 'stale', details: { reason: 'version', currentVersion: 9 } } });
    await screen.findByRole('heading', { level: 1, name: 'Pulling' }, { timeout: 25_000 });
    fireEvent.change(await screen.findByLabelText('Section name'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone saved this section in the meantime')).toBeTruthy();
    expect(screen.getByLabelText('Section name')).toHaveProperty('value', 'Mine');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  }, 30_000);

  it('translates a refused save by field and rule, never the server’s own text', async () => {
    const { api, rendered } = open('/section/s1/general');
    await rendered;
    api.failWith.set('PATCH /api/section/s1', {
      status: 422,
      body: {
        statusCode: 422, code: 'UNPROCESSABLE', message: 'The section breaks 1 rule: section.equipment.cableEnd.error.notAllowed',
        details: { issues: [{ level: 'error', path: 'equipment.cableEnd', key: 'section.equipment.cableEnd.error.notAllowed', params: { allowed: 'open' } }] },
      },
    });
    fireEvent.change(await screen.findByLabelText('Section name'), { target: { value: 'Pulling A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^The server refused the section: Cable end \(Equipment tab\): This cable end is not available for this laying method \(possible: open\)\.$/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('section.equipment.cableEnd.error.notAllowed');

    api.failWith.set('PATCH /api/section/s1', { status: 418, body: { statusCode: 418, code: 'TEAPOT', message: 'I am a teapot', details: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server answered with an error (HTTP 418).')).toBeTruthy();
    expect(document.body.textContent).not.toContain('teapot');
  });

  it('shows a failed server run as failed: not calculated, distance 0, one danger message', async () => {
    const section = demoSection();
    section.results = { status: 'success', distance: 450, maxDistance: 900, duration: 35, forceAtEnd: 2100, messages: [] };
    const api = installFakeApi({ signedIn: account(), sections: [section], presets: [winch] });
    await renderApp({ path: '/section/s1/simulation', locale: 'en' });
    const saved = await screen.findByRole('region', { name: 'Saved result (server)' });
    expect(within(saved).getByText('Distance reached on this route').nextSibling?.textContent).toBe('450 m');
    api.failOnce.add('POST /simulator/calculate');
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate on the server' }));
    await waitFor(() => expect(within(saved).getByText('Distance reached on this route').nextSibling?.textContent).toBe('0 m'));
    expect(within(saved).getByText('Status').nextSibling?.textContent).toBe('not calculated');
    const messages = within(saved).getAllByRole('listitem');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.getAttribute('data-level')).toBe('error');
    expect(messages[0]?.textContent).toMatch(/^The simulation failed — The server could not run the simulation/);
  });

  it('keeps the stored result when the server gives no answer to Simulate: the no-response toast alone', async () => {
    const section = demoSection();
    section.results = { status: 'success', distance: 450, maxDistance: 900, duration: 35, forceAtEnd: 2100, messages: [] };
    const api = installFakeApi({ signedIn: account(), sections: [section], presets: [winch] });
    await renderApp({ path: '/section/s1/simulation', locale: 'en' });
    const saved = await screen.findByRole('region', { name: 'Saved result (server)' });
    api.offlineOnce.add('POST /simulator/calculate');
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate on the server' }));
    expect(await screen.findByText('The simulation failed')).toBeTruthy();
    expect(within(saved).getByText('Distance reached on this route').nextSibling?.textContent).toBe('450 m');
    expect(within(saved).getByText('Status').nextSibling?.textContent).not.toBe('not calculated');
    expect(within(saved).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows a run the server answered as failed with its status, distance and messages, and saves it', async () => {
    const section = demoSection();
    const api = installFakeApi({
      signedIn: account(),
      sections: [section],
      presets: [winch],
      calculate: () => ({ status: 'failed', distance: 120, maxDistance: 120, duration: 9, forceAtEnd: 0, waterFlow: 0, waterQuantity: 0, airFlow: 0, messages: [{ code: 'E_PULLING_FORCE', level: 'error', title: 'E_PULLING_FORCE', message: '' }], points: [], bends: [] }),
    });
    await renderApp({ path: '/section/s1/simulation', locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate on the server' }));
    const saved = await screen.findByRole('region', { name: 'Saved result (server)' });
    await waitFor(() => expect(within(saved).getByText('Status').nextSibling?.textContent).toBe('limit reached'));
    expect(within(saved).getByText('Distance reached on this route').nextSibling?.textContent).toBe('120 m');
    expect(within(saved).getAllByRole('listitem')[0]?.getAttribute('data-level')).toBe('error');
    await waitFor(() => expect(api.sections[0]?.results).toMatchObject({ status: 'failed', distance: 120 }));
  });

  it('saves a server run’s messages with their numbers, and the saved result says them in the user’s units', async () => {
    const section = demoSection();
    const head = { code: 'I_HEAD_FORCE', level: 'info', title: 'Pull of the cable head', message: 'At the end the head pulls with 8709.82 N.', params: { force: 8709.82, pressureDrop: 4.93, tension: 5574.29 } };
    const api = installFakeApi({
      signedIn: account({ systemOfUnits: 'us' }),
      sections: [section],
      presets: [winch],
      calculate: () => ({ status: 'success', distance: 120, maxDistance: 120, duration: 9, forceAtEnd: 0, waterFlow: 0, waterQuantity: 0, airFlow: 0, messages: [head], points: [], bends: [] }),
    });
    await renderApp({ path: '/section/s1/simulation', locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate on the server' }));
    const saved = await screen.findByRole('region', { name: 'Saved result (server)' });
    // 8709.82 N = 1,958.05 lbf (1,958 to the 3 digits a force keeps, integer part whole); 4.93 bar = 71.50 psi (71.5)
    await waitFor(() => expect(within(saved).getByRole('listitem').textContent).toContain('Pull of the cable head — At the end the head pulls with 1,958 lbf (pressure drop 71.5 psi over it); the tension in the cable there is 1,253 lbf.'));
    await waitFor(() => expect(api.sections[0]?.results?.messages[0]).toMatchObject({ code: 'I_HEAD_FORCE', params: head.params }));
  });

  it('asks before leaving with unsaved changes, and moving between tabs is not leaving', async () => {
    const { rendered } = open('/section/s1/general');
    await rendered;
    fireEvent.change(await screen.findByLabelText('Section name'), { target: { value: 'Pulling A' } });
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    expect(await screen.findByLabelText('Outer diameter (mm)')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: /^← Project/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Outer diameter (mm)')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: /^← Project/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Section tabs' })).toBeNull());
  });

  it('keeps unsaved edits in this browser for this user and offers them back', async () => {
    const first = open('/section/s1/general');
    const { unmount } = await first.rendered;
    fireEvent.change(await screen.findByLabelText('Section name'), { target: { value: 'Kept name' } });
    await waitFor(() => expect(localStorage.length).toBe(1), { timeout: 3000 });
    unmount();

    // another user of the same browser is not offered it
    installFakeApi({ signedIn: account({ id: 'u2' }), sections: [demoSection()], presets: [winch] });
    const other = await renderApp({ path: '/section/s1/general', locale: 'en' });
    expect(await screen.findByLabelText('Section name')).toHaveProperty('value', 'Pulling');
    expect(screen.queryByRole('dialog')).toBeNull();
    other.unmount();

    const again = open('/section/s1/general');
    await again.rendered;
    const offer = await screen.findByRole('dialog', { name: /^Restore unsaved changes from .+\?$/ });
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByLabelText('Section name')).toHaveProperty('value', 'Kept name'));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Section saved')).toBeTruthy();
    await waitFor(() => expect(localStorage.length).toBe(0));
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
