// The section editor's route imports: KML and GPX lines, a spreadsheet's rows, the former planner's im file, another section's trajectory.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';
import { at, demoSection, open, winch } from './section-editor-setup.ts';

describe('section editor: route imports', () => {
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

});
