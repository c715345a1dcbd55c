import type { LegacyProject } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';

function quay(overrides: Partial<LegacyProject> = {}): LegacyProject {
  return {
    id: 'a00000000001',
    name: 'Quay',
    folder: null,
    owner: 'u1',
    shareToken: null,
    deleted: false,
    data: {
      trajectory: [
        { type: 'straight', key: 'k1', slope: 30, length: 100 },
        { type: 'curve', key: 'k2', angle: 0, radius: 6 },
        { type: 'straight', key: 'k3', slope: 0, length: 50 },
      ],
      slopeBased: true,
      altitudeAtStart: 10,
    },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const cellOf = (row: number, column: string): string => {
  const table = screen.getByRole('table');
  const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
  const cells = within(table).getAllByRole('row')[row]!.querySelectorAll('th, td');
  return cells[headers.indexOf(column)]?.textContent ?? '';
};

describe('legacy trajectory editor', () => {
  it('opens from the list and shows the derived values of slope-based rows', async () => {
    installFakeApi({ signedIn: account(), legacy: [quay()] });
    await renderApp({ path: '/legacy-projects', locale: 'en' });
    fireEvent.click(await screen.findByRole('link', { name: 'Quay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quay' })).toBeTruthy();
    // 100 m at 30° rises 50 m; the curve from 30° to 0° turns 30° over 6 m: π m long
    expect(cellOf(1, 'Altitudes')).toBe('10 m → 60 m');
    expect(cellOf(2, 'Total angle')).toBe('30°');
    expect(cellOf(2, 'Length')).toBe('3.14 m');
    expect(cellOf(3, 'Cumulative length')).toBe('153 m');
    expect(screen.getByLabelText('Row 1: Slope')).toHaveProperty('value', '30');
  });

  it('edits, adds, moves and deletes rows, then saves with PATCH (derived values included)', async () => {
    const api = installFakeApi({ signedIn: account(), legacy: [quay()] });
    await renderApp({ path: '/legacy-projects/a00000000001', locale: 'en' });
    fireEvent.change(await screen.findByLabelText('Row 3: Length'), { target: { value: '70' } });
    fireEvent.blur(screen.getByLabelText('Row 3: Length'));
    await waitFor(() => expect(cellOf(3, 'Cumulative length')).toBe('173 m'));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type of the new row'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(await screen.findByLabelText('Row 4: Radius')).toHaveProperty('value', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Move row 4 up' }));
    await waitFor(() => expect(screen.getByLabelText('Row 3: Radius')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Delete row 3' }));
    await waitFor(() => expect(screen.queryByLabelText('Row 4: Length')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    const call = api.calls.find((c) => c.method === 'PATCH' && c.path === '/api/project/a00000000001');
    const rows = (call?.body as LegacyProject).data.trajectory;
    expect(rows.map((r) => r.length)).toEqual([100, expect.closeTo(Math.PI, 9), 70]);
    expect(rows.map((r) => r.index)).toEqual([1, 2, 3]);
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/project')).toBe(false);
  });

  it('altitude-based: the straights take the altitude at their end and their slope derives from it', async () => {
    installFakeApi({ signedIn: account(), legacy: [quay()] });
    await renderApp({ path: '/legacy-projects/a00000000001', locale: 'en' });
    fireEvent.change(await screen.findByLabelText('Straights given by'), { target: { value: '1' } });
    // the route is kept: the first straight ends at 60 m
    expect(await screen.findByLabelText('Row 1: Altitude at the end')).toHaveProperty('value', '60');
    fireEvent.change(screen.getByLabelText('Row 3: Altitude at the end'), { target: { value: '85' } });
    fireEvent.blur(screen.getByLabelText('Row 3: Altitude at the end'));
    // 50 m rising 25 m: asin(0.5) = 30°
    await waitFor(() => expect(cellOf(3, 'Slope')).toBe('30°'));
    fireEvent.change(screen.getByLabelText('Row 3: Altitude at the end'), { target: { value: '200' } });
    fireEvent.blur(screen.getByLabelText('Row 3: Altitude at the end'));
    expect(await screen.findByText('The altitude changes more than the length of the straight.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correct the marked 1 row before saving.')).toBeTruthy();
  });

  it('a new project is posted, then opened under its id', async () => {
    const api = installFakeApi({ signedIn: account(), legacy: [] });
    await renderApp({ path: '/legacy-projects/new', locale: 'en' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Fresh' } });
    expect(screen.getByLabelText('Row 1: Length')).toHaveProperty('value', '100');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh' })).toBeTruthy();
    await waitFor(() => expect(api.legacy).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/project')).toHaveLength(1);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET' && c.path === `/api/project/${api.legacy[0]!.id}`)).toBe(true));
  });

  it('imports an im file, and names the line of a bad one', async () => {
    installFakeApi({ signedIn: account(), legacy: [quay()] });
    await renderApp({ path: '/legacy-projects/a00000000001', locale: 'fr' });
    const input = await screen.findByLabelText('Importer un fichier im (remplace les lignes)');
    fireEvent.change(input, { target: { files: [new File(['im 1\nstraight 10 0\nbend 3 4\n'], 'bad.im')] } });
    expect(await screen.findByText('Ligne 3 : entrée inconnue, ou réglage après la première ligne de tracé.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['im 1\naltitudeAtStart 2\nstraight 10 0\ncurve 45 3\n'], 'good.im')] } });
    await waitFor(() => expect(screen.queryByLabelText('Ligne 3: Longueur')).toBeNull());
    expect(screen.getByLabelText('Ligne 2: Rayon')).toHaveProperty('value', '3');
  });

  it('shows a translated 404 for an unknown project', async () => {
    installFakeApi({ signedIn: account(), legacy: [quay()] });
    await renderApp({ path: '/legacy-projects/a0000000dead', locale: 'en' });
    expect(await screen.findByText('This legacy project does not exist')).toBeTruthy();
  });

  it('translates a failed save, never the server’s own text; the edits stay', async () => {
    const api = installFakeApi({ signedIn: account(), legacy: [quay()] });
    await renderApp({ path: '/legacy-projects/a00000000001', locale: 'en' });
    api.failWith.set('PATCH /api/project/a00000000001', { status: 418, body: { statusCode: 418, code: 'TEAPOT', message: 'I am a teapot', details: null } });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Quay 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server answered with an error (HTTP 418).')).toBeTruthy();
    expect(document.body.textContent).not.toContain('teapot');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Quay 2');
  });
});

describe('shared legacy project', () => {
  it('shares a link that opens the project read-only; a signed-in visitor copies it', async () => {
    const api = installFakeApi({ signedIn: account(), legacy: [quay()] });
    await renderApp({ path: '/legacy-projects/a00000000001', locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    // opening the dialog publishes nothing
    expect(await within(dialog).findByText('Not shared: there is no share link yet.')).toBeTruthy();
    expect(api.legacy[0]?.shareToken).toBeNull();
    expect(api.calls.some((call) => call.path.includes('create-share-token'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a share link' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Share link')).toHaveProperty('value', expect.stringMatching(/\/legacy-projects\/share\/legacy-token-a00000000001$/)));
    expect(api.legacy[0]?.shareToken).toBe('legacy-token-a00000000001');
    // stopping: the link no longer opens the project; a later share is asked for again
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(api.legacy[0]?.shareToken).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/share-token/a00000000001')).toBe(true);
    expect(await screen.findByText('The link no longer opens this project.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Share' })).findByText('Not shared: there is no share link yet.')).toBeTruthy();
  });

  it('reads the shared project without inputs and copies it into the visitor’s projects', async () => {
    const api = installFakeApi({ signedIn: account(), legacy: [quay({ shareToken: 'tok' })] });
    await renderApp({ path: '/legacy-projects/share/tok', locale: 'de' });
    expect(await screen.findByText('Geteiltes altes Projekt, schreibgeschützt')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(cellOf(3, 'Kumulierte Länge')).toBe('153 m');
    fireEvent.click(screen.getByRole('button', { name: 'In meine alten Projekte kopieren' }));
    await waitFor(() => expect(api.legacy).toHaveLength(2));
    expect(api.legacy[1]).toMatchObject({ name: 'Quay', shareToken: null });
  });

  it('an unknown link is a translated 404', async () => {
    installFakeApi({ legacy: [] });
    await renderApp({ path: '/legacy-projects/share/nope', locale: 'it' });
    expect(await screen.findByRole('heading', { name: /.+/, level: 1 })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Shared project not found');
  });
});
