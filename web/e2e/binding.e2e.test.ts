import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { HAS_CHROMIUM, type RunningServer, register, createProject, createSection, openApp, closeApp } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/**
 * A result an engineer can sign: the component that binds is named, and what ends the max distance is said — the
 * same words in the result pane, the Results tab, the report and the share page, in English and in French. A cable
 * of 4000 N behind the catalogue's 10 kN winch: the automatic pulling force is the cable's 4000 N, and the cable (not
 * the winch) is what ends the max distance.
 */
describe.skipIf(!HAS_CHROMIUM)('the component that binds, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Page;
  const pageErrors: string[] = [];
  let englishEnd = '';
  let frenchEnd = '';

  const tabs = (page: Page) => page.getByRole('navigation', { name: 'Section tabs' });
  const tabsFr = (page: Page) => page.getByRole('navigation', { name: 'Onglets de la section' });
  /** The value beside `label` in a list of figures. */
  const figure = (within: Locator, label: string) => within.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

  beforeAll(async () => {
    ({ server, browser, page: owner } = await openApp(pageErrors, { locale: 'en-GB', viewport: { width: 1280, height: 1400 } }));
    await register(owner, server.url, 'signer');
    await createProject(owner, 'Substation');
    await createSection(owner, 'Feeder pull', 'pulling');
    await tabs(owner).getByRole('link', { name: /^Equipment/ }).click();
    await owner.getByLabel('Pulling machine').selectOption({ label: 'Capstan winch 10 kN' });
    await tabs(owner).getByRole('link', { name: /^Cable/ }).click();
    await owner.getByLabel('Maximum pulling force (N)').fill('4000');
  });

  afterAll(() => closeApp(browser, server));

  it('English: the result pane and the Results tab name the cable, not the winch, as what ends the max distance', async () => {
    await tabs(owner).getByRole('link', { name: /^Results/ }).click();
    const live = owner.getByRole('region', { name: 'Live result' });
    await expect.poll(() => figure(live, 'Max distance ended by').textContent(), { timeout: 20_000 }).toMatch(/^Cable pulling force limit reached at \d[\d,]*(\.\d+)? m$/);
    englishEnd = (await figure(live, 'Max distance ended by').textContent()) ?? '';
    // the pane beside every tab says the same
    const aside = owner.getByRole('complementary', { name: 'Result' });
    expect(await figure(aside, 'Max distance ended by').textContent()).toBe(englishEnd);
    // nowhere is the winch said to reach its force: it is not what binds
    expect(await owner.getByText(/Pulling machine force reached|winch reaches/).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('English: the report says it in the same words', async () => {
    await tabs(owner).getByRole('link', { name: 'Report' }).click();
    const line = owner.getByText('Max distance ended by', { exact: true }).locator('xpath=following-sibling::dd');
    await expect.poll(() => line.first().textContent(), { timeout: 20_000 }).toBe(englishEnd);
  });

  it('French: the same result in French, in the pane and the report', async () => {
    await owner.getByRole('combobox', { name: 'Language', exact: true }).selectOption('fr');
    await tabsFr(owner).getByRole('link', { name: /^Résultats/ }).click();
    const aside = owner.getByRole('complementary', { name: 'Résultat' });
    await expect.poll(() => figure(aside, 'Distance max. limitée par').textContent(), { timeout: 20_000 }).toMatch(/^Limite de tirage du câble atteinte à \d[\d\s\u202f]*(,\d+)?\sm$/);
    frenchEnd = (await figure(aside, 'Distance max. limitée par').textContent()) ?? '';
    expect(await owner.getByText(/Effort de la machine de tirage atteint|treuil atteint/).count()).toBe(0);
    await tabsFr(owner).getByRole('link', { name: 'Rapport' }).click();
    const line = owner.getByText('Distance max. limitée par', { exact: true }).locator('xpath=following-sibling::dd');
    await expect.poll(() => line.first().textContent(), { timeout: 20_000 }).toBe(frenchEnd);
  });

  it('the share page: a visitor who reads in French sees the owner’s words, in its result and its report', async () => {
    await owner.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await owner.getByText('Section enregistrée').first().waitFor();
    await owner.getByRole('button', { name: 'Partager', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Partager' });
    await dialog.getByRole('button', { name: 'Créer un lien de partage' }).click();
    const linkField = dialog.getByLabel('Lien de partage');
    await expect.poll(() => linkField.inputValue()).toMatch(/\/section\/share\/[A-Za-z0-9_-]{43}$/);
    const link = await linkField.inputValue();
    const visitor = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 1400 } })).newPage();
    visitor.on('pageerror', (e) => pageErrors.push(e.message));
    await visitor.goto(link);
    // a visitor without an account chooses the language to read in
    await visitor.getByText('Shared section, read-only').waitFor();
    await visitor.getByRole('combobox', { name: 'Language', exact: true }).selectOption('fr');
    const aside = visitor.getByRole('complementary', { name: 'Résultat' });
    await expect.poll(() => figure(aside, 'Distance max. limitée par').textContent(), { timeout: 20_000 }).toBe(frenchEnd);
    await tabsFr(visitor).getByRole('link', { name: 'Rapport' }).click();
    const line = visitor.getByText('Distance max. limitée par', { exact: true }).locator('xpath=following-sibling::dd');
    await expect.poll(() => line.first().textContent(), { timeout: 20_000 }).toBe(frenchEnd);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
