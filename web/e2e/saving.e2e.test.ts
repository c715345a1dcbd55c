import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HAS_CHROMIUM, openNewSection, type SectionSession } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The words of each language the journey reads and clicks. */
const WORDS = {
  en: {
    tabs: 'Section tabs', results: /^Results/, cable: /^Cable/, studies: /^Studies/, weight: 'Weight (kg/m)', simulate: 'Simulate on the server', save: 'Save',
    saved: 'Section saved', unsaved: 'Unsaved changes', stale: 'Stale', draft: 'Draft, not saved', favourites: 'Favourites', favouriteName: 'Name of the new favourite',
    keepFavourite: 'Save as a favourite', variantsSaved: 'Favourites and scenarios saved', project: '← Project', listStale: 'result stale', study: 'Study', run: 'Run study',
    margin: 'Force margin (%)', clearance: 'Distance from bends (m)', rules: /^Each machine stands where the force needed stays at least 20% below the rating that binds, and none stands inside a bend or within 8 m of one\.$/,
  },
  fr: {
    tabs: 'Onglets de la section', results: /^Résultats/, cable: /^Câble/, studies: /^Études/, weight: 'Poids (kg/m)', simulate: 'Simuler sur le serveur', save: 'Enregistrer',
    saved: 'Section enregistrée', unsaved: 'Modifications non enregistrées', stale: 'Périmé', draft: 'Brouillon, non enregistré', favourites: 'Favoris', favouriteName: 'Nom du nouveau favori',
    keepFavourite: 'Enregistrer comme favori', variantsSaved: 'Favoris et scénarios enregistrés', project: '← Projet', listStale: 'résultat périmé', study: 'Étude', run: 'Lancer l’étude',
    margin: 'Marge de force (%)', clearance: 'Distance aux coudes (m)', rules: /^Chaque machine est placée là où la force nécessaire reste au moins 20\s%\ssous la limite qui s’applique, et aucune n’est dans un coude ni à moins de 8\sm d’un coude\.$/,
  },
} as const;
type Language = keyof typeof WORDS;

/**
 * Issue #34, points 5 and 7, in English then French on the jetting template against the real server: Simulate on
 * the server with unsaved edits shows a draft result and saves nothing; Save keeps it; an edit saved without
 * simulating leaves the saved result stale in the editor, the section list and the project API; a favourite is saved
 * by its own action; the placement study states the force margin and the bend clearance it kept.
 */
describe.skipIf(!HAS_CHROMIUM)('saving and placement in Chromium against the real server', () => {
  let session: SectionSession;
  let page: Page;
  let sectionUrl: string;

  beforeAll(async () => {
    session = await openNewSection({ username: 'sam', project: 'Saving', section: 'Jet saving', template: 'jetting', tab: 'Results' });
    page = session.page;
    sectionUrl = page.url().replace(/\/[^/]+$/, '');
  }, 90_000);

  afterAll(async () => {
    await session?.close();
  });

  const card = () => page.getByTestId('server-result');
  const tab = (language: Language, name: RegExp) => page.getByRole('navigation', { name: WORDS[language].tabs }).getByRole('link', { name }).click();
  const version = async (): Promise<number> => {
    const id = sectionUrl.split('/').pop()!;
    return ((await (await page.request.get(`${session.server.url}/api/section/${id}`)).json()) as { version: number }).version;
  };
  async function editWeight(language: Language, value: string): Promise<void> {
    await tab(language, WORDS[language].cable);
    await page.getByLabel(WORDS[language].weight, { exact: true }).fill(value);
    await tab(language, WORDS[language].results);
  }

  async function journey(language: Language, weight: string): Promise<void> {
    const w = WORDS[language];
    // a saved section: Simulate saves its result with it
    await page.getByRole('button', { name: w.simulate }).click();
    await expect.poll(() => card().getAttribute('data-state', { timeout: 60_000 }), { timeout: 60_000 }).toBe('saved');
    await editWeight(language, weight);
    // the saved result no longer matches the edits on screen
    await expect.poll(() => card().getAttribute('data-state'), { timeout: 20_000 }).toBe('stale');
    const before = await version();
    // Simulate with unsaved edits: a draft result, nothing saved
    await page.getByRole('button', { name: w.simulate }).click();
    await expect.poll(() => card().getAttribute('data-state'), { timeout: 60_000 }).toBe('draft');
    await card().getByText(w.draft, { exact: true }).waitFor();
    expect(await version()).toBe(before);
    await page.getByText(w.unsaved, { exact: true }).waitFor();
    // Save keeps the draft's result with its data
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await page.getByText(w.saved, { exact: true }).first().waitFor();
    await expect.poll(() => card().getAttribute('data-state')).toBe('saved');
    expect(await version()).toBe(before + 1);
    // an edit saved without simulating: the saved result is stale, in the card, the list and the API
    await editWeight(language, String(Number(weight) + 0.01));
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect.poll(() => card().getAttribute('data-state'), { timeout: 20_000 }).toBe('stale');
    await card().getByText(w.stale, { exact: true }).waitFor();
    // a favourite is saved by its own action, alone
    const favourites = page.getByRole('region', { name: w.favourites });
    await favourites.getByLabel(w.favouriteName).fill(`Plan ${language}`);
    const saving = version();
    await favourites.getByRole('button', { name: w.keepFavourite }).click();
    await page.getByText(w.variantsSaved, { exact: true }).first().waitFor();
    expect(await version()).toBe((await saving) + 1);
    await page.getByRole('link', { name: w.project, exact: true }).click();
    await page.getByTestId('section-stale').getByText(w.listStale).waitFor();
    const projects = (await (await page.request.get(`${session.server.url}/api/project2`)).json()) as { sections: { status?: string; stale?: boolean }[] }[];
    expect(projects.flatMap((p) => p.sections).some((s) => s.stale === true && s.status !== undefined)).toBe(true);
    await page.goto(`${sectionUrl}/studies`);
    // the placement states the margin and the clearance it kept
    await page.getByLabel(w.study, { exact: true }).selectOption('placement');
    await page.getByLabel(w.margin).fill('20');
    await page.getByLabel(w.clearance).fill('8');
    await page.getByRole('button', { name: w.run }).click();
    await expect.poll(async () => (await page.getByTestId('placement-rules').textContent({ timeout: 90_000 })) ?? '', { timeout: 90_000 }).toMatch(w.rules);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    expect(session.pageErrors).toEqual([]);
  }

  it('in English', async () => {
    await journey('en', '0.5');
  }, 240_000);

  it('in French', async () => {
    await page.goto(`${session.server.url}/projects`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Projets' }).waitFor();
    await page.goto(`${sectionUrl}/simulation`);
    await journey('fr', '0.6');
  }, 240_000);
});
