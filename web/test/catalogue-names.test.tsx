import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';
const winch: Preset = { id: 'w1', name: 'Capstan winch 10 kN', type: 'pullingMachine', group: 'telecom', owner: null, data: { maxPullingForce: 10000 } };
const ownWinch: Preset = { id: 'w2', name: 'Capstan winch 10 kN', type: 'pullingMachine', group: null, owner: 'u1', data: { maxPullingForce: 8000 } };
const cable: Preset = {
  id: 'c1', name: 'Loose-tube cable 96 fibres, 11 mm', type: 'cable', group: 'telecom', owner: null,
  data: { industry: 'telecom', type: 'fiber', outerDiameter: 11, maxPullingForce: 1500 },
};

function section(): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  return { id: 's1', project: 'p1', name: 'Tirage', data, results: null, shareToken: null, favorites: [], version: 1, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

/** The shared demo catalogue is stored in English and shown in the user's language; the user's own presets as written. */
describe('the demo catalogue in the user’s language', () => {
  it('names catalogue machines and cables in French, groups them under French headings, and fills the cable with the French name', async () => {
    installFakeApi({ signedIn: account(), sections: [section()], presets: [winch, ownWinch, cable] });
    await renderApp({ path: '/section/s1/equipment', locale: 'fr' });
    const machine = (await screen.findByLabelText('Treuil de tirage')) as HTMLSelectElement;
    const labels = [...machine.options].map((o) => o.textContent);
    expect(labels).toContain('Treuil cabestan 10 kN');
    // the user's own preset keeps the name it was given
    expect(labels).toContain('Capstan winch 10 kN');
    expect(machine.selectedOptions[0]?.textContent).toBe('Treuil cabestan 10 kN');

    fireEvent.click(within(screen.getByRole('navigation', { name: /onglets/i })).getByRole('link', { name: /^Câble/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir un préréglage\u00a0: câble' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Télécom' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Câble à tubes libres 96 fibres, 11 mm' }));
    await waitFor(() => expect(screen.getByLabelText('Nom du câble')).toHaveProperty('value', 'Câble à tubes libres 96 fibres, 11 mm'));
  });
});

describe('a catalogue machine named as a limit', () => {
  it('is named in the user’s language in the settings hint and among the assumptions of the result', async () => {
    const data = section();
    // no typed pulling force: the winch's 10 kN is the lowest limit
    data.data.settings.pullingForce = null;
    data.data.cable.maxPullingForce = 20000;
    installFakeApi({ signedIn: account(), sections: [data], presets: [winch, cable] });
    await renderApp({ path: '/section/s1/settings', locale: 'fr' });
    expect(await screen.findByText(/limité par Treuil cabestan 10 kN/)).toBeTruthy();
    expect(screen.queryByText(/Capstan winch/)).toBeNull();
    fireEvent.click(within(screen.getByRole('navigation', { name: /onglets/i })).getByRole('link', { name: /^Résultats/ }));
    expect(await screen.findByText('limite la plus basse : Treuil cabestan 10 kN')).toBeTruthy();
    expect(screen.queryByText(/Capstan winch/)).toBeNull();
  });
});
