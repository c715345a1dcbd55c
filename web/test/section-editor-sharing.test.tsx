// The section editor's share link and the shared section's read-only view (copy, export).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';
import { at, demoSection, open, winch } from './section-editor-setup.ts';

describe('section editor: sharing', () => {
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

});
