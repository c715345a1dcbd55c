import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { overflow } from './page-fit.ts';
import { ADMIN_TEST_PAGES, adminPages, createAdminIds } from './admin-pages.ts';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer, register, createProject, createSection, createShareLink } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

const EDITOR_TABS = ['general', 'equipment', 'stretches', 'cable', 'trajectory', 'settings', 'simulation'] as const;
/** The editor's tabs at 768 px: the shared page's, plus the studies and the report. */
const OWNER_TABS = [...EDITOR_TABS, 'studies', 'report'] as const;

/** A phone (390 px) reads the results and a shared section, a tablet (768 px) edits every tab, without the page scrolling sideways. */
describe.skipIf(!HAS_CHROMIUM)('the section pages fit narrow screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let sectionUrl = '';
  const pageErrors: string[] = [];

  const fits = async (target: Page, what: string) => {
    await target.waitForTimeout(300); // let the layout settle (charts size themselves after mount)
    const { excess, culprits } = await overflow(target);
    expect(excess, `${what} scrolls sideways by ${excess} px: ${culprits.join('; ')}`).toBeLessThanOrEqual(1);
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'ada');
    await createProject(page, 'Narrow');
    await createSection(page, 'Pull narrow', 'pulling');
    await page.getByRole('navigation', { name: 'Section tabs' }).waitFor();
    sectionUrl = page.url().replace(/\/[a-z]+$/, '');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('edits every tab at 768 px, the trajectory too, without sideways scrolling', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    for (const tab of OWNER_TABS) {
      await page.goto(`${sectionUrl}/${tab}`);
      await page.getByRole('navigation', { name: 'Section tabs' }).waitFor();
      if (tab === 'trajectory') await page.getByLabel('Row 2: Type').waitFor();
      if (tab === 'simulation') await page.locator('.js-plotly-plot').first().waitFor({ timeout: 60_000 });
      await fits(page, `the ${tab} tab at 768 px`);
    }
  }, 240_000);

  it('shows the Studies tab and a study’s result at 768 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${sectionUrl}/studies`);
    for (const kind of ['methods', 'cof', 'placement', 'sizing', 'calibration']) {
      await page.getByLabel('Study', { exact: true }).selectOption(kind);
      await fits(page, `the ${kind} study’s form at 768 px`);
    }
    await page.getByLabel('Study', { exact: true }).selectOption('methods');
    await page.getByRole('button', { name: 'Run study' }).click();
    await page.getByRole('table', { name: 'Laying methods compared' }).waitFor({ timeout: 90_000 });
    await fits(page, 'the methods comparison at 768 px');
  }, 150_000);

  it('edits a legacy project at 768 px and shows its share page at 390 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${server.url}/legacy-projects/new`);
    await page.getByLabel('Name', { exact: true }).fill('Narrow legacy');
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Narrow legacy' }).waitFor();
    await fits(page, 'the legacy editor at 768 px');
    const link = await createShareLink(page, 'legacy-projects');
    await page.keyboard.press('Escape');

    const visitor = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } })).newPage();
    visitor.on('pageerror', (e) => pageErrors.push(e.message));
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Narrow legacy' }).waitFor();
    await fits(visitor, 'the legacy share page at 390 px');
    await visitor.context().close();
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('shows the Results tab at 390 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${sectionUrl}/simulation`);
    await page.locator('.js-plotly-plot').first().waitFor({ timeout: 20_000 }); // the charts, once the engine answers
    await fits(page, 'the Results tab at 390 px');
  });

  it('shows every tab of a shared section at 390 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${sectionUrl}/general`);
    const link = await createShareLink(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    const visitor = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } })).newPage();
    visitor.on('pageerror', (e) => pageErrors.push(e.message));
    for (const tab of EDITOR_TABS) {
      await visitor.goto(`${link}/${tab}`);
      await visitor.getByText('Shared section, read-only').waitFor();
      if (tab === 'trajectory') await visitor.getByLabel('Row 2: Type').waitFor();
      if (tab === 'simulation') await visitor.locator('.js-plotly-plot').first().waitFor({ timeout: 60_000 });
      await fits(visitor, `the shared ${tab} tab at 390 px`);
    }
    await visitor.context().close();
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('shows every admin page and the account pages at 390 px, and the users table at 1280 px, without sideways scrolling', async () => {
    // ada registered first: she is the admin. The tables scroll inside their box (their actions reachable there).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/admin`);
    const ids = await createAdminIds(page);
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('link', { name: `Edit ${ids.username}` }).waitFor();
    await fits(page, 'the users table at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    const developerPages = new Set(ADMIN_TEST_PAGES.map(([path]) => path));
    const pages = [...adminPages(ids).filter(([path]) => !developerPages.has(path)), ['/company', 'Company'] as const, ['/profile', 'Profile'] as const];
    for (const [path, heading] of pages) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { message: path, timeout: 30_000 }).toBe(0);
      await fits(page, `${path} at 390 px`);
    }
    expect(pageErrors).toEqual([]);
  }, 180_000);
});

