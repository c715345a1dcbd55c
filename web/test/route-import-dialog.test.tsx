import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('the route import dialog', { timeout: 40_000 }, () => {
  it('names the line and column of a KML coordinate that is not a number, not line 0', async () => {
    const dialog = await importDialog('fr', 'Importer un tracé');
    const kml = '<?xml version="1.0"?>\n<kml><Placemark><LineString><coordinates>\n  8.48,47.38,402 8.484,47.38,404\n  8.484,47.38x2,406\n</coordinates></LineString></Placemark></kml>';
    fireEvent.change(within(dialog).getByLabelText('Fichier'), { target: { files: [new File([kml], 'trench.kml')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(
      await within(dialog).findByText('Ligne 4, colonne 3 : « 8.484,47.38x2,406 » n’est pas une coordonnée en nombres (longitude,latitude ou longitude,latitude,altitude).'),
    ).toBeTruthy();
  });
});
