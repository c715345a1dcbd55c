import type { LegacyProject, SectionSummary } from '@cla/domain/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, folder, installFakeApi, project2 as project } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';

function seed() {
  return installFakeApi({
    signedIn: account(),
    folders: [folder('f1', 'Zurich'), folder('f2', 'North', 'f1')],
    projects: [project('p1', 'Line 10'), project('p2', 'Line 2'), project('p3', 'Substation', 'f2')],
  });
}

const items = (): string[] =>
  within(screen.getByRole('list', { name: 'Folders and projects' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a')?.textContent ?? '');

describe('projects list', () => {
  it('shows folders before projects, by name, in a grid; list display, filter and breadcrumb', async () => {
    seed();
    await renderApp({ path: '/projects', locale: 'en' });
    await screen.findByRole('list', { name: 'Folders and projects' });
    const [first, second, third] = items();
    expect([first?.startsWith('Zurich'), second?.startsWith('Line 2'), third?.startsWith('Line 10')]).toEqual([true, true, true]);
    expect(screen.getByRole('list', { name: 'Folders and projects' }).dataset.display).toBe('grid');

    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('list', { name: 'Folders and projects' }).dataset.display).toBe('list');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('Filter by name'), { target: { value: 'subst' } });
    expect(items()).toHaveLength(1);
    expect(items()[0]).toContain('Substation');

    fireEvent.change(screen.getByLabelText('Filter by name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('link', { name: /^Zurich/ }));
    fireEvent.click(await screen.findByRole('link', { name: /^North/ }));
    const crumbs = await screen.findByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['All projects', 'Zurich', 'North']);
    expect(screen.getByRole('heading', { level: 1, name: 'North' })).toBeTruthy();
    expect(items()[0]).toContain('Substation');
  });

  it('creates a folder in the current folder and a project that opens', async () => {
    const api = seed();
    await renderApp({ path: '/projects/f1', locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Zurich' });

    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please fill in this field.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'South' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(items().some((text) => text.startsWith('South'))).toBe(true));
    expect(api.folders.find((f) => f.name === 'South')?.parent).toBe('f1');

    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    const create = await screen.findByRole('dialog', { name: 'New project' });
    fireEvent.change(within(create).getByLabelText('Name'), { target: { value: 'Ring main' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ring main' })).toBeTruthy();
    expect(api.projects.find((p) => p.name === 'Ring main')?.folder).toBe('f1');
    // The Project entry of the navigation now leads to it.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Project' }).getAttribute('href')).toMatch(/^\/project\/id/);
  });

  it('renames a project with the Project saved toast, and deletes one after confirmation', async () => {
    const api = seed();
    await renderApp({ path: '/projects', locale: 'en' });
    await screen.findByRole('list', { name: 'Folders and projects' });

    fireEvent.click(screen.getByRole('button', { name: 'Rename Line 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the project' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Line 3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project saved')).toBeTruthy();
    expect(api.projects.find((p) => p.id === 'p2')?.name).toBe('Line 3');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Line 10' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the project' });
    expect(within(confirm).getByText(/Delete the project “Line 10”/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items().some((text) => text.startsWith('Line 10'))).toBe(false));
    expect(api.projects.map((p) => p.id)).not.toContain('p1');
  });

  it('offers a retry when saving a folder fails, and the retry succeeds', async () => {
    const api = seed();
    api.failOnce.add('PATCH /api/folder/f1');
    await renderApp({ path: '/projects', locale: 'en' });
    await screen.findByRole('list', { name: 'Folders and projects' });

    fireEvent.click(screen.getByRole('button', { name: 'Rename Zurich' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the folder' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Zürich' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Unable to save the folder');
    expect(toast.textContent).toContain('The server had a problem (HTTP 500). Please try again later.');
    expect(toast.textContent).not.toContain('boom');
    await act(async () => {
      fireEvent.click(within(toast).getByRole('button', { name: 'Retry' }));
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    await waitFor(() => expect(api.folders.find((f) => f.id === 'f1')?.name).toBe('Zürich'));
    expect(await screen.findByRole('link', { name: /^Zürich/ })).toBeTruthy();
  });

  it('answers an unknown folder with a 404 page', async () => {
    seed();
    await renderApp({ path: '/projects/nope', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This folder does not exist' })).toBeTruthy();
  });
});

describe('project page', () => {
  it('renames the active project from its edit child, restoring the old name when saving fails', async () => {
    const api = seed();
    api.failOnce.add('PATCH /api/project2/p1');
    await renderApp({ path: '/project/p1/edit', locale: 'en' });
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Line 11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save active project')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Line 10');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Line 11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Line 11' })).toBeTruthy();
    expect(screen.getByText('Project saved')).toBeTruthy();
  });

  it('creates a section from the pulling template', async () => {
    const api = seed();
    await renderApp({ path: '/project/p2', locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'New section' }));
    const dialog = await screen.findByRole('dialog', { name: 'New section' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Cable pull 1' } });
    fireEvent.change(within(dialog).getByLabelText('Start from'), { target: { value: 'pulling' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('link', { name: 'Cable pull 1' })).toBeTruthy();
    const created = api.sections.at(-1);
    expect(created?.data.general).toMatchObject({ sectionName: 'Cable pull 1', layingMethod: 'pull' });
    expect(created?.data.stretches.rows[0]).toMatchObject({ outerDiameter: 110, innerDiameter: 94 });
    expect(screen.getByText(/Pulling/)).toBeTruthy();
  });

  it('says a section whose saved result could not start "cannot start", as the editor does, not "limit reached"', async () => {
    const summary = (id: string, name: string, status?: SectionSummary['status'], started?: boolean): SectionSummary => ({
      id, name, layingMethod: 'pull', updatedAt: at, ...(status && { status }), ...(started !== undefined && { started }),
    });
    const sections = [
      summary('s1', 'A moved', 'success', true),
      summary('s2', 'B stopped on the way', 'failed', true),
      summary('s3', 'C stuck', 'failed', false),
      // saved before the server said it: as before
      summary('s4', 'D old failure', 'failed'),
      summary('s5', 'E not calculated', 'notStarted', false),
      summary('s6', 'F no result'),
    ];
    const statusOf = (name: string): string | undefined => screen.getByRole('link', { name }).nextElementSibling?.textContent ?? undefined;
    for (const [locale, words] of [['en', ['calculated', 'limit reached', 'cannot start', 'not calculated']], ['fr', ['calculée', 'limite atteinte', 'ne peut pas démarrer', 'non calculée']]] as const) {
      installFakeApi({ signedIn: account(), projects: [{ ...project('p1', 'Line 1'), sections }] });
      const { unmount } = await renderApp({ path: '/project/p1', locale });
      expect(await screen.findByRole('link', { name: 'C stuck' })).toBeTruthy();
      const [success, failed, stuck, notStarted] = words;
      expect(statusOf('A moved')).toMatch(new RegExp(`· ${success}$`));
      expect(statusOf('B stopped on the way')).toMatch(new RegExp(`· ${failed}$`));
      expect(statusOf('C stuck')).toMatch(new RegExp(`· ${stuck}$`));
      expect(statusOf('D old failure')).toMatch(new RegExp(`· ${failed}$`));
      expect(statusOf('E not calculated')).toMatch(new RegExp(`· ${notStarted}$`));
      expect(statusOf('F no result')).not.toMatch(/·/);
      unmount();
    }
  });

  it('says a saved result whose data changed since is stale, beside its status, in English and French', async () => {
    const sections: SectionSummary[] = [
      { id: 's1', name: 'A fresh', layingMethod: 'pull', updatedAt: at, status: 'success', started: true, stale: false },
      { id: 's2', name: 'B edited since', layingMethod: 'pull', updatedAt: at, status: 'success', started: true, stale: true },
    ];
    const statusOf = (name: string): string | undefined => screen.getByRole('link', { name }).nextElementSibling?.textContent ?? undefined;
    for (const [locale, calculated, stale] of [['en', 'calculated', 'result stale'], ['fr', 'calculée', 'résultat périmé']] as const) {
      installFakeApi({ signedIn: account(), projects: [{ ...project('p1', 'Line 1'), sections }] });
      const { unmount } = await renderApp({ path: '/project/p1', locale });
      expect(await screen.findByRole('link', { name: 'B edited since' })).toBeTruthy();
      expect(statusOf('A fresh')).toMatch(new RegExp(`· ${calculated}$`));
      expect(statusOf('B edited since')).toMatch(new RegExp(`· ${calculated} · ${stale}$`));
      unmount();
    }
  });

  it('shows sections, files and picture, each with its empty state', async () => {
    seed();
    await renderApp({ path: '/project/p2', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Line 2' })).toBeTruthy();
    expect(screen.getByText(/No sections yet/)).toBeTruthy();
    expect(screen.getByText(/No files yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a picture' })).toBeTruthy();
  });
});

describe('legacy projects', () => {
  const legacy = (id: string, name: string | null, lengths: number[]): LegacyProject => ({
    id,
    name,
    folder: null,
    owner: 'u1',
    shareToken: null,
    deleted: false,
    data: {
      trajectory: lengths.map((length, index) => ({ type: 'straight' as const, key: `k${index}`, slope: 0, length })),
      slopeBased: true,
      altitudeAtStart: 0,
    },
    createdAt: at,
    updatedAt: at,
  });

  it('lists them by name with the route length in the user’s units, and deletes with an undo', async () => {
    const api = installFakeApi({
      signedIn: account({ systemOfUnits: 'us' }),
      legacy: [legacy('a00000000001', 'Old line', [100, 200]), legacy('a00000abcdef', null, [50])],
    });
    await renderApp({ path: '/legacy-projects', locale: 'en' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Old line', 'Project#abcdef']);
    expect(rows[0]?.textContent).toContain('Old line984 ft2Nov 20, 2026RenameDelete');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Old line' }));
    const toast = await screen.findByText('“Old line” deleted');
    expect(api.legacy.map((p) => p.name)).toEqual([null]);
    fireEvent.click(within(toast.closest('[role=status]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.legacy.map((p) => p.name)).toEqual([null, 'Old line']));
    expect(await screen.findByRole('rowheader', { name: 'Old line' })).toBeTruthy();
  });
});
