// Nothing saved or shown behind the user's back (issue #34, point 5): Simulate on the server with unsaved edits
// computes the draft and saves nothing; Save keeps that draft result with its data; a saved result whose data changed
// is shown stale; favourites and scenarios are saved on their own action, alone.
import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';
const winch: Preset = { id: 'w1', name: 'Capstan winch 10 kN', type: 'pullingMachine', group: null, owner: null, data: { maxPullingForce: 10000, maxPullingSpeed: 30 } };
const STORED = { status: 'success' as const, started: true, distance: 400, maxDistance: 800, messages: [] };

function section(): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  return { id: 's1', project: 'p1', name: 'Pulling', data, results: STORED, stale: false, shareToken: null, favorites: [], version: 3, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

const answer = (distance: number) => ({
  status: 'success', distance, duration: 35, forceAtEnd: 2100, maxDistance: 900, waterFlow: 0, waterQuantity: 0, airFlow: 0,
  limitedBy: null, messages: [], progress: { length: [], pushingForce: [], pullingForce: [], speed: [], time: [] },
  profile: { position: [], force: [], radialForce: [], pressure: [], altitude: [] }, bends: [], checks: {},
});

const tabs = (language: 'en' | 'fr' = 'en') => screen.getByRole('navigation', { name: language === 'fr' ? 'Onglets de la section' : 'Section tabs' });
const patches = (api: ReturnType<typeof installFakeApi>) => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body as Record<string, unknown>);

const WORDS = {
  en: { cable: /^Cable/, results: /^Results/, force: 'Maximum pulling force (N)' },
  fr: { cable: /^Câble/, results: /^Résultats/, force: 'Effort de tirage maximal (N)' },
};

async function editPullingForce(value: string, language: keyof typeof WORDS = 'en'): Promise<void> {
  const words = WORDS[language];
  fireEvent.click(within(tabs(language)).getByRole('link', { name: words.cable }));
  fireEvent.change(await screen.findByLabelText(words.force), { target: { value } });
  fireEvent.click(within(tabs(language)).getByRole('link', { name: words.results }));
}

describe('saving: nothing behind the user’s back', () => {
  it('simulates unsaved edits as a draft without saving, keeps that result with them on Save, and shows a saved result stale after an edit', { timeout: 40_000 }, async () => {
    const api = installFakeApi({ signedIn: account(), sections: [section()], presets: [winch], calculate: () => answer(450) });
    await renderApp({ path: '/section/s1/simulation', locale: 'en' });
    const card = () => screen.getByTestId('server-result');
    await screen.findByRole('button', { name: 'Simulate on the server' });
    expect(card().dataset.state).toBe('saved');

    await editPullingForce('11000');
    // the saved result no longer matches what is on screen
    await waitFor(() => expect(card().dataset.state).toBe('stale'));
    expect(within(card()).getByText('Stale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simulate on the server' }));
    await waitFor(() => expect(card().dataset.state).toBe('draft'));
    expect(within(card()).getByText('Draft, not saved')).toBeTruthy();
    expect(within(card()).getByText('450 m')).toBeTruthy();
    // nothing saved: no PATCH, the edits still unsaved
    expect(patches(api)).toEqual([]);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    // Save keeps the draft's result with the data it was computed from
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Section saved');
    expect(patches(api).at(-1)).toMatchObject({ version: 3, results: { status: 'success', distance: 450 } });
    await waitFor(() => expect(card().dataset.state).toBe('saved'));

    // an edit saved without simulating: the stored result is not sent again (the server marks it stale) and shows stale
    await editPullingForce('9000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api).at(-1)).not.toHaveProperty('results');
    await waitFor(() => expect(card().dataset.state).toBe('stale'));
    expect(within(card()).getByText(/simulate on the server again/)).toBeTruthy();

    // a saved section: Simulate saves its result with it (what the button says it does)
    api.sections[0] = { ...api.sections[0]!, stale: false };
    fireEvent.click(screen.getByRole('button', { name: 'Simulate on the server' }));
    await waitFor(() => expect(patches(api)).toHaveLength(3));
    expect(patches(api).at(-1)).toMatchObject({ results: { distance: 450 } });
  });

  it('saves a favourite and a scenario on their own action, alone, with a confirmation, leaving the edits unsaved', { timeout: 40_000 }, async () => {
    const api = installFakeApi({ signedIn: account(), sections: [section()], presets: [winch] });
    await renderApp({ path: '/section/s1/simulation', locale: 'fr' });
    const favourites = await screen.findByRole('region', { name: 'Favoris' });
    await editPullingForce('11000', 'fr');
    fireEvent.change(within(await screen.findByRole('region', { name: 'Favoris' })).getByLabelText('Nom du nouveau favori'), { target: { value: 'Plan A' } });
    fireEvent.click(within(screen.getByRole('region', { name: 'Favoris' })).getByRole('button', { name: 'Enregistrer comme favori' }));
    expect(await screen.findByText('Favoris et scénarios enregistrés')).toBeTruthy();
    expect(patches(api)).toHaveLength(1);
    expect(Object.keys(patches(api)[0]!).sort()).toEqual(['favorites', 'version']);
    expect(patches(api)[0]).toMatchObject({ version: 3, favorites: [{ name: 'Plan A' }] });
    // the data's edit is still unsaved, and the next save goes over the new version
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
    fireEvent.change(within(screen.getByRole('region', { name: 'Scénarios' })).getByLabelText('Nom du nouveau scénario'), { target: { value: 'Variante' } });
    fireEvent.click(within(screen.getByRole('region', { name: 'Scénarios' })).getByRole('button', { name: 'Garder comme scénario' }));
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api)[1]).toMatchObject({ version: 4 });
    expect(favourites).toBeTruthy();
  });
});
