// The section editor's result beside the inputs, its saves without lost work, and errors never shown raw.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';
import { demoSection, open, tabs, winch } from './section-editor-setup.ts';

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
