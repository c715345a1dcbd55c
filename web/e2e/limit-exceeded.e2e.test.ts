import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, type RunningServer, register, createProject, createSection, openApp, closeApp, createShareLink } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/**
 * A limit decides the status (docs/simulation-api.md#limits-exceeded): a pull whose route bends tighter than the
 * cable allows reaches the end, yet the editor's result pane, the Results tab, the section list, the share page and
 * its report all say "limit exceeded" and name the limit, where and by how much — in English and in French.
 */
describe.skipIf(!HAS_CHROMIUM)('a result past a limit is not a success', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Page;
  const pageErrors: string[] = [];
  let link = '';

  const tabs = (page: Page, name = 'Section tabs') => page.getByRole('navigation', { name });
  /** A figure of the result beside the inputs (the editor's aside), by its label. */
  const figure = (page: Page, label: string) => page.getByRole('complementary', { name: 'Result' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

  beforeAll(async () => {
    ({ server, browser, page: owner } = await openApp(pageErrors, { locale: 'en-GB', viewport: { width: 1280, height: 1400 } }));
    await register(owner, server.url, 'signer');
  });

  afterAll(() => closeApp(browser, server));

  it('the editor (English): a curve of 10 m for a cable of 15 m minimum is "limit exceeded", amber, the limit named in the result pane and the Results tab', async () => {
    await createProject(owner, 'Ring road');
    await createSection(owner, 'Tight bends', 'pulling');
    await tabs(owner).getByRole('link', { name: /^Cable/ }).click();
    await owner.getByLabel(/^Minimum bending radius/).fill('15');
    await owner.getByLabel(/^Minimum bending radius/).blur();
    await expect.poll(() => figure(owner, 'Status').textContent(), { timeout: 20_000 }).toBe('limit exceeded');
    expect(await figure(owner, 'Status').locator('xpath=..').getAttribute('data-status')).toBe('exceeded');
    const named = (await figure(owner, 'Limits exceeded').textContent()) ?? '';
    expect(named).toMatch(/^Bend radius 10(\.00)? m at 100(\.00)? m, below the cable’s minimum of 15(\.00)? m/);
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.getByText('Section saved').first().waitFor();
    await tabs(owner).getByRole('link', { name: /^Results/ }).click();
    const card = owner.locator('main [data-exceeded]');
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('exceeded');
    expect(await card.textContent()).toMatch(/^Limits exceeded.*Bend radius 10(\.00)? m at 100(\.00)? m/);
    expect(await owner.locator('main').getByText('Nothing: the cable reaches the end').count()).toBe(0);
    // the source of every assumed value is read beside the result pane, not hidden past the table's right edge
    const assumptions = owner.getByRole('group', { name: 'Assumptions behind this result' });
    expect(await assumptions.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  });

  it('the server’s run stores it: the section list says it, and the share link carries it', async () => {
    // the stored result is the server's run (saved with the section): its status is the project API's
    await owner.getByRole('button', { name: 'Simulate on the server' }).click();
    await owner.getByText('All changes saved').waitFor({ timeout: 30_000 });
    await owner.getByRole('link', { name: '← Project' }).click();
    const listed = owner.locator('[data-status="exceeded"]', { hasText: 'limit exceeded' });
    await listed.first().waitFor();
    await owner.getByRole('link', { name: 'Tight bends' }).click();
    link = await createShareLink(owner);
  });

  for (const [language, words] of [
    ['en', { locale: 'en-GB', readOnly: 'Shared section, read-only', status: 'limit exceeded', label: 'Limits exceeded', bend: /Bend radius 10(\.00)? m at 100(\.00)? m/, report: 'Report', engineer: 'Engineer', pdf: 'Create the PDF' }],
    ['fr', { locale: 'fr-FR', readOnly: 'Section partagée, lecture seule', status: 'limite dépassée', label: 'Limites dépassées', bend: /Rayon de courbure de 10(,00)? m à 100(,00)? m/, report: 'Rapport', engineer: 'Ingénieur', pdf: 'Créer le PDF' }],
  ] as const) {
    it(`the share page and its report (${language}) show the same status and the limit named`, async () => {
      const context = await browser.newContext({ locale: words.locale, viewport: { width: 1280, height: 1400 }, acceptDownloads: true, bypassCSP: true });
      await context.addCookies([{ name: 'i18n_redirected', value: language, url: server.url }]);
      const visitor = await context.newPage();
      visitor.on('pageerror', (e) => pageErrors.push(e.message));
      await visitor.goto(link);
      await visitor.getByText(words.readOnly).waitFor();
      const status = visitor.locator('aside [data-status]').first();
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toContain(words.status);
      expect(await status.getAttribute('data-status')).toBe('exceeded');
      expect(await visitor.locator('aside').textContent()).toMatch(words.bend);
      await visitor.getByRole('link', { name: words.report, exact: true }).first().click();
      await expect.poll(() => visitor.locator('main').textContent(), { timeout: 20_000 }).toContain(words.label);
      const text = (await visitor.locator('main').textContent()) ?? '';
      expect(text).toContain(words.status);
      expect(text).toMatch(words.bend);
      // the status and the limit rows amber, as in the editor
      const rows = visitor.locator('main dl > div[data-status="exceeded"]');
      // (the report's summary rows render as its results arrive: wait for both rather than count once)
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
      expect(await rows.first().textContent()).toContain(words.status);
      // the PDF says the same
      await visitor.getByLabel(words.engineer).fill('Crew 7');
      const create = visitor.getByRole('button', { name: words.pdf });
      await expect.poll(() => create.isEnabled(), { timeout: 20_000 }).toBe(true);
      const [download] = await Promise.all([visitor.waitForEvent('download', { timeout: 30_000 }), create.click()]);
      // the no-break spaces that keep a number with its unit (latin-1 0xA0) read as spaces, as a viewer's search does
      const pdf = readFileSync(await download.path(), 'latin1').replace(/\u00a0/g, ' ');
      expect(pdf).toContain(`(${words.status})`);
      expect(pdf).toContain(`(${words.label})`);
      await context.close();
    });
  }

  it('left no page error', () => {
    expect(pageErrors).toEqual([]);
  });
});
