import type { Project2 } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entryPath } from '../src/app/entry-routes.tsx';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

/** Generous: the first render loads lazy pages, and the test machine is shared. */
const SLOW = 30_000;
const at = '2026-11-20T10:00:00.000Z';
const harbour: Project2 = { id: 'p1', name: 'Harbour', folder: null, picture: null, files: [], sections: [], createdAt: at, updatedAt: at };

describe('entry routes without an id', () => {
  it('lead to the active section, else the active project, else the projects', () => {
    expect(entryPath('section', {})).toBe('/projects');
    expect(entryPath('section', { projectId: 'p1' })).toBe('/project/p1');
    expect(entryPath('section', { projectId: 'p1', sectionId: 's1' })).toBe('/section/s1');
    expect(entryPath('project', { projectId: 'p1', sectionId: 's1' })).toBe('/project/p1');
    expect(entryPath('project', {})).toBe('/projects');
  }, SLOW);

  it('/section with nothing open shows the projects', async () => {
    installFakeApi({ signedIn: account(), projects: [harbour] });
    await renderApp({ path: '/section', locale: 'en' });
    expect(await screen.findByRole('link', { name: /Harbour/ })).toBeTruthy();
  }, SLOW);
});

describe('“new” routes', () => {
  it('/section/new?project= creates a blank section there and opens it under its id', async () => {
    const api = installFakeApi({ signedIn: account(), projects: [harbour] });
    await renderApp({ path: '/section/new?project=p1&name=Quay%20wall', locale: 'en' });
    expect(await screen.findByRole('navigation', { name: 'Section tabs' })).toBeTruthy();
    const posts = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/section');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ project: 'p1', name: 'Quay wall', data: { general: { sectionName: 'Quay wall' } } });
    expect(api.sections).toHaveLength(1);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET' && c.path === `/api/section/${api.sections[0]!.id}`)).toBe(true));
  }, SLOW);

  it('/section/new without a project says where to create one, in the user’s language', async () => {
    const api = installFakeApi({ signedIn: account(), projects: [harbour] });
    await renderApp({ path: '/section/new', locale: 'fr' });
    expect(await screen.findByText('Une nouvelle section appartient à un projet : ouvrez le projet et créez-y la section.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  }, SLOW);

  it('/section/new with a refused project shows the translated failure and a Retry', async () => {
    const api = installFakeApi({ signedIn: account(), projects: [harbour] });
    api.failWith.set('POST /api/section', { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid input: project is not one of your projects', details: { issues: [{ field: 'project', message: 'is not one of your projects' }] } } });
    await renderApp({ path: '/section/new?project=p9', locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('is not one of your projects');
  }, SLOW);

  it('/project/new?folder= creates a project in the folder and opens its name for editing', async () => {
    const api = installFakeApi({ signedIn: account(), folders: [{ id: 'f1', name: 'North', parent: null, createdAt: at, updatedAt: at }] });
    await renderApp({ path: '/project/new?folder=f1', locale: 'en' });
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(api.projects).toHaveLength(1);
    expect(api.projects[0]).toMatchObject({ folder: 'f1', name: '' });
  }, SLOW);
});

describe('shared section without a token', () => {
  it('is a 404 without a call', async () => {
    const api = installFakeApi({});
    await renderApp({ path: '/section/share', locale: 'en' });
    expect(await screen.findByText('This share link is not valid', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls.some((c) => c.path.startsWith('/api/section'))).toBe(false);
  }, SLOW);
});

describe('legacy projects: new and leaving unsaved', () => {
  it('New project opens the editor on /legacy-projects/new; leaving it with changes asks first', async () => {
    const api = installFakeApi({ signedIn: account(), legacy: [] });
    await renderApp({ path: '/legacy-projects', locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Canal' } });
    fireEvent.click(screen.getByRole('link', { name: 'Legacy projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText('This legacy project has changes that are not saved. If you leave now, they are lost.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Canal');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Legacy projects' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Save and leave' }));
    expect(await screen.findByRole('link', { name: 'Canal' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/project')).toHaveLength(1);
  }, SLOW);

  it('a saved new project opens under its id without asking', async () => {
    installFakeApi({ signedIn: account(), legacy: [] });
    await renderApp({ path: '/legacy-projects/new', locale: 'en' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Dock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dock' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, SLOW);
});
