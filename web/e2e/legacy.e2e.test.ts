import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, type RunningServer, register, createProject, createSection, openApp, closeApp, createShareLink } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The serious and critical axe findings, as `rule: targets` lines. */
async function serious(page: Page): Promise<string[]> {
  const violations = await runAxe(page);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/** The legacy trajectory editor and its share page at 768 px, and the charts of the report's print view. */
describe.skipIf(!HAS_CHROMIUM)('legacy projects and the print view in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ server, browser, page } = await openApp(pageErrors, { locale: 'en-GB', viewport: { width: 768, height: 1024 }, bypassCSP: true }));
    await register(page, server.url, 'lee');
    await page.getByRole('button', { name: 'New project' }).waitFor();
  }, 120_000);

  afterAll(() => closeApp(browser, server));

  it('creates a legacy project in the editor (POST), edits and saves it again (PATCH), at 768 px without overflow', async () => {
    await page.goto(`${server.url}/legacy-projects/new`);
    await page.getByLabel('Name', { exact: true }).fill('Harbour line');
    await page.getByLabel('Row 1: Slope').fill('30');
    await page.getByLabel('Type of the new row').selectOption({ label: 'Curve' });
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByLabel('Type of the new row').selectOption({ label: 'Straight' });
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByLabel('Row 3: Length').fill('50');
    await page.getByLabel('Row 3: Length').blur();
    // 100 m at 30°, a 90° curve of 6 m radius from 30° to 0° (θ = 90°, 9.42 m, rising 6·tan 45°·sin 30° = 3 m), 50 m level
    await page.getByText('Total 159 m, altitude at the end 53 m').waitFor();
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/project'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await posted).status()).toBe(201);
    await page.waitForURL(/\/legacy-projects\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Harbour line' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(1);
    expect(await serious(page)).toEqual([]);

    await page.getByRole('button', { name: 'Move row 3 up' }).click();
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/project\/[0-9a-f-]{36}$/.test(r.url()));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await patched).status()).toBe(200);
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Row 2: Length').inputValue()).toBe('50');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('shares it: the link opens read-only for a visitor, with no inputs, and passes axe', async () => {
    const link = await createShareLink(page, 'legacy-projects');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const visitor = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 768, height: 1024 }, bypassCSP: true })).newPage();
    await visitor.goto(link);
    await visitor.getByText('Shared legacy project, read-only').waitFor();
    await visitor.getByRole('heading', { level: 1, name: 'Harbour line' }).waitFor();
    expect(await visitor.getByRole('textbox').count()).toBe(0);
    expect(await visitor.getByRole('link', { name: 'Sign in to copy this project' }).count()).toBe(1);
    expect(await sideways(visitor)).toBeLessThanOrEqual(1);
    expect(await serious(visitor)).toEqual([]);
    await visitor.goto(`${server.url}/legacy-projects/share/${'A'.repeat(43)}`);
    await visitor.getByText('This share link is not valid').waitFor();
    await visitor.close();
  }, 120_000);

  it('the report’s print view shows the charts as SVG plots, also in print media', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/projects`);
    await createProject(page, 'Print');
    await createSection(page, 'Print demo', 'pulling');
    await page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: 'Report' }).click();
    const charts = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Charts', exact: true }) });
    await charts.getByRole('img', { name: /^Cable force along the route/ }).waitFor({ timeout: 30_000 });
    expect(await charts.locator('svg[role=img] polyline').count()).toBeGreaterThanOrEqual(3);
    // the plan view, once the route is solved
    await charts.getByRole('img', { name: /^Plan/ }).waitFor({ timeout: 30_000 });
    await page.emulateMedia({ media: 'print' });
    expect(await charts.locator('svg[role=img]').first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Report options' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await serious(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
