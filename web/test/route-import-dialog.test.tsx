import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../src/lib/intl.tsx';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';

function demoSection(): Section {
  return { id: 's1', project: 'p1', name: 'Pulling', data: sectionFromTemplate(PULLING_TEMPLATE), results: null, shareToken: null, favorites: [], version: 3, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

/** The trajectory tab with the import dialog open, in `locale`. */
async function importDialog(locale: Locale = 'en', title = 'Import a route'): Promise<HTMLElement> {
  installFakeApi({ signedIn: account({ language: locale }), sections: [demoSection()] });
  await renderApp({ path: '/section/s1/trajectory', locale });
  // the trajectory tab is a lazy chunk, slow to load the first time on a busy machine
  fireEvent.click(await screen.findByRole('button', { name: title }, { timeout: 20_000 }));
  return screen.findByRole('dialog', { name: title });
}

/** A survey (east, north, altitude) going north 100 m, turning right to go east 80 m, then left to go north 50 m. */
const SURVEY = [
  [2600000, 1200000, 400],
  [2600000, 1200100, 401],
  [2600080, 1200100, 402],
  [2600080, 1200150, 403],
] as const;
const northFirst = (header: string): string => `${header}${SURVEY.map(([e, n, z]) => `${n} ${e} ${z}`).join('\n')}\n`;

/** Until the import dialog has closed (its rows replaced the template's). */
const closed = (): Promise<void> => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** The angles of the imported curves, rows 2 and 4. */
const angles = (): (string | undefined)[] => ['Row 2: Angle', 'Row 4: Angle'].map((label) => (screen.queryByLabelText(label) as HTMLInputElement | null)?.value);

describe('the route import dialog', { timeout: 40_000 }, () => {
  it('imports north, east, altitude points turning right with a positive angle, by the header or by the order chosen', async () => {
    const dialog = await importDialog();
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [new File([northFirst('N E Z\n')], 'survey.txt')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await closed();
    expect(angles()).toEqual(['90', '-90']);

    fireEvent.click(screen.getByRole('button', { name: 'Import a route' }));
    const again = await screen.findByRole('dialog', { name: 'Import a route' });
    fireEvent.change(within(again).getByLabelText('File'), { target: { files: [new File([northFirst('')], 'survey.xyz')] } });
    fireEvent.change(within(again).getByLabelText('Column order of the XYZ points'), { target: { value: 'ne' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Import' }));
    await closed();
    expect(angles()).toEqual(['90', '-90']);
  });

  it('tells a header naming another order than the one chosen, in the reader’s language', async () => {
    const dialog = await importDialog('de', 'Trasse importieren');
    fireEvent.change(within(dialog).getByLabelText('Datei'), { target: { files: [new File([northFirst('Nord;Ost;Höhe\n')], 'survey.csv')] } });
    fireEvent.change(within(dialog).getByLabelText('Spaltenreihenfolge der XYZ-Punkte'), { target: { value: 'en' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    expect(await within(dialog).findByText(/^Zeile 1 benennt die Spalten in einer anderen Reihenfolge/)).toBeTruthy();
  });

  it('names the line and column of a KML coordinate that is not a number, not line 0', async () => {
    const dialog = await importDialog('fr', 'Importer un tracé');
    const kml = '<?xml version="1.0"?>\n<kml><Placemark><LineString><coordinates>\n  8.48,47.38,402 8.484,47.38,404\n  8.484,47.38x2,406\n</coordinates></LineString></Placemark></kml>';
    fireEvent.change(within(dialog).getByLabelText('Fichier'), { target: { files: [new File([kml], 'trench.kml')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(
      await within(dialog).findByText('Ligne 4, colonne 3 : « 8.484,47.38x2,406 » n’est pas une coordonnée en nombres (longitude,latitude ou longitude,latitude,altitude).'),
    ).toBeTruthy();
  });

  it('reads a file of several lines once for the notice and the import', async () => {
    const dialog = await importDialog();
    const kml = `<kml><Document>
      <Placemark><name>Spare</name><LineString><coordinates>8.48,47.38 8.481,47.38</coordinates></LineString></Placemark>
      <Placemark><name>Main</name><LineString><coordinates>8.48,47.38 8.484,47.38 8.484,47.382</coordinates></LineString></Placemark>
    </Document></kml>`;
    const file = new File([kml], 'two.kml');
    const bytes = vi.spyOn(file, 'arrayBuffer');
    const text = vi.spyOn(file, 'text');
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file] } });
    expect(await within(dialog).findByText(/^This file holds 2 lines; the import takes only line 2, “Main”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await closed();
    expect(angles()[0]).toBe('-90');
    expect(screen.queryByLabelText('Row 4: Angle')).toBeNull();
    expect(bytes.mock.calls.length + text.mock.calls.length).toBe(1);
  });
});
